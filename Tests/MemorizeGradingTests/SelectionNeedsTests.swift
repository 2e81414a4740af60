import XCTest
import TestSupport
@testable import MemorizeGrading
import MemorizeSupport

/// The graded files take with them what they use from files the rule leaves out, and a
/// ViewModel named otherwise is graded as one.
final class SelectionNeedsTests: XCTestCase {
    func project(_ files: [String: String]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("needs-\(UUID().uuidString)")
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        for (path, text) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return folder
    }

    let reference = DeclarationIndex(["""
        struct MemoryGame<CardContent> { var cards: [Card]; var score = 0; mutating func choose(_ card: Card) {}; struct Card {} }
        class EmojiMemoryGame { var cards: [Int] { [] }; var score: Int { 0 }; var theme: Theme; func choose(_ card: Int) {}; func newGame() {} }
        struct Theme { let name: String; let emojis: [String]; let color: String }
        """])

    func testWhatTheGradedFilesUseComesWithThemAndNothingElse() throws {
        let folder = try project([
            "Memorize/MemoryGame.swift": "import Foundation\nstruct MemoryGame<CardContent> { var cards: [Card] = []; var score = 0\n mutating func choose(_ card: Card) {}\n struct Card {} }\n",
            "Memorize/EmojiMemoryGame.swift": "import SwiftUI\nclass EmojiMemoryGame: ObservableObject {\n    var theme = GameTheme.all[0]\n    var color: Color { Color.fromString(theme.color) }\n}\n",
            "Memorize/GameTheme.swift": "import SwiftUI\n\nstruct GameTheme {\n    static let all = [\n        GameTheme(name: \"A\", color: \"red\"),\n    ]\n    let name: String\n    let color: String\n}\n",
            "Memorize/CardView.swift": "import SwiftUI\n\nstruct CardView: View {\n    var body: some View { Text(\"x\") }\n}\n\nextension Color {\n    static func fromString(_ name: String) -> Color { .red }\n}\n\nfunc unused() {}\n",
            "Memorize/MemorizeApp.swift": "import SwiftUI\n@main struct MemorizeApp: App { var body: some Scene { WindowGroup { CardView() } } }\n",
        ])
        let selection = try SubmissionSelection.select(from: folder, assignmentTypes: ["MemoryGame", "EmojiMemoryGame", "Theme"], reference: reference)
        XCTAssertEqual(selection.files.map(\.relativePath).sorted(),
                       ["Memorize/CardView.swift", "Memorize/EmojiMemoryGame.swift", "Memorize/GameTheme.swift", "Memorize/MemoryGame.swift"])
        let view = String(decoding: try XCTUnwrap(selection.files.first { $0.relativePath == "Memorize/CardView.swift" }).contents, as: UTF8.self)
        XCTAssertEqual(view, "import SwiftUI\n\n\n\n\n\nextension Color {\n    static func fromString(_ name: String) -> Color { .red }\n}\n\n\n",
                       "only the extension the ViewModel uses, at its own lines")
        XCTAssertEqual(selection.skipped.map(\.file).sorted(), ["Memorize/CardView.swift", "Memorize/MemorizeApp.swift"])
        XCTAssertTrue(selection.skipped.first { $0.file == "Memorize/CardView.swift" }?.reason.contains("`fromString` graded with the files that use it") == true,
                      "\(selection.skipped)")
    }

    /// A `main.swift` that tries the code out is a program's entry point, left out like the App
    /// (its top-level code compiled with the Model failed everything, rt24c); an assignment
    /// type it declares is still graded, alone.
    func testAMainSwiftIsLeftOutAsTheEntryPoint() throws {
        let folder = try project([
            "Game/MemoryGame.swift": "struct MemoryGame<CardContent> { var cards: [Card] = []; var score = 0\n mutating func choose(_ card: Card) {}\n struct Card {} }\n",
            "Game/main.swift": "let game = MemoryGame<String>()\nprint(game.score)\n\nstruct Theme { let name: String; let emojis: [String]; let color: String }\n",
            "Tool/main.swift": "print(\"hello\")\n",
        ])
        let selection = try SubmissionSelection.select(from: folder, assignmentTypes: ["MemoryGame", "EmojiMemoryGame", "Theme"], reference: reference)
        XCTAssertEqual(selection.files.map(\.relativePath).sorted(), ["Game/MemoryGame.swift", "Game/main.swift"])
        let main = String(decoding: try XCTUnwrap(selection.files.first { $0.relativePath == "Game/main.swift" }).contents, as: UTF8.self)
        XCTAssertFalse(main.contains("print"), "only the Theme, not the top-level code: \(main)")
        XCTAssertTrue(main.contains("struct Theme"), main)
        XCTAssertEqual(selection.skipped.first { $0.file == "Tool/main.swift" }?.reason, "the program's entry point (main.swift)")
        XCTAssertEqual(selection.skipped.first { $0.file == "Game/main.swift" }?.reason, "the program's entry point (main.swift); its own `Theme` graded without it",
                       "said once: \(selection.skipped)")
        // Compiled under another name: as main.swift, the compiler takes it for a program's entry point.
        let compiled = CompiledFileNames.safe(selection.files).map(\.relativePath).sorted()
        XCTAssertEqual(compiled, ["Game/MemoryGame.swift", "Game/main-declarations.swift"])
    }

