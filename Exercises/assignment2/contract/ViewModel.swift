// The ViewModel's side of the contract. The lectures fix `class EmojiMemoryGame` with `init()`,
// `cards` and `choose`; the assignment leaves the rest to the student (what the New Game
// intent is called, how the View reads the theme's name and colour), so each of those lists
// the spellings students use, and a task that needs one the code does not have says so.
@testable internal import Submission

/// `object` itself, which must be a class: the lectures' ViewModel is shared by reference.
func contractRequireClass<Object: AnyObject>(_ object: Object) -> Object { object }

// contract: EmojiMemoryGame is not a class made with `EmojiMemoryGame()` (the lectures' ViewModel is a class, so every View shares one game)
func contractMakeViewModel() throws -> AnyObject {
    contractRequireClass(EmojiMemoryGame())
}

// contract: EmojiMemoryGame has no `cards` of type [MemoryGame<String>.Card] for the View to show
func contractViewModelCards(_ viewModel: AnyObject) throws -> [Any] {
    ((viewModel as! EmojiMemoryGame).cards as [MemoryGame<String>.Card]).map { $0 as Any }
}

// contract: EmojiMemoryGame has no intent `choose(_ card: MemoryGame<String>.Card)` (nor the 2020 lectures' `choose(card:)`)
func contractViewModelChoose(_ viewModel: AnyObject, _ card: Any) throws {
    (viewModel as! EmojiMemoryGame).choose(card as! MemoryGame<String>.Card)
}
// or: the 2020 lectures
func contractViewModelChoose(_ viewModel: AnyObject, _ card: Any) throws {
    (viewModel as! EmojiMemoryGame).choose(card: card as! MemoryGame<String>.Card)
}

// contract: EmojiMemoryGame has no `score` of type Int for the View to show (nor `points` or `currentScore`)
func contractViewModelScore(_ viewModel: AnyObject) throws -> Int {
    (viewModel as! EmojiMemoryGame).score
}
// or:
func contractViewModelScore(_ viewModel: AnyObject) throws -> Int {
    (viewModel as! EmojiMemoryGame).points
}
// or:
func contractViewModelScore(_ viewModel: AnyObject) throws -> Int {
    (viewModel as! EmojiMemoryGame).currentScore
}

// contract: EmojiMemoryGame has no New Game intent the grader knows: `newGame()`, `startNewGame()`, `restart()`, `startGame()`, `createNewGame()`, `resetGame()`, `playAgain()` or `startFresh()`
func contractViewModelNewGame(_ viewModel: AnyObject) throws {
    (viewModel as! EmojiMemoryGame).newGame()
}
// or:
func contractViewModelNewGame(_ viewModel: AnyObject) throws {
    (viewModel as! EmojiMemoryGame).startNewGame()
}
// or:
func contractViewModelNewGame(_ viewModel: AnyObject) throws {
    (viewModel as! EmojiMemoryGame).restart()
}
// or:
func contractViewModelNewGame(_ viewModel: AnyObject) throws {
    (viewModel as! EmojiMemoryGame).startGame()
}
// or:
func contractViewModelNewGame(_ viewModel: AnyObject) throws {
    (viewModel as! EmojiMemoryGame).createNewGame()
}
// or:
func contractViewModelNewGame(_ viewModel: AnyObject) throws {
    (viewModel as! EmojiMemoryGame).resetGame()
}
// or:
func contractViewModelNewGame(_ viewModel: AnyObject) throws {
    (viewModel as! EmojiMemoryGame).playAgain()
}
// or:
func contractViewModelNewGame(_ viewModel: AnyObject) throws {
    (viewModel as! EmojiMemoryGame).startFresh()
}

// contract: EmojiMemoryGame has no intent `shuffle()` (it need not: the assignment does not ask for one)
func contractViewModelShuffle(_ viewModel: AnyObject) throws {
    (viewModel as! EmojiMemoryGame).shuffle()
}
