import XCTest
import TestSupport
@testable import MemorizeCourseCore
@testable import MemorizeGrading
@testable import MemorizeSupport

/// `check --path` on what students really have: a whole Xcode project, a course repository
/// with a copy of Memorize per lecture, a ViewModel that imports SwiftUI.
final class XcodeProjectGradingTests: XCTestCase {
    var scratch: URL!

    override func setUpWithError() throws {
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent("xcode-grading-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    }

    override func tearDown() { try? FileManager.default.removeItem(at: scratch) }

    func run(_ arguments: [String], environment: [String: String] = FixtureCourse.gradingEnvironment()) -> RunResult {
        Harness.run(arguments, environment: environment, currentDirectory: scratch, demos: [],
                    processRunner: SystemProcessRunner())
    }

    var solution: URL { Harness.repositoryRoot.appendingPathComponent("Exercises/assignment2/solution") }

    /// The Xcode-shaped fixture with the reference Model and ViewModel in subfolders, and
    /// `oneAndOnly` moved out of MemoryGame.swift into a helper file the model needs.
    func xcodeProject(at folder: URL, viewModelHeader: String? = nil) throws -> URL {
        try FileManager.default.copyItem(at: Harness.repositoryRoot.appendingPathComponent("Tests/Fixtures/xcode-memorize"), to: folder)
        let app = folder.appendingPathComponent("Memorize")
        for sub in ["Model", "ViewModel", "Helpers"] {
            try FileManager.default.createDirectory(at: app.appendingPathComponent(sub), withIntermediateDirectories: true)
        }
        var model = try String(contentsOf: solution.appendingPathComponent("MemoryGame.swift"), encoding: .utf8)
        let helperStart = try XCTUnwrap(model.range(of: "extension Array {"))
        let helperEnd = try XCTUnwrap(model.range(of: "\n}\n", range: helperStart.upperBound..<model.endIndex))
        let helper = "import Foundation\n\n" + model[helperStart.lowerBound..<helperEnd.upperBound]
        model.removeSubrange(helperStart.lowerBound..<helperEnd.upperBound)
        try model.write(to: app.appendingPathComponent("Model/MemoryGame.swift"), atomically: true, encoding: .utf8)
        try helper.write(to: app.appendingPathComponent("Helpers/Array+Only.swift"), atomically: true, encoding: .utf8)
        try FileManager.default.copyItem(at: solution.appendingPathComponent("Theme.swift"), to: app.appendingPathComponent("Model/Theme.swift"))
        var viewModel = try String(contentsOf: solution.appendingPathComponent("EmojiMemoryGame.swift"), encoding: .utf8)
        if let viewModelHeader { viewModel = viewModelHeader + viewModel }
        try viewModel.write(to: app.appendingPathComponent("ViewModel/EmojiMemoryGame.swift"), atomically: true, encoding: .utf8)
        return folder
    }

    static let expectedSkipped: [SubmissionSelection.Skipped] = [
        .init(file: "Memorize/MemorizeApp.swift", reason: "the app (MemorizeApp: App)"),
        .init(file: "Memorize/Preview Content/PreviewGame.swift", reason: "imports only SwiftUI and declares none of the assignment's types"),
        .init(file: "Memorize/Views/AspectVGrid.swift", reason: "a View (AspectVGrid: View)"),
        .init(file: "Memorize/Views/Cardify.swift", reason: "a ViewModifier (Cardify: ViewModifier)"),
        .init(file: "Memorize/Views/Color+Theme.swift", reason: "imports only SwiftUI and declares none of the assignment's types"),
        .init(file: "Memorize/Views/EmojiMemoryGameView.swift", reason: "a View (EmojiMemoryGameView: View)"),
        .init(file: "Memorize/Views/Pie.swift", reason: "a Shape (Pie: Shape)"),
        .init(file: "MemorizeTests/MemorizeTests.swift", reason: "a test file (imports XCTest)"),
        .init(file: "MemorizeUITests/MemorizeUITests.swift", reason: "a test file (imports XCTest)"),
    ]

    func testTheRuleFileByFile() throws {
        let folder = try xcodeProject(at: scratch.appendingPathComponent("Memorize"))
        let exercise = try ExerciseCatalog.load(from: CourseRoot(url: Harness.repositoryRoot)).exercise("assignment2")
        XCTAssertEqual(exercise.assignmentTypes(), ["MemoryGame", "EmojiMemoryGame", "Theme"])
        let selection = try SubmissionSelection.select(from: folder, assignmentTypes: exercise.assignmentTypes())
        XCTAssertEqual(selection.files.map(\.relativePath), ["Memorize/Helpers/Array+Only.swift", "Memorize/Model/MemoryGame.swift",
                                                             "Memorize/Model/Theme.swift", "Memorize/ViewModel/EmojiMemoryGame.swift"])
        XCTAssertEqual(selection.skipped, Self.expectedSkipped)
    }

    func testSmallFilesAgainstTheRule() {
        let types: Set<String> = ["MemoryGame", "Theme"]
        func reason(_ code: String) -> String? { SubmissionSelection.reasonToLeaveOut(SwiftSourceScan(code), assignmentTypes: types) }
        XCTAssertNil(reason("extension Array where Element: Identifiable {\n  var oneAndOnly: Element? { nil }\n}"), "a helper with no imports")
        XCTAssertNil(reason("import Foundation\nstruct Constants { static let pairs = 4 }"), "a small struct")
        XCTAssertNil(reason("import SwiftUI\nstruct Theme { var color: Color }"), "declares an assignment type, so it is graded (and told about SwiftUI)")
        XCTAssertEqual(reason("import SwiftUI\nstruct MemoryGame<C> {}\nstruct GameView: View { var body: some View { EmptyView() } }"),
                       "a View (GameView: View); its own `MemoryGame` graded without it", "a View's file gives its assignment type alone")
        XCTAssertEqual(reason("import SwiftUI\n// struct MemoryGame is in another file\nextension Color {}"), "imports only SwiftUI and declares none of the assignment's types")
        XCTAssertEqual(reason("import SwiftUI\nlet text = \"struct Theme\"\nstruct Card: View { var body: some View { EmptyView() } }"), "a View (Card: View)")
        XCTAssertEqual(reason("import Foundation\nimport SwiftUI\n#Preview { Text(\"hi\") }"), "previews (#Preview)")
        XCTAssertEqual(reason("import SwiftUI\nstruct Grid<Item, V: View>: View where V: View { var body: some View { EmptyView() } }"), "a View (Grid: View)")
        XCTAssertEqual(reason("import SwiftUI\nstruct P: PreviewProvider { static var previews: some View { EmptyView() } }"), "previews (P: PreviewProvider)")
        XCTAssertEqual(reason("@testable import Memorize\nimport Testing\n@Test func a() {}"), "a test file (imports Testing)")
        XCTAssertEqual(reason("import GameKit\n@testable import Memorize\nclass RandomSourceFake: RandomSource {}"), "a test file (`@testable import Memorize`)",
                       "a test target's fake imports no test framework, only the app")
        XCTAssertNil(reason("import Foundation\nenum Shape { case oval }\nstruct Card: Shape {}"), "no UI framework: a model's own Shape")
    }

    func testAWholeXcodeProjectGetsWhatItsModelAndViewModelGet() throws {
        let folder = try xcodeProject(at: scratch.appendingPathComponent("My Memorize"))
        let result = run(["check", "assignment2", "--path", folder.path, "--json", "--course", Harness.repositoryRoot.path])
        XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
        let report = try JSONDecoder().decode(CheckReport.self, from: Data(result.stdout.utf8))
        XCTAssertEqual(report.score, 95)
        XCTAssertEqual(report.files.count, 4)
        XCTAssertEqual(report.skipped, Self.expectedSkipped)

        let card = run(["check", "assignment2", "--path", "My Memorize", "--course", Harness.repositoryRoot.path])
        XCTAssertTrue(card.stdout.contains("Checked My Memorize (4 Swift files; 9 left out)\n"), card.stdout)
        XCTAssertTrue(card.stdout.contains("  Memorize/Views/Pie.swift: a Shape (Pie: Shape)\n"), card.stdout)
    }

    func testExcludeAndIncludeOverrideTheRule() throws {
        let folder = try xcodeProject(at: scratch.appendingPathComponent("Memorize"))
        let excluded = run(["check", "assignment2", "--path", "Memorize", "--exclude", "Memorize/Helpers/Array+Only.swift",
                            "--json", "--course", Harness.repositoryRoot.path])
        XCTAssertEqual(excluded.status, 1, "the model needs the helper it was denied")
        XCTAssertTrue(excluded.stdout.contains("\"file\" : \"Memorize/Helpers/Array+Only.swift\""), excluded.stdout)
        XCTAssertTrue(excluded.stdout.contains("\"reason\" : \"left out with --exclude\""), excluded.stdout)
        #if !canImport(SwiftUI)
        // Given as typed from the current directory, as tab completion writes it.
        let included = run(["check", "assignment2", "--path", folder.path, "--include", "Memorize/Memorize/Views/Pie.swift",
                            "--course", Harness.repositoryRoot.path])
        XCTAssertEqual(included.status, 1)
        // A Shape is beyond the stand-in for SwiftUI: said in plain words at its line.
        XCTAssertTrue(included.stdout.replacingOccurrences(of: "\n      ", with: " ")
            .contains("Memorize/Views/Pie.swift:3: `Shape` is SwiftUI's, and this system has no SwiftUI"), included.stdout)
        #endif
        let unknown = run(["check", "assignment2", "--path", "Memorize", "--include", "Nope.swift", "--course", Harness.repositoryRoot.path])
        XCTAssertEqual(unknown.status, 64)
        XCTAssertTrue(unknown.stderr.contains("Nope.swift is not a Swift file in"), unknown.stderr)
    }

    func testACourseRepositoryWithACopyPerLectureAsksWhichOne() throws {
        let repository = scratch.appendingPathComponent("CS193p")
        for copy in ["Lecture 4 - Assignment 2", "Lecture 6", "Lecture 8"] {
            _ = try xcodeProject(at: repository.appendingPathComponent(copy).appendingPathComponent("Memorize"))
        }
        let other = repository.appendingPathComponent("Assignment 3/Set")
        try FileManager.default.createDirectory(at: other, withIntermediateDirectories: true)
        try "import Foundation\nstruct SetGame { var deck: [Int] = [] }\n".write(to: other.appendingPathComponent("SetGame.swift"), atomically: true, encoding: .utf8)
        let result = run(["check", "assignment2", "--path", repository.path, "--course", Harness.repositoryRoot.path])
        XCTAssertEqual(result.status, 64)
        XCTAssertEqual(result.stderr.lines(keepingTrailingEmpty: false).count, 1, result.stderr)
        XCTAssertTrue(result.stderr.hasPrefix("error: CS193p holds 3 copies of the assignment ('Lecture 4 - Assignment 2/Memorize', 'Lecture 6/Memorize', 'Lecture 8/Memorize'); grade one at a time; point --path at one of them"), result.stderr)
        XCTAssertFalse(result.stdout.contains("redeclaration") || result.stderr.contains("redeclaration"))
    }

    /// The lectures' own view model imports SwiftUI and uses `ObservableObject`, `@Published` and
    /// `Color`: graded as it is, on Linux against the stand-ins, on macOS against the real ones.
    func testAViewModelImportingSwiftUIIsGradedAsItIs() throws {
        let folder = scratch.appendingPathComponent("Memorize")
        _ = try xcodeProject(at: folder, viewModelHeader: "import SwiftUI\n\nclass Palette: ObservableObject { @Published var tint = Color.red }\n")
        let result = run(["check", "assignment2", "--path", "Memorize", "--course", Harness.repositoryRoot.path])
        XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
        XCTAssertTrue(result.stdout.contains("Score 95/95"), result.stdout)
    }

    /// SwiftPM writes each compiled file's path into a JSON file without escaping it: the
    /// solution in a folder named with `"` and `\` "did not compile" (rt16a). It is graded,
    /// and its files and its errors are named as the student named them. A scratch folder of
    /// its own: the quick route, which a warm package takes, writes no such file.
    func testAFolderNamedWithQuotesAndBackslashesIsGradedAndNamedAsItIs() throws {
        let environment = FixtureCourse.gradingEnvironment(["MEMORIZE_COURSE_SCRATCH": scratch.appendingPathComponent("scratch").path])
        let inner = scratch.appendingPathComponent("Quoted/App \"Memorize\"\\2024")
        try FileManager.default.createDirectory(at: inner, withIntermediateDirectories: true)
        for name in try FileManager.default.contentsOfDirectory(atPath: solution.path) where name.hasSuffix(".swift") {
            try FileManager.default.copyItem(at: solution.appendingPathComponent(name), to: inner.appendingPathComponent(name))
        }
        let result = run(["check", "assignment2", "--path", "Quoted", "--json", "--course", Harness.repositoryRoot.path], environment: environment)
        XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
        let report = try JSONDecoder().decode(CheckReport.self, from: Data(result.stdout.utf8))
        XCTAssertEqual(report.score, 95)
        XCTAssertFalse(report.files.isEmpty)
        XCTAssertTrue(report.files.allSatisfy { $0.hasPrefix("App \"Memorize\"\\2024/") }, "\(report.files)")

        let model = inner.appendingPathComponent("MemoryGame.swift")
        try (try String(contentsOf: model, encoding: .utf8) + "\nlet broken: Int = \"two\"\n").write(to: model, atomically: true, encoding: .utf8)
        let broken = run(["check", "assignment2", "--path", "Quoted", "--course", Harness.repositoryRoot.path], environment: environment)
        XCTAssertEqual(broken.status, 1, broken.stdout + broken.stderr)
        XCTAssertTrue(broken.stdout.replacingOccurrences(of: "\n      ", with: " ").contains("Quoted/App \"Memorize\"\\2024/MemoryGame.swift:"), broken.stdout)
    }

    /// A compile error in a student's folder named like one of the scratch package's own
    /// (`Sources/Wire/`) is the student's, at their file (rt18a: "a fault of memorize-course", exit 2).
    func testAnErrorInAFolderNamedLikeTheGradersOwnIsTheStudents() throws {
        let inner = scratch.appendingPathComponent("Named/Sources/Wire")
        try FileManager.default.createDirectory(at: inner, withIntermediateDirectories: true)
        for name in try FileManager.default.contentsOfDirectory(atPath: solution.path) where name.hasSuffix(".swift") {
            try FileManager.default.copyItem(at: solution.appendingPathComponent(name), to: inner.appendingPathComponent(name))
        }
        try "let helper: Int = \"two\"\n".write(to: inner.appendingPathComponent("Helpers.swift"), atomically: true, encoding: .utf8)
        let result = run(["check", "assignment2", "--path", "Named", "--course", Harness.repositoryRoot.path])
        XCTAssertEqual(result.status, 1, result.stdout + result.stderr)
        XCTAssertTrue(result.stdout.replacingOccurrences(of: "\n      ", with: " ").contains("Named/Sources/Wire/Helpers.swift:1"), result.stdout)
        XCTAssertFalse(result.stdout.contains("memorize-course's"), result.stdout)
    }

    /// UIKit's stand-in has only UIColor, which some themes keep (2 of 29 public projects read):
    /// a view model using it compiles; one reaching further into UIKit is told so at its line,
    /// and the errors that follow from that are not shown raw. AppKit has no stand-in at all.
    func testAViewModelImportingUIKitForUIColorIsGraded() throws {
        #if canImport(SwiftUI)
        throw XCTSkip("the real frameworks are used here")
        #else
        let folder = scratch.appendingPathComponent("Memorize")
        _ = try xcodeProject(at: folder, viewModelHeader: "import UIKit\n\nlet tint = UIColor.systemRed.withAlphaComponent(0.5)\n")
        let graded = run(["check", "assignment2", "--path", "Memorize", "--course", Harness.repositoryRoot.path])
        XCTAssertEqual(graded.status, 0, graded.stdout + graded.stderr)
        XCTAssertTrue(graded.stdout.contains("Score 95/95"), graded.stdout)

        _ = try xcodeProject(at: scratch.appendingPathComponent("Beyond"), viewModelHeader: "import UIKit\n\nlet icon = UIImage(named: \"card\")\nlet size = icon.size\n")
        let beyond = run(["check", "assignment2", "--path", "Beyond", "--course", Harness.repositoryRoot.path])
        XCTAssertEqual(beyond.status, 1)
        let errors = beyond.stdout.components(separatedBy: "Your code does not compile:\n")[1].components(separatedBy: "\n\n")[0]
            .replacingOccurrences(of: "\n      ", with: " ")   // each error as one line
        XCTAssertTrue(errors.hasPrefix("  Beyond/Memorize/ViewModel/EmojiMemoryGame.swift:3: `UIImage` is UIKit's, and this system has no UIKit"), errors)
        XCTAssertFalse(errors.contains("error:"), "no raw compiler output: \(errors)")

        _ = try xcodeProject(at: scratch.appendingPathComponent("Mac"), viewModelHeader: "import AppKit\n\nlet tint = NSColor.red\n")
        let appKit = run(["check", "assignment2", "--path", "Mac", "--course", Harness.repositoryRoot.path])
        XCTAssertEqual(appKit.status, 1)
        let appKitErrors = appKit.stdout.components(separatedBy: "Your code does not compile:\n")[1].components(separatedBy: "\n\n")[0]
        // The one error is broken to the width, its continuations indented; joined up, it reads:
        XCTAssertEqual(appKitErrors.replacingOccurrences(of: "\n      ", with: " "), "  Mac/Memorize/ViewModel/EmojiMemoryGame.swift:1: AppKit does not exist on this system, and the Model and ViewModel need not use it: "
            + "write `import SwiftUI` (as the lectures' view model does) or `import Foundation` instead; "
            + "keep a theme's colour as a SwiftUI `Color` or as a name such as \"orange\" instead of a `NSColor`")
        #endif
    }
}