    /// What a declaration taken from a View's file uses from that same file comes too: the
    /// Model's `extension Array` beside a preview View was left behind, and a correct Model did
    /// not compile (rt24c).
    func testWhatAnAssignmentTypeFromAViewsFileUsesThereComesWithIt() throws {
        let folder = try project([
            "Memorize/MemoryGame.swift": "import SwiftUI\n\nstruct MemoryGame<CardContent> { var cards: [Card] = []; var score = 0\n    var only: Card? { cards.oneAndOnly }\n    mutating func choose(_ card: Card) {}\n    struct Card {} }\n\nextension Array {\n    var oneAndOnly: Element? { count == 1 ? first : nil }\n}\n\nstruct CardPreview: View {\n    var body: some View { Text(\"card\") }\n}\n",
        ])
        let selection = try SubmissionSelection.select(from: folder, assignmentTypes: ["MemoryGame", "EmojiMemoryGame", "Theme"], reference: reference)
        XCTAssertEqual(selection.files.map(\.relativePath), ["Memorize/MemoryGame.swift"], "one copy of the file")
        let graded = String(decoding: try XCTUnwrap(selection.files.first).contents, as: UTF8.self)
        XCTAssertTrue(graded.contains("extension Array {\n    var oneAndOnly"), graded)
        XCTAssertFalse(graded.contains("CardPreview"), graded)
        XCTAssertEqual(selection.skipped.first?.reason, "a View (CardPreview: View); its own `MemoryGame` graded without it; its `oneAndOnly` graded with the files that use it")
    }

    /// An exercise whose part is a top-level function (aspect-grid's `widthThatFits`): a file
    /// that declares it is graded though it imports SwiftUI, and from a View's file it is
    /// graded alone (rt24c: "no Swift files to grade", exit 64).
    func testAnAssignmentsTopLevelFunctionIsGradedWhereverItIs() throws {
        let exercise = try ExerciseCatalog.load(from: CourseRoot(url: Harness.repositoryRoot)).exercise("aspect-grid")
        let parts = exercise.assignmentTypes()
        XCTAssertTrue(parts.contains("widthThatFits"), "\(parts)")
        let function = "func widthThatFits(itemCount: Int, in size: CGSize, itemAspectRatio: CGFloat) -> CGFloat { size.width }\n"
        let alone = try project(["Grid/Fit.swift": "import SwiftUI\n\n" + function])
        XCTAssertEqual(try SubmissionSelection.select(from: alone, assignmentTypes: parts).files.map(\.relativePath), ["Grid/Fit.swift"])
        let beside = try project(["Grid/AspectVGrid.swift": "import SwiftUI\n\nstruct AspectVGrid: View {\n    var body: some View { Text(\"grid\") }\n}\n\n" + function])
        let selection = try SubmissionSelection.select(from: beside, assignmentTypes: parts)
        let graded = String(decoding: try XCTUnwrap(selection.files.first).contents, as: UTF8.self)
        XCTAssertTrue(graded.contains("func widthThatFits") && !graded.contains("struct AspectVGrid"), graded)
        XCTAssertEqual(selection.skipped.first?.reason, "a View (AspectVGrid: View); its own `widthThatFits` graded without it")
    }

