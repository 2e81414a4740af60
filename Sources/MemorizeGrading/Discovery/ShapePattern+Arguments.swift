// How a member's parameters take a shape's arguments: one for one by type, with defaults and
// stand-ins for the rest.
extension ShapePattern {
    /// For each of the student's parameters, the pattern's argument it takes (nil: its default
    /// or its stand-in); nil when the required parameters are not the pattern's, one for one
    /// (and perhaps more, each with a stand-in, for a shape ending `...`).
    func arguments(_ member: DeclarationIndex.Member, _ back: [String: String], _ index: DeclarationIndex) -> (positions: [Int?], standIns: [Int: String])? {
        var unused = Array(parameters.indices)
        var mapping = [Int?](repeating: nil, count: member.parameters.count)
        var standIns: [Int: String] = [:]
        // The required parameters take the pattern's arguments first (`score: Int = 0` before
        // `numberOfPairs: Int` leaves the Int to the one that needs it), then those with defaults.
        let order = member.parameters.indices.filter { !member.parameters[$0].hasDefault } + member.parameters.indices.filter { member.parameters[$0].hasDefault }
        for number in order {
            let parameter = member.parameters[number]
            let type = Self.normalized(parameter.type, renaming: back)
            if let position = unused.firstIndex(where: { parameters[$0] == "_" || parameters[$0] == type }) {
                mapping[number] = unused.remove(at: position)
            } else if parameter.hasDefault {
                continue
            } else if fillsOthers, let standIn = Self.standIn(for: parameter.type, in: index) {
                standIns[number] = standIn
            } else {
                return nil
            }
        }
        return unused.isEmpty ? (mapping, standIns) : nil
    }

    /// A value of `type` written without knowing what it means: `""` for a String, `nil` for an
    /// Optional, `false`, SwiftUI's `.gray`, or the first case of an enum of the student's that
    /// carries nothing. nil for any other type (a number would be taken for the pattern's).
    static func standIn(for type: String, in index: DeclarationIndex) -> String? {
        let written = type.replacingOccurrences(of: " ", with: "")
        if written.hasSuffix("?") || written.hasSuffix("!") { return "nil" }
        switch written {
        case "String": return "\"\""
        case "Bool": return "false"
        case "Color": return ".gray"
        default: break
        }
        guard let declaration = index.type(written), declaration.kind == "enum",
              let plain = declaration.members.first(where: { $0.kind == .enumCase && $0.parameters.isEmpty }) else { return nil }
        return "." + plain.name
    }
}
