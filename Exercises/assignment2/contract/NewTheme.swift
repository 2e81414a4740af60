// Required Task 5 writes a theme of its own, as the task says a programmer would, so it needs a
// way to make one and start a game with it. A theme: the theme type's initializer (the
// lectures' labels, or any that takes a name, the emoji (an array or a string), a number of
// pairs (a theme that keeps an `Int` gets 3 for "random") and a colour, in that order), else a
// copy of a theme the code keeps with those four parts replaced (ThemeCopy.swift). A game with
// it: an `EmojiMemoryGame` initializer that takes a theme, or a list of themes the ViewModel
// deals from that the checks set, as a programmer adding one line to it would (found by a `let`
// shape: any stored list, `var` or `let`, on the ViewModel, on the theme type, on a type of its
// own or outside any type; a `private` one is opened in the compiled copy), or any list of
// themes the code writes out (`WrittenLists`). A ViewModel made only with a theme gets one from
// the themes the student's code keeps.
internal import SwiftUI
@testable internal import Submission

/// A Color for a colour's name (SwiftUI's standard colours), for a Theme that keeps a SwiftUI Color.
func contractColor(named name: String) -> Color {
    let colors: [String: Color] = ["red": .red, "orange": .orange, "yellow": .yellow, "green": .green, "mint": .mint, "teal": .teal,
                                   "cyan": .cyan, "blue": .blue, "indigo": .indigo, "purple": .purple, "pink": .pink, "brown": .brown,
                                   "gray": .gray, "black": .black]
    return colors[name] ?? .gray
}

/// A UIColor for a colour's name, for a Theme that keeps a UIColor.
func contractUIColor(named name: String) -> UIColor {
    let colors: [String: UIColor] = ["red": .systemRed, "orange": .systemOrange, "yellow": .systemYellow, "green": .systemGreen,
                                     "mint": .systemMint, "teal": .systemTeal, "cyan": .systemCyan, "blue": .systemBlue,
                                     "indigo": .systemIndigo, "purple": .systemPurple, "pink": .systemPink, "brown": .systemBrown,
                                     "gray": .systemGray, "black": .black]
    return colors[name] ?? .systemGray
}

/// A colour's name as the code's own themes write theirs: "Blue" where a kept theme's colour
/// is "Green", for a `switch` over the names the student wrote.
func contractColorWord(_ name: String) -> String {
    contractColorsAreCapitalized ? name.prefix(1).uppercased() + name.dropFirst() : name
}

/// Whether a theme the code keeps writes its colour's name with a capital letter.
let contractColorsAreCapitalized: Bool = {
    guard let kept = try? contractKeptTheme(),
          let word = try? contractColorOfTheme(kept) else { return false }
    return word.first?.isUppercase == true && word.dropFirst().allSatisfy(\.isLowercase)
}()

