import MemorizeSupport

/// Reads declarations from Swift tokens for `DeclarationIndex`: types (nested ones by their
/// whole name), extensions, and each one's properties, functions, initializers and enum
/// cases, skipping every body. Tolerant: what it does not understand it steps over.
struct DeclarationReader {
    typealias Member = DeclarationIndex.Member
    typealias Parameter = DeclarationIndex.Parameter

    let tokens: [String]
    var index = 0

    static let typeKeywords: Set<String> = ["struct", "class", "enum", "actor", "protocol", "extension"]
    static let modifiers: Set<String> = ["private", "fileprivate", "internal", "public", "open", "package", "static", "class", "final",
                                         "mutating", "nonmutating", "override", "lazy", "weak", "unowned", "convenience", "required",
                                         "nonisolated", "dynamic", "indirect", "optional", "(", ")", "set", "get"]

    var current: String? { index < tokens.count ? tokens[index] : nil }

    /// Reads the whole file: types into `types`, extensions into `extensions`; returns the
    /// declarations at its top level (`let themes: [Theme] = […]` outside any type).
    mutating func read(into types: inout [DeclarationIndex.TypeDeclaration],
                       extensions: inout [(name: String, members: [Member], conformances: [String])]) -> [Member] {
        readScope(owner: nil, into: &types, extensions: &extensions)
    }

    /// `typealias Name = Type` anywhere: what each name stands for.
    var aliases: [String: String] = [:]
    /// The names of those declared inside a type, which a name written at the top level cannot reach.
    var nestedAliases: Set<String> = []

    /// Reads declarations up to the `}` that closes this scope (or the end). `owner` is the
    /// type whose members these are (nil at the top level). Returns the members read.
    private mutating func readScope(owner: String?, into types: inout [DeclarationIndex.TypeDeclaration],
                                    extensions: inout [(name: String, members: [Member], conformances: [String])]) -> [Member] {
        var members: [Member] = []
        var pending: [String] = []   // modifiers and attributes seen since the last declaration
        while let token = current {
            switch token {
            case "}":
                index += 1
                return members
            case "{":
                skipBraces()
                pending = []
            case "\n", ";":
                index += 1
            case "@":
                index += 1
                if current != nil { index += 1 }   // the attribute's name, and its arguments
                if current == "(" { skipBalanced("(", ")") }
            case _ where Self.typeKeywords.contains(token) && !(token == "class" && isClassMember()):
                index += 1
                guard var name = readDottedName() else { continue }
                let generics = current == "<" ? readGenericParameters() : []
                var conformances: [String] = []
                if current == ":" {
                    index += 1
                    conformances = readUntil(["{", "where"]).split(separator: ",").map { String($0.split(separator: "<").first ?? "").trimmed }
                }
                while let next = current, next != "{" { index += 1 }
                index += 1
                if token == "extension" {
                    let inner = readScope(owner: name, into: &types, extensions: &extensions)
                    extensions.append((name, inner, conformances))
                } else {
                    if let owner { name = owner + "." + name }
                    let position = types.count
                    types.append(.init(kind: token, name: name, genericParameters: generics, conformances: conformances,
                                       isPrivate: pending.contains("private") || pending.contains("fileprivate")))
                    types[position].members = readScope(owner: name, into: &types, extensions: &extensions)
                }
                pending = []
            case "typealias":
                index += 1
                if let name = current, index + 1 < tokens.count, tokens[index + 1] == "=" {
                    index += 2
                    aliases[name] = readUntil(["\n", ";", "}"]).trimmed
                    if owner != nil { nestedAliases.insert(name) }
                }
                pending = []
            case "var", "let", "func", "init", "case", "subscript":
                let member = readMember(token, modifiers: pending)
                if let member { members += member }
                pending = []
            default:
                // `private(set)` keeps the getter as visible as the rest: not a private member.
                if ["private", "fileprivate", "internal", "public"].contains(token), index + 3 < tokens.count,
                   tokens[index + 1] == "(", tokens[index + 2] == "set", tokens[index + 3] == ")" {
                    index += 4
                    continue
                }
                if Self.modifiers.contains(token) { pending.append(token) }
                index += 1
            }
        }
        return members
    }

    /// `class func` or `class var`: a member, not a type.
    private func isClassMember() -> Bool {
        index + 1 < tokens.count && ["func", "var", "let", "subscript", "override", "final", "static", "private", "fileprivate"].contains(tokens[index + 1])
    }

    private mutating func readDottedName() -> String? {
        guard let first = current, first.first?.isLetter == true || first.first == "_" else { return nil }
        var name = first
        index += 1
        while current == ".", index + 1 < tokens.count {
            name += "." + tokens[index + 1]
            index += 2
        }
        return name
    }

    private mutating func readGenericParameters() -> [String] {
        let text = readBalanced("<", ">")
        return text.split(separator: ",").map { String($0.split(separator: ":").first ?? "").trimmed }
    }

