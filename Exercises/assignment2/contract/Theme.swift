// The theme, as the View reads it from the ViewModel: its parts (`themeName`, `themeColor`), the
// whole `theme` (`theme.name`), or the theme its Model keeps (`model.theme.name`). Parts the
// ViewModel shows itself come first: a ViewModel that has both a `themeColor` and a `theme`
// wrote `themeColor` for the View, and what the View reads is what is graded. A theme's colour
// may be a name ("orange"), a SwiftUI Color or a UIColor: the checks compare what it prints
// as. Where the themes are kept is the student's choice; the checks find them by playing new
// games.
internal import SwiftUI
@testable internal import Submission

/// How a value shows, as the View would draw it: an Optional's value, a method's result (a
/// colour the ViewModel gives by `themeColor()`), a list's one item (a gradient of one colour),
/// else as it prints.
func contractShown(_ value: Any) -> String {
    let mirror = Mirror(reflecting: value)
    if mirror.displayStyle == .optional { return mirror.children.first.map { contractShown($0.value) } ?? "nil" }
    if mirror.displayStyle == .collection, mirror.children.count == 1, let item = mirror.children.first { return contractShown(item.value) }
    return String(describing: value)
}

func contractShown<Result>(_ value: () -> Result) -> String { contractShown(value() as Any) }

// contract: EmojiMemoryGame shows no theme name the grader can find: a `String` named like `themeName` or `title`, or a theme (`theme`, `currentTheme`) whose `String` is named like `name` or `title`
func contractThemeName(_ viewModel: AnyObject) throws -> String {
    (viewModel as! EmojiMemoryGame).themeName
}
// or each: EmojiMemoryGame.var: String ~ name title theme !~ color colour emoji symbol
func contractThemeName(_ viewModel: AnyObject) throws -> String {
    (viewModel as! EmojiMemoryGame).«name»
}
// or each: EmojiMemoryGame.var: String? ~ name title theme !~ color colour emoji symbol
func contractThemeName(_ viewModel: AnyObject) throws -> String {
    guard let name = (viewModel as! EmojiMemoryGame).«name» else { throw ContractNoThemeAfterADeal(what: "theme name") }
    return name
}
// or: the whole theme
func contractThemeName(_ viewModel: AnyObject) throws -> String {
    (viewModel as! EmojiMemoryGame).theme.name
}
// or each: EmojiMemoryGame.var: Theme ~ theme
func contractThemeName(_ viewModel: AnyObject) throws -> String {
    try contractNameOfTheme((viewModel as! EmojiMemoryGame).«name»)
}
// or each: EmojiMemoryGame.var: Theme? ~ theme
func contractThemeName(_ viewModel: AnyObject) throws -> String {
    try contractNameOfTheme((viewModel as! EmojiMemoryGame).«name»!)
}
// or each: EmojiMemoryGame.var: _ ~ theme !~ name title color colour emoji
func contractThemeName(_ viewModel: AnyObject) throws -> String {
    contractShown((viewModel as! EmojiMemoryGame).«name».name)
}
// or each: EmojiMemoryGame.var: _ ~ theme !~ name title color colour emoji
func contractThemeName(_ viewModel: AnyObject) throws -> String {
    contractShown((viewModel as! EmojiMemoryGame).«name».title)
}
// or each: EmojiMemoryGame.var: ? ~ name title !~ color colour emoji symbol
func contractThemeName(_ viewModel: AnyObject) throws -> String {
    (viewModel as! EmojiMemoryGame).«name» as String
}
// or each: EmojiMemoryGame.var: MemoryGame ~ model game
func contractThemeName(_ viewModel: AnyObject) throws -> String {
    try contractNameOfTheme((viewModel as! EmojiMemoryGame).«name».theme)
}

// contract: the theme has no name the grader can find: a `String` named like `name` or `title`
func contractNameOfTheme(_ theme: Any) throws -> String {
    (theme as! Theme).name
}
// or each: Theme.var: String ~ name title
func contractNameOfTheme(_ theme: Any) throws -> String {
    (theme as! Theme).«name»
}

