// The Model's side of the contract: how the checks make a MemoryGame<String>, read its cards
// and score, and choose a card. The lectures' spellings come first; then whatever the
// student's own Model has of the same shape (`// or each:`, whatever its labels or name), and
// a Model called something else is found by what it holds (the grader writes its name here).
// A Model that also takes what it only keeps for the View (a theme's name, a colour) is given
// a stand-in for it (`...`).
// The checks never name the student's types: they use Facade.swift, which calls these.
@testable internal import Submission

// contract: MemoryGame has no initializer that takes the number of pairs (an `Int`) and a function giving each pair's content (`(Int) -> CardContent`), whatever their labels, nor one that takes a theme the grader can write, or it is not generic over its content (`MemoryGame<CardContent>`)
func contractMakeGame(pairs: Int, content: @escaping (Int) -> String) throws -> Any {
    MemoryGame<String>(numberOfPairsOfCards: pairs, createCardContent: content)
}
// or: the 2020 and 2023 lectures
func contractMakeGame(pairs: Int, content: @escaping (Int) -> String) throws -> Any {
    MemoryGame<String>(numberOfPairsOfCards: pairs, cardContentFactory: content)
}
// or each: MemoryGame.init(Int, (Int) -> CardContent)
func contractMakeGame(pairs: Int, content: @escaping (Int) -> String) throws -> Any {
    MemoryGame<String>«(pairs, content)»
}
// or each: MemoryGame.init(Int, (Int) -> CardContent?)
func contractMakeGame(pairs: Int, content: @escaping (Int) -> String) throws -> Any {
    MemoryGame<String>«(pairs, content)»
}
// or each: MemoryGame.init(Theme, (Int) -> CardContent)
func contractMakeGame(pairs: Int, content: @escaping (Int) -> String) throws -> Any {
    let theme = try contractThemeForGame(pairs, content) as! Theme
    return MemoryGame<String>«(theme, content)»
}
// or each: MemoryGame.init(Theme, (Int, [CardContent]) -> CardContent?)
func contractMakeGame(pairs: Int, content: @escaping (Int) -> String) throws -> Any {
    let theme = try contractThemeForGame(pairs, content) as! Theme
    return MemoryGame<String>«(theme, { pairIndex, _ in content(pairIndex) })»
}
// or each: MemoryGame.init(Theme, (Int, [CardContent]) -> CardContent)
func contractMakeGame(pairs: Int, content: @escaping (Int) -> String) throws -> Any {
    let theme = try contractThemeForGame(pairs, content) as! Theme
    return MemoryGame<String>«(theme, { pairIndex, _ in content(pairIndex) })»
}
// or each: MemoryGame.init(Int, Theme, (Int) -> CardContent)
func contractMakeGame(pairs: Int, content: @escaping (Int) -> String) throws -> Any {
    let theme = try contractThemeForGame(pairs, content) as! Theme
    return MemoryGame<String>«(pairs, theme, content)»
}
// or each: MemoryGame.init(Int, Theme)
func contractMakeGame(pairs: Int, content: @escaping (Int) -> String) throws -> Any {
    let theme = try contractThemeForGame(pairs, content) as! Theme
    return MemoryGame<String>«(pairs, theme)»
}
// or each: MemoryGame.init(Theme)
func contractMakeGame(pairs: Int, content: @escaping (Int) -> String) throws -> Any {
    let theme = try contractThemeForGame(pairs, content) as! Theme
    return MemoryGame<String>«(theme)»
}
// or each: MemoryGame.init(() -> Theme)
func contractMakeGame(pairs: Int, content: @escaping (Int) -> String) throws -> Any {
    let theme = try contractThemeForGame(pairs, content) as! Theme
    return MemoryGame<String>«({ theme })»
}
// or each: MemoryGame.init(() -> [Theme])
func contractMakeGame(pairs: Int, content: @escaping (Int) -> String) throws -> Any {
    let theme = try contractThemeForGame(pairs, content) as! Theme
    return MemoryGame<String>«({ [theme] })»
}
// or each: MemoryGame.init(Int, (Int) -> CardContent, ...)
func contractMakeGame(pairs: Int, content: @escaping (Int) -> String) throws -> Any {
    MemoryGame<String>«(pairs, content)»
}
// or each: MemoryGame.func(Theme) ~ card deal generate start new make setup set
func contractMakeGame(pairs: Int, content: @escaping (Int) -> String) throws -> Any {
    let theme = try contractThemeForGame(pairs, content) as! Theme
    var game = try contractGameOfPairs(pairs) as! MemoryGame<String>
    game.«name»«(theme)»
    return game
}

// A Model made in two steps: of a number of pairs, then dealt a theme by a method of its own
// (`Game(numPairsOfCards: 4)`, then `game.generateCards(theme: faces)`). `Any`, as everywhere
// here: a signature naming the student's types would compile the checks again for each one.
// contract: MemoryGame has no initializer that takes the number of pairs (an `Int`) and a function giving each pair's content (`(Int) -> CardContent`), whatever their labels
func contractGameOfPairs(_ pairs: Int) throws -> Any {
    throw ContractGap("MemoryGame has no initializer that takes the number of pairs (an `Int`) and a function giving each pair's content (`(Int) -> CardContent`), whatever their labels")
}
// or each: MemoryGame.init(Int)
func contractGameOfPairs(_ pairs: Int) throws -> Any {
    MemoryGame<String>«(pairs)»
}

