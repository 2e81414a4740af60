/// A shape a member of the student's code may have, whatever it is called, as a contract's
/// `// or each:` and `// or all:` lines write it:
///
///     MemoryGame.init(Int, (Int) -> CardContent)   an initializer taking these, labels any
///     MemoryGame.init(Int, (Int) -> CardContent, ...)  and perhaps more, each given a stand-in
///                                                  (`standIn`: "" for a String, nil, an enum's case)
///     EmojiMemoryGame.func() -> Void               a method taking nothing and giving nothing
///     EmojiMemoryGame.func(Card)                   a method taking a card, any result
///     MemoryGame.var: Int ~ score point            an Int property (or a method giving one)
///                                                  whose name has one of these words
///     Theme.static var: [Theme] !~ hidden          a static one, whose name has none of these
///     Theme.static let: [Theme] ~ theme            a stored one the checks set, as a programmer
///                                                  editing its line would: even a private one or
///                                                  a `let` (the compiled copy opens it: `OpenedMembers`);
///                                                  never an instance list an initializer goes
///                                                  through item by item
///     Theme.let: _ ~ color                         a stored one of any type (the build keeps the
///                                                  alternative whose value fits)
///     *.static let: [Theme] ~ theme                one of any type of the student's (`«owner»`)
///     *.case                                       an enum of the student's that lists its cases
///                                                  (`CaseIterable`): one match for the type
///
/// Types are compared as written, after the student's names for the reference's types
/// (`TypeRoles`) and generic parameters are put back, `Array<T>` is read as `[T]`, a nested
/// type by its last name (`MemoryGame<String>.Card` is `Card`), and `_` stands for any type.
/// Private members never match (the contract could not call them), except with `let`.
public struct ShapePattern: Equatable, Sendable {
    public enum Kind: String, Sendable { case initializer = "init", function = "func", property = "var", enumCase = "case" }

    public var owner: String
    public var kind: Kind
    public var isStatic = false
    /// `let`: a stored property the checks set, matched even when private or a `let`.
    public var opens = false
    public var parameters: [String] = []
    /// `...` last among them: the member may take other parameters, each given a stand-in value.
    public var fillsOthers = false
    /// The result (a function's) or type (a property's); nil for any.
    public var type: String?
    public var nameHas: [String] = []
    public var nameLacks: [String] = []

    /// Reads `text`; nil when it is not a shape.
    public init?(_ text: String) {
        var rest = Substring(text.trimmed)
        func words(after marker: String) -> [String] {
            guard let range = rest.range(of: marker) else { return [] }
            let list = rest[range.upperBound...].split(whereSeparator: { $0 == " " || $0 == "," }).map { $0.lowercased() }
            rest = rest[..<range.lowerBound]
            return list.filter { !$0.isEmpty && $0 != "!~" && $0 != "~" }
        }
        nameLacks = words(after: "!~")
        nameHas = words(after: " ~")
        rest = Substring(rest.trimmed)
        // The owner may be nested (`MemoryGame.Card`): it ends at the dot before the member.
        guard let dot = [".static ", ".var", ".let", ".init(", ".func(", ".case"].compactMap({ rest.range(of: $0)?.lowerBound }).min() else { return nil }
        owner = String(rest[..<dot])
        var body = rest[rest.index(after: dot)...].trimmingPrefix(" ")
        if body.hasPrefix("static ") { isStatic = true; body = body.dropFirst(7) }
        if body == "case" {
            kind = .enumCase
            isStatic = true
        } else if body.hasPrefix("var") || body.hasPrefix("let") {
            kind = .property
            opens = body.hasPrefix("let")
            guard let colon = body.firstIndex(of: ":") else { return nil }
            type = Self.normalized(String(body[body.index(after: colon)...]), renaming: [:])
            if type == "_" && !opens { type = nil }   // any type: read as it prints
        } else if body.hasPrefix("init(") || body.hasPrefix("func(") {
            kind = body.hasPrefix("init") ? .initializer : .function
            let open = body.firstIndex(of: "(")!
            let tokens = SwiftTokens.tokens(String(body[open...]))
            var depth = 0
            var inside: [String] = []
            var end = tokens.count
            for (offset, token) in tokens.enumerated() {
                if token == "(" { depth += 1; if depth == 1 { continue } }
                if token == ")" { depth -= 1; if depth == 0 { end = offset; break } }
                inside.append(token)
            }
            parameters = SwiftTokens.splitTopLevel(inside, by: ",").filter { !$0.isEmpty }
                .map { Self.normalized(SwiftTokens.join($0), renaming: [:]) }
            if parameters.last == "..." { parameters.removeLast(); fillsOthers = true }
            let after = Array(tokens[min(end + 1, tokens.count)...])
            if after.first == "->" { type = Self.normalized(SwiftTokens.join(Array(after.dropFirst())), renaming: [:]) }
        } else {
            return nil
        }
    }

