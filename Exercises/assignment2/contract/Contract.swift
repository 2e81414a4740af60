// The contract: every part of the assignment's API the checks use, one use per line.
// If a line does not compile, the submission is missing that part (or gives it another
// type); its `// contract:` comment says what, in plain words. Nothing here runs.
@testable import Submission

func _contractRequireIdentifiable<T: Identifiable>(_ value: T) {}

// Model: MemoryGame
func _contractGameType(_ game: MemoryGame<String>) -> MemoryGame<String> { game }  // contract: there is no `struct MemoryGame<CardContent>` (generic over its card content)
func _contractGameInit() -> MemoryGame<String> { MemoryGame<String>(numberOfPairsOfCards: 2, createCardContent: { (pairIndex: Int) -> String in "\(pairIndex)" }) }  // contract: MemoryGame has no `init(numberOfPairsOfCards: Int, createCardContent: (Int) -> CardContent)`
func _contractGameInitTrailing() -> MemoryGame<String> { MemoryGame(numberOfPairsOfCards: 2) { _ in "x" } }  // contract: MemoryGame's init cannot be called as `MemoryGame(numberOfPairsOfCards: 2) { pairIndex in … }`
func _contractGameCards() -> KeyPath<MemoryGame<String>, [MemoryGame<String>.Card]> { \MemoryGame<String>.cards }  // contract: MemoryGame has no `cards` of type [Card]
func _contractGameScore() -> KeyPath<MemoryGame<String>, Int> { \MemoryGame<String>.score }  // contract: MemoryGame has no `score` of type Int
func _contractGameChoose(_ game: inout MemoryGame<String>, _ card: MemoryGame<String>.Card) { game.choose(card) }  // contract: MemoryGame has no `mutating func choose(_ card: Card)`
func _contractGameShuffle(_ game: inout MemoryGame<String>) { game.shuffle() }  // contract: MemoryGame has no `mutating func shuffle()`

// Model: MemoryGame.Card
func _contractCardIdentifiable(_ card: MemoryGame<String>.Card) { _contractRequireIdentifiable(card) }  // contract: MemoryGame.Card is not Identifiable
func _contractCardFaceUp() -> KeyPath<MemoryGame<String>.Card, Bool> { \MemoryGame<String>.Card.isFaceUp }  // contract: MemoryGame.Card has no `isFaceUp` of type Bool
func _contractCardMatched() -> KeyPath<MemoryGame<String>.Card, Bool> { \MemoryGame<String>.Card.isMatched }  // contract: MemoryGame.Card has no `isMatched` of type Bool
func _contractCardContent() -> KeyPath<MemoryGame<String>.Card, String> { \MemoryGame<String>.Card.content }  // contract: MemoryGame.Card has no `content` of type CardContent
func _contractCardID() -> KeyPath<MemoryGame<String>.Card, Int> { \MemoryGame<String>.Card.id }  // contract: MemoryGame.Card has no `id` of type Int

// Model: Theme
func _contractThemeInit() -> Theme { Theme(name: "Birds", emojis: ["🐦", "🦉"], numberOfPairs: 2, color: "teal") }  // contract: Theme has no memberwise `init(name: String, emojis: [String], numberOfPairs: Int?, color: String)` in this order
func _contractThemeInitRandom() -> Theme { Theme(name: "Birds", emojis: ["🐦", "🦉"], numberOfPairs: nil, color: "teal") }  // contract: Theme's `numberOfPairs` cannot be nil (it must be an Int?)
func _contractThemeName() -> KeyPath<Theme, String> { \Theme.name }  // contract: Theme has no `name` of type String
func _contractThemeEmojis() -> KeyPath<Theme, [String]> { \Theme.emojis }  // contract: Theme has no `emojis` of type [String]
func _contractThemePairs() -> KeyPath<Theme, Int?> { \Theme.numberOfPairs }  // contract: Theme has no `numberOfPairs` of type Int? (nil for a random number of pairs)
func _contractThemeColor() -> KeyPath<Theme, String> { \Theme.color }  // contract: Theme has no `color` of type String (a colour's name)

// ViewModel: EmojiMemoryGame
func _contractViewModelIsClass(_ viewModel: EmojiMemoryGame) -> AnyObject { viewModel }  // contract: EmojiMemoryGame is not a class
func _contractViewModelThemes() -> [Theme] { EmojiMemoryGame.themes }  // contract: EmojiMemoryGame has no `static let themes: [Theme]`
func _contractViewModelInit() -> EmojiMemoryGame { EmojiMemoryGame() }  // contract: EmojiMemoryGame has no `init()` (a new game with a random theme)
func _contractViewModelInitTheme(_ theme: Theme) -> EmojiMemoryGame { EmojiMemoryGame(theme: theme) }  // contract: EmojiMemoryGame has no `init(theme: Theme)`
func _contractViewModelTheme() -> KeyPath<EmojiMemoryGame, Theme> { \EmojiMemoryGame.theme }  // contract: EmojiMemoryGame has no `theme` of type Theme
func _contractViewModelCards() -> KeyPath<EmojiMemoryGame, [MemoryGame<String>.Card]> { \EmojiMemoryGame.cards }  // contract: EmojiMemoryGame has no `cards` of type [MemoryGame<String>.Card]
func _contractViewModelScore() -> KeyPath<EmojiMemoryGame, Int> { \EmojiMemoryGame.score }  // contract: EmojiMemoryGame has no `score` of type Int
func _contractViewModelChoose(_ viewModel: EmojiMemoryGame, _ card: MemoryGame<String>.Card) { viewModel.choose(card) }  // contract: EmojiMemoryGame has no `func choose(_ card: MemoryGame<String>.Card)`
func _contractViewModelShuffle(_ viewModel: EmojiMemoryGame) { viewModel.shuffle() }  // contract: EmojiMemoryGame has no `func shuffle()`
func _contractViewModelNewGame(_ viewModel: EmojiMemoryGame) { viewModel.newGame() }  // contract: EmojiMemoryGame has no `func newGame()`
