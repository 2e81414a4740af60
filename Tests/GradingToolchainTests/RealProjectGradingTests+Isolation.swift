import XCTest
import TestSupport
@testable import MemorizeGrading

/// A ViewModel isolated to the main actor, as Xcode's templates and many tutorials write it:
/// the checks reach it one call at a time, so its isolation is lifted in the compiled copy
/// (`MainActorAttributes`) and every task is graded as it would be without it. rt24c's
/// `@MainActor` ViewModel, correct, had 55 of 95 points "not graded: no initializer that takes
/// only a theme", beside the very initializer.
extension RealProjectGradingTests {
    func testAMainActorViewModelIsGradedAsAnyOther() throws {
        let folder = try derived(from: "memorize-2023", ["Memorize/ViewModel/EmojiMemoryGame.swift": [
            ("class EmojiMemoryGame: ObservableObject {",
             "@MainActor\nfinal class EmojiMemoryGame: ObservableObject {\n    @MainActor(unsafe) var onNewGame: (@MainActor () -> Void)?\n"
                + "    nonisolated var label: String { \"Memorize\" }\n    func later() { Task { @MainActor in self.onNewGame?() } }\n"),
        ]])
        let verdicts = try grade(folder: folder)
        assertPassed(verdicts, Array(1...9))
    }

    /// Only attributes in code are blanked, each to as many spaces (every column the student's);
    /// a closure's own `@MainActor in` stays, and so do comments and strings that name it.
    func testMainActorAttributesAreBlankedInCodeAlone() {
        let text = """
        @MainActor final class A { // @MainActor here stays
            @MainActor(unsafe) var f: (@MainActor () -> Void)? = nil
            let s = "@MainActor"
            func g() { Task { @MainActor in print(1) } }
            @MainActorish var h = 0
        }
        """
        let file = SourceFile(relativePath: "A.swift", original: URL(fileURLWithPath: "/A.swift"), contents: Data(text.utf8))
        let blanked = String(decoding: MainActorAttributes.blanked([file])[0].contents, as: UTF8.self)
        let lines = blanked.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        XCTAssertEqual(lines[0], String(repeating: " ", count: 11) + "final class A { // @MainActor here stays")
        XCTAssertEqual(lines[1], String(repeating: " ", count: 23) + "var f: (" + String(repeating: " ", count: 11) + "() -> Void)? = nil")
        XCTAssertEqual(Array(lines[2...]), Array(text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)[2...]))
        XCTAssertEqual(blanked.count, text.count)
    }
}
