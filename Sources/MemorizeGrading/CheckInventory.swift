import Foundation
import MemorizeSupport

/// Every check an exercise defines, in the order it is written (files by name), where it is
/// written, and whether its author marked it as deliberately unproven: `// unproven: <why>` on
/// a line of its own just above it (attributes and other comments may come between). The one
/// reading of the checks' source: `CheckNames` (the classes a manifest may name), the order
/// failures are reported in (`RequirementRunner.sourceOrder`) and `validate`'s proof that each
/// check can fail are all taken from it.
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
    /// Every class declared or extended, with or without checks in it.
    public var classes: Set<String> = []
    /// Where each class is declared (`class Name`, not an extension): "File.swift", line.
    public var declarations: [String: Place] = [:]

    public struct Place: Equatable, Sendable {
        public var file: String
        public var line: Int
    }

    static let modifiers: Set<String> = ["final", "public", "private", "fileprivate", "internal", "open", "objc", "MainActor"]

    /// Reads `class Name` / `extension Name` and `func testX` declarations, line by line, with
    /// comments and strings blanked, so `XCTFail("a class of …")` declares nothing.
    /// A check reads the inventory twice (the names a manifest may use, the order of failures)
    /// and `validate` many times: each set of files is read once per process.
    public init(_ files: [SourceFile]) {
        let key = ScratchFiles.digest(files.map { ($0.relativePath, $0.contents) })
        if let known = Self.read.value(key) {
            self = known
            return
        }
        self.init(reading: files)
        Self.read.set(key, self)
    }

    private static let read = Memo<CheckInventory>()

    private init(reading files: [SourceFile]) {
        for file in files.sorted(by: { $0.relativePath < $1.relativePath }) {
            let raw = String(decoding: file.contents, as: UTF8.self).lines()
            let code = SwiftSourceScan.blankCommentsAndStrings(raw.joined(separator: "\n")).lines()
            var owner: String?
            var reason: String?
            for (index, line) in code.enumerated() {
                let text = raw[index].trimmed
                if text.hasPrefix("// unproven:") {
                    reason = text.dropFirst("// unproven:".count).trimmed
                    continue
                }
                let words = SwiftSourceScan.identifiers(in: line)
                if let keyword = words.firstIndex(where: { $0 == "class" || $0 == "extension" }), keyword + 1 < words.count,
                   words[..<keyword].allSatisfy(Self.modifiers.contains), !["func", "var", "let"].contains(words[keyword + 1]) {
                    owner = words[keyword + 1]   // not `class func`, `class var`
                    classes.insert(words[keyword + 1])
                    if words[keyword] == "class", declarations[words[keyword + 1]] == nil {
                        declarations[words[keyword + 1]] = Place(file: file.relativePath, line: index + 1)
                    }
                }
                if let owner, let function = words.firstIndex(of: "func"), function + 1 < words.count, words[function + 1].hasPrefix("test") {
                    checks.append(Check(name: "\(owner).\(words[function + 1])", file: file.relativePath, line: index + 1, unproven: reason))
                    reason = nil
                } else if !(text.isEmpty || text.hasPrefix("//") || text.hasPrefix("@")) {
                    reason = nil   // the mark belongs to the declaration right below it
                }
            }
        }
    }

    /// `Class.testName` → its position among all checks, in the order they are written.
    public var order: [String: Int] {
        Dictionary(checks.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
    }
}
