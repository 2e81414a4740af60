import Foundation

/// Names the grader's own code (the contract's façade and helpers, the student's program's loop)
/// uses and does not declare: Swift's and Foundation's types and protocols, the stand-ins'. A
/// type of the student's with one of these names (`struct AnyHashable {}`, `protocol
/// CustomStringConvertible`) replaces the original for all the code built with theirs, the
/// grader's included, which then does not compile: that is the student's to rename, never the
/// exercise's fault ("this exercise's contract does not compile; tell your instructor").
enum StandardNames {
    /// Names the grader's code outside the contract's files uses (the program's loop, a View).
    static let names: Set<String> = [
        "Any", "AnyHashable", "AnyObject", "Array", "Bool", "Character", "ClosedRange", "Collection", "Comparable",
        "Data", "Date", "Dictionary", "Double", "Equatable", "Error", "FileHandle", "Float", "Hashable", "Identifiable",
        "Int", "Int32", "Int64", "Mirror", "Never", "ObjectIdentifier", "Optional", "ProcessInfo", "Range", "Result",
        "Sequence", "Set", "String", "Substring", "UInt", "UInt8", "UInt32", "UInt64", "URL", "UUID", "Void",
        // Protocols the grader's code conforms to or constrains by (a student's `protocol
        // CustomStringConvertible` broke the contract's conformances: exit 2, "tell your instructor").
        "BidirectionalCollection", "BinaryInteger", "CaseIterable", "Codable", "CodingKey", "CustomDebugStringConvertible",
        "CustomStringConvertible", "Decodable", "Encodable", "ExpressibleByArrayLiteral", "ExpressibleByIntegerLiteral",
        "ExpressibleByStringLiteral", "FixedWidthInteger", "IteratorProtocol", "MutableCollection", "Numeric", "OptionSet",
        "RandomAccessCollection", "RandomNumberGenerator", "RangeReplaceableCollection", "RawRepresentable", "Sendable",
        "SignedInteger", "StringProtocol", "Strideable", "SystemRandomNumberGenerator",
        "DispatchQueue", "JSONDecoder", "JSONEncoder", "KeyPath", "NSLock", "NSObject", "Pipe", "Process", "Thread",
    ]

    /// The names the contract's code uses and does not declare, nor takes from the student:
    /// every capitalized word of its code, less its own types and generic parameters and the
    /// assignment's types (`expected`), which the student declares as asked.
    static func borrowed(by contract: [SourceFile], expected: (String) -> Bool) -> Set<String> {
        var used = Set<String>()
        var own = Set(DeclarationIndex(files: contract).types.map(\.shortName))
        for file in contract {
            let code = SwiftSourceScan.blankCommentsAndStrings(String(decoding: file.contents, as: UTF8.self))
            used.formUnion(SwiftSourceScan.words(code).filter { $0.first?.isUppercase == true })
            own.formUnion(genericParameters(code))
        }
        return used.subtracting(own).filter { !expected($0) }
    }

    /// The generic parameters a declaration introduces (`func f<Object: AnyObject, Kept>`), which
    /// no type of the student's can replace.
    static func genericParameters(_ code: String) -> Set<String> {
        var found = Set<String>()
        let pattern = #"\b(?:func|init|struct|class|enum|typealias|subscript)\b\s*[A-Za-z_0-9]*\s*<([^<>]*)>"#
        guard let expression = try? NSRegularExpression(pattern: pattern) else { return found }
        let text = code as NSString
        for match in expression.matches(in: code, range: NSRange(location: 0, length: text.length)) {
            for parameter in text.substring(with: match.range(at: 1)).split(separator: ",") {
                let name = parameter.trimmingCharacters(in: .whitespaces).prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                if !name.isEmpty { found.insert(String(name)) }
            }
        }
        return found
    }

    /// The student's error, when a type they declare has a name the grader's code borrows
    /// (`borrowed`, or `names`) and the grader's code's errors (`faults`) name it; nil otherwise.
    static func shadowing(_ submission: [SourceFile], in faults: [String], borrowed: Set<String> = [], display: (URL) -> String) -> String? {
        let declared = DeclarationIndex(files: submission).types.map(\.name).filter { names.contains($0) || borrowed.contains($0) }
        for name in Set(declared).sorted() where faults.contains(where: { SwiftSourceScan.words($0).contains(name) }) {
            let file = submission.first { SwiftSourceScan.words(SwiftSourceScan(String(decoding: $0.contents, as: UTF8.self)).code).contains(name) }
            let original = names.contains(name) ? "Swift's own `\(name)`" : "a type the grader's code uses"
            return "\(file.map { display($0.original) + ": " } ?? "")your code declares a type named `\(name)`, as \(original) is: "
                + "in the code built with yours it replaces \(names.contains(name) ? "Swift's" : "that one"), and the grader's code cannot use it. Rename yours."
        }
        return nil
    }
}
