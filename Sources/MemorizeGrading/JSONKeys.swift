import Foundation
import MemorizeSupport

/// What a hand-written JSON file says beyond the types its decoder reads: a key the format does
/// not have (a slip like "check" for "checks", which decoding would silently ignore), and a
/// count written as a fraction, which decoding reports in words no instructor can act on.
/// Read before decoding, so these get their own messages.
enum JSONKeys {
    /// The file's top-level object, or nil when it is not one (decoding then says what is wrong).
    static func object(_ data: Data) -> [String: Any]? {
        (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
    }

    /// The first key of `object` (alphabetically, so the message is stable) that is not one of
    /// `known`, worded with the closest known key: `unknown key "check"; did you mean "checks"?`.
    /// `what` names the object for the list of keys it may have: "a requirement".
    static func unknown(in object: [String: Any], known: [String], what: String) -> String? {
        guard let key = object.keys.sorted().first(where: { !known.contains($0) }) else { return nil }
        if let guess = Suggestion.closest(to: key, among: known) {
            return "unknown key \"\(key)\"; did you mean \"\(guess)\"?"
        }
        return "unknown key \"\(key)\" (\(what) may have \(known.map { "\"\($0)\"" }.joined(separator: ", "))); remove it or correct it"
    }

    /// Whether `value` is a JSON number with a fractional part, like 1.5.
    static func isFraction(_ value: Any?) -> Bool {
        guard let number = value as? NSNumber, !(value is Bool) else { return false }
        return number.doubleValue != number.doubleValue.rounded()
    }
}

extension ExerciseManifest {
    /// How a requirement is named in messages: `requirements[1] (task-2)`.
    static func requirementName(_ index: Int, id: String?) -> String {
        "requirements[\(index)]" + (id.map { " (\($0))" } ?? "")
    }

    /// The first thing in the manifest's raw JSON that decoding would ignore or word badly:
    /// an unknown key, at the top or in a requirement, or points written as a fraction.
    static func strictnessProblem(in data: Data) -> String? {
        guard let object = JSONKeys.object(data) else { return nil }
        if let problem = JSONKeys.unknown(in: object, known: CodingKeys.allCases.map(\.stringValue), what: "exercise.json") {
            return problem
        }
        guard let requirements = object["requirements"] as? [Any] else { return nil }
        for (index, element) in requirements.enumerated() {
            guard let requirement = element as? [String: Any] else { continue }
            let name = requirementName(index, id: requirement["id"] as? String)
            let known = Requirement.CodingKeys.allCases.map(\.stringValue)
            if let problem = JSONKeys.unknown(in: requirement, known: known, what: "a requirement") {
                return "\(name): \(problem)"
            }
            if JSONKeys.isFraction(requirement["points"]) {
                return "\(name): points is \(requirement["points"]!); \(Self.pointsRule)"
            }
        }
        return nil
    }

    static let pointsRule = "points must be a whole number of 1 or more"

    /// What is wrong with a requirement's points once decoded, if anything.
    static func pointsProblem(_ points: Int) -> String? {
        if points == 0 {
            return "points is 0, and a requirement worth nothing counts for nothing: remove it, or give it points (a whole number of 1 or more)"
        }
        return points < 0 ? "points is \(points); \(pointsRule)" : nil
    }
}
