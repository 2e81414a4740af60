import MemorizeSupport

/// Reading a manifest without Foundation's decoders: every command that lists exercises
/// (`lesson N` among them) reads every manifest, and `JSONDecoder`'s first use alone cost
/// `lesson 4` more than its Markdown. Only a manifest that is plainly well formed is read
/// here: every key known and given once, every value of its type, whole numbers written
/// as whole numbers. Anything else gives nil and goes the decoder's way, so each mistake
/// keeps the message the strictness check or the decoder words for it.
extension ExerciseManifest {
    /// The manifest `value` spells, or nil when the decoder should read it.
    init?(plain value: JSONValue) {
        guard let members = Self.members(value, known: CodingKeys.allCases.map(\.stringValue)),
              case .number(let formatText)? = members["format"], Int(formatText) == Self.formatVersion,
              let id = Self.string(members["id"]), let title = Self.string(members["title"]),
              case .array(let requirementValues)? = members["requirements"] else { return nil }
        var requirements: [Requirement] = []
        for requirementValue in requirementValues {
            guard let requirement = Requirement(plain: requirementValue) else { return nil }
            requirements.append(requirement)
        }
        guard let lessons = Self.optional(members["lessons"], Self.integers),
              let timeLimit = Self.optional(members["timeLimitSeconds"], Self.finiteNumber),
              let starterPasses = Self.optional(members["starterPasses"], Self.strings) else { return nil }
        self.init(format: Self.formatVersion, id: id, title: title, lessons: lessons, timeLimitSeconds: timeLimit,
                  requirements: requirements, starterPasses: starterPasses)
    }

    /// An object's members by key, or nil when it is not an object, names a key not in
    /// `known`, or names one twice.
    static func members(_ value: JSONValue, known: [String]) -> [String: JSONValue]? {
        guard case .object(let list) = value else { return nil }
        var members: [String: JSONValue] = [:]
        for member in list {
            guard known.contains(member.key), members.updateValue(member.value, forKey: member.key) == nil else { return nil }
        }
        return members
    }

    static func string(_ value: JSONValue?) -> String? {
        if case .string(let text)? = value { return text }
        return nil
    }

    /// A whole number written as one (`20`, not `20.0` or `2e1`) that fits in an `Int`.
    static func integer(_ value: JSONValue?) -> Int? {
        guard case .number(let text)? = value, !text.utf8.contains(where: { $0 == 0x2E || $0 | 0x20 == 0x65 }) else { return nil }
        return Int(text)
    }

    static func finiteNumber(_ value: JSONValue) -> Double? {
        guard case .number(let text) = value, let number = Double(text), number.isFinite else { return nil }
        return number
    }

    static func integers(_ value: JSONValue) -> [Int]? {
        guard case .array(let elements) = value else { return nil }
        var numbers: [Int] = []
        for element in elements {
            guard let number = integer(element) else { return nil }
            numbers.append(number)
        }
        return numbers
    }

    static func strings(_ value: JSONValue) -> [String]? {
        guard case .array(let elements) = value else { return nil }
        var texts: [String] = []
        for element in elements {
            guard let text = string(element) else { return nil }
            texts.append(text)
        }
        return texts
    }

    /// An optional field as the decoder reads it: absent or null is nil (`.some(nil)` here),
    /// a value of the right type is itself, anything else is a problem for the decoder (nil).
    static func optional<Value>(_ value: JSONValue?, _ read: (JSONValue) -> Value?) -> Value?? {
        guard let value else { return .some(nil) }
        if case .null = value { return .some(nil) }
        return read(value).map { .some($0) }
    }
}

extension ExerciseManifest.Requirement {
    init?(plain value: JSONValue) {
        typealias Manifest = ExerciseManifest
        guard let members = Manifest.members(value, known: CodingKeys.allCases.map(\.stringValue)),
              let id = Manifest.string(members["id"]), let title = Manifest.string(members["title"]),
              let points = Manifest.integer(members["points"]),
              let checks = Manifest.optional(members["checks"], Manifest.strings),
              let manual = Manifest.optional(members["manual"], { Manifest.string($0) }) else { return nil }
        self.init(id: id, title: title, points: points, checks: checks, manual: manual)
    }
}
