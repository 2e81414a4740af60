// The theme a view model keeps, found by what it holds rather than by its name. Many
// ViewModels show the View only the theme's name and colour (`themeName`, `themeColor`) and
// keep the theme itself private, so no spelling in Theme.swift reaches its emoji. Mirror sees
// stored properties whatever they are called and however private: the theme is the stored
// value that holds the name shown beside a list of at least two emoji. Computed properties
// are invisible to Mirror, so a theme made only of them (an enum) is not found, and the
// checks that need its emoji say what they wait for.
import Foundation

struct KeptTheme {
    let emojis: [String]
    /// The theme's number of pairs: `.some(nil)` for a random number, nil when it has none.
    let pairs: Int??

    /// Breadth first through `viewModel`'s stored values (its Model, optionals, arrays of
    /// themes), so the theme it holds itself is found before any list it keeps.
    static func find(in viewModel: AnyObject, named name: String) -> KeptTheme? {
        var queue: [(value: Any, depth: Int)] = [(viewModel, 0)]
        var next = 0
        var classes = Set<ObjectIdentifier>()
        while next < queue.count, next < 5_000 {
            let (value, depth) = queue[next]
            next += 1
            let mirror = Mirror(reflecting: value)
            if mirror.displayStyle == .class, !classes.insert(ObjectIdentifier(value as AnyObject)).inserted { continue }
            if let theme = theme(mirror, named: name) { return theme }
            guard depth < 5 else { continue }
            queue += storedValues(mirror).map { ($0.value, depth + 1) }
        }
        return nil
    }

    private static func storedValues(_ mirror: Mirror) -> [Mirror.Child] {
        Array(mirror.children) + (mirror.superclassMirror.map(storedValues) ?? [])
    }

    /// `mirror`'s subject as a theme: a struct or class with a String (or an enum's case) equal
    /// to `name` (letter case aside) and a list of emoji.
    private static func theme(_ mirror: Mirror, named name: String) -> KeptTheme? {
        guard mirror.displayStyle == .struct || mirror.displayStyle == .class else { return nil }
        let fields = storedValues(mirror)
        guard fields.contains(where: { named($0.value)?.caseInsensitiveCompare(name) == .orderedSame }) else { return nil }
        let lists = fields.compactMap { field in emojiList(field.value).map { (label: field.label?.lowercased() ?? "", emojis: $0) } }
        guard let emojis = (lists.first { $0.label.contains("emoji") } ?? lists.first)?.emojis else { return nil }
        let pairs = fields.first { field in
            let label = field.label?.lowercased() ?? ""
            return label.contains("pair") || label.contains("numcards")
        }.flatMap { numberOfPairs($0.value) }
        return KeptTheme(emojis: emojis, pairs: pairs)
    }

    /// A name as the View shows it: a String, or an enum's case (`name: ThemeName.vehicles`
    /// shown by its raw value, "vehicles").
    private static func named(_ value: Any) -> String? {
        if let string = value as? String { return string }
        return Mirror(reflecting: value).displayStyle == .enum ? "\(value)" : nil
    }

    /// At least two emoji, kept as [String], [Character], a Set of them, or one String.
    private static func emojiList(_ value: Any) -> [String]? {
        let items: [String]
        switch value {
        case let strings as [String]: items = strings
        case let characters as [Character]: items = characters.map(String.init)
        case let strings as Set<String>: items = strings.sorted()
        case let string as String: items = string.map(String.init)
        default: return nil
        }
        let isEmoji = { (item: String) in !item.isEmpty && item.unicodeScalars.contains { !$0.isASCII } }
        return items.count >= 2 && items.allSatisfy(isEmoji) ? items : nil
    }

    /// An Int, or an Int? (nil meaning a random number).
    private static func numberOfPairs(_ value: Any) -> Int?? {
        if let optional = value as? Int? { return .some(optional) }
        return nil
    }
}