    /// The members of `index`'s type playing `owner`'s part (`roles`) that have this shape, in
    /// the order of the first name word they have (`~`), then as declared.
    /// `reference` names the generic parameters the pattern's types use (`CardContent`).
    /// The owner `*` is any type of the student's that is not generic, in the order declared
    /// (`«owner»` in a declaration is its name).
    public func matches(in index: DeclarationIndex, reference: DeclarationIndex, roles: [String: String]) -> [Match] {
        if owner == "*" {
            // Not generic, nor inside a generic type: `«owner»` must name it whole.
            // (An enum listing its cases may be: its owner is written with `String` for each parameter.)
            let generic = Set(index.types.filter { !$0.genericParameters.isEmpty }.map(\.name))
            return index.types.filter { type in
                !type.isPrivate && type.genericParameters.isEmpty && type.kind != "protocol"
                    && (kind == .enumCase || !generic.contains { type.name.hasPrefix($0 + ".") })
            }
                .flatMap { matches(of: $0, in: index, reference: reference, roles: roles) }
        }
        // A nested owner's outer type may play its part under another name (`MatchingGame.Card`).
        var parts = owner.split(separator: ".").map(String.init)
        parts[0] = roles[parts[0]] ?? parts[0]
        guard let declaration = index.type(roles[owner] ?? parts.joined(separator: ".")) else { return [] }
        return matches(of: declaration, in: index, reference: reference, roles: roles)
    }