    /// One declaration starting at its keyword; several for `case a, b`. Bodies are skipped.
    private mutating func readMember(_ keyword: String, modifiers: [String]) -> [Member]? {
        index += 1
        let isStatic = modifiers.contains("static") || modifiers.contains("class")
        let isPrivate = modifiers.contains("private") || modifiers.contains("fileprivate")
        switch keyword {
        case "case":
            var names: [String] = []
            var carrying: Set<String> = []   // cases with associated values: `case gradient(Color, Color)`
            while let token = current, token != "\n", token != "}", token != ";" {
                if token == "(" { if let last = names.last { carrying.insert(last) }; skipBalanced("(", ")"); continue }
                if token == "=" {
                    // A raw value (its string blanked, perhaps to nothing): up to the next case or the line's end.
                    index += 1
                    while let value = current, value != ",", value != "\n", value != "}", value != ";" { index += 1 }
                    continue
                }
                if token != ",", token.first?.isLetter == true || token.first == "_" { names.append(token) }
                index += 1
            }
            return names.map { name in
                Member(kind: .enumCase, name: name, isStatic: true,
                       parameters: carrying.contains(name) ? [Parameter(label: nil, type: "_", hasDefault: false)] : [])
            }
        case "var", "let":
            guard let name = current, name != "(" else { return nil }
            index += 1
            var member = Member(kind: .property, name: name, isStatic: isStatic, isPrivate: isPrivate, type: "?")
            member.isLet = keyword == "let"
            if current == ":" {
                index += 1
                member.type = readUntil(["=", "{", "\n", ";", "}", ","]).trimmed
            }
            if current == "=" {
                member.hasValue = true
                // A literal says its type when no annotation does: `= false`, `= 0`.
                if member.type == "?", index + 1 < tokens.count {
                    let value = tokens[index + 1]
                    if value == "true" || value == "false" { member.type = "Bool" }
                    else if value.allSatisfy(\.isNumber), !(index + 2 < tokens.count && tokens[index + 2] == ".") { member.type = "Int" }
                    // A list of values made by one type: `= [Theme(…), …]`, `= [Game<String>.Theme(…)`
                    // (line breaks skipped).
                    else if value == "[", let made = Self.madeType(Array(tokens[(index + 2)...].prefix(24))) { member.type = "[\(made)]" }
                    // An element of another member's list: `= themes[0]`, `= Self.themes.randomElement()!`.
                    else { member.elementOf = Self.listElementSource(Array(tokens[(index + 1)...].prefix(5))) }
                }
                skipExpression()
            }
            if current == "{" {
                member.isComputed = !modifiers.contains("lazy") && !isObserverBlock()
                skipBraces()
            }
            return [member]
        case "func", "init", "subscript":
            var name = keyword
            if keyword == "func" {
                guard let word = current else { return nil }
                name = word
                index += 1
            } else if current == "?" || current == "!" {
                index += 1
            }
            if current == "<" { _ = readBalanced("<", ">") }
            guard current == "(" else { return nil }
            let parameters = readParameters()
            var result = ""
            var hasEffects = false
            while let token = current, token != "{", token != "\n", token != "}", token != "->", token != "where" {
                if ["throws", "async", "rethrows"].contains(token) { hasEffects = true }
                index += 1
            }
            if current == "->" {
                index += 1
                result = readUntil(["{", "\n", "where", "}"]).trimmed
            }
            while let token = current, token != "{", token != "}", token != "\n" { index += 1 }
            var body: [String] = []
            if current == "{" { body = readBalancedTokens("{", "}") }
            let kind: Member.Kind = keyword == "func" ? .function : keyword == "init" ? .initializer : .property
            var member = Member(kind: kind, name: name, isStatic: isStatic, isPrivate: isPrivate, parameters: parameters, type: result)
            member.hasEffects = hasEffects
            if kind == .initializer { member.iterates = Self.iterated(body) }
            return [member]
        default:
            return nil
        }
    }

    /// The names `body` goes through item by item: what follows `in` in a `for` loop, and what
    /// `.forEach`, `.map`, `.indices` and their like are called on.
    static func iterated(_ body: [String]) -> Set<String> {
        var names: Set<String> = []
        let walks: Set<String> = ["forEach", "map", "compactMap", "flatMap", "filter", "indices", "enumerated", "reduce", "sorted"]
        for position in body.indices {
            if body[position] == "for", let start = body[position...].firstIndex(of: "in") {
                for token in body[(start + 1)...].prefix(while: { $0 != "{" }) where token.first?.isLetter == true { names.insert(token) }
            }
            if position + 2 < body.count, body[position + 1] == ".", walks.contains(body[position + 2]), body[position].first?.isLetter == true {
                names.insert(body[position])
            }
        }
        return names
    }

    /// `{ willSet … didSet … }` after a stored property: still stored.
    private func isObserverBlock() -> Bool {
        var look = index + 1
        while look < tokens.count, tokens[look] == "\n" { look += 1 }
        return look < tokens.count && ["willSet", "didSet"].contains(tokens[look])
    }

    /// `(label name: Type = default, …)`.
    private mutating func readParameters() -> [Parameter] {
        let text = readBalancedTokens("(", ")")
        var parameters: [Parameter] = []
        for part in SwiftTokens.splitTopLevel(text, by: ",") where !part.isEmpty {
            guard let colon = part.firstIndex(of: ":") else { continue }
            let names = part[..<colon].filter { $0 != "\n" && !Self.modifiers.contains($0) }
            var typeTokens = Array(part[(colon + 1)...])
            var hasDefault = false
            if let equals = SwiftTokens.topLevelIndex(of: "=", in: typeTokens) {
                hasDefault = true
                typeTokens = Array(typeTokens[..<equals])
            }
            let label: String? = names.first == "_" ? nil : names.first
            parameters.append(Parameter(label: label, type: SwiftTokens.join(typeTokens), hasDefault: hasDefault))
        }
        return parameters
    }
}
