// The last way Required Task 5 writes a new theme: a theme the code keeps, copied, with the new
// theme's name, emoji, number of pairs and colour put in the stored properties that hold them.
// A theme type whose initializer has a shape of its own (an `id` or a second colour beside the
// four parts, another order, a helper that fills some of them) still keeps those four parts,
// and a copy with them replaced is what a programmer's one line would write. Properties the
// copy keeps from the old theme (an `id`, an accent colour) are the student's own business.
// A `let` or `private(set)` property is opened in the compiled copy only (`let` shapes). Only a
// struct is copied: a class theme is shared, and setting it would change a theme the game keeps.
internal import SwiftUI
@testable internal import Submission

/// A theme like the ones the student's code keeps, with `spec`'s four parts. Every number of
/// pairs it keeps is set (a least and a most are one number then). `forGame`: only what a
/// Model dealing from it needs (its name and emoji, and its number of pairs where it keeps one).
func contractCopyOfTheme(_ spec: ContractThemeSpec, forGame: Bool = false) throws -> Any {
    var theme = try contractKeptTheme()
    // An enum's cases keep no stored parts: its setters are stubs, which say so as facts.
    try contractThemeIsAValue()
    try contractSetNameOfTheme(&theme, spec.name)
    try contractSetEmojisOfTheme(&theme, spec.emojis)
    if forGame {
        try? contractSetPairsOfTheme(&theme, spec.numberOfPairs)
        return theme
    }
    // A theme type that keeps no whole number at all has no number to give (Required Task 3's fault).
    if !contractKeepsNoNumber(contractThemeKeepsANumber) { try contractSetPairsOfTheme(&theme, spec.numberOfPairs) }
    try contractSetColorOfTheme(&theme, spec.color)
    return theme
}

/// Whether a type is a class, told as the contract compiles: for a class the overload
/// constrained to `AnyObject` is the more specific, and its answer is no number.
func contractValueWitness<T>(_: T.Type) -> Int { 0 }
func contractValueWitness<T: AnyObject>(_: T.Type) -> Never.Type { Never.self }

// A fact of the build, so no program can claim it of a struct's copy.
// contract: the theme type is a class (or none the grader can find), so a copy of a kept theme would be that theme itself
func contractThemeIsAValue() throws {
    let witness = contractValueWitness(Theme.self)
    _ = witness + 0
}

/// The case of `T` that prints as `name` ("teal" for `.teal`), for a theme whose colour is an
/// enum of the student's own.
func contractCase<T: CaseIterable>(named name: String) throws -> T {
    guard let found = T.allCases.first(where: { "\($0)".lowercased() == name.lowercased() }) else {
        throw ContractGap("the theme's colours have no case \(name)")
    }
    return found
}

/// A theme the code keeps: from its list of themes, else the one a new game plays.
func contractKeptTheme() throws -> Any {
    do { return try contractAnyTheme() } catch is ContractGap { return try contractThemeOfViewModel(contractStartedViewModel()) }
}

/// The first theme `viewModel` keeps: the one it plays, before any list.
func contractThemeOfViewModel(_ viewModel: AnyObject) throws -> Any {
    guard let theme = try contractThemesOfViewModel(viewModel).first else { throw ContractNoKeptTheme() }
    return theme
}

/// A view model whose theme properties are all empty after a game began (an optional theme
/// that is nil, a list that is empty): the View shows no theme, which fails the tasks that
/// need one. Not a part the code lacks: a program could claim that falsely to leave them ungraded.
struct ContractNoKeptTheme: Error, CustomStringConvertible {
    var description: String { "EmojiMemoryGame keeps no theme after a game began (its theme is nil, or its list of themes empty)" }
}

