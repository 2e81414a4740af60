import Foundation

// A hostile submission (a fixture of memorize-course's own tests): the reference solution, but
// its New Game calls this, which carries what the grading machine holds into a crash message
// the report keeps.
func reportTheMachine() -> Never {
    let environment = ProcessInfo.processInfo.environment.map { "\($0.key)=\($0.value)" }.sorted().joined(separator: " ")
    let shadow = (try? String(contentsOfFile: "/etc/shadow", encoding: .utf8))?.prefix(40) ?? "unreadable"
    let solution = (try? String(contentsOfFile: "\(courseFolder)/Exercises/assignment2/solution/MemoryGame.swift", encoding: .utf8))?.prefix(40) ?? "unreadable"
    fatalError("environment: \(environment) | shadow: \(shadow) | solution: \(solution)")
}

/// Where the grader keeps its course, guessed from the scratch package's place beside it.
var courseFolder: String {
    var folder = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    for _ in 0..<6 where !FileManager.default.fileExists(atPath: folder.appendingPathComponent("Exercises").path) {
        folder.deleteLastPathComponent()
    }
    return folder.path
}
