import Foundation

/// A student's code runs on an iPhone; the grader compiles it on Linux or a Mac. A compilation
/// condition on the platform (`#if os(Linux)`, `#if canImport(Glibc)`) would compile one
/// program for the checks and another for the app: rt17a shuffled only under `#if os(Linux)`
/// and passed Tasks 2 and 6 with a game that never shuffles on a phone; rt18a did the same with
/// `canImport`, `_runtime`, a comment before the `#if`, and CR or CRLF line endings. In the
/// scratch package's copy only, each platform condition of an `#if` or `#elseif` directive is
/// the value it has on an iPhone (`iOS`), padded with spaces so every column stays the
/// student's. The student's own file is never changed.
public enum PlatformConditions {
    /// The modules an iPhone app's own files can import that a condition may ask about; any
    /// other (Glibc, AppKit, XCTest, the grader's own modules, a package's) cannot be imported
    /// by a Model or ViewModel on an iPhone, where the grader compiles no dependency either.
    static let iOSModules: Set<String> = ["Darwin", "UIKit", "SwiftUI", "Combine", "Foundation", "ObjectiveC", "CoreFoundation",
                                          "CoreGraphics", "Dispatch", "Observation", "GameplayKit", "os", "Swift"]

    /// iOS's value of `condition(argument)`, or nil for a condition no platform decides
    /// (`targetEnvironment`: a simulator or a device).
    static func value(_ condition: String, _ argument: String) -> Bool? {
        switch condition {
        case "os": argument == "iOS"
        case "arch": argument == "arm64"
        case "_runtime": argument == "_ObjC"
        case "canImport": iOSModules.contains(argument)
        default: nil
        }
    }

    /// `files` as they are compiled: each platform condition decided as on iOS.
    public static func asOnIOS(_ files: [SourceFile]) -> [SourceFile] {
        files.map { file in
            guard file.contents.range(of: Data("#if".utf8)) != nil || file.contents.range(of: Data("#elseif".utf8)) != nil else { return file }
            let text = String(decoding: file.contents, as: UTF8.self)
            var characters = Array(text)
            // Directives are read in the code alone: a comment before one, or a string holding one, is blanks.
            let code = Array(SwiftSourceScan.blankCommentsAndStrings(text))
            guard code.count == characters.count else { return file }
            var changed = false
            for (start, end) in directives(in: code) {
                let line = String(code[start..<end])
                let decided = decided(line)
                guard decided != line else { continue }
                characters.replaceSubrange(start..<end, with: Array(decided))
                changed = true
            }
            guard changed else { return file }
            return SourceFile(relativePath: file.relativePath, original: file.original, contents: Data(String(characters).utf8))
        }
    }

    /// Each `#if` or `#elseif` directive of `code`: from its `#` to its line's end. A directive is
    /// first on its line but for blanks (any line break: LF, CR or CRLF, which Swift takes alike).
    static func directives(in code: [Character]) -> [(Int, Int)] {
        var found: [(Int, Int)] = []
        var lineStart = true
        var index = 0
        while index < code.count {
            let character = code[index]
            if character.isNewline { lineStart = true; index += 1; continue }
            if character == " " || character == "\t" { index += 1; continue }
            if lineStart, character == "#", let word = ["#elseif", "#if"].first(where: { starts(code, at: index, with: $0) }),
               index + word.count >= code.count || !(code[index + word.count].isLetter || code[index + word.count].isNumber || code[index + word.count] == "_") {
                var end = index
                while end < code.count, !code[end].isNewline { end += 1 }
                found.append((index, end))
                index = end
                continue
            }
            lineStart = false
            index += 1
        }
        return found
    }

    static func starts(_ code: [Character], at index: Int, with word: String) -> Bool {
        SwiftSourceScan.holds(code, Array(word), at: index)
    }

    /// `line` with each platform condition (a whole word) replaced by iOS's value, as long as it was.
    static func decided(_ line: String) -> String {
        let pattern = try! NSRegularExpression(pattern: #"(?<![A-Za-z0-9_])(os|arch|_runtime|canImport|targetEnvironment)\s*\(\s*([A-Za-z0-9_]+)\s*(,[^()]*)?\)"#)
        var result = line
        for match in pattern.matches(in: line, range: NSRange(line.startIndex..., in: line)).reversed() {
            guard let range = Range(match.range, in: result), let condition = Range(match.range(at: 1), in: line),
                  let argument = Range(match.range(at: 2), in: line),
                  let value = value(String(line[condition]), String(line[argument])) else { continue }
            let word = value ? "true" : "false"
            let length = result.distance(from: range.lowerBound, to: range.upperBound)
            result.replaceSubrange(range, with: word + String(repeating: " ", count: max(0, length - word.count)))
        }
        return result
    }
}