// contract: EmojiMemoryGame shows no theme colour the grader can find: a colour named like `themeColor` or `color`, or a theme (`theme`, `currentTheme`) with one
func contractThemeColor(_ viewModel: AnyObject) throws -> String {
    contractShown((viewModel as! EmojiMemoryGame).themeColor)
}
// or each: EmojiMemoryGame.var: _ ~ themecolor color colour !~ choices palette options
func contractThemeColor(_ viewModel: AnyObject) throws -> String {
    contractShown((viewModel as! EmojiMemoryGame).«name»)
}
// or: the whole theme
func contractThemeColor(_ viewModel: AnyObject) throws -> String {
    contractShown((viewModel as! EmojiMemoryGame).theme.color)
}
// or each: EmojiMemoryGame.var: Theme ~ theme
func contractThemeColor(_ viewModel: AnyObject) throws -> String {
    try contractColorOfTheme((viewModel as! EmojiMemoryGame).«name»)
}
// or each: EmojiMemoryGame.var: Theme? ~ theme
func contractThemeColor(_ viewModel: AnyObject) throws -> String {
    try contractColorOfTheme((viewModel as! EmojiMemoryGame).«name»!)
}
// or each: EmojiMemoryGame.var: MemoryGame ~ model game
func contractThemeColor(_ viewModel: AnyObject) throws -> String {
    try contractColorOfTheme((viewModel as! EmojiMemoryGame).«name».theme)
}

// contract: the theme has no colour the grader can find: a property named like `color`
func contractColorOfTheme(_ theme: Any) throws -> String {
    contractShown((theme as! Theme).color)
}
// or each: Theme.var: _ ~ color colour
func contractColorOfTheme(_ theme: Any) throws -> String {
    contractShown((theme as! Theme).«name»)
}

// contract: EmojiMemoryGame's theme shows no emoji the grader can find: a theme (`theme`, `currentTheme`) with emoji named like `emojis`, nor keeps a theme that holds the name shown beside its emoji
func contractThemeEmojis(_ viewModel: AnyObject) throws -> [String] {
    (viewModel as! EmojiMemoryGame).theme.emojis.map { "\($0)" }
}
// or each: EmojiMemoryGame.var: Theme ~ theme
func contractThemeEmojis(_ viewModel: AnyObject) throws -> [String] {
    try contractEmojisOfTheme((viewModel as! EmojiMemoryGame).«name»)
}
// or each: EmojiMemoryGame.var: Theme? ~ theme
func contractThemeEmojis(_ viewModel: AnyObject) throws -> [String] {
    try contractEmojisOfTheme((viewModel as! EmojiMemoryGame).«name»!)
}
// or each: EmojiMemoryGame.static let: Theme? ~ current
func contractThemeEmojis(_ viewModel: AnyObject) throws -> [String] {
    try contractEmojisOfTheme(contractCurrent(EmojiMemoryGame.«name»))
}
// or each: EmojiMemoryGame.static let: Theme ~ current
func contractThemeEmojis(_ viewModel: AnyObject) throws -> [String] {
    try contractEmojisOfTheme(EmojiMemoryGame.«name»)
}
// or each: EmojiMemoryGame.var: _ ~ theme !~ name title color colour emoji
func contractThemeEmojis(_ viewModel: AnyObject) throws -> [String] {
    (viewModel as! EmojiMemoryGame).«name».emojis.map { "\($0)" }
}
// or each: EmojiMemoryGame.var: _ ~ theme !~ name title color colour emoji
func contractThemeEmojis(_ viewModel: AnyObject) throws -> [String] {
    (viewModel as! EmojiMemoryGame).«name».cards.map { "\($0)" }
}

// contract: the theme has no emoji the grader can find: an array, a set or a string named like `emojis`
func contractEmojisOfTheme(_ theme: Any) throws -> [String] {
    (theme as! Theme).emojis.map { "\($0)" }
}
// or each: Theme.var: _ ~ emoji content symbol element item
func contractEmojisOfTheme(_ theme: Any) throws -> [String] {
    (theme as! Theme).«name».map { "\($0)" }
}

