import Foundation

/// Every check an exercise defines, where it is written, and whether its author marked it as
/// deliberately unproven: `// unproven: <why>` on a line of its own just above it (attributes
/// and other comments may come between). `validate` proves each of the others by seeing it fail
/// on the starter or a broken submission.
public struct CheckInventory: Equatable, Sendable {
    public struct Check: Equatable, Sendable {
        /// `Task8Checks.testEveryMatchScoresTwo`.
        public var name: String
        public var file: String
        public var line: Int
        /// Why the author leaves it unproven, when they say so.
        public var unproven: String?
    }

    public var checks: [Check] = []

    public init(_ files: [SourceFile]) {
        let classPattern = try! NSRegularExpression(pattern: #"\bclass\s+(\w+)"#)
        let testPattern = try! NSRegularExpression(pattern: #"\bfunc\s+(test\w*)\s*\("#)
        for file in files.sorted(by: { $0.relativePath < $1.relativePath }) {
            let raw = String(decoding: file.contents, as: UTF8.self).components(separatedBy: "\n")
            let code = SwiftSourceScan.blankCommentsAndStrings(raw.joined(separator: "\n")).components(separatedBy: "\n")
            var owner: String?
            var reason: String?
            for (index, line) in code.enumerated() {
                let text = raw[index].trimmingCharacters(in: .whitespaces)
                if text.hasPrefix("// unproven:") {
                    reason = String(text.dropFirst("// unproven:".count)).trimmingCharacters(in: .whitespaces)
                    continue
                }
                let range = NSRange(line.startIndex..., in: line)
                if let match = classPattern.firstMatch(in: line, range: range), let name = Range(match.range(at: 1), in: line) {
                    owner = String(line[name])
                }
                if let match = testPattern.firstMatch(in: line, range: range), let name = Range(match.range(at: 1), in: line), let owner {
                    checks.append(Check(name: "\(owner).\(line[name])", file: file.relativePath, line: index + 1, unproven: reason))
                    reason = nil
                } else if !(text.isEmpty || text.hasPrefix("//") || text.hasPrefix("@") || text.hasPrefix("///")) {
                    reason = nil   // the mark belongs to the declaration right below it
                }
            }
        }
    }
}
