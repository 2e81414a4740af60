import Foundation

/// The one place an error becomes words on standard error and an exit code. The grading engine
/// says what went wrong and whose fault it is (`GradingError`); here that gets what to type
/// next, naming this tool's commands and flags, which the engine never does.
enum ErrorPresenter {
    /// What the command line says about an error, and how it exits.
    struct Presentation: Equatable {
        var message: String
        /// What to do next, after the message.
        var hint: String?
        var exitCode: ExitCode

        /// The line written to standard error.
        var line: String { "error: \(message)" + (hint.map { "; \($0)" } ?? "") + "\n" }

        /// `line` as written to `terminal`: on a terminal, broken between words to its width
        /// with the further lines indented under the message, as the terminal would otherwise
        /// break a 240-column message mid-word; piped, one line, which scripts grep for.
        func line(for terminal: TerminalInfo) -> String {
            guard terminal.errorIsTerminal else { return line }
            let wrapper = TextWrapper(styler: Styler(enabled: false))
            let indent = String(repeating: " ", count: "error: ".count)
            return line.dropLast().split(separator: "\n", omittingEmptySubsequences: false).enumerated().flatMap { index, part in
                wrapper.wrap(String(part), width: terminal.errorWidth, firstPrefix: index == 0 ? "" : indent, continuationPrefix: indent)
            }.joined(separator: "\n") + "\n"
        }
    }

    static func present(_ error: any Error) -> Presentation {
        switch error {
        case let error as UsageError: Presentation(message: error.message, hint: error.hint, exitCode: .usage)
        case let error as ToolError: Presentation(message: error.message, exitCode: .toolError)
        case let error as GradingError: present(error)
        default: Presentation(message: FoundationErrorWords.words(error) ?? "\(error)", exitCode: .toolError)
        }
    }

    /// Whoever must act decides the exit code: the one who typed the command (a request that
    /// cannot be met, a folder that cannot be graded as it is) gets 64; a broken exercise or a
    /// broken tool is not the student's work failing, so 2, never the 1 of failed checks.
    static func exitCode(for fault: GradingError.Fault) -> ExitCode {
        switch fault {
        case .request, .submission: .usage
        case .exercise, .tool: .toolError
        }
    }

    static func present(_ error: GradingError) -> Presentation {
        var message = error.description
        var hint: String?
        switch error.kind {
        case .unknownExercise(_, let suggestion?, _):
            hint = "did you mean '\(suggestion)'? ('memorize-course exercises' lists them)"
        case .notASwiftFile:
            hint = "--include and --exclude take a file's path inside the graded folder, as the scorecard lists it"
        case let .severalCopies(folder, copies):
            let first = folder.appendingPathComponent(copies.first ?? "").path
            hint = "point --path at one of them, e.g. --path '\(first)'"
        case let .noFilesToGrade(_, skipped) where skipped > 0:
            message += " (add one back with --include FILE)"
        case .resultsFolderNotWritable:
            message += "; choose another with --out DIR"
        case let .referenceFailsItsChecks(exercise, _):
            message += ": run 'memorize-course validate \(exercise)' and fix that first"
        case .unknownExercise, .notAFolder, .fileTooLarge, .submissionTooLarge, .tooManyFiles, .unprintableFileName, .noFilesToGrade, .contractMalformed,
             .checksDoNotCompile, .unknownCheckName, .standInsDoNotCompile, .contractDoesNotCompile, .contractDidNotSettle, .noToolchain, .diskFull, .nothingBuilt:
            break
        }
        return Presentation(message: message, hint: hint, exitCode: exitCode(for: error.fault))
    }
}