// contract: EmojiMemoryGame keeps no theme the checks can copy
func contractThemesOfViewModel(_ viewModel: AnyObject) throws -> [Any] {
    _ = { (viewModel: EmojiMemoryGame) -> Theme in viewModel.theme }   // a theme it shows, as the reference's
    return contractStoredValues(of: viewModel) { $0 is Theme }
}
// or each: *.var: Theme
func contractThemesOfViewModel(_ viewModel: AnyObject) throws -> [Any] { contractStoredValues(of: viewModel) { $0 is Theme } }
// or each: *.var: Theme?
func contractThemesOfViewModel(_ viewModel: AnyObject) throws -> [Any] { contractStoredValues(of: viewModel) { $0 is Theme } }
// or each: *.var: [Theme]
func contractThemesOfViewModel(_ viewModel: AnyObject) throws -> [Any] { contractStoredValues(of: viewModel) { $0 is Theme } }
// or each: MemoryGame.var: Theme
func contractThemesOfViewModel(_ viewModel: AnyObject) throws -> [Any] { contractStoredValues(of: viewModel) { $0 is Theme } }
// or each: MemoryGame.var: Theme?
func contractThemesOfViewModel(_ viewModel: AnyObject) throws -> [Any] { contractStoredValues(of: viewModel) { $0 is Theme } }
// or each: MemoryGame.var: [Theme]
func contractThemesOfViewModel(_ viewModel: AnyObject) throws -> [Any] { contractStoredValues(of: viewModel) { $0 is Theme } }
// or each: *.let: Theme
func contractThemesOfViewModel(_ viewModel: AnyObject) throws -> [Any] { contractStoredValues(of: viewModel) { $0 is Theme } }
// or each: *.let: Theme?
func contractThemesOfViewModel(_ viewModel: AnyObject) throws -> [Any] { contractStoredValues(of: viewModel) { $0 is Theme } }
// or each: *.let: [Theme]
func contractThemesOfViewModel(_ viewModel: AnyObject) throws -> [Any] { contractStoredValues(of: viewModel) { $0 is Theme } }
// or each: MemoryGame.let: Theme
func contractThemesOfViewModel(_ viewModel: AnyObject) throws -> [Any] { contractStoredValues(of: viewModel) { $0 is Theme } }
// or each: MemoryGame.let: Theme?
func contractThemesOfViewModel(_ viewModel: AnyObject) throws -> [Any] { contractStoredValues(of: viewModel) { $0 is Theme } }
// or each: MemoryGame.let: [Theme]
func contractThemesOfViewModel(_ viewModel: AnyObject) throws -> [Any] { contractStoredValues(of: viewModel) { $0 is Theme } }
// or: no type of the code stores a theme, an optional one or a list of them
func contractThemesOfViewModel(_ viewModel: AnyObject) throws -> [Any] {
    // Chosen only when no alternative above fits: a fact of the build the checks can believe.
    throw ContractGap(because: "EmojiMemoryGame keeps no theme the checks can copy: no property of its, of its Model's or of any type of the code's holds a theme (or an optional one, or a list of them)")
}

/// The values `viewModel` holds that are `wanted` (its themes). Breadth first through its
/// stored values (its Model and lists too), private ones included: read, never opened. A
/// wanted value's own values are not looked into. (It names no type of the student's, so that
/// a build whose code has no theme type still compiles it.)
func contractStoredValues(of viewModel: AnyObject, _ wanted: (Any) -> Bool) -> [Any] {
    var queue: [(value: Any, depth: Int)] = [(viewModel, 0)]
    var next = 0
    var found: [Any] = []
    while next < queue.count, next < 2_000 {
        let (value, depth) = queue[next]
        next += 1
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle != .optional, wanted(value) { found.append(value); continue }   // an Optional's value is looked at next
        if depth < 4 { queue += mirror.children.map { ($0.value, depth + 1) } }
    }
    return found
}

// contract: the theme keeps no name the checks can set: a stored `String` named like `name` or `title`
func contractSetNameOfTheme(_ theme: inout Any, _ name: String) throws {
    var copy = theme as! Theme
    copy.name = name
    theme = copy
}
// or each: Theme.let: String ~ name title !~ color colour emoji icon image symbol
func contractSetNameOfTheme(_ theme: inout Any, _ name: String) throws {
    var copy = theme as! Theme
    copy.«name» = name
    theme = copy
}