/// For a Model made from a theme (the 2020 lectures' "the game knows its theme"): a theme of
/// the pairs asked for, each pair's content as the checks give it.
func contractGameTheme(_ pairs: Int, _ content: (Int) -> String) -> ContractThemeSpec {
    ContractThemeSpec(name: "Checks", emojis: (0..<pairs).map(content), numberOfPairs: pairs, color: "blue")
}

/// That theme as the Model takes it: written new (Task 5's way), else a copy of a theme the
/// code keeps. The Model needs no colour, so a theme that cannot be given one (an enum of
/// colours and gradients) still deals a game.
func contractThemeForGame(_ pairs: Int, _ content: (Int) -> String) throws -> Any {
    let spec = contractGameTheme(pairs, content)
    do { return try contractMakeTheme(spec) } catch is ContractGap { return try contractCopyOfTheme(spec, forGame: true) }
}

// contract: MemoryGame has no `cards` (an Array of its `Card`)
func contractGameCards(_ game: Any) throws -> [Any] {
    ((game as! MemoryGame<String>).cards as [MemoryGame<String>.Card]).map { $0 as Any }
}

// contract: MemoryGame.Card has no `id` (a card is Identifiable, so it has one)
func contractCardID(_ card: Any) throws -> AnyHashable {
    AnyHashable((card as! MemoryGame<String>.Card).id)
}

// contract: MemoryGame.Card has no `content` of type CardContent
func contractCardContent(_ card: Any) throws -> String {
    (card as! MemoryGame<String>.Card).content
}
// or each: MemoryGame.Card.var: CardContent ~ content
func contractCardContent(_ card: Any) throws -> String {
    (card as! MemoryGame<String>.Card).«name»
}

// contract: MemoryGame.Card has no `isFaceUp` of type Bool
func contractCardIsFaceUp(_ card: Any) throws -> Bool {
    (card as! MemoryGame<String>.Card).isFaceUp
}
// or each: MemoryGame.Card.var: Bool ~ face flip
func contractCardIsFaceUp(_ card: Any) throws -> Bool {
    (card as! MemoryGame<String>.Card).«name»
}

// contract: MemoryGame.Card has no `isMatched` of type Bool
func contractCardIsMatched(_ card: Any) throws -> Bool {
    (card as! MemoryGame<String>.Card).isMatched
}
// or each: MemoryGame.Card.var: Bool ~ match mach math
func contractCardIsMatched(_ card: Any) throws -> Bool {
    (card as! MemoryGame<String>.Card).«name»
}

// contract: MemoryGame has no way to choose a card: a `mutating func` taking a `Card`, named like `choose`
func contractGameChoose(_ game: inout Any, _ card: Any) throws {
    var model = game as! MemoryGame<String>
    model.choose(card as! MemoryGame<String>.Card)
    game = model
}
// or: the 2020 lectures
func contractGameChoose(_ game: inout Any, _ card: Any) throws {
    var model = game as! MemoryGame<String>
    model.choose(card: card as! MemoryGame<String>.Card)
    game = model
}
// or each: MemoryGame.func(Card) ~ choose select tap flip pick
func contractGameChoose(_ game: inout Any, _ card: Any) throws {
    var model = game as! MemoryGame<String>
    model.«name»«(card as! MemoryGame<String>.Card)»
    game = model
}

// contract: there is no MemoryGame the grader can find, to tell whether it keeps a score
func contractGameKeepsANumber() throws -> Bool {
    let game: MemoryGame<String>? = nil
    _ = game?.score
    return true
}
// or each: MemoryGame.var: Int
func contractGameKeepsANumber() throws -> Bool {
    let game: MemoryGame<String>? = nil
    _ = game?.«name»
    return true
}
// or each: MemoryGame.let: Int
func contractGameKeepsANumber() throws -> Bool {
    let game: MemoryGame<String>? = nil
    _ = game?.«name»
    return true
}
// or: a Model that keeps no whole number at all, stored or computed, private or not (an optional index aside)
func contractGameKeepsANumber() throws -> Bool {
    // Chosen only when no alternative above fits: a fact of the build the checks can believe.
    throw ContractGap(because: "MemoryGame keeps no whole number at all")
}

// contract: MemoryGame has no score: an `Int` property (or a method giving one) named like `score` or `points`
func contractGameScore(_ game: Any) throws -> Int {
    (game as! MemoryGame<String>).score
}
// or:
func contractGameScore(_ game: Any) throws -> Int {
    (game as! MemoryGame<String>).points
}
// or:
func contractGameScore(_ game: Any) throws -> Int {
    (game as! MemoryGame<String>).currentScore
}
// or each: MemoryGame.var: Int ~ score point
func contractGameScore(_ game: Any) throws -> Int {
    (game as! MemoryGame<String>).«name»
}

// contract: MemoryGame has no `mutating func shuffle()` (it need not: a game may be shuffled when it is made)
func contractGameShuffle(_ game: inout Any) throws {
    var model = game as! MemoryGame<String>
    model.shuffle()
    game = model
}
