import XCTest
import TestSupport
@testable import MemorizeCourseCore
@testable import MemorizeGrading
@testable import MemorizeSupport

/// Assignment II as students really write it, graded unchanged (Tests/Fixtures/assignment2-projects,
/// written in the image of public CS193p projects): the lectures' `ObservableObject` view model
/// importing SwiftUI, a theme with a SwiftUI `Color`, the 2020 lectures' spellings, names the
/// contract cannot bridge, and lesson 4's own code. Each gets its honest verdict, and a task that
/// needs a name the code lacks says which, in plain words.
final class RealProjectGradingTests: XCTestCase {
    /// One task's verdict from `--json`: its status (passed, failed, ungraded, manual) and message.
    struct Verdict {
        var status: String
        var message: String
        var passed: Bool { status == "passed" }
    }

    static let fixtures = Harness.repositoryRoot.appendingPathComponent("Tests/Fixtures/assignment2-projects")

    /// `check --json` on a fixture, in place: the tool never writes to a student's folder.
    func grade(_ project: String, file: StaticString = #filePath, line: UInt = #line) throws -> [String: Verdict] {
        try grade(folder: Self.fixtures.appendingPathComponent(project), file: file, line: line)
    }

    func grade(folder: URL, file: StaticString = #filePath, line: UInt = #line) throws -> [String: Verdict] {
        let before = try snapshot(folder)
        let result = Harness.run(["check", "assignment2", "--path", folder.path, "--json", "--course", Harness.repositoryRoot.path],
                                 environment: FixtureCourse.gradingEnvironment(), demos: [], processRunner: SystemProcessRunner())
        XCTAssertEqual(try snapshot(folder), before, "the student's files are unchanged", file: file, line: line)
        XCTAssertTrue([0, 1, 2].contains(result.status), result.stderr, file: file, line: line)
        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], result.stdout, file: file, line: line)
        let requirements = try XCTUnwrap(json["requirements"] as? [[String: Any]], file: file, line: line)
        var verdicts: [String: Verdict] = [:]
        for requirement in requirements {
            verdicts[requirement["id"] as? String ?? ""] = Verdict(status: requirement["status"] as? String ?? "", message: requirement["message"] as? String ?? "")
        }
        // The exit status says the same: 1 when a task failed, else 2 when one could not be graded.
        let statuses = Set(verdicts.values.map(\.status))
        XCTAssertEqual(result.status, statuses.contains("failed") ? 1 : statuses.contains("ungraded") ? 2 : 0, result.stderr, file: file, line: line)
        return verdicts
    }

    func snapshot(_ folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for case let path as String in FileManager.default.enumerator(atPath: folder.path) ?? FileManager.DirectoryEnumerator() {
            let url = folder.appendingPathComponent(path)
            var directory: ObjCBool = false
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &directory), !directory.boolValue {
                files[path] = FileManager.default.contents(atPath: url.path)
            }
        }
        return files
    }

    func assertPassed(_ verdicts: [String: Verdict], _ tasks: [Int], file: StaticString = #filePath, line: UInt = #line) {
        for task in tasks {
            let verdict = verdicts["task-\(task)"]
            XCTAssertEqual(verdict?.passed, true, "task \(task): \(verdict?.message ?? "missing")", file: file, line: line)
        }
    }

    func assertWaiting(_ verdicts: [String: Verdict], _ task: Int, for words: String,
                       file: StaticString = #filePath, line: UInt = #line) {
        let verdict = verdicts["task-\(task)"]
        XCTAssertEqual(verdict?.status, "ungraded", "a task the checks cannot reach is not failed: \(verdict?.message ?? "")", file: file, line: line)
        XCTAssertEqual(verdict?.message.hasPrefix("not graded: " + words), true, "task \(task): \(verdict?.message ?? "missing")", file: file, line: line)
    }

    /// 2021: `class EmojiMemoryGame: ObservableObject`, `@Published private var model`, `import SwiftUI`,
    /// a Theme whose colour is a `Color`, the themes a `static let` array; no `init(theme:)`. Task 5
    /// puts a theme of its own in that array, as a programmer adding its one line would; a list
    /// computed anew each time is given it in the compiled copy (`WrittenLists`), and passes too.
    func testA2021ProjectIsGradedUnchanged() throws {
        let verdicts = try grade("memorize-2021")
        assertPassed(verdicts, Array(1...9))
        let computed = try derived(from: "memorize-2021", [
            "Memorize/ViewModel/EmojiMemoryGame.swift": [("static let themes = [", "static var themes: [Theme] { ["),
                                                         ("    ]\n\n    private static func createMemoryGame", "    ] }\n\n    private static func createMemoryGame")],
        ])
        assertPassed(try grade(folder: computed), Array(1...9))
    }

    /// 2020: `cardContentFactory:`, `choose(card:)`, the themes in a factory of their own, a colour's
    /// name as a String, `objectWillChange.send()` by hand, New Game called `resetGame()`. Task 5
    /// puts its theme in the factory's list; a list written inside a function is given it in the
    /// compiled copy (`WrittenLists`), and passes too.
    func testA2020ProjectIsGradedUnchanged() throws {
        let verdicts = try grade("memorize-2020")
        assertPassed(verdicts, Array(1...9))
        let local = try derived(from: "memorize-2020", [
            "Memorize/ThemeFactory.swift": [("    static let themes: [Theme] = [", "    static func randomTheme() -> Theme {\n        let themes: [Theme] = ["),
                                           ("    ]\n\n    static func randomTheme() -> Theme {\n        themes.randomElement()!\n    }",
                                            "        ]\n        return themes.randomElement()!\n    }")],
        ])
        assertPassed(try grade(folder: local), Array(1...9))
    }

    /// A theme whose initializer has a shape of its own (an `id` before its four parts) is written
    /// for Task 5 as a copy of a theme the code keeps, with the four parts put in its stored
    /// properties, `let`s included. A ViewModel that shows a colour looked up by the theme's id
    /// (not its colour) fails Task 5 then, rather than waits.
    func testAThemeWithFieldsOfItsOwnIsCopiedForTask5() throws {
        let identified = try derived(from: "memorize-2021", [
            "Memorize/Model/Theme.swift": [("    let name: String", "    let id: Int\n    let name: String")],
            "Memorize/ViewModel/EmojiMemoryGame.swift": [("Theme(name:", "Theme(id: 7, name:")],
        ])
        assertPassed(try grade(folder: identified), Array(1...9))
        let byID = try derived(from: "memorize-2021", [
            "Memorize/Model/Theme.swift": [("    let name: String", "    let id: Int\n    let name: String")],
            "Memorize/ViewModel/EmojiMemoryGame.swift": [("Theme(name:", "Theme(id: 7, name:"),
                                                         ("    var score: Int {", "    var themeColor: Color { [7: Color.red][theme.id] ?? .gray }\n\n    var score: Int {")],
        ])
        let verdicts = try grade(folder: byID)
        XCTAssertEqual(verdicts["task-5"]?.status, "failed", verdicts["task-5"]?.message ?? "")
        XCTAssertEqual(verdicts["task-5"]?.message.contains("expected the theme's colour"), true, verdicts["task-5"]?.message ?? "")
    }

    /// A copy of the fixture `project` with each file's replacements made, removed after the test.
    func derived(from project: String, _ edits: [String: [(String, String)]]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("\(project)-\(UUID().uuidString)")
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(at: Self.fixtures.appendingPathComponent(project), to: folder)
        for (path, pairs) in edits {
            let url = folder.appendingPathComponent(path)
            let before = try String(contentsOf: url, encoding: .utf8)
            let text = pairs.reduce(before) { $0.replacingOccurrences(of: $1.0, with: $1.1) }
            for (old, _) in pairs { XCTAssertTrue(before.contains(old), "\(path) has \(old)") }
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return folder
    }

    /// The score is a `tally`: no name or shape says it is the score, so only the tasks that read
    /// the score wait, and say so; the rest are graded, and no task is failed for it.
    func testAScoreTheGraderCannotFindBlocksOnlyItsTasks() throws {
        let folder = try derived(from: "memorize-2021", [
            "Memorize/Model/MemoryGame.swift": [("score", "tally")],
            "Memorize/ViewModel/EmojiMemoryGame.swift": [("score", "tally")],
        ])
        let verdicts = try grade(folder: folder)
        assertPassed(verdicts, [1, 2, 3, 4, 7])
        assertWaiting(verdicts, 8, for: "MemoryGame has no score: an `Int` property")
        assertWaiting(verdicts, 9, for: "EmojiMemoryGame has no score for the View to show")
        assertWaiting(verdicts, 6, for: "EmojiMemoryGame has no score for the View to show")
    }

    /// Renamed Model, ViewModel and theme types, an initializer with labels of the student's own,
    /// `pick(card:)`, `getScore()`, a theme name read through `title`, and New Game called
    /// `rerack()`, a name that says nothing: each is found by what it is and does, and graded.
    func testAnAPIWrittenInTheStudentsOwnWordsIsFoundByShape() throws {
        let folder = try derived(from: "memorize-2021", [
            "Memorize/Model/MemoryGame.swift": [("struct MemoryGame<", "struct MatchGame<"),
                                                ("numberOfPairsOfCards: Int", "pairCount numberOfPairsOfCards: Int"),
                                                ("createCardContent: (Int)", "contentFor createCardContent: (Int)"),
                                                ("mutating func choose(_ card: Card)", "mutating func pick(card: Card)"),
                                                ("private(set) var score = 0", "private var score = 0\n    func getScore() -> Int { score }")],
            "Memorize/ViewModel/EmojiMemoryGame.swift": [("MemoryGame<", "MatchGame<"), ("class EmojiMemoryGame", "class GameModel"),
                                                         ("EmojiMemoryGame.", "GameModel."), ("numberOfPairsOfCards:", "pairCount:"),
                                                         ("model.choose(card)", "model.pick(card: card)"), ("model.score", "model.getScore()"),
                                                         ("func newGame()", "func rerack()"), ("Theme", "Look"), ("name:", "title:")],
            "Memorize/Model/Theme.swift": [("struct Theme", "struct Look"), ("let name", "let title")],
        ])
        let verdicts = try grade(folder: folder)
        assertPassed(verdicts, [1, 2, 3, 4, 6, 7, 8, 9])
    }

    /// 2023: the View reads only `themeTitle` and `themeColor`; the theme itself is private, so its
    /// emoji and number of pairs are found where the view model keeps them. `max(2, pairs)` in the
    /// Model, String card ids, New Game called `createNewGame()`, the theme type `EmojiMemoryGameTheme`.
    func testA2023ProjectWithAPrivateThemeIsGradedUnchanged() throws {
        let verdicts = try grade("memorize-2023")
        assertPassed(verdicts, Array(1...9))
    }

    /// The private theme is read, not trusted: New Game that deals a new theme but keeps showing
    /// the old one fails Task 7 on what the View shows.
    func testAPrivateThemeThatIsNotTheGamesFailsTask7() throws {
        let folder = try derived(from: "memorize-2023", ["Memorize/ViewModel/EmojiMemoryGame.swift": [
            ("        theme = EmojiMemoryGameTheme.themes.randomElement()!\n        game = EmojiMemoryGame.createMemoryGame(with: theme)",
             "        let next = EmojiMemoryGameTheme.themes.filter { $0.title != theme.title }.randomElement()!\n        game = EmojiMemoryGame.createMemoryGame(with: next)"),
        ]])
        let verdicts = try grade(folder: folder)
        XCTAssertEqual(verdicts["task-7"]?.passed, false)
        XCTAssertEqual(verdicts["task-7"]?.message.contains("is the theme shown the theme of the game being played?"), true, verdicts["task-7"]?.message ?? "")
        assertPassed(verdicts, [1, 2, 4, 8, 9])
    }

    /// A theme that keeps a UIColor (iOS's SwiftUI brings UIKit with it): `.systemRed` compiles
    /// against the stand-in, reads as "red", and a one-line theme with a UIColor passes Task 5.
    func testAThemeWithAUIColorIsGraded() throws {
        #if canImport(SwiftUI)
        throw XCTSkip("macOS's SwiftUI has no UIColor: an iOS project's UIColor does not compile there")
        #endif
        let colors = ["red", "orange", "green", "blue", "yellow", "purple"]
        let folder = try derived(from: "memorize-2021", [
            "Memorize/Model/Theme.swift": [("let color: Color", "let color: UIColor")],
            "Memorize/ViewModel/EmojiMemoryGame.swift": colors.map { ("color: .\($0))", "color: .system\($0.prefix(1).uppercased() + $0.dropFirst()))") }
                + [("    init() {", "    init(theme: Theme) {\n        self.theme = theme\n        model = EmojiMemoryGame.createMemoryGame(with: theme)\n    }\n\n    init() {")],
        ])
        let verdicts = try grade(folder: folder)
        assertPassed(verdicts, [1, 2, 3, 4, 5, 6, 7, 8, 9])
    }

    /// A ViewModel that shows the View a colour of its own beside a readable theme: the View
    /// draws what the ViewModel shows, so that is what is graded. A constant orange fails the
    /// one-line themes of Task 5, which once passed on the theme's own colour.
    func testTheColourTheViewModelShowsIsTheOneGraded() throws {
        let folder = try derived(from: "memorize-2021", ["Memorize/ViewModel/EmojiMemoryGame.swift": [
            ("    init() {", "    var themeColor: Color { .orange }\n\n    init(theme: Theme) {\n        self.theme = theme\n        model = EmojiMemoryGame.createMemoryGame(with: theme)\n    }\n\n    init() {"),
        ]])
        let verdicts = try grade(folder: folder)
        XCTAssertEqual(verdicts["task-5"]?.status, "failed", verdicts["task-5"]?.message ?? "")
        // The new themes take two of the app's own colours: a constant one cannot be both.
        XCTAssertEqual(verdicts["task-5"]?.message.contains("but it is orange (a new theme should need no other code"), true, verdicts["task-5"]?.message ?? "")
    }

    /// A ViewModel made only with what the App knows (`EmojiMemoryGame(pairs: 4, theme: …)`, as
    /// two corpus projects do): the checks make it the way the App does, so every task is graded.
    /// Where a list the initializer goes through theme by theme is the only one (and a second
    /// list kept for that), Task 5 waits: setting it after the initializer cannot stand for a line.
    func testAViewModelMadeOnlyAsTheAppMakesItIsGraded() throws {
        let made = try derived(from: "memorize-2021", [
            "Memorize/ViewModel/EmojiMemoryGame.swift": [("    init() {\n        theme = EmojiMemoryGame.themes.randomElement()!",
                                                          "    init(pairs: Int, theme: Theme) {\n        self.theme = theme")],
            "Memorize/MemorizeApp.swift": [("let game = EmojiMemoryGame()", "let game = EmojiMemoryGame(pairs: 4,\n                                theme: EmojiMemoryGame.themes.randomElement()!)")],
        ])
        assertPassed(try grade(folder: made), Array(1...9))
        let walked = try derived(from: "memorize-2021", [
            "Memorize/ViewModel/EmojiMemoryGame.swift": [
                ("    static let themes = [", "    private var themes: [Theme]\n    private var names: [String] = []\n    static let standard = ["),
                ("    init() {\n        theme = EmojiMemoryGame.themes.randomElement()!",
                 "    init() {\n        themes = EmojiMemoryGame.standard\n        for theme in themes { names.append(theme.name) }\n        theme = themes.randomElement()!"),
                ("    func newGame() {\n        theme = EmojiMemoryGame.themes.randomElement()!", "    func newGame() {\n        theme = themes.randomElement()!"),
            ],
        ])
        let waiting = try grade(folder: walked)
        assertPassed(waiting, [1, 2, 3, 4, 6, 7, 8, 9])
        XCTAssertEqual(waiting["task-5"]?.status, "ungraded", waiting["task-5"]?.message ?? "")
    }
}
