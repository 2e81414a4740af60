@testable import MemorizeDemos
import XCTest

/// The mvvm demo's chain: an intent changes the Model, Observation notifies the View once,
/// and the View redraws once, after the intent returns.
final class MVVMTests: XCTestCase {
    private let faceDown = "redraw: [??] [??] [??] [??] [??] [??]"

    func testTheFirstDrawRegistersAndNothingElseRedraws() {
        let viewModel = EmojiMemoryGame()
        let view = EmojiMemoryGameTextView(viewModel: viewModel)
        XCTAssertEqual(view.redraw(), faceDown)
        XCTAssertEqual(view.redrawCount, 1)
        XCTAssertEqual(viewModel.cards.count, 6) // reading outside the view registers nothing
        XCTAssertEqual(view.redrawIfNeeded(), [])
        XCTAssertEqual(view.redrawCount, 1)
    }

    func testAnIntentRedrawsExactlyOnce() {
        let viewModel = EmojiMemoryGame()
        let view = EmojiMemoryGameTextView(viewModel: viewModel)
        _ = view.redraw()
        viewModel.choose(viewModel.cards[0])
        XCTAssertEqual(view.redrawIfNeeded(), ["notification: cards changed", "redraw: [👻] [??] [??] [??] [??] [??]"])
        XCTAssertEqual(view.redrawIfNeeded(), [])
        XCTAssertEqual(view.redrawCount, 2)
    }

    func testTheRedrawRegistersAgainForTheNextIntent() {
        let viewModel = EmojiMemoryGame()
        let view = EmojiMemoryGameTextView(viewModel: viewModel)
        _ = view.redraw()
        viewModel.choose(viewModel.cards[0])
        _ = view.redrawIfNeeded()
        viewModel.choose(viewModel.cards[2])
        XCTAssertEqual(view.redrawIfNeeded(), ["notification: cards changed", "redraw: [👻] [??] [🎃] [??] [??] [??]"])
        XCTAssertEqual(view.redrawCount, 3)
    }

    func testTwoIntentsBeforeARedrawGiveOneRedraw() {
        let viewModel = EmojiMemoryGame()
        let view = EmojiMemoryGameTextView(viewModel: viewModel)
        _ = view.redraw()
        viewModel.choose(viewModel.cards[0])
        viewModel.choose(viewModel.cards[1])
        XCTAssertEqual(view.redrawIfNeeded(), ["notification: cards changed", "redraw: [👻] [👻] [??] [??] [??] [??]"])
        XCTAssertEqual(view.redrawCount, 2)
    }

    /// Observation reports writes, not differences: choosing a face-up card goes through the
    /// model's mutating `choose(_:)`, so the View is told, and redraws the same picture.
    func testAnIntentThatWritesTheModelNotifiesEvenWhenNothingDiffers() {
        let viewModel = EmojiMemoryGame()
        let view = EmojiMemoryGameTextView(viewModel: viewModel)
        viewModel.choose(viewModel.cards[0])
        let before = view.redraw()
        viewModel.choose(viewModel.cards[0])
        XCTAssertEqual(view.redrawIfNeeded(), ["notification: cards changed", before])
    }

    func testTheDemoPrintsTheChainInOrder() throws {
        XCTAssertEqual(try DemoRun.lines(of: "mvvm", step: "From intent to redraw"), [
            faceDown,
            "intent: choose(👻)",
            "model: card 👻 face up: true",
            "notification: cards changed",
            "redraw: [👻] [??] [??] [??] [??] [??]",
        ])
        XCTAssertEqual(try DemoRun.lines(of: "mvvm", step: "And again"), [
            "intent: choose(🎃)",
            "model: card 🎃 face up: true",
            "notification: cards changed",
            "redraw: [👻] [??] [🎃] [??] [??] [??]",
        ])
    }

    func testTheDemoShowsNoRedrawWithoutAChange() throws {
        XCTAssertEqual(try DemoRun.lines(of: "mvvm", step: "No change, no redraw"), [
            "redraws so far: 3",
            "cards on the table: 6",
            "no notification, so no redraw",
            "redraws so far: 3",
        ])
    }
}