// contract: EmojiMemoryGame's theme shows no number of pairs the grader can find: a theme (`theme`, `currentTheme`) with an `Int` (or `Int?`, nil for a random number) named like `numberOfPairs`, nor keeps a theme with a number of pairs beside the name shown
func contractThemePairs(_ viewModel: AnyObject) throws -> Int? {
    let pairs: Int? = (viewModel as! EmojiMemoryGame).theme.numberOfPairs
    return pairs
}
// or each: EmojiMemoryGame.var: Theme ~ theme
func contractThemePairs(_ viewModel: AnyObject) throws -> Int? {
    try contractPairsOfTheme((viewModel as! EmojiMemoryGame).«name»)
}
// or each: EmojiMemoryGame.var: Theme? ~ theme
func contractThemePairs(_ viewModel: AnyObject) throws -> Int? {
    try contractPairsOfTheme((viewModel as! EmojiMemoryGame).«name»!)
}
// or each: EmojiMemoryGame.static let: Theme? ~ current
func contractThemePairs(_ viewModel: AnyObject) throws -> Int? {
    try contractPairsOfTheme(contractCurrent(EmojiMemoryGame.«name»))
}
// or each: EmojiMemoryGame.static let: Theme ~ current
func contractThemePairs(_ viewModel: AnyObject) throws -> Int? {
    try contractPairsOfTheme(EmojiMemoryGame.«name»)
}

/// The theme the ViewModels share (`static var currentTheme: Theme?`), set by the last one made.
func contractCurrent<Kept>(_ theme: Kept?) throws -> Kept {
    guard let theme else { throw ContractNoThemeAfterADeal(what: "current theme") }
    return theme
}

/// A theme the code keeps as an optional, nil after a game was dealt: the View would show no
/// theme, which the tasks that show one fail. Not a part the code lacks (the code has it, and
/// running it found it empty): a program could claim that falsely to leave a task ungraded.
struct ContractNoThemeAfterADeal: Error, CustomStringConvertible {
    let what: String
    var description: String { "EmojiMemoryGame's \(what) is nil after a game was dealt, so the View would show none" }
}

// contract: there is no theme type the grader can find, to tell whether it keeps a number of pairs
func contractThemeKeepsANumber() throws -> Bool {
    let theme: Theme? = nil
    _ = theme?.numberOfPairs
    return true
}
// or each: Theme.var: Int
func contractThemeKeepsANumber() throws -> Bool {
    let theme: Theme? = nil
    _ = theme?.«name»
    return true
}
// or each: Theme.var: Int?
func contractThemeKeepsANumber() throws -> Bool {
    let theme: Theme? = nil
    _ = theme?.«name»
    return true
}
// or each: Theme.let: Int
func contractThemeKeepsANumber() throws -> Bool {
    let theme: Theme? = nil
    _ = theme?.«name»
    return true
}
// or each: Theme.let: Int?
func contractThemeKeepsANumber() throws -> Bool {
    let theme: Theme? = nil
    _ = theme?.«name»
    return true
}
// or: a theme type that keeps no whole number at all, stored or computed, private or not
func contractThemeKeepsANumber() throws -> Bool {
    throw ContractGap(because: "the theme type keeps no whole number at all")
}

// contract: the theme has no number of pairs the grader can find: an `Int` (or `Int?`, nil for a random number) named like `numberOfPairs`
func contractPairsOfTheme(_ theme: Any) throws -> Int? {
    let pairs: Int? = (theme as! Theme).numberOfPairs
    return pairs
}
// or each: Theme.var: Int? ~ pair count number !~ min max
func contractPairsOfTheme(_ theme: Any) throws -> Int? {
    let pairs: Int? = (theme as! Theme).«name»
    return pairs
}
// or each: Theme.var: Int ~ pair count number !~ min max
func contractPairsOfTheme(_ theme: Any) throws -> Int? {
    let pairs: Int? = (theme as! Theme).«name»
    return pairs
}