// contract: the theme keeps no emoji the checks can set: a stored array, set or string named like `emojis`
func contractSetEmojisOfTheme(_ theme: inout Any, _ emojis: [String]) throws {
    var copy = theme as! Theme
    copy.emojis = emojis
    theme = copy
}
// or each: Theme.let: _ ~ emoji content symbol element item
func contractSetEmojisOfTheme(_ theme: inout Any, _ emojis: [String]) throws {
    var copy = theme as! Theme
    copy.«name» = emojis
    theme = copy
}
// or each: Theme.let: _ ~ emoji content symbol element item
func contractSetEmojisOfTheme(_ theme: inout Any, _ emojis: [String]) throws {
    var copy = theme as! Theme
    copy.«name» = Set(emojis)
    theme = copy
}
// or each: Theme.let: String ~ emoji content symbol element item
func contractSetEmojisOfTheme(_ theme: inout Any, _ emojis: [String]) throws {
    var copy = theme as! Theme
    copy.«name» = emojis.joined()
    theme = copy
}
// or each: Theme.let: [Character] ~ emoji content symbol element item
func contractSetEmojisOfTheme(_ theme: inout Any, _ emojis: [String]) throws {
    var copy = theme as! Theme
    copy.«name» = emojis.compactMap(\.first)
    theme = copy
}

// contract: the theme keeps no number of pairs the checks can set: a stored `Int` (or `Int?`, nil for a random number) named like `numberOfPairs`
func contractSetPairsOfTheme(_ theme: inout Any, _ pairs: Int?) throws {
    var copy = theme as! Theme
    copy.numberOfPairs = pairs
    theme = copy
}
// or all: Theme.let: Int? ~ pair
func contractSetPairsOfTheme(_ theme: inout Any, _ pairs: Int?) throws {
    var copy = theme as! Theme
    copy.«name» = pairs
    theme = copy
}
// or all: Theme.let: Int ~ pair
func contractSetPairsOfTheme(_ theme: inout Any, _ pairs: Int?) throws {
    var copy = theme as! Theme
    copy.«name» = pairs ?? 3
    theme = copy
}
// or each: Theme.let: Int? ~ count number
func contractSetPairsOfTheme(_ theme: inout Any, _ pairs: Int?) throws {
    var copy = theme as! Theme
    copy.«name» = pairs
    theme = copy
}
// or each: Theme.let: Int ~ count number
func contractSetPairsOfTheme(_ theme: inout Any, _ pairs: Int?) throws {
    var copy = theme as! Theme
    copy.«name» = pairs ?? 3
    theme = copy
}

// contract: the theme keeps no colour the checks can set: a stored colour named like `color` (its name, a `Color`, a `UIColor`, a list of `Color`s, or an enum with cases named like SwiftUI's colours)
func contractSetColorOfTheme(_ theme: inout Any, _ color: String) throws {
    var copy = theme as! Theme
    copy.color = contractColorWord(color)
    theme = copy
}
// or each: Theme.let: String ~ color colour
func contractSetColorOfTheme(_ theme: inout Any, _ color: String) throws {
    var copy = theme as! Theme
    copy.«name» = contractColorWord(color)
    theme = copy
}
// or each: Theme.let: Color ~ color colour
func contractSetColorOfTheme(_ theme: inout Any, _ color: String) throws {
    var copy = theme as! Theme
    copy.«name» = contractColor(named: color)
    theme = copy
}
// or each: Theme.let: UIColor ~ color colour
func contractSetColorOfTheme(_ theme: inout Any, _ color: String) throws {
    var copy = theme as! Theme
    copy.«name» = contractUIColor(named: color)
    theme = copy
}
// or each: Theme.let: [Color] ~ color colour
func contractSetColorOfTheme(_ theme: inout Any, _ color: String) throws {
    var copy = theme as! Theme
    copy.«name» = [contractColor(named: color)]
    theme = copy
}
// or each: Theme.let: _ ~ color colour
func contractSetColorOfTheme(_ theme: inout Any, _ color: String) throws {
    var copy = theme as! Theme
    copy.«name» = try contractCase(named: color)
    theme = copy
}
