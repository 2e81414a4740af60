import Foundation
import MemorizePlatform

/// Compiles a demo's editable program with `swiftc` straight from the student's folder (the
/// executable and the compiler's module cache go to the scratch folder, never to `Work/`) and
/// runs it, stopping it after `timeLimit` seconds of CPU time, so an endless loop in an edit
/// never hangs the tool.
public struct EditableRunner {
    /// What one compile-and-run gave.
    public enum Outcome: Equatable, Sendable {
        /// It compiled and ran to the end; everything it printed.
        case ran(output: String)
        /// It did not compile: each error at the student's file and line, with that line of code.
        case didNotCompile(errors: [String])
        /// It compiled, then stopped with a failure: what it printed, and how it ended.
        case crashed(output: String, ending: String)
        /// It ran past the time limit and was stopped.
        case timedOut(output: String, seconds: Double)

        /// Ran to the end.
        public var ran: Bool { if case .ran = self { true } else { false } }
    }

    public var swiftc: URL
    /// This demo's own folder in the scratch folder.
    public var scratch: URL
    public var processRunner: ProcessRunner
    public var environment: [String: String]
    /// CPU seconds the program may run.
    public var timeLimit: Double = 5
    /// What the program may print before it is stopped (a print in an endless loop).
    public var outputLimit = 256 * 1024

    public init(swiftc: URL, scratch: URL, processRunner: ProcessRunner, environment: [String: String]) {
        self.swiftc = swiftc
        self.scratch = scratch
        self.processRunner = processRunner
        self.environment = environment
    }

    /// Compiles `folder`'s main.swift and Support.swift, and runs the program.
    public func run(_ folder: EditableFolder) throws -> Outcome {
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        let program = scratch.appendingPathComponent("program")
        var arguments = ["-Onone", "-swift-version", "5", "-diagnostic-style=llvm", "-module-name", EditableProgram.moduleName,
                         "-module-cache-path", scratch.deletingLastPathComponent().appendingPathComponent("module-cache").path,
                         folder.main.path, folder.support.path, "-o", program.path]
        arguments += Platforms.current.programCompilerFlags
        var compilerEnvironment = environment
        compilerEnvironment["TMPDIR"] = scratch.path   // the compiler's temporary files stay in scratch too
        let compiled = try processRunner.run(swiftc, arguments, in: scratch, environment: compilerEnvironment, timeLimit: 120,
                                             input: nil, outputLimit: 1 << 20)
        guard compiled.succeeded else { return .didNotCompile(errors: compileErrors(compiled, folder: folder)) }
        var runEnvironment = environment
        runEnvironment["SWIFT_BACKTRACE"] = "enable=no"
        let ran = try processRunner.run(program, [], in: scratch, environment: runEnvironment, timeLimit: timeLimit,
                                        input: nil, outputLimit: outputLimit)
        let output = shortened(ran.output, folder: folder)
        if ran.timedOut { return .timedOut(output: output, seconds: timeLimit) }
        if ran.overflowed { return .crashed(output: output, ending: "stopped: it printed more than \(outputLimit / 1024) KB") }
        if ran.signaled { return .crashed(output: output, ending: "crashed (signal \(ran.status))") }
        if ran.status != 0 { return .crashed(output: output, ending: "ended with exit status \(ran.status)") }
        return .ran(output: output)
    }

    /// The compiler's errors at main.swift or Support.swift, each followed by its line of code
    /// and a caret under the column.
    func compileErrors(_ outcome: ProcessOutcome, folder: EditableFolder) -> [String] {
        if BuildDiagnostics.wasStopped(outcome) { return [BuildDiagnostics.stoppedMessage(outcome)] }
        let files = [folder.main.path: folder.main, folder.support.path: folder.support]
        let found = BuildDiagnostics.errors(in: outcome.output) { path in files[path]?.lastPathComponent }
        guard !found.isEmpty else {
            let first = outcome.output.lines().first { $0.contains("error") } ?? "the compiler failed: \(outcome.output.prefix(300))"
            return [PrintableText.of(shortened(first, folder: folder))]
        }
        return found.map { error in
            let file = error.file == folder.support.lastPathComponent ? folder.support : folder.main
            let lines = (try? String(contentsOf: file, encoding: .utf8))?.components(separatedBy: "\n") ?? []
            guard error.line >= 1, error.line <= lines.count else { return error.text }
            let code = PrintableText.of(lines[error.line - 1])
            let caret = String(repeating: " ", count: max(error.column - 1, 0)) + "^"
            return error.text + "\n    " + code + "\n    " + caret
        }
    }

    /// Output with the folder's path taken off the files it names (a crash's `main.swift:12`).
    func shortened(_ text: String, folder: EditableFolder) -> String {
        text.replacingOccurrences(of: folder.url.path + "/", with: "")
    }
}
