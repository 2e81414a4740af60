import Foundation

/// Declarations in a submission that would change what the checks' own code means. The checks
/// `@testable import Submission`, and Swift lets a module's `extension Bool { static prefix
/// func ! }` or `extension Array { func contains(_:) }` replace the standard library's wherever
/// that module is imported: made to lie only when the checks call, such code once lifted
/// broken scoring to full marks. The checks target is compiled with MemberImportVisibility, so
/// check files that do not import the submission never see its extensions; this scan refuses,
/// with one line each, what files that do import it would see:
/// - an operator declared on a type the submission does not declare (`Bool`, `Int`, `Equatable`),
///   or at the top level over none of its own types;
/// - a member added by an `extension` to such a type under a name (and first label) the checks
///   or the contract use, unless the reference solution declares it too (an exercise may ask for one).
/// A member written inside the student's own `struct`, `class` or `enum` (nested ones too: a
/// `seen` on `MemoryGame.Card`, a `title` on a theme) belongs to that type and is never refused;
/// an operator written there must take one of the student's own types.
/// A student's own `==` on their own Card, an `Equatable` conformance, the lectures'
/// `oneAndOnly` or `firstIndex(matching:)` are all untouched.
public enum ShadowingScan {
    struct Token { let text: String; let line: Int }

    /// One plain line per refused declaration, at the student's line.
    public static func problems(_ submission: [SourceFile], solution: [SourceFile], checks: [SourceFile],
                                display: (URL) -> String) -> [String] {
        // Each file read once: its declarations and its members.
        let files = submission.map { file in (file: file, scan: SwiftSourceScan(text(file)), members: members(tokens(text(file)))) }
        // Only top-level types: a nested `Namespace.Array` is not `Swift.Array`, which an
        // `extension Array` extends (a review got a replaced `map` into the checks this way).
        let own = Set(files.flatMap { $0.scan.declarations.filter(\.isTopLevel).map(\.name) })
        let declared = Set(files.flatMap { $0.scan.declarations.map(\.name) })
        // What the exercise's own files give is worked out once per process (`validate` asks many times).
        let allowedKey = ScratchFiles.digest(solution.map { ($0.relativePath, $0.contents) })
        let allowed = allowedMembers.value(allowedKey) ?? solution.reduce(into: Set<String>()) { names, file in
            names.formUnion(members(tokens(text(file))).filter { $0.owner != nil }.map(\.name))
        }
        allowedMembers.set(allowedKey, allowed)
        let usedKey = ScratchFiles.digest(checks.map { ($0.relativePath, $0.contents) })
        let used = checkUses.value(usedKey) ?? CheckUse(checks.map { SwiftSourceScan.blankCommentsAndStrings(text($0)) }.joined(separator: "\n"))
        checkUses.set(usedKey, used)
        var problems: [String] = []
        for (file, scan, members) in files {
            // A top-level type or function named like the standard library's replaces it too.
            let topLevel = scan.declarations.filter(\.isTopLevel) + scan.typeAliases.map { SwiftSourceScan.Declaration(kind: "typealias", name: $0, conformances: []) }
            for declaration in topLevel where standardNames.contains(declaration.name) && used.words.contains(declaration.name) {
                problems.append("\(display(file.original)): `\(declaration.kind) \(declaration.name)` has the name of Swift's own "
                    + "`\(declaration.name)`, which the checks use: inside them it would replace it, so this code is not graded. Give it a name of its own.")
            }
            for member in members where member.owner == nil && !member.isOperator
                && standardNames.contains(member.name) && used.words.contains(member.name) {
                problems.append("\(display(file.original)):\(member.line): `\(member.name)` has the name of Swift's own, which the checks use: "
                    + "inside them it would replace it, so this code is not graded. Give it a name of its own.")
            }
            for member in members {
                let place = "\(display(file.original)):\(member.line)"
                if member.inDeclaration {
                    // The student's own type: a member of it replaces nothing of Swift's.
                    if member.isOperator, member.parameterTypes.isDisjoint(with: declared) {
                        problems.append("\(place): `\(member.name)` is declared for types your code does not declare: "
                            + "inside the checks it would replace Swift's own `\(member.name)`, so this code is not graded. Declare operators only on your own types.")
                    }
                } else if member.isOperator {
                    if let owner = member.owner, !own.contains(owner) {
                        problems.append("\(place): `\(member.name)` is declared on `\(owner)`, which your code does not declare: "
                            + "inside the checks it would replace Swift's own `\(member.name)`, so this code is not graded. Declare operators only on your own types.")
                    } else if member.owner == nil, member.parameterTypes.isDisjoint(with: own) {
                        problems.append("\(place): `\(member.name)` is declared for types your code does not declare: "
                            + "inside the checks it would replace Swift's own `\(member.name)`, so this code is not graded. Declare operators only on your own types.")
                    }
                } else if let owner = member.owner, !own.contains(owner), !allowed.contains(member.name),
                          !(existentialOnly.contains(member.name) && owner != "RawRepresentable"),
                          isUsed(member, owner: owner, in: used) {
                    problems.append("\(place): `\(member.name)` added to `\(owner)` has the name of something the checks use: "
                        + "inside them it would replace Swift's own, so this code is not graded. Give it a name of its own.")
                }
            }
        }
        return problems
    }

