import Foundation

/// A type the reference nests in another (`MemoryGame.Card`) that the student declares at the
/// top level beside the outer one instead (`struct Card<CardContent>` next to
/// `struct Game<CardContent>`). The contract writes it nested (`MemoryGame<String>.Card`): once
/// its names are the student's, that is written as the student's type (`Card<String>`,
/// `rewritten`), and the student's declarations learn the nested name
/// (`DeclarationIndex.aliases`), for the contract's shapes (`MemoryGame.Card.var: Bool ~ face`)
/// to reach its members. (A `typealias` in the compiled copy would not do: inside the outer
/// type it would hide the student's own type of that name.)
public struct NestedAlias: Equatable, Sendable {
    /// The student's outer type (`Game`) and the nested name it is given (`Card`).
    public var outer: String
    public var name: String
    /// The student's type it names, as written there (`Card<CardContent>`).
    public var target: String

    /// Where the student's own name for `outer.name` is read (`DeclarationIndex.type`).
    var key: String { outer + "." + name }

    /// The aliases `submission` needs: for each reference type nested in one whose part a
    /// student's type plays (`roles`), when that type has no such nested type but the student
    /// declares one of that name at the top level, not generic or generic like the outer one.
    static func needed(reference: DeclarationIndex, submission: DeclarationIndex, roles: [String: String]) -> [NestedAlias] {
        var found: [NestedAlias] = []
        for nested in reference.types where nested.name.split(separator: ".").count == 2 {
            let parts = nested.name.split(separator: ".").map(String.init)
            let outerName = DeclarationIndex.unspecialized(roles[parts[0]] ?? parts[0])
            guard let outer = submission.types.first(where: { $0.name == outerName }),
                  !submission.types.contains(where: { $0.name == outer.name + "." + parts[1] }),
                  let inner = submission.types.first(where: { $0.name == parts[1] }), inner.kind != "protocol", !inner.isPrivate else { continue }
            let arguments: String
            switch inner.genericParameters.count {
            case 0: arguments = ""
            case outer.genericParameters.count: arguments = "<" + outer.genericParameters.joined(separator: ", ") + ">"
            default: continue
            }
            found.append(NestedAlias(outer: outer.name, name: parts[1], target: inner.name + arguments))
        }
        return found
    }

    /// `text` (the contract, in the student's names) with the nested name written as the
    /// student's type: `Game<String>.Card` is `Card<String>`, or `Card` when it is not generic.
    func rewritten(_ text: String) -> String {
        let bare = DeclarationIndex.unspecialized(target)
        let generic = bare != target
        let pattern = "(?<![A-Za-z0-9_.])" + NSRegularExpression.escapedPattern(for: outer) + "(<[^<>]*>)?\\." + name + "(?![A-Za-z0-9_])"
        guard let expression = try? NSRegularExpression(pattern: pattern) else { return text }
        let replacement = NSRegularExpression.escapedTemplate(for: bare) + (generic ? "$1" : "")
        return expression.stringByReplacingMatches(in: text, range: NSRange(text.startIndex..., in: text), withTemplate: replacement)
    }
}