    /// An initializer in an extension goes by its first label: `Color(hex:)` kept in a file
    /// that imports only SwiftUI comes with the themes that use it (rt24c: 0/95 for correct work).
    func testAnInitializerInAnExtensionComesWithTheFilesThatUseIt() throws {
        let folder = try project([
            "Memorize/Theme.swift": "import SwiftUI\nstruct Theme { let name: String; let emojis: [String]; let color: Color\n    static let all = [Theme(name: \"A\", emojis: [], color: Color(hex: 0xFF8C00))] }\n",
            "Memorize/Color+Hex.swift": "import SwiftUI\n\nextension Color {\n    init(hex: UInt, alpha: Double = 1) { self.init(.sRGB, red: 1, green: 1, blue: 1, opacity: alpha) }\n}\n",
            "Memorize/Color+Name.swift": "import SwiftUI\n\nextension Color {\n    init(_ name: String) { self = .red }\n}\n",
        ])
        let selection = try SubmissionSelection.select(from: folder, assignmentTypes: ["MemoryGame", "EmojiMemoryGame", "Theme"], reference: reference)
        XCTAssertEqual(selection.files.map(\.relativePath).sorted(), ["Memorize/Color+Hex.swift", "Memorize/Theme.swift"])
        XCTAssertEqual(selection.skipped.map(\.file), ["Memorize/Color+Name.swift"], "an initializer with no label names nothing")
    }

    /// An operator a View's file implements changes the graded code's use of it in the app
    /// (rt18b: `extension Int { static func -= … }` beside a View made `score -= 1` do
    /// nothing on the phone, and Task 8 passed): it is graded with the files that use it; one
    /// they do not use stays out.
    func testAnOperatorAViewsFileImplementsComesWithTheFilesThatUseIt() throws {
        let folder = try project([
            "Memorize/MemoryGame.swift": "import Foundation\nstruct MemoryGame<CardContent> { var cards: [Card] = []; var score = 0\n mutating func choose(_ card: Card) { score -= 1 }\n struct Card {} }\n",
            "Memorize/EmojiMemoryGame.swift": "import Foundation\nclass EmojiMemoryGame { var theme = Theme(name: \"A\", emojis: [], color: \"red\") }\nstruct Theme { let name: String; let emojis: [String]; let color: String }\n",
            "Memorize/ContentView.swift": "import SwiftUI\n\nstruct ContentView: View {\n    var body: some View { Text(\"x\") }\n}\n\nextension Int {\n    static func -= (lhs: inout Int, rhs: Int) {}\n}\n\nfunc <~> (lhs: Int, rhs: Int) -> Int { lhs }\n",
        ])
        let selection = try SubmissionSelection.select(from: folder, assignmentTypes: ["MemoryGame", "EmojiMemoryGame", "Theme"], reference: reference)
        let view = String(decoding: try XCTUnwrap(selection.files.first { $0.relativePath == "Memorize/ContentView.swift" }, "\(selection.skipped)").contents,
                          as: UTF8.self)
        XCTAssertEqual(view, "import SwiftUI\n\n\n\n\n\nextension Int {\n    static func -= (lhs: inout Int, rhs: Int) {}\n}\n\n\n",
                       "only the operator the Model uses, at its own lines")
        XCTAssertTrue(selection.skipped.first { $0.file == "Memorize/ContentView.swift" }?.reason.contains("`-=` graded with the files that use it") == true,
                      "\(selection.skipped)")
    }

    func testAViewModelNamedOtherwiseIsGradedAsOne() throws {
        let folder = try project([
            "A/Game.swift": "import Foundation\nstruct MemoryGame<CardContent> { var cards: [Card] = []; var score = 0\n mutating func choose(_ card: Card) {}\n struct Card {} }\n",
            "A/GameViewModel.swift": "import SwiftUI\nclass GameViewModel: ObservableObject {\n    var cards: [Int] { [] }\n    var score: Int { 0 }\n    func choose(_ card: Int) {}\n    func newGame() {}\n}\n",
            "A/GameView.swift": "import SwiftUI\nstruct GameView: View {\n    var cards: [Int] = []\n    var score = 0\n    func choose(_ card: Int) {}\n    var body: some View { Text(\"\") }\n}\n",
        ])
        let selection = try SubmissionSelection.select(from: folder, assignmentTypes: ["MemoryGame", "EmojiMemoryGame", "Theme"], reference: reference)
        XCTAssertEqual(selection.files.map(\.relativePath).sorted(), ["A/Game.swift", "A/GameViewModel.swift"])
        let without = try SubmissionSelection.select(from: folder, assignmentTypes: ["MemoryGame", "EmojiMemoryGame", "Theme"])
        XCTAssertEqual(without.files.map(\.relativePath), ["A/Game.swift"], "without the reference, the rule is the old one")
    }
}

