// Themes kept side by side in lists (a list of names, a list of emoji, a list of colours, the
// i-th of each making the i-th theme) are no theme as one value: adding one is a line in each
// list, never one line, however well `EmojiMemoryGame(theme:)` takes a theme it was handed.
// That is Required Task 5's verdict on them, once the games are seen to pair each name they
// show with the emoji at the same place in another list, and no list of whole themes is kept.
import Foundation
@testable internal import Submission

/// Two lists of the student's that keep the themes' parts side by side, by the names they go by.
package struct ContractParallelLists {
    package let names: String
    package let emojis: String
}

// The stored properties of the student's types (`static`) and top level named like a theme's
// parts, each by the name it goes by: the lists that may keep themes side by side.
// contract: the code keeps no theme's parts in a property of its types' (`static`)
func contractStaticPartStores() throws -> [(String, Any)] {
    []
}
// or all: *.static let: _ ~ name title theme emoji symbol icon content
func contractStaticPartStores() throws -> [(String, Any)] {
    [
        ("«owner».«name»", «owner».«name» as Any),
    ]
}

// contract: the code keeps no theme's parts at its top level
func contractTopLevelPartStores() throws -> [(String, Any)] {
    []
}
// or all: _TopLevel.let: _ ~ name title theme emoji symbol icon content
func contractTopLevelPartStores() throws -> [(String, Any)] {
    [
        ("«name»", «name» as Any),
    ]
}

extension ContractViewModel {
    /// The lists that keep the themes new games show side by side: a list of texts holding
    /// every name shown (at least two), and a list of the same length whose item at each
    /// name's place holds every emoji its games dealt. nil when a list of whole themes (values
    /// holding their own name) is kept too, or when there are no such lists.
    package static var themesAreParallel: ContractParallelLists? {
        var shown: [String: Set<String>] = [:]
        var stores = ((try? contractStaticPartStores()) ?? []) + ((try? contractTopLevelPartStores()) ?? [])
        for round in 0..<40 {
            guard let viewModel = try? ContractViewModel(), let name = try? viewModel.themeName,
                  let cards = try? viewModel.cards else { break }
            shown[ContractCases.plain(name), default: []].formUnion(cards.map(\.content))
            // The view model's own stored lists, whatever they are called.
            if round == 0 {
                stores += ContractKeptTheme.storedValues(Mirror(reflecting: viewModel.raw)).map { ("\(type(of: viewModel.raw)).\($0.label ?? "")", $0.value) }
            }
        }
        guard shown.count >= 2, !stores.contains(where: { keepsWholeThemes($0.1, named: Set(shown.keys)) }) else { return nil }
        let texts = stores.compactMap { name, value in (value as? [String]).map { (name, $0.map(ContractCases.plain)) } }
        let emojiLists = stores.compactMap { name, value in emojiList(value).map { (name, $0) } }
        for (namesLabel, names) in texts {
            let places = shown.keys.map { names.firstIndex(of: $0) }
            guard places.allSatisfy({ $0 != nil }) else { continue }
            for (emojiLabel, lists) in emojiLists where emojiLabel != namesLabel && lists.count == names.count {
                let paired = zip(shown.values, places).allSatisfy { dealt, place in dealt.isSubset(of: lists[place!]) }
                if paired { return ContractParallelLists(names: namesLabel, emojis: emojiLabel) }
            }
        }
        return nil
    }

    /// `value` as one set of emoji for each theme: `[[String]]`, `[[Character]]`, or `[String]`
    /// with each theme's emoji written in one text ("👻🎃🦇").
    private static func emojiList(_ value: Any) -> [Set<String>]? {
        switch value {
        case let lists as [[String]]: return lists.map(Set.init)
        case let lists as [[Character]]: return lists.map { Set($0.map(String.init)) }
        case let texts as [String]: return texts.map { Set($0.map(String.init)) }
        default: return nil
        }
    }

    /// Whether `value` is a list of at least two values that hold, each, one of the names shown:
    /// whole themes (`[Theme]`), kept beside any lists made from them.
    private static func keepsWholeThemes(_ value: Any, named names: Set<String>) -> Bool {
        let list = Mirror(reflecting: value)
        guard list.displayStyle == .collection, list.children.count >= 2 else { return false }
        return list.children.contains { item in
            guard !(item.value is String) else { return false }
            return Mirror(reflecting: item.value).children.contains { ($0.value as? String).map { names.contains(ContractCases.plain($0)) } ?? false }
        }
    }
}
