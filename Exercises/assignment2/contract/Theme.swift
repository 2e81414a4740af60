// The theme, as the View reads it from the ViewModel: the whole `theme` (`theme.name`) or its
// parts (`themeName`). A theme's colour may be a name ("orange"), a SwiftUI Color or a UIColor: the
// checks compare what it prints as. Where the themes are kept is the student's choice; the
// checks find them by playing new games. Required Task 5 writes a theme of its own, so it
// needs a way to make one and start a game with it: `Theme(...)` and `EmojiMemoryGame(theme:)`.
internal import SwiftUI
@testable internal import Submission

// contract: EmojiMemoryGame shows no theme name the grader knows: `theme.name`, `themeName`, `currentTheme.name`, `chosenTheme.name`, `selectedTheme.name`, `currentThemeName`, `themeTitle` or `theme.title`
func contractThemeName(_ viewModel: AnyObject) throws -> String {
    (viewModel as! EmojiMemoryGame).theme.name
}
// or:
func contractThemeName(_ viewModel: AnyObject) throws -> String {
    (viewModel as! EmojiMemoryGame).themeName
}
// or:
func contractThemeName(_ viewModel: AnyObject) throws -> String {
    (viewModel as! EmojiMemoryGame).currentTheme.name
}
// or:
func contractThemeName(_ viewModel: AnyObject) throws -> String {
    (viewModel as! EmojiMemoryGame).chosenTheme.name
}
// or:
func contractThemeName(_ viewModel: AnyObject) throws -> String {
    (viewModel as! EmojiMemoryGame).selectedTheme.name
}
// or:
func contractThemeName(_ viewModel: AnyObject) throws -> String {
    (viewModel as! EmojiMemoryGame).currentThemeName
}
// or:
func contractThemeName(_ viewModel: AnyObject) throws -> String {
    (viewModel as! EmojiMemoryGame).themeTitle
}
// or:
func contractThemeName(_ viewModel: AnyObject) throws -> String {
    (viewModel as! EmojiMemoryGame).theme.title
}

// contract: EmojiMemoryGame shows no theme colour the grader knows: `theme.color`, `themeColor`, `color`, `currentTheme.color`, `chosenTheme.color`, `selectedTheme.color` or `theme.colour`
func contractThemeColor(_ viewModel: AnyObject) throws -> String {
    "\((viewModel as! EmojiMemoryGame).theme.color)"
}
// or:
func contractThemeColor(_ viewModel: AnyObject) throws -> String {
    "\((viewModel as! EmojiMemoryGame).themeColor)"
}
// or:
func contractThemeColor(_ viewModel: AnyObject) throws -> String {
    "\((viewModel as! EmojiMemoryGame).color)"
}
// or:
func contractThemeColor(_ viewModel: AnyObject) throws -> String {
    "\((viewModel as! EmojiMemoryGame).currentTheme.color)"
}
// or:
func contractThemeColor(_ viewModel: AnyObject) throws -> String {
    "\((viewModel as! EmojiMemoryGame).chosenTheme.color)"
}
// or:
func contractThemeColor(_ viewModel: AnyObject) throws -> String {
    "\((viewModel as! EmojiMemoryGame).selectedTheme.color)"
}
// or:
func contractThemeColor(_ viewModel: AnyObject) throws -> String {
    "\((viewModel as! EmojiMemoryGame).theme.colour)"
}

// contract: EmojiMemoryGame's theme shows no emoji the grader knows: `theme.emojis`, `theme.emoji`, `currentTheme.emojis`, `chosenTheme.emojis` or `selectedTheme.emojis`, nor keeps a theme that holds the name shown beside its emoji
func contractThemeEmojis(_ viewModel: AnyObject) throws -> [String] {
    (viewModel as! EmojiMemoryGame).theme.emojis.map { "\($0)" }
}
// or:
func contractThemeEmojis(_ viewModel: AnyObject) throws -> [String] {
    (viewModel as! EmojiMemoryGame).theme.emoji.map { "\($0)" }
}
// or:
func contractThemeEmojis(_ viewModel: AnyObject) throws -> [String] {
    (viewModel as! EmojiMemoryGame).currentTheme.emojis.map { "\($0)" }
}
// or:
func contractThemeEmojis(_ viewModel: AnyObject) throws -> [String] {
    (viewModel as! EmojiMemoryGame).chosenTheme.emojis.map { "\($0)" }
}
// or:
func contractThemeEmojis(_ viewModel: AnyObject) throws -> [String] {
    (viewModel as! EmojiMemoryGame).selectedTheme.emojis.map { "\($0)" }
}

