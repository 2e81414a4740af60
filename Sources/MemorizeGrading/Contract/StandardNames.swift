import Foundation

/// Types of Swift's standard library and Foundation that the grader's own code (the contract's
/// façade and helpers, the student's program's loop) names. A type of the student's with one of
/// these names (`struct AnyHashable {}`) replaces Swift's for all the code built with theirs,
/// the grader's included, which then does not compile: that is the student's to rename, never
/// the exercise's fault ("this exercise's contract does not compile; tell your instructor").
enum StandardNames {
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

    /// The student's error, when a type they declare has such a name and the grader's code's
    /// errors (`faults`) name it; nil otherwise.
    static func shadowing(_ submission: [SourceFile], in faults: [String], display: (URL) -> String) -> String? {
        let declared = DeclarationIndex(files: submission).types.map(\.name).filter(names.contains)
        for name in declared.sorted() where faults.contains(where: { SwiftSourceScan.words($0).contains(name) }) {
            let file = submission.first { SwiftSourceScan.words(SwiftSourceScan(String(decoding: $0.contents, as: UTF8.self)).code).contains(name) }
            return "\(file.map { display($0.original) + ": " } ?? "")your code declares a type named `\(name)`, as Swift's own `\(name)` is: "
                + "in the code built with yours it replaces Swift's, and the grader's code cannot use it. Rename yours."
        }
        return nil
    }
}
