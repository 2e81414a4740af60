// The ViewModel's side of the contract. The lectures fix `class EmojiMemoryGame` with `init()`,
// `cards` and `choose`; the assignment leaves the rest to the student (what the New Game
// intent is called, how the View reads the theme's name and colour). The lectures' spellings
// come first, then whatever the student's own ViewModel has of the same shape (`// or each:`),
// and a ViewModel called something else is found by what it holds. A task that needs a part
// the code does not have says which.
import Combine
import Observation
@testable internal import Submission

// Whether a View is told of the view model's changes at all is a fact of the build, which the
// checks read from the build itself (its stub), never from an answer of the program's.
// contract: EmojiMemoryGame tells no View of its changes: it is neither @Observable nor an ObservableObject (the lectures' `@Published`)
func contractViewModelIsObservable() throws {
    _ = EmojiMemoryGame.self as any Observable.Type
}
// or: an ObservableObject
func contractViewModelIsObservable() throws {
    _ = EmojiMemoryGame.self as any ObservableObject.Type
}

/// `object` itself, which must be a class: the lectures' ViewModel is shared by reference.
func contractRequireClass<Object: AnyObject>(_ object: Object) -> Object { object }

// contract: EmojiMemoryGame is not a class the grader can make: with `EmojiMemoryGame()`, or with a theme from a list of themes your code keeps (the lectures' ViewModel is a class, so every View shares one game)
func contractMakeViewModel() throws -> AnyObject {
    contractRequireClass(EmojiMemoryGame())
}
// or each: EmojiMemoryGame.made
func contractMakeViewModel() throws -> AnyObject {
    // As the student's own app makes it (`EmojiGameVM(numPairsOfCards: 4, theme: …)` in the
    // App file), unless a theme from the themes the code keeps does.
    do { return try contractMakeViewModelWithAnyTheme() } catch is ContractGap { return contractRequireClass(«made») }
}
// or: with a theme from the themes the code keeps (NewTheme.swift)
func contractMakeViewModel() throws -> AnyObject {
    try contractMakeViewModelWithAnyTheme()
}

// contract: EmojiMemoryGame has no cards for the View to show: an array of `MemoryGame<String>.Card`
func contractViewModelCards(_ viewModel: AnyObject) throws -> [Any] {
    ((viewModel as! EmojiMemoryGame).cards as [MemoryGame<String>.Card]).map { $0 as Any }
}
// or each: EmojiMemoryGame.var: [Card] ~ card
func contractViewModelCards(_ viewModel: AnyObject) throws -> [Any] {
    ((viewModel as! EmojiMemoryGame).«name» as [MemoryGame<String>.Card]).map { $0 as Any }
}

// contract: EmojiMemoryGame has no intent to choose a card: a method taking a `MemoryGame<String>.Card`, named like `choose`
func contractViewModelChoose(_ viewModel: AnyObject, _ card: Any) throws {
    (viewModel as! EmojiMemoryGame).choose(card as! MemoryGame<String>.Card)
}
// or: the 2020 lectures
func contractViewModelChoose(_ viewModel: AnyObject, _ card: Any) throws {
    (viewModel as! EmojiMemoryGame).choose(card: card as! MemoryGame<String>.Card)
}
// or each: EmojiMemoryGame.func(Card) ~ choose select tap flip pick
func contractViewModelChoose(_ viewModel: AnyObject, _ card: Any) throws {
    (viewModel as! EmojiMemoryGame).«name»«(card as! MemoryGame<String>.Card)»
}

// contract: there is no EmojiMemoryGame the grader can find, to tell whether it shows a number
func contractViewModelKeepsANumber() throws -> Bool {
    let viewModel: EmojiMemoryGame? = nil
    _ = viewModel?.score
    return true
}
// or each: EmojiMemoryGame.var: Int
func contractViewModelKeepsANumber() throws -> Bool {
    let viewModel: EmojiMemoryGame? = nil
    _ = viewModel?.«name»
    return true
}
// or each: EmojiMemoryGame.let: Int
func contractViewModelKeepsANumber() throws -> Bool {
    let viewModel: EmojiMemoryGame? = nil
    _ = viewModel?.«name»
    return true
}
// or: a ViewModel that keeps no whole number at all
func contractViewModelKeepsANumber() throws -> Bool {
    throw ContractGap(because: "EmojiMemoryGame keeps no whole number at all")
}

// contract: EmojiMemoryGame has no score for the View to show: an `Int` property (or a method giving one) named like `score` or `points`
func contractViewModelScore(_ viewModel: AnyObject) throws -> Int {
    (viewModel as! EmojiMemoryGame).score
}
// or each: EmojiMemoryGame.var: Int ~ score point
func contractViewModelScore(_ viewModel: AnyObject) throws -> Int {
    (viewModel as! EmojiMemoryGame).«name»
}
// or each: EmojiMemoryGame.var: MemoryGame ~ model game
func contractViewModelScore(_ viewModel: AnyObject) throws -> Int {
    // The View reads the score from the Model the ViewModel shows it (`viewModel.model.points`).
    try contractGameScore((viewModel as! EmojiMemoryGame).«name»)
}

// contract: EmojiMemoryGame has no New Game intent: none of its methods that take nothing deals a fresh game
func contractViewModelNewGames(_ viewModel: AnyObject) throws -> [(name: String, call: () -> Void)] {
    [("newGame()", { (viewModel as! EmojiMemoryGame).newGame() })]
}
// or all: EmojiMemoryGame.func() !~ choose
func contractViewModelNewGames(_ viewModel: AnyObject) throws -> [(name: String, call: () -> Void)] {
    [
        ("«label»", { _ = (viewModel as! EmojiMemoryGame).«name»() }),
    ]
}

// The candidates whose names are like New Game's (the words are NewGame.swift's): none is a
// fact of the build, so a program cannot say "no New Game" of code that has one.
// contract: EmojiMemoryGame has no New Game intent: none of its methods that take nothing has a name with new, restart, reset, start, again, fresh, deal, play or begin in it, and none of the others deals a fresh game
func contractViewModelNamedNewGames(_ viewModel: AnyObject) throws -> [(name: String, call: () -> Void)] {
    [("newGame()", { (viewModel as! EmojiMemoryGame).newGame() })]
}
// or all: EmojiMemoryGame.func() ~ new restart reset start again fresh deal play begin !~ choose
func contractViewModelNamedNewGames(_ viewModel: AnyObject) throws -> [(name: String, call: () -> Void)] {
    [
        ("«label»", { _ = (viewModel as! EmojiMemoryGame).«name»() }),
    ]
}

// contract: EmojiMemoryGame has no intent `shuffle()` (it need not: the assignment does not ask for one)
func contractViewModelShuffle(_ viewModel: AnyObject) throws {
    (viewModel as! EmojiMemoryGame).shuffle()
}