// contract: there is no way to write a new theme in one line: an initializer of the theme type that takes its name, emoji, number of pairs (an `Int?`, nil for a random number) and colour (a name, a `Color` or a `UIColor`), in that order
func contractMakeTheme(_ spec: ContractThemeSpec) throws -> Any {
    Theme(name: spec.name, emojis: spec.emojis, numberOfPairs: spec.numberOfPairs, color: spec.color)
}
// or: the colour is a SwiftUI Color
func contractMakeTheme(_ spec: ContractThemeSpec) throws -> Any {
    Theme(name: spec.name, emojis: spec.emojis, numberOfPairs: spec.numberOfPairs, color: contractColor(named: spec.color))
}
// or:
func contractMakeTheme(_ spec: ContractThemeSpec) throws -> Any {
    Theme(name: spec.name, emojis: spec.emojis, numberOfPairsOfCards: spec.numberOfPairs, color: spec.color)
}
// or:
func contractMakeTheme(_ spec: ContractThemeSpec) throws -> Any {
    Theme(name: spec.name, emojis: spec.emojis, numberOfPairsOfCards: spec.numberOfPairs, color: contractColor(named: spec.color))
}
// or: the colour is a UIColor (on iOS, SwiftUI brings UIKit with it)
func contractMakeTheme(_ spec: ContractThemeSpec) throws -> Any {
    Theme(name: spec.name, emojis: spec.emojis, numberOfPairs: spec.numberOfPairs, color: contractUIColor(named: spec.color))
}
// or:
func contractMakeTheme(_ spec: ContractThemeSpec) throws -> Any {
    Theme(name: spec.name, emojis: spec.emojis, numberOfPairsOfCards: spec.numberOfPairs, color: contractUIColor(named: spec.color))
}
// or each: Theme.init(String, [String], Int?, String)
func contractMakeTheme(_ spec: ContractThemeSpec) throws -> Any {
    Theme«(spec.name, spec.emojis, spec.numberOfPairs, contractColorWord(spec.color))»
}
// or each: Theme.init(String, [String], Int?, Color)
func contractMakeTheme(_ spec: ContractThemeSpec) throws -> Any {
    Theme«(spec.name, spec.emojis, spec.numberOfPairs, contractColor(named: spec.color))»
}
// or each: Theme.init(String, [String], Int?, UIColor)
func contractMakeTheme(_ spec: ContractThemeSpec) throws -> Any {
    Theme«(spec.name, spec.emojis, spec.numberOfPairs, contractUIColor(named: spec.color))»
}
// or each: Theme.init(String, [String], Int, String)
func contractMakeTheme(_ spec: ContractThemeSpec) throws -> Any {
    Theme«(spec.name, spec.emojis, spec.numberOfPairs ?? 3, contractColorWord(spec.color))»
}
// or each: Theme.init(String, [String], Int, Color)
func contractMakeTheme(_ spec: ContractThemeSpec) throws -> Any {
    Theme«(spec.name, spec.emojis, spec.numberOfPairs ?? 3, contractColor(named: spec.color))»
}
// or each: Theme.init(String, [String], Int, UIColor)
func contractMakeTheme(_ spec: ContractThemeSpec) throws -> Any {
    Theme«(spec.name, spec.emojis, spec.numberOfPairs ?? 3, contractUIColor(named: spec.color))»
}
// or each: Theme.init(String, String, Int?, String)
func contractMakeTheme(_ spec: ContractThemeSpec) throws -> Any {
    Theme«(spec.name, spec.emojis.joined(), spec.numberOfPairs, contractColorWord(spec.color))»
}
// or each: Theme.init(String, String, Int?, Color)
func contractMakeTheme(_ spec: ContractThemeSpec) throws -> Any {
    Theme«(spec.name, spec.emojis.joined(), spec.numberOfPairs, contractColor(named: spec.color))»
}
// or each: Theme.init(String, String, Int?, UIColor)
func contractMakeTheme(_ spec: ContractThemeSpec) throws -> Any {
    Theme«(spec.name, spec.emojis.joined(), spec.numberOfPairs, contractUIColor(named: spec.color))»
}
// or each: Theme.init(String, String, Int, String)
func contractMakeTheme(_ spec: ContractThemeSpec) throws -> Any {
    Theme«(spec.name, spec.emojis.joined(), spec.numberOfPairs ?? 3, contractColorWord(spec.color))»
}
// or each: Theme.init(String, String, Int, Color)
func contractMakeTheme(_ spec: ContractThemeSpec) throws -> Any {
    Theme«(spec.name, spec.emojis.joined(), spec.numberOfPairs ?? 3, contractColor(named: spec.color))»
}
// or each: Theme.init(String, String, Int, UIColor)
func contractMakeTheme(_ spec: ContractThemeSpec) throws -> Any {
    Theme«(spec.name, spec.emojis.joined(), spec.numberOfPairs ?? 3, contractUIColor(named: spec.color))»
}
// or: a copy of a theme the code keeps, its name, emoji, number of pairs and colour set to the new one's (ThemeCopy.swift)
func contractMakeTheme(_ spec: ContractThemeSpec) throws -> Any {
    do { return try contractCopyOfTheme(spec) } catch let gap as ContractGap {
        // Chosen only when no initializer above fits: that is a fact of the build, as a stub is.
        throw ContractGap(because: "there is no way to write a new theme in one line: no initializer of the theme type takes its name, emoji, number of pairs and colour, and a copy of a theme the code keeps cannot be given them: ", gap)
    }
}

