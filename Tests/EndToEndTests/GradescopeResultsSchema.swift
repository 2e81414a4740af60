import Foundation

/// Gradescope's documented `results.json`, as a checker: the fields its autograder
/// specification names (gradescope-autograders.readthedocs.io, "Autograder Specifications"),
/// their types and the values it allows. Strict on purpose: a key Gradescope does not know is
/// reported, since it is most likely a misspelling Gradescope would silently ignore.
enum GradescopeResultsSchema {
    static let formats: Set<String> = ["text", "html", "simple_format", "md", "ansi"]
    static let visibilities: Set<String> = ["hidden", "after_due_date", "after_published", "visible"]
    static let statuses: Set<String> = ["passed", "failed"]

    enum Kind { case number, string, object, array, format, visibility, status, strings }

    static let topLevel: [String: Kind] = [
        "score": .number, "execution_time": .number, "output": .string, "output_format": .format,
        "test_output_format": .format, "test_name_format": .format, "visibility": .visibility,
        "stdout_visibility": .visibility, "extra_data": .object, "tests": .array, "leaderboard": .array,
    ]
    static let test: [String: Kind] = [
        "score": .number, "max_score": .number, "status": .status, "name": .string, "name_format": .format,
        "number": .string, "output": .string, "output_format": .format, "tags": .strings,
        "visibility": .visibility, "extra_data": .object,
    ]

    /// Every way `data` departs from the specification; empty when Gradescope would take it as meant.
    static func problems(_ data: Data) -> [String] {
        guard let object = try? JSONSerialization.jsonObject(with: data) else { return ["not JSON"] }
        guard let results = object as? [String: Any] else { return ["the top level is not an object"] }
        var found = problems(results, against: topLevel, at: "")
        let tests = results["tests"] as? [Any] ?? []
        for (index, element) in tests.enumerated() {
            guard let test = element as? [String: Any] else {
                found.append("tests[\(index)]: not an object")
                continue
            }
            found += problems(test, against: Self.test, at: "tests[\(index)].")
            if results["score"] == nil && test["score"] == nil {
                found.append("tests[\(index)]: no score, and no score at the top level")
            }
        }
        if results["score"] == nil && tests.isEmpty {
            found.append("no score: the top level needs one when there are no tests")
        }
        return found
    }

    static func problems(_ object: [String: Any], against fields: [String: Kind], at path: String) -> [String] {
        object.keys.sorted().compactMap { key in
            guard let kind = fields[key] else { return "\(path)\(key): not a field of results.json" }
            return valid(object[key]!, kind) ? nil : "\(path)\(key): \(describe(object[key]!)) is not \(kind)"
        }
    }

    static func valid(_ value: Any, _ kind: Kind) -> Bool {
        switch kind {
        case .number: return value is NSNumber && !isBoolean(value)
        case .string: return value is String
        case .object: return value is [String: Any]
        case .array: return value is [Any]
        case .strings: return (value as? [Any])?.allSatisfy { $0 is String } ?? false
        case .format: return (value as? String).map(formats.contains) ?? false
        case .visibility: return (value as? String).map(visibilities.contains) ?? false
        case .status: return (value as? String).map(statuses.contains) ?? false
        }
    }

    /// JSON's `true` arrives as an NSNumber too (of C type `c`, which JSON numbers never are);
    /// Gradescope wants a number, not a Boolean.
    static func isBoolean(_ value: Any) -> Bool {
        (value as? NSNumber).map { String(cString: $0.objCType) == "c" } ?? false
    }

    static func describe(_ value: Any) -> String {
        let data = try? JSONSerialization.data(withJSONObject: value, options: [.fragmentsAllowed])
        return data.map { String(decoding: $0, as: UTF8.self) } ?? "\(value)"
    }
}
