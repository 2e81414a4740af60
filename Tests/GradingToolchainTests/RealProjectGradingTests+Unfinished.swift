import XCTest
import TestSupport
@testable import MemorizeCourseCore
@testable import MemorizeGrading
@testable import MemorizeSupport

/// Code that is not yet a whole Assignment II, graded as it stands: lesson 4's own code, a Model
/// with no ViewModel, a framework the grader's stand-ins lack. The tasks it can reach are graded;
/// the rest say once, in the student's words, what they wait for.
extension RealProjectGradingTests {
    /// Lesson 4's own code (its ObservableObject view model and its Model), before the assignment:
    /// it compiles here, the game of lectures 1–4 passes, the score it does not keep yet fails
    /// (its types keep no whole number at all), and the theme's tasks wait for what A2 adds.
    func testLessonFoursOwnCodeIsGradedAsItStands() throws {
        let verdicts = try grade("lesson-4")
        assertPassed(verdicts, [1, 2])
        for task in ["task-8", "task-9"] {
            XCTAssertEqual(verdicts[task]?.status, "failed", verdicts[task]?.message ?? "")
            XCTAssertEqual(verdicts[task]?.message.contains("keeps") == true && verdicts[task]?.message.contains("score") == true, true, verdicts[task]?.message ?? "")
        }
        assertWaiting(verdicts, 7, for: "EmojiMemoryGame shows no theme name the grader can find")
    }

    /// A Model with no ViewModel at all: the Model's tasks are graded; the others say once that
    /// there is no EmojiMemoryGame, not "EmojiMemoryGame is not a class" nor a list of its members.
    func testAModelWithoutAViewModelGetsTheModelsTasksGraded() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("model-only-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Self.fixtures.appendingPathComponent("memorize-2021/Memorize/Model/MemoryGame.swift"),
                                         to: folder.appendingPathComponent("MemoryGame.swift"))
        let result = Harness.run(["check", "assignment2", "--path", folder.path, "--course", Harness.repositoryRoot.path],
                                 environment: FixtureCourse.gradingEnvironment(), demos: [], processRunner: SystemProcessRunner())
        XCTAssertEqual(result.status, 2, "nothing failed, and the ViewModel's tasks could not be graded: \(result.stderr)")
        XCTAssertTrue(result.stdout.contains("✔ Task 1 "), result.stdout)
        XCTAssertTrue(result.stdout.contains("? Task 6 "), result.stdout)
        XCTAssertTrue(result.stdout.replacingOccurrences(of: "\n  ", with: " ").contains("Its points wait for your instructor, who grades it by hand"), result.stdout)
        XCTAssertTrue(result.stdout.contains("✔ Task 8 "), result.stdout)
        XCTAssertTrue(result.stdout.contains("not graded: your code has no `class EmojiMemoryGame`"), result.stdout)
        XCTAssertFalse(result.stdout.contains("is not a class"), result.stdout)
        XCTAssertFalse(result.stdout.contains("has no `cards`"), result.stdout)
    }

    #if !canImport(SwiftUI)
    /// A ViewModel that reaches for SwiftUI beyond what the stand-in has is told so in plain words,
    /// at its line, never with the compiler's bare "cannot find 'Image' in scope".
    func testAFrameworkGapIsExplainedAtTheStudentsLine() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gap-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(at: Self.fixtures.appendingPathComponent("memorize-2021/Memorize"), to: folder)
        try FileManager.default.removeItem(at: folder.appendingPathComponent("View"))
        try FileManager.default.removeItem(at: folder.appendingPathComponent("MemorizeApp.swift"))
        let viewModel = folder.appendingPathComponent("ViewModel/EmojiMemoryGame.swift")
        var text = try String(contentsOf: viewModel, encoding: .utf8)
        text = text.replacingOccurrences(of: "    var score: Int {", with: "    var badge: Image { Image(systemName: \"star\") }\n    var tint: Color { .systemPink }\n\n    var score: Int {")
        try text.write(to: viewModel, atomically: true, encoding: .utf8)
        let result = Harness.run(["check", "assignment2", "--path", folder.path, "--course", Harness.repositoryRoot.path],
                                 environment: FixtureCourse.gradingEnvironment(), demos: [], processRunner: SystemProcessRunner())
        XCTAssertEqual(result.status, 1, result.stderr)
        // An error is broken to the width, its continuations indented: compare each as one line.
        let errors = result.stdout.replacingOccurrences(of: "\n      ", with: " ")
        XCTAssertTrue(errors.contains("EmojiMemoryGame.swift:38: `Image` is SwiftUI's, and this system has no SwiftUI"), result.stdout)
        XCTAssertTrue(errors.contains("EmojiMemoryGame.swift:39: `Color.systemPink` is not in the grader's stand-in for SwiftUI"), result.stdout)
        XCTAssertFalse(result.stdout.contains("cannot find"), result.stdout)
    }

    /// A Model that shuffles with GameKit's random sources (GameplayKit's, which `import GameKit`
    /// brings on iOS), as one corpus project does: it compiles against the stand-in and is graded.
    func testAModelShufflingWithGameKitIsGraded() throws {
        let folder = try derived(from: "memorize-2021", ["Memorize/Model/MemoryGame.swift": [
            ("import Foundation", "import Foundation\nimport GameKit"),
            ("        cards.shuffle()", "        cards = GKMersenneTwisterRandomSource(seed: UInt64.random(in: 1...1_000_000)).arrayByShufflingObjects(in: cards) as! [Card]"),
        ]])
        let verdicts = try grade(folder: folder)
        assertPassed(verdicts, [1, 2, 3, 4, 5, 6, 7, 8, 9])
    }
    #endif
}