    /// Types and functions of the standard library and Foundation that checks name unqualified.
    static let standardNames: Set<String> = [
        "Int", "Double", "Float", "Bool", "String", "Character", "Substring", "Array", "Set", "Dictionary", "Optional",
        "Range", "ClosedRange", "Result", "Error", "Equatable", "Hashable", "Comparable", "Identifiable", "Sequence",
        "Collection", "AnyHashable", "Data", "Date", "URL", "UUID", "min", "max", "zip", "abs", "stride", "print",
        "sequence", "repeatElement", "precondition", "assert", "fatalError", "type", "swap", "log", "pow", "sqrt",
    ]

    /// Requirements the checks read only through an existential (`(x as? any RawRepresentable)?.rawValue`),
    /// where a member an extension adds to a concrete type (`extension Color { var rawValue }`) is never found.
    static let existentialOnly: Set<String> = ["rawValue"]

    static func text(_ file: SourceFile) -> String { String(decoding: file.contents, as: UTF8.self) }

    private static let allowedMembers = Memo<Set<String>>()
    private static let checkUses = Memo<CheckUse>()

    /// The checks' code (comments and strings blanked), with what every question about it
    /// needs worked out once: its words, and its text without white space.
    struct CheckUse {
        let words: Set<String>
        let compact: String

        init(_ code: String) {
            words = SwiftSourceScan.words(code)
            compact = code.filter { !$0.isWhitespace }
        }
    }

    /// Whether the checks' code reaches for `member` as declared: `.name` for a property,
    /// `name(label:` or an unlabelled `name(` for a function, `Owner(label:` for an init.
    static func isUsed(_ member: Member, owner: String, in code: CheckUse) -> Bool {
        let base = member.name == "init" ? owner : member.name
        guard code.words.contains(base) else { return false }
        guard member.isFunction else { return true }
        let compact = code.compact
        if let label = member.firstLabel { return compact.contains("\(base)(\(label):") }
        // Unlabelled: any call of `base(` whose first argument is not `label:`.
        var rest = Substring(compact)
        while let range = rest.range(of: base + "(") {
            let after = rest[range.upperBound...]
            let head = after.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            if !(after.dropFirst(head.count).first == ":" && !head.isEmpty) { return true }
            rest = after
        }
        return compact.contains(base + "{") || compact.contains("." + base + ")")
    }

