/// The types a submission declares and their members' shapes: names, parameter labels and
/// types, property types, from a quick reading of the source (comments and strings blanked,
/// bodies skipped). It is how the grader finds a student's API by what it is, not what it is
/// called (`ShapePattern`, `TypeRoles`): no compiler is asked, so what it cannot read it leaves
/// out, and the build decides in the end.
public struct DeclarationIndex: Sendable {
    public struct Parameter: Equatable, Sendable {
        /// The argument label: nil for `_`.
        public var label: String?
        public var type: String
        public var hasDefault: Bool
    }

    public struct Member: Equatable, Sendable {
        public enum Kind: String, Sendable { case property, function, initializer, enumCase }
        public var kind: Kind
        public var name: String
        public var isStatic = false
        public var isPrivate = false
        public var parameters: [Parameter] = []
        /// A property's type, or a function's result type ("" for none, "?" when not written).
        public var type: String = ""
        /// A stored property's `= value` (a default the memberwise initializer takes).
        public var hasValue = false
        /// A computed property (`var x: Int { … }`).
        public var isComputed = false
        /// A `let`: with a value, the memberwise initializer leaves it out.
        public var isLet = false
        /// A function or initializer marked `throws` or `async`: not called as a plain one.
        public var hasEffects = false
        /// A stored property whose value is an element of another member's list (`= themes[0]`):
        /// that member's name, for its type to be read from the list's.
        var elementOf: String?
        /// An initializer's: the names its body goes through item by item (`for i in themes.indices`,
        /// `themes.forEach`), whose every item it reads.
        var iterates: Set<String> = []
    }

    public struct TypeDeclaration: Equatable, Sendable {
        public var kind: String
        /// `Outer.Inner` for a nested type.
        public var name: String
        public var genericParameters: [String] = []
        public var conformances: [String] = []
        public var members: [Member] = []
        public var isPrivate = false

        /// The last part of the name: `Card` for `MemoryGame.Card`.
        public var shortName: String { String(name.split(separator: ".").last ?? Substring(name)) }

        /// Its initializers, with the ones Swift writes for it when it writes none: a struct's
        /// memberwise one, a class's `init()` when every stored property has a value.
        public var initializers: [Member] {
            let written = members.filter { $0.kind == .initializer }
            guard written.isEmpty else { return written }
            let stored = members.filter { $0.kind == .property && !$0.isStatic && !$0.isComputed }
            if kind == "struct", stored.allSatisfy({ $0.type != "?" || $0.hasValue }) {
                // A `var` of an Optional type starts as nil: the memberwise initializer may leave it out.
                let parameters = stored.filter { !($0.hasValue && $0.isLet) }
                    .map { Parameter(label: $0.name, type: $0.type, hasDefault: $0.hasValue || (!$0.isLet && $0.type.hasSuffix("?"))) }
                return [Member(kind: .initializer, name: "init", parameters: parameters)]
            }
            if kind == "class", stored.allSatisfy(\.hasValue) { return [Member(kind: .initializer, name: "init")] }
            return []
        }
    }

    public var types: [TypeDeclaration] = []
    /// What the files declare outside any type (`let themes: [Theme] = […]`), as the members of
    /// a type named `topLevelName`, found only by that name.
    public var topLevel = TypeDeclaration(kind: "file", name: DeclarationIndex.topLevelName)
    public static let topLevelName = "_TopLevel"
    /// What each `typealias` name stands for, as written.
    public var aliases: [String: String] = [:]
    /// Those of `aliases` declared inside a type (`EmojiMemoryGame.gameTheme`).
    public var nestedAliases: Set<String> = []

    /// The type named `name`: by its whole name, else by its last part when only one type has it.
    /// A name the contract writes specialized (`MemoryGame<String>.Theme`) is read without its arguments.
    public func type(_ written: String) -> TypeDeclaration? {
        let name = Self.unspecialized(written)
        if name == Self.topLevelName { return topLevel }
        if let exact = types.first(where: { $0.name == name }) { return exact }
        if let target = aliases[name] {
            let last = target.split(separator: ".").last.map { String($0.prefix { $0 != "<" }) } ?? target
            if last != name { return type(last) }
        }
        let short = types.filter { $0.shortName == name }
        return short.count == 1 ? short[0] : nil
    }

    /// `name` without generic arguments: `MemoryGame<String>.Theme` is `MemoryGame.Theme`.
    static func unspecialized(_ name: String) -> String {
        guard name.contains("<") else { return name }
        var depth = 0
        return String(name.filter { character in
            if character == "<" { depth += 1 } else if character == ">" { depth -= 1; return false }
            return depth == 0
        })
    }

    /// `name` (the student's, maybe nested) with each generic type in it given `String` for
    /// each parameter (`Theme<String>`, `MemoryGame<String>.Theme`): how the contract, whose games
    /// hold `String`s, must write a type it names without arguments. The last part is left bare
    /// when `lastTakesArguments`: the contract writes them (`MemoryGame<String>`).
    func specialized(_ name: String, lastTakesArguments: Bool) -> String {
        let parts = name.split(separator: ".").map(String.init)
        return parts.indices.map { index in
            let count = type(parts[...index].joined(separator: "."))?.genericParameters.count ?? 0
            guard count > 0, !(lastTakesArguments && index == parts.count - 1) else { return parts[index] }
            return parts[index] + "<" + Array(repeating: "String", count: count).joined(separator: ", ") + ">"
        }.joined(separator: ".")
    }

    /// The declarations of these files.
    public init(files: [SourceFile]) {
        self.init(files.map { String(decoding: $0.contents, as: UTF8.self) })
    }

    public init(_ sources: [String]) {
        var extensions: [(name: String, members: [Member], conformances: [String])] = []
        for source in sources {
            var reader = DeclarationReader(tokens: SwiftTokens.tokens(SwiftSourceScan.blankCommentsAndStrings(source)))
            topLevel.members += reader.read(into: &types, extensions: &extensions)
            aliases.merge(reader.aliases) { first, _ in first }
            nestedAliases.formUnion(reader.nestedAliases)
        }
        // An extension's members belong to the type it extends, wherever that is declared.
        for (name, members, conformances) in extensions {
            guard let index = types.firstIndex(where: { $0.name == name }) ?? types.firstIndex(where: { $0.shortName == name }) else { continue }
            types[index].members += members
            types[index].conformances += conformances
        }
        // `var currentTheme = themes[0]` is a Theme when `themes` is a `[Theme]`.
        for (number, type) in types.enumerated() {
            for (position, member) in type.members.enumerated() where member.type == "?" {
                guard let list = member.elementOf, let source = type.members.first(where: { $0.name == list && $0.kind == .property }) else { continue }
                let listType = ShapePattern.normalized(source.type, renaming: [:])   // `Array<T>` is `[T]`
                guard listType.hasPrefix("["), listType.hasSuffix("]"), !listType.contains(":") else { continue }
                types[number].members[position].type = String(listType.dropFirst().dropLast())
            }
        }
    }
}