// contract: EmojiMemoryGame has no initializer that takes a theme
func contractMakeViewModelByInit(theme: Any) throws -> AnyObject {
    contractRequireClass(EmojiMemoryGame(theme: theme as! Theme))
}
// or each: EmojiMemoryGame.init(Theme)
func contractMakeViewModelByInit(theme: Any) throws -> AnyObject {
    contractRequireClass(EmojiMemoryGame«(theme as! Theme)»)
}
// or each: EmojiMemoryGame.init(Theme, Int)
func contractMakeViewModelByInit(theme: Any) throws -> AnyObject {
    contractRequireClass(EmojiMemoryGame«(theme as! Theme, try contractPairsToDeal(theme))»)
}

/// The number of pairs to ask a ViewModel for beside `theme` (`init(numPairsOfCards:theme:)`):
/// the theme's own, else (random, or a theme type that keeps none) 4, or all its emoji when fewer.
func contractPairsToDeal(_ theme: Any) throws -> Int {
    do { if let pairs = try contractPairsOfTheme(theme) { return pairs } } catch {}
    return min(4, max(2, (try? contractEmojisOfTheme(theme).count) ?? 2))
}

// contract: EmojiMemoryGame has no initializer that takes a theme, nor a list of themes the checks can add one to, to start a game with a new one
func contractMakeViewModelFromList(theme: Any) throws -> AnyObject {
    let kept = EmojiMemoryGame.themes
    EmojiMemoryGame.themes = [theme as! Theme]
    defer { EmojiMemoryGame.themes = kept }
    return try contractStartedViewModel()
}
// or each: EmojiMemoryGame.static let: [Theme] ~ theme
func contractMakeViewModelFromList(theme: Any) throws -> AnyObject {
    let kept = EmojiMemoryGame.«name»
    EmojiMemoryGame.«name» = [theme as! Theme]
    defer { EmojiMemoryGame.«name» = kept }
    return try contractStartedViewModel()
}
// or each: Theme.static let: [Theme] ~ theme all
func contractMakeViewModelFromList(theme: Any) throws -> AnyObject {
    let kept = Theme.«name»
    Theme.«name» = [theme as! Theme]
    defer { Theme.«name» = kept }
    return try contractStartedViewModel()
}
// or each: _TopLevel.let: [Theme] ~ theme all
func contractMakeViewModelFromList(theme: Any) throws -> AnyObject {
    let kept = «name»
    «name» = [theme as! Theme]
    defer { «name» = kept }
    return try contractStartedViewModel()
}
// or each: *.static let: [Theme] ~ theme all
func contractMakeViewModelFromList(theme: Any) throws -> AnyObject {
    let kept = «owner».«name»
    «owner».«name» = [theme as! Theme]
    defer { «owner».«name» = kept }
    return try contractStartedViewModel()
}
// or each: EmojiMemoryGame.let: [Theme] ~ theme
func contractMakeViewModelFromList(theme: Any) throws -> AnyObject {
    let viewModel = try contractStartedViewModel() as! EmojiMemoryGame
    let kept = viewModel.«name»
    viewModel.«name» = [theme as! Theme]
    try contractNewGame(viewModel)
    viewModel.«name» = kept
    return viewModel
}
// or: a list of themes written out where no line can set it (a local in `init`, a computed property, a function's result), which the compiled copy hooks (`WrittenLists`): it gives the new theme, as a line added to it would
func contractMakeViewModelFromList(theme: Any) throws -> AnyObject {
    __contractListItems = [theme]
    defer { __contractListItems = nil }
    let viewModel = try contractStartedViewModel()
    // A list read before the checks could add to it (kept from an earlier game) says nothing.
    guard let shown = try? contractThemeName(viewModel), let made = try? contractNameOfTheme(theme), shown.lowercased() == made.lowercased() else {
        throw ContractGap("EmojiMemoryGame has no initializer that takes a theme, nor a list of themes the checks can add one to, to start a game with a new one")
    }
    return viewModel
}

