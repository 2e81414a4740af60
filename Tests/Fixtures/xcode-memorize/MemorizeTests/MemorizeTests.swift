import XCTest
@testable import Memorize

final class MemorizeTests: XCTestCase {
    func testANewGameHasNoScore() {
        XCTAssertEqual(EmojiMemoryGame().score, 0)
    }
}