extension SelectionNeedsTests {
    /// A View file that declares an assignment type gives that type alone; a file the Xcode
    /// project does not build is left out, unless the project lists no file one by one.
    func testAViewFileGivesOnlyItsAssignmentTypeAndFilesOutsideTheProjectStayOut() throws {
        let files = [
            "P/Model.swift": "import Foundation\nstruct MemoryGame<CardContent> { var cards: [Card] = []; var score = 0\n mutating func choose(_ card: Card) {}\n struct Card {} }\n",
            "P/ContentView.swift": "import SwiftUI\nstruct ContentView: View {\n    var body: some View { Text(\"\") }\n}\nclass EmojiMemoryGame: ObservableObject {\n    var score = 0\n}\n",
            "P/Old.swift": "import UIKit\nextension UIDevice { var x: Int { 0 } }\n",
        ]
        var folder = try project(files.merging(["P.xcodeproj/project.pbxproj": "/* Model.swift */ /* ContentView.swift */"]) { $1 })
        var selection = try SubmissionSelection.select(from: folder, assignmentTypes: ["MemoryGame", "EmojiMemoryGame", "Theme"], reference: reference)
        XCTAssertEqual(selection.files.map(\.relativePath).sorted(), ["P/ContentView.swift", "P/Model.swift"])
        let view = String(decoding: try XCTUnwrap(selection.files.first { $0.relativePath == "P/ContentView.swift" }).contents, as: UTF8.self)
        XCTAssertEqual(view, "import SwiftUI\n\n\n\nclass EmojiMemoryGame: ObservableObject {\n    var score = 0\n}\n")
        XCTAssertEqual(selection.skipped.first { $0.file == "P/Old.swift" }?.reason, "in no target of the Xcode project (its project.pbxproj does not name it)")
        folder = try project(files.merging(["P.xcodeproj/project.pbxproj": "PBXFileSystemSynchronizedRootGroup"]) { $1 })
        selection = try SubmissionSelection.select(from: folder, assignmentTypes: ["MemoryGame", "EmojiMemoryGame", "Theme"], reference: reference)
        XCTAssertEqual(selection.skipped.first { $0.file == "P/Old.swift" }?.reason, "imports only UIKit and declares none of the assignment's types",
                       "a project synchronized with its folder builds every file in it")
    }

    /// A project file larger than any real one (a sparse file of 1 GB, a few bytes zipped) is
    /// never read whole: it is ignored, so nothing is left out for it; a FIFO is never opened.
    func testAnOutsizedOrStrangeProjectFileIsNotReadAndLeavesNothingOut() throws {
        let folder = try project(["P/Model.swift": "struct MemoryGame<CardContent> { var score = 0 }\n", "P/Old.swift": "struct Old {}\n",
                                  "P.xcodeproj/project.pbxproj": "/* Model.swift */"])
        let reason = { try SubmissionSelection.select(from: folder, assignmentTypes: ["MemoryGame"], reference: self.reference)
            .skipped.first { $0.file == "P/Old.swift" }?.reason }
        XCTAssertEqual(try reason(), "in no target of the Xcode project (its project.pbxproj does not name it)", "the control: a project file of ordinary size is read")
        let file = folder.appendingPathComponent("P.xcodeproj/project.pbxproj")
        let handle = try FileHandle(forWritingTo: file)
        try handle.truncate(atOffset: UInt64(SubmissionSelection.projectFileLimit) + 1)   // sparse: costs no disk
        try handle.close()
        XCTAssertNil(SubmissionSelection.projectFile(file))
        XCTAssertNil(SubmissionSelection.listing(in: folder), "an outsized project file names nothing")
        XCTAssertNotEqual(try reason(), "in no target of the Xcode project (its project.pbxproj does not name it)")
        try FileManager.default.removeItem(at: file)
        XCTAssertEqual(mkfifo(file.path, 0o600), 0)
        XCTAssertNil(SubmissionSelection.projectFile(file), "a pipe is never opened (opening it would wait for a writer)")
    }
}

