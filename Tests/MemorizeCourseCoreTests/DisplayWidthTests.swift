import Testing
@testable import MemorizeCourseCore

/// How many terminal columns text takes (Swift Testing).
@Suite struct DisplayWidthTests {
    @Test(arguments: [("abc", 3), ("👻🎃", 4), ("é", 1), ("\u{1B}[1mab\u{1B}[0m", 2), ("漢字", 4)])
    func displayWidth(text: String, columns: Int) {
        #expect(DisplayWidth.of(text) == columns)
    }
}
