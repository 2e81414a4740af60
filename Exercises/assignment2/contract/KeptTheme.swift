// The theme a view model keeps, found by what it holds rather than by its name. Many
// ViewModels show the View only the theme's name and colour (`themeName`, `themeColor`) and
// keep the theme itself private, so no spelling in Theme.swift reaches its emoji. Mirror sees
// stored properties whatever they are called and however private: the theme is the stored
// value that holds the name shown beside a list of at least two emoji. Computed properties
// are invisible to Mirror: a theme made only of them (an enum's case) is ShownTheme's to find.
import Foundation

struct ContractKeptTheme {
    let emojis: [String]
    /// The theme's number of pairs: `.some(nil)` for a random number, nil when it has none.
    let pairs: Int??
    /// The theme's colour as it prints, nil when it has none.
    var color: String? = nil

    /// Breadth first through `holder`'s stored values (a view model's Model, optionals, arrays
    /// of themes), so the theme it holds itself is found before any list it keeps.
    static func find(in holder: Any, named name: String) -> ContractKeptTheme? {
        var queue: [(value: Any, depth: Int)] = [(holder, 0)]
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

    /// `mirror`'s stored values, its superclasses' too, whatever they are called and however private.
    static func storedValues(_ mirror: Mirror) -> [Mirror.Child] {
        Array(mirror.children) + (mirror.superclassMirror.map(storedValues) ?? [])
    }

    /// `mirror`'s subject as a theme: a struct or class with a String (or an enum's case) equal
    /// to `name` (letter case aside) and a list of emoji.
    private static func theme(_ mirror: Mirror, named name: String) -> ContractKeptTheme? {
        guard mirror.displayStyle == .struct || mirror.displayStyle == .class else { return nil }
        let fields = storedValues(mirror)
        guard fields.contains(where: { named($0.value)?.caseInsensitiveCompare(name) == .orderedSame }) else { return nil }
        let lists = fields.compactMap { field in emojiList(field.value).map { (label: field.label?.lowercased() ?? "", emojis: $0) } }
        guard let emojis = (lists.first { $0.label.contains("emoji") } ?? lists.first)?.emojis else { return nil }
        let counts = fields.compactMap { field -> (label: String, pairs: Int??)? in
            let label = field.label?.lowercased() ?? ""
            let names = label.contains("pair") || (label.contains("card") && (label.contains("num") || label.contains("count")))
            guard names, let pairs = numberOfPairs(field.value) else { return nil }
            return (label, .some(pairs))   // written out: a nil `Int?` kept as a random number, not lost
        }
        let pairs = counts.first { !$0.label.contains("min") && !$0.label.contains("max") }?.pairs ?? range(counts)
        let color = fields.first { field in
            let label = field.label?.lowercased() ?? ""
            return label.contains("color") || label.contains("colour")
        }.map { contractShown($0.value) }
        return ContractKeptTheme(emojis: emojis, pairs: pairs, color: color)
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

    /// A least and a most number of pairs (`minNumberOfPairs`, `maxNumberOfPairs`): one number
    /// when they are equal, else a random one (`.some(nil)`); nil without both.
    private static func range(_ counts: [(label: String, pairs: Int??)]) -> Int?? {
        guard let least = counts.first(where: { $0.label.contains("min") })?.pairs ?? nil,
              let most = counts.first(where: { $0.label.contains("max") })?.pairs ?? nil else { return nil }
        return least == most ? .some(most) : .some(nil)
    }

    /// An Int, or an Int? (nil meaning a random number).
    private static func numberOfPairs(_ value: Any) -> Int?? {
        if let optional = value as? Int? { return .some(optional) }
        return nil
    }
}