/// A ViewModel started with `theme`: by its initializer when it has one, else by putting the
/// theme in the list it deals from, as a programmer adding one line to it would. (The
/// initializer first: a list is dealt through `init()`, whose faults are other tasks'.)
func contractMakeViewModel(theme: Any) throws -> AnyObject {
    do { return try contractMakeViewModelByInit(theme: theme) } catch is ContractGap {
        return try contractMakeViewModelFromList(theme: theme)
    }
}

/// One of an enum's cases at random: what a ViewModel made with a choice of theme
/// (`init(chosenTheme: Themes)`, the themes an enum of the student's) is given.
func contractAnyCase<Choice: CaseIterable>() throws -> Choice {
    guard let choice = Choice.allCases.randomElement() else { throw ContractNoThemes() }
    return choice
}

/// What a ViewModel made with a theme is given when the themes the code keeps are none.
struct ContractNoThemes: Error, CustomStringConvertible {
    var description: String { "the list of themes to start a game with is empty" }
}

/// One of `themes` at random, or the error that there are none.
func contractRandom<Item>(_ themes: [Item]) throws -> Item {
    guard let theme = themes.randomElement() else { throw ContractNoThemes() }
    return theme
}

// contract: EmojiMemoryGame has no initializer that takes only a theme, to make it with one of the themes it keeps
func contractMakeViewModelWithAnyTheme() throws -> AnyObject {
    try contractRequireClass(EmojiMemoryGame(theme: contractAnyTheme() as! Theme))
}
// or each: EmojiMemoryGame.init(Theme)
func contractMakeViewModelWithAnyTheme() throws -> AnyObject {
    try contractRequireClass(EmojiMemoryGame«(contractAnyTheme() as! Theme)»)
}
// or each: EmojiMemoryGame.init(_)
func contractMakeViewModelWithAnyTheme() throws -> AnyObject {
    try contractRequireClass(EmojiMemoryGame«(contractAnyCase())»)
}

// contract: there is no list of themes the grader can find to start a game with: a static array of themes on the theme type or on EmojiMemoryGame, or a theme type that is `CaseIterable`
func contractAnyTheme() throws -> Any {
    try contractRandom(EmojiMemoryGame.themes)
}
// or each: EmojiMemoryGame.static var: [Theme]
func contractAnyTheme() throws -> Any {
    try contractRandom(EmojiMemoryGame.«name»)
}
// or each: Theme.static var: [Theme]
func contractAnyTheme() throws -> Any {
    try contractRandom(Theme.«name»)
}
// or each: EmojiMemoryGame.static let: [Theme] ~ theme
func contractAnyTheme() throws -> Any {
    try contractRandom(EmojiMemoryGame.«name»)
}
// or each: Theme.static let: [Theme] ~ theme all
func contractAnyTheme() throws -> Any {
    try contractRandom(Theme.«name»)
}
// or each: _TopLevel.let: [Theme] ~ theme all
func contractAnyTheme() throws -> Any {
    try contractRandom(«name»)
}
// or each: *.static let: [Theme] ~ theme all
func contractAnyTheme() throws -> Any {
    try contractRandom(«owner».«name»)
}
// or each: *.static var: [Theme] ~ theme all list
func contractAnyTheme() throws -> Any {
    try contractRandom(«owner».«name»)
}
// or: a theme type that lists its cases
func contractAnyTheme() throws -> Any {
    try contractRandom(Array(Theme.allCases))
}