extension SelectionNeedsTests {
    /// What the graded files use that only a View declares cannot be graded alone: the compiler's
    /// "cannot find" says which file has it.
    func testAMissingNameSaysWhichLeftOutFileDeclaresIt() throws {
        let folder = try project([
            "A/Model.swift": "import Foundation\nstruct MemoryGame<CardContent> { var cards: [Card] = []; var score = 0\n mutating func choose(_ card: Card) {}\n struct Card {} }\n",
            "A/ContentView.swift": "import SwiftUI\nstruct ContentView: View {\n    struct Palette { static let warm = 1 }\n    var body: some View { Text(\"\") }\n}\n",
        ])
        let selection = try SubmissionSelection.select(from: folder, assignmentTypes: ["MemoryGame"], reference: reference)
        XCTAssertEqual(selection.namingWhereMissingThingsAre(["A/Model.swift:3:5: error: cannot find 'Palette' in scope", "A/Model.swift:4:1: error: other"], folder: folder),
                       ["A/Model.swift:3:5: error: cannot find 'Palette' in scope (`Palette` is declared in A/ContentView.swift, which is not graded: a View (ContentView: View))",
                        "A/Model.swift:4:1: error: other"])
    }
}

extension SelectionNeedsTests {
    /// An extension of a View is the View's: a `title` it adds is never taken for the `title`
    /// a graded theme has.
    func testAnExtensionOfAViewStaysWithTheView() throws {
        let folder = try project([
            "A/Model.swift": "import Foundation\nstruct MemoryGame<CardContent> { var cards: [Card] = []; var score = 0\n mutating func choose(_ card: Card) {}\n struct Card {} }\nstruct Theme { let title: String }\nlet t = Theme(title: \"x\").title\n",
            "A/GameView.swift": "import SwiftUI\nstruct GameView: View {\n    var body: some View { title }\n}\n\nprivate extension GameView {\n    var title: some View { Text(\"\") }\n}\n",
        ])
        let selection = try SubmissionSelection.select(from: folder, assignmentTypes: ["MemoryGame", "Theme"], reference: reference)
        XCTAssertEqual(selection.files.map(\.relativePath), ["A/Model.swift"])
    }
}

extension SelectionNeedsTests {
    /// A ViewModel nested in its View by an extension (a real project's shape) is graded with
    /// that extension; the View is an empty type on its own line, its body and its other
    /// extensions (the View's own code) left out.
    func testAViewModelNestedInItsViewIsGradedWithAnEmptyView() throws {
        let folder = try project([
            "M/MemoryGame.swift": "import Foundation\nstruct MemoryGame<CardContent> { var cards: [Card] = []; var score = 0\n mutating func choose(_ card: Card) {}\n struct Card {} }\n",
            "M/BoardView.swift": "import SwiftUI\n\nstruct BoardView: View {\n    @ObservedObject var model: Model\n    var body: some View { Text(\"\") }\n}\n\nextension BoardView {\n    var title: some View { Text(\"A\") }\n}\n",
            "M/BoardModel.swift": "import SwiftUI\n\nextension BoardView {\n    class Model: ObservableObject {\n        var cards: [Int] { [] }\n        var score: Int { 0 }\n        var theme = Theme(name: \"A\", emojis: [], color: \"red\")\n        func choose(_ card: Int) {}\n        func newGame() {}\n    }\n}\n\nextension BoardView.Model {\n    func restart() {}\n}\n",
            "M/Theme.swift": "struct Theme { let name: String; let emojis: [String]; let color: String }\n",
        ])
        let selection = try SubmissionSelection.select(from: folder, assignmentTypes: ["MemoryGame", "EmojiMemoryGame", "Theme"], reference: reference)
        XCTAssertEqual(selection.files.map(\.relativePath).sorted(), ["M/BoardModel.swift", "M/BoardView.swift", "M/MemoryGame.swift", "M/Theme.swift"])
        let view = String(decoding: try XCTUnwrap(selection.files.first { $0.relativePath == "M/BoardView.swift" }).contents, as: UTF8.self)
        XCTAssertEqual(view, "import SwiftUI\n\nstruct BoardView {}\n\n\n\n\n\n\n\n", "the View empty at its line; its other extension is the View's own")
        let model = String(decoding: try XCTUnwrap(selection.files.first { $0.relativePath == "M/BoardModel.swift" }).contents, as: UTF8.self)
        XCTAssertTrue(model.contains("    class Model: ObservableObject {") && model.contains("extension BoardView.Model {"), model)
    }
}
