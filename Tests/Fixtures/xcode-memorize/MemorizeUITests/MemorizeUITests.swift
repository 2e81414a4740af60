import XCTest

final class MemorizeUITests: XCTestCase {
    func testLaunch() throws {
        let app = XCUIApplication()
        app.launch()
        XCTAssertTrue(app.buttons["New Game"].exists)
    }
}
