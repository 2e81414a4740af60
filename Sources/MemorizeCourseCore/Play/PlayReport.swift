import Foundation

/// How a game ended, in the student's terms, with the exit status it earns. All of play's
/// own sentences are here.
struct PlayReport {
    var text = ""
    var exitCode: ExitCode = .success

    static let needsTerminal = "play needs a terminal: it draws the cards and reads keys"
    static func needsTerminalHint(_ id: String) -> String {
        "to play without one, give the moves: memorize-course play \(id) --moves \"👻 👻 n q\" (a card's emoji or position; n New Game, s shuffle, q quit)"
    }
    static func noView(_ id: String) -> String {
        "\(id) has no terminal game (no Exercises/\(id)/play/ folder); check it with 'memorize-course check \(id)'"
    }

    /// What stopped the code compiling, as `check`'s scorecard says it.
    static func doesNotCompile(_ problems: BuildProblems) -> PlayReport {
        var text = ""
        if !problems.contractProblems.isEmpty {
            text += "Your code does not match the assignment's API:\n" + problems.contractProblems.map { "  • \($0)\n" }.joined()
        }
        if !problems.studentErrors.isEmpty {
            text += "Your code does not compile:\n" + problems.studentErrors.prefix(10).map { "  \($0)\n" }.joined()
            if problems.studentErrors.count > 10 { text += "  … and \(problems.studentErrors.count - 10) more\n" }
        }
        return PlayReport(text: text + "Fix that, then play again ('memorize-course check' says more).\n", exitCode: .failure)
    }

    /// Judges a finished game: `status` is its exit status, `signal` the signal that ended it.
    /// `busy` names what was running when it was stopped for taking too long, if it was.
    static func ending(_ transcript: PlayTranscript, status: Int32, signal: Int32?, busy: String?,
                       files: [SourceFile], display: (URL) -> String) throws -> PlayReport {
        let messages = transcript.messages.map { $0 + "\n" }.joined()
        if let busy {
            return PlayReport(text: messages + "The game stopped responding \(busy) (an endless loop?).\n", exitCode: .failure)
        }
        if let signal {
            if signal == SIGINT || signal == SIGTERM || signal == SIGHUP {
                // Ctrl-C: a hang in the student's code says where it was; otherwise it is just a way out.
                return PlayReport(text: messages, exitCode: messages.isEmpty ? .success : .failure)
            }
            var text = "The game crashed"
            if let message = transcript.fatalError { text += " (\(message))" }
            if let site = transcript.crashSite {
                let file = files.first { $0.relativePath == site.file }.map { display($0.original) } ?? site.file
                text += site.function.map { " in \($0)" } ?? ""
                text += ", at \(file):\(site.line)"
            }
            return PlayReport(text: messages + text + "\n", exitCode: .failure)
        }
        switch status {
        case 0: return PlayReport(text: messages)
        case 3: return PlayReport(text: messages, exitCode: .failure)
        case 64: throw UsageError(transcript.messages.first ?? "the game did not accept its arguments")
        default:
            return PlayReport(text: messages + "The game ended with exit status \(status) (does your code call exit?).\n", exitCode: .failure)
        }
    }
}