// contract: EmojiMemoryGame's theme shows no number of pairs the grader knows: `theme.numberOfPairs`, `theme.numberOfPairsOfCards`, `currentTheme.numberOfPairs` or `chosenTheme.numberOfPairs` (an Int, or nil for a random number), nor keeps a theme with a number of pairs beside the name shown
func contractThemePairs(_ viewModel: AnyObject) throws -> Int? {
    let pairs: Int? = (viewModel as! EmojiMemoryGame).theme.numberOfPairs
    return pairs
}
// or:
func contractThemePairs(_ viewModel: AnyObject) throws -> Int? {
    let pairs: Int? = (viewModel as! EmojiMemoryGame).theme.numberOfPairsOfCards
    return pairs
}
// or:
func contractThemePairs(_ viewModel: AnyObject) throws -> Int? {
    let pairs: Int? = (viewModel as! EmojiMemoryGame).currentTheme.numberOfPairs
    return pairs
}
// or:
func contractThemePairs(_ viewModel: AnyObject) throws -> Int? {
    let pairs: Int? = (viewModel as! EmojiMemoryGame).chosenTheme.numberOfPairs
    return pairs
}

/// A Color for a colour's name, for a Theme that keeps a SwiftUI Color.
func contractColor(named name: String) -> Color {
    switch name {
    case "teal": return .teal
    case "indigo": return .indigo
    case "green": return .green
    case "blue": return .blue
    default: return .gray
    }
}

// contract: there is no `Theme(name:emojis:numberOfPairs:color:)` to write a new theme in one line (numberOfPairs an Int? for a random number, color a name, a Color or a UIColor)
func contractMakeTheme(_ spec: ThemeSpec) throws -> Any {
    Theme(name: spec.name, emojis: spec.emojis, numberOfPairs: spec.numberOfPairs, color: spec.color)
}
// or: the colour is a SwiftUI Color
func contractMakeTheme(_ spec: ThemeSpec) throws -> Any {
    Theme(name: spec.name, emojis: spec.emojis, numberOfPairs: spec.numberOfPairs, color: contractColor(named: spec.color))
}
// or:
func contractMakeTheme(_ spec: ThemeSpec) throws -> Any {
    Theme(name: spec.name, emojis: spec.emojis, numberOfPairsOfCards: spec.numberOfPairs, color: spec.color)
}
// or:
func contractMakeTheme(_ spec: ThemeSpec) throws -> Any {
    Theme(name: spec.name, emojis: spec.emojis, numberOfPairsOfCards: spec.numberOfPairs, color: contractColor(named: spec.color))
}
// or: the colour is a UIColor (on iOS, SwiftUI brings UIKit with it)
func contractMakeTheme(_ spec: ThemeSpec) throws -> Any {
    let colors: [String: UIColor] = ["teal": .systemTeal, "indigo": .systemIndigo, "green": .systemGreen, "blue": .systemBlue]
    return Theme(name: spec.name, emojis: spec.emojis, numberOfPairs: spec.numberOfPairs, color: colors[spec.color] ?? .systemGray)
}
// or:
func contractMakeTheme(_ spec: ThemeSpec) throws -> Any {
    let colors: [String: UIColor] = ["teal": .systemTeal, "indigo": .systemIndigo, "green": .systemGreen, "blue": .systemBlue]
    return Theme(name: spec.name, emojis: spec.emojis, numberOfPairsOfCards: spec.numberOfPairs, color: colors[spec.color] ?? .systemGray)
}

// contract: EmojiMemoryGame has no `init(theme: Theme)` to start a game with a new theme
func contractMakeViewModel(theme: Any) throws -> AnyObject {
    contractRequireClass(EmojiMemoryGame(theme: theme as! Theme))
}
