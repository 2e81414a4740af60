import MemorizeSupport
/// What one run of a test bundle reported, test by test, read from XCTest's console output
/// (Linux: `Class.test`; macOS: `-[Module.Class test]`).
public struct TestRunOutput: Equatable, Sendable {
    /// Tests in the order they started.
    public var started: [String] = []
    /// Finished tests: true when passed.
    public var finished: [String: Bool] = [:]
    /// The first failure message of each failed test.
    public var failures: [String: String] = [:]
    /// The runtime's last "Fatal error: …" line, if the process trapped.
    public var fatalError: String?

    /// Tests that started and never finished: the one running when the process died.
    public var unfinished: [String] { started.filter { finished[$0] == nil } }

    public static func parse(_ output: String) -> TestRunOutput {
        var run = TestRunOutput()
        for line in output.lines() {
            if line.hasPrefix("Test Case '"), let name = quotedName(line) {
                if line.contains("' started") {
                    run.started.append(name)
                } else if line.contains("' passed") {
                    run.finished[name] = true
                } else if line.contains("' failed") {
                    run.finished[name] = false
                }
            } else if let error = line.range(of: ": error: ") {
                let rest = line[error.upperBound...]
                guard let separator = rest.range(of: " : ") else { continue }
                let name = normalize(String(rest[..<separator.lowerBound]))
                var message = String(rest[separator.upperBound...])
                if message.hasPrefix("failed - ") { message.removeFirst("failed - ".count) }
                if run.failures[name] == nil { run.failures[name] = message }
            } else if let fatal = line.range(of: "Fatal error: ") {
                let detail = line[fatal.upperBound...].trimmed
                run.fatalError = detail.isEmpty ? "Fatal error" : detail
            }
        }
        return run
    }

    private static func quotedName(_ line: String) -> String? {
        let afterQuote = line.dropFirst("Test Case '".count)
        guard let end = afterQuote.firstIndex(of: "'") else { return nil }
        return normalize(String(afterQuote[..<end]))
    }

    /// `-[Checks.Task8Checks testX]` → `Task8Checks.testX`; `Task8Checks.testX` unchanged.
    static func normalize(_ name: String) -> String {
        guard name.hasPrefix("-["), name.hasSuffix("]") else { return name }
        let inner = name.dropFirst(2).dropLast()
        let parts = inner.split(separator: " ")
        guard parts.count == 2 else { return String(inner) }
        let className = parts[0].split(separator: ".").last.map(String.init) ?? String(parts[0])
        return "\(className).\(parts[1])"
    }

    /// `Task8Checks.testSeenCardChosenSecondCostsOnePoint` → "seen card chosen second costs one point".
    public static func describe(_ test: String) -> String {
        var name = test.split(separator: ".").last.map(String.init) ?? test
        if name.hasPrefix("test") { name.removeFirst(4) }
        // Split camel case into words, keeping acronyms ("VM") and numbers ("16") whole.
        let characters = Array(name)
        var words: [String] = []
        var current = ""
        for (index, character) in characters.enumerated() {
            if character == "_" {
                if !current.isEmpty { words.append(current); current = "" }
                continue
            }
            let previous = index > 0 ? characters[index - 1] : nil
            let next = index + 1 < characters.count ? characters[index + 1] : nil
            let startsWord = !current.isEmpty && (
                character.isUppercase && (previous?.isLowercase == true || previous?.isNumber == true)
                || character.isUppercase && previous?.isUppercase == true && next?.isLowercase == true
                || character.isNumber && previous?.isNumber == false
                || !character.isNumber && previous?.isNumber == true)
            if startsWord { words.append(current); current = "" }
            current.append(character)
        }
        if !current.isEmpty { words.append(current) }
        return words.map { $0.count > 1 && $0.allSatisfy(\.isUppercase) ? $0 : $0.lowercased() }.joined(separator: " ")
    }
}