    private func matches(of declaration: DeclarationIndex.TypeDeclaration, in index: DeclarationIndex,
                         reference: DeclarationIndex, roles: [String: String]) -> [Match] {
        if kind == .enumCase {
            guard declaration.kind == "enum", declaration.conformances.contains("CaseIterable"),
                  let first = declaration.members.first(where: { $0.kind == .enumCase }) else { return [] }
            // `Theme<String>.Kind` for an enum inside a generic type: `«owner»` names it whole.
            var path: [String] = []
            let owner = declaration.name.split(separator: ".").map { part in
                path.append(String(part))
                let count = index.type(path.joined(separator: "."))?.genericParameters.count ?? 0
                return part + (count == 0 ? "" : "<" + Array(repeating: "String", count: count).joined(separator: ", ") + ">")
            }
            return [Match(owner: owner.joined(separator: "."), member: first, arguments: [])]
        }
        var parts = owner.split(separator: ".").map(String.init)
        parts[0] = roles[parts[0]] ?? parts[0]
        // The student's names back to the reference's (by their last name: types are compared
        // that way), generic parameters included.
        var back: [String: String] = [:]
        for (reference, student) in roles {
            let bare = DeclarationIndex.unspecialized(student)
            back[String(bare.split(separator: ".").last ?? Substring(bare))] = reference
        }
        // A type of the reference's name that plays its own part is compared by name alone too
        // (`model: MemoryGame<String>` is a `MemoryGame`).
        for type in reference.types where !type.name.contains(".") && roles[type.name] == nil && back[type.name] == nil {
            back[type.name] = type.name
        }
        // A name the student gave a type with `typealias` is that type.
        for (alias, target) in index.aliases {
            let named = Self.normalized(target, renaming: [:])
            back[alias] = back[named] ?? named
        }
        for (theirs, ours) in zip(declaration.genericParameters, reference.type(owner)?.genericParameters ?? []) { back[theirs] = ours }
        if parts.count > 1, let outer = index.type(parts[0]), let ours = reference.type(String(owner.split(separator: ".")[0])) {
            for (theirs, reference) in zip(outer.genericParameters, ours.genericParameters) { back[theirs] = reference }
        }
        // Generic parameters the contract fills (`Theme<String>`, `MemoryGame<String>.Theme`) are those types.
        let written = parts.joined(separator: ".").split(separator: ".").map(String.init)
        for position in written.indices where written[position].contains("<") {
            let arguments = written[position].drop { $0 != "<" }.dropFirst().dropLast().split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            let path = written[...position].map(DeclarationIndex.unspecialized).joined(separator: ".")
            for (parameter, argument) in zip(index.type(path)?.genericParameters ?? [], arguments) { back[parameter] = argument }
        }
        // A generic parameter the reference's type does not have (`Theme<Content>`,
        // `MemoryTheme<Content>.Theme`) is specialized with `String`, as `TypeRoles` writes it.
        var outer = declaration.name.split(separator: ".").map(String.init)
        while !outer.isEmpty {
            for parameter in index.type(outer.joined(separator: "."))?.genericParameters ?? [] where back[parameter] == nil {
                back[parameter] = "String"
            }
            outer.removeLast()
        }
        let members = kind == .initializer ? declaration.initializers : declaration.members
        let found = members.enumerated().filter { _, member in
            guard !member.isPrivate || opens, !member.hasEffects, member.isStatic == isStatic else { return false }
            let name = member.name.lowercased()
            if !nameHas.isEmpty, !nameHas.contains(where: name.contains) { return false }
            if nameLacks.contains(where: name.contains) { return false }
            switch kind {
            case .initializer:
                return member.kind == .initializer && arguments(member, back, index) != nil
            case .function:
                guard member.kind == .function, arguments(member, back, index) != nil else { return false }
                return type.map { wanted in Self.normalized(member.type, renaming: back) == wanted || (wanted == "Void" && member.type.isEmpty) } ?? true
            case .property where opens:
                // Stored, and of the type as written or as its value says (`= [Theme(…), …]`):
                // what is opened is what the contract sets, never more (a private `theme` the
                // View cannot read stays private).
                // A list an initializer reads item by item (`for i in themes.indices { … }`) is
                // not one a line can be added to by setting it afterwards: that line would meet
                // the initializer, and setting the list after it has run skips it.
                if !isStatic, type?.hasPrefix("[") == true, declaration.initializers.contains(where: { $0.iterates.contains(member.name) }) { return false }
                return member.kind == .property && !member.isComputed && (type == "_" || Self.normalized(member.type, renaming: back) == type)
            case .property:
                let shown = Self.normalized(member.type, renaming: back)
                if member.kind == .property { return type == nil || shown == type }
                return member.kind == .function && member.parameters.isEmpty && !member.type.isEmpty && (type == nil || shown == type)
            case .enumCase:
                return false   // matched by type above
            }
        }
        func rank(_ member: DeclarationIndex.Member) -> Int {
            nameHas.firstIndex { member.name.lowercased().contains($0) } ?? 0
        }
        return found.sorted { (rank($0.element), $0.offset) < (rank($1.element), $1.offset) }
            .map { found in
                let given = arguments(found.element, back, index)
                return Match(owner: declaration.name, member: found.element, arguments: given?.positions ?? [], standIns: given?.standIns ?? [:])
            }
    }

    /// A member of the shape, with the pattern's argument each of its parameters takes (nil: its default).
    public struct Match: Equatable, Sendable {
        /// The student's type that has it.
        public var owner: String
        public var member: DeclarationIndex.Member
        public var arguments: [Int?]
        /// By the student's parameter's position, the stand-in it takes (a shape ending `...`).
        public var standIns: [Int: String] = [:]
    }
}