    /// A declaration directly inside a type or extension (or at the top level).
    struct Member {
        var name: String
        var owner: String?
        var line: Int
        var isFunction: Bool
        var firstLabel: String?
        var parameterTypes: Set<String>
        /// Written directly inside a `struct`, `class`, `enum`, `actor` or `protocol` the
        /// student declares (not in an `extension`).
        var inDeclaration = false
        var isOperator: Bool { name.first.map { !$0.isLetter && $0 != "_" && $0 != "`" } ?? false }
    }

    static func members(_ tokens: [Token]) -> [Member] {
        var members: [Member] = []
        // Each open brace: its type's name and whether it declares the type (not an extension),
        // or nil for any other block.
        var scopes: [(name: String, declares: Bool)?] = []
        var pendingType: (name: String, declares: Bool)?
        var index = 0
        while index < tokens.count {
            let token = tokens[index].text
            let directlyInType = scopes.isEmpty || scopes.last! != nil
            switch token {
            case "struct", "class", "enum", "actor", "protocol", "extension":
                if index + 1 < tokens.count, tokens[index + 1].text.first?.isLetter == true,
                   !["func", "var", "let", "subscript"].contains(tokens[index + 1].text) {
                    // `extension MemoryGame.Card` belongs to MemoryGame; `extension Swift.Array` to Swift.
                    let declares = token != "extension"
                    pendingType = (String(tokens[index + 1].text.prefix { $0 != "." }), declares)
                    index += 2
                    continue
                }
            case "{":
                scopes.append(pendingType)
                pendingType = nil
            case "}":
                _ = scopes.popLast()
            case "func", "init", "subscript", "var", "let":
                guard directlyInType else { break }
                var name = token == "func" ? (index + 1 < tokens.count ? tokens[index + 1].text : "") : token
                if token == "var" || token == "let" { name = index + 1 < tokens.count ? tokens[index + 1].text : "" }
                let isFunction = token != "var" && token != "let"
                let open = tokens[index...].firstIndex { $0.text == "(" || $0.text == "{" || $0.text == "=" }
                var label: String?
                var types = Set<String>()
                if isFunction, let open, tokens[open].text == "(" {
                    if open + 1 < tokens.count, tokens[open + 1].text.first?.isLetter == true || tokens[open + 1].text == "_" {
                        label = tokens[open + 1].text == "_" ? nil : tokens[open + 1].text
                    }
                    var depth = 0
                    for parameter in tokens[open...] {
                        if parameter.text == "(" { depth += 1 } else if parameter.text == ")" { depth -= 1; if depth == 0 { break } }
                        if parameter.text.first?.isUppercase == true { types.insert(String(parameter.text.prefix { $0 != "." })) }
                    }
                }
                var member = Member(name: name, owner: scopes.last??.name, line: tokens[index].line, isFunction: isFunction,
                                    firstLabel: label, parameterTypes: types)
                member.inDeclaration = scopes.last??.declares ?? false
                members.append(member)
            default:
                break
            }
            index += 1
        }
        return members
    }

    /// Identifiers, operator runs and brackets, each with its line; comments and strings blanked.
    static func tokens(_ source: String) -> [Token] {
        var tokens: [Token] = []
        var current = ""
        var line = 1
        var kind = 0   // 1 identifier, 2 operator
        func flush() {
            if !current.isEmpty { tokens.append(Token(text: current, line: line)) }
            current = ""
            kind = 0
        }
        for character in SwiftSourceScan.blankCommentsAndStrings(source) {
            let isWord = character.isLetter || character.isNumber || character == "_" || character == "`"
            let isOperator = "/=-+!*%<>&|^~?".contains(character)
            if isWord || (character == "." && kind == 1) {
                if kind == 2 { flush() }
                kind = 1
                current.append(character)
            } else if isOperator {
                if kind == 1 { flush() }
                kind = 2
                current.append(character)
            } else {
                flush()
                if "{}():,[]".contains(character) { tokens.append(Token(text: String(character), line: line)) }
                if character == "\n" { line += 1 }
            }
        }
        flush()
        return tokens
    }
}
