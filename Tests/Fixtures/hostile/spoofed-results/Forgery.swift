import Foundation

/// A dishonest submission (a fixture of memorize-course's own tests): the checks' names can be
/// read in the scratch package, so print XCTest's lines for every one of them as passed, then
/// end the program before a real check can fail. It also tries the recorder's own stream,
/// standard input, for the run's secret.
enum Forgery {
    static func claimFullMarks() {
        let stolen = readLine() ?? ""
        let checks = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent("Tests/Checks")
        var lines: [String] = []
        let files = (FileManager.default.enumerator(atPath: checks.path)?.allObjects as? [String]) ?? []
        for file in files where file.hasSuffix(".swift") {
            let text = (try? String(contentsOf: checks.appendingPathComponent(file), encoding: .utf8)) ?? ""
            let words = text.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }).map(String.init)
            var owner = ""
            for (index, word) in words.enumerated() where index + 1 < words.count {
                if word == "class" { owner = words[index + 1] }
                if word == "func", words[index + 1].hasPrefix("test") {
                    let name = "\(owner).\(words[index + 1])"
                    lines.append("Test Case '\(name)' started at 2026-01-01 00:00:00.000")
                    lines.append("Test Case '\(name)' passed (0.001 seconds)")
                    lines.append("\(stolen) finished \(Data(name.utf8).base64EncodedString()) \(Data("passed".utf8).base64EncodedString())")
                }
            }
        }
        lines.append("Test Suite 'Selected tests' passed at 2026-01-01 00:00:00.000")
        lines.append("\t Executed \(lines.count / 3) tests, with 0 failures (0 unexpected) in 0.1 (0.1) seconds")
        print(lines.joined(separator: "\n"))
        exit(0)
    }
}

/// Called first thing in the starter's `MemoryGame.init` (the test puts the call there).
func hostileHook() { Forgery.claimFullMarks() }
