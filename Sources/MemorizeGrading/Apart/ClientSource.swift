/// The checks' side of the boundary: starting the student's program (`Serve`) in the sandbox
/// the grader chose, calling it, and turning its end (a crash, a time-out, an exit) into a
/// record of the check it happened in. Compiled into the checks' target beside the recorder.
enum ClientSource {
    static let fileName = "_StudentProgram.swift"
    /// The variable that holds the command the grader built: the program inside its sandbox,
    /// one argument per line.
    static let commandVariable = "MEMORIZE_SERVE_COMMAND"
    /// The most wall-clock seconds one call may take before the program counts as hung.
    static let callSecondsVariable = "MEMORIZE_SERVE_CALL_SECONDS"
    /// The words of the gaps this build can have (`ContractGapWords.encoded`).
    static let gapsVariable = "MEMORIZE_SERVE_GAPS"

    static let text = #"""
    // Written by memorize-course: how the checks reach the student's code. It runs in a program
    // of its own (its command is in MEMORIZE_SERVE_COMMAND, sandboxed by the grader); a check
    // sends it calls and judges the plain values it answers. When the program ends (it crashed,
    // ran out of time, or exited), the recorder says so for the check it ended in, and every
    // later call stops at once: the task's verdict is that end, as when the checks and the
    // student's code shared a process.
    import Foundation
    import Wire
    import XCTest
    #if canImport(Glibc)
    import Glibc
    #elseif canImport(Darwin)
    import Darwin
    #endif

    /// A part of the assignment the student's code does not have: the words say which.
    /// `isFact`: the build has no such part (a stub's words, or a reason's and a stub's); else a
    /// finding the program reports from running the code, which a check may stop on (its
    /// task not graded) but must not skip past (`ifPresent` takes stubs only).
    struct ProgramGap: Error, CustomStringConvertible {
        let words: String
        var isFact = true
        var description: String { "contract: " + words }
    }

    /// The student's program answered with an error (a thrown error, or an answer of the wrong shape).
    struct ProgramError: Error, CustomStringConvertible {
        let words: String
        var description: String { words }
    }

    /// The student's program has ended; the recorder has said how, and in which check.
    struct ProgramEnded: Error, CustomStringConvertible {
        var description: String { "the program with your code ended (see above)" }
    }

    enum StudentProgram {
        private static var process: Process?
        private static var calls: FileHandle?
        private static var answers: Int32 = -1
        /// Whether the program has ended; it is not started again.
        private static var hasEnded = false

        /// Calls `name` with `arguments` in the student's program and gives its answer.
        static func call(_ name: String, _ arguments: [WireValue] = []) throws -> WireValue {
            if hasEnded { throw ProgramEnded() }
            if process == nil { try start() }
            let bytes = Wire.encode(.list([.string(name), .list(arguments)]))
            let deadline = Date().addingTimeInterval(callSeconds)
            let sent = Wire.write(bytes, to: calls!.fileDescriptor)
            let answer = sent ? Wire.receive(from: answers, ready: { waitForAnswer(until: deadline) }) : nil
            guard let answer else {
                ended(timedOut: Date() >= deadline)
                throw ProgramEnded()
            }
            guard let parts = answer.list, parts.count == 2, let kind = parts[0].string else {
                throw ProgramError(words: "the program answered \(answer), which is no answer")
            }
            switch kind {
            case "ok": return parts[1]
            case "gap":
                // Only the build knows what the code lacks, and which calls can say so: a gap it
                // cannot have, or that this call's code cannot throw, is the program's own answer, and wrong.
                let words = parts[1].string ?? ""
                guard let isFact = buildGap(words, call: name) else {
                    throw ProgramError(words: "the program answered that your code lacks a part (\(words)), which this build of it does not lack")
                }
                GradedRecorder.thrownGap = words   // a check that stops here waits for this part
                throw ProgramGap(words: words, isFact: isFact)
            default: throw ProgramError(words: parts[1].string ?? "\(parts[1])")
            }
        }

        /// One gap this build can have (MEMORIZE_SERVE_GAPS, written by the grader from the
        /// contract as compiled): a stub's exact words (its line begun by U+001E), a reason's
        /// (U+001D), or a finding's literal pieces (apart by U+001F); then the calls whose code
        /// can throw it, each after a U+001C (none: any call).
        private struct BuildGap {
            let pieces: [String]
            let kind: Character
            let calls: Set<String>?
        }

        /// The build's gaps; nil outside the grader.
        private static let buildGaps: [BuildGap]? = ProcessInfo.processInfo.environment["MEMORIZE_SERVE_GAPS"].map { text in
            text.split(separator: "\n").map { whole in
                let parts = whole.split(separator: "\u{1C}", omittingEmptySubsequences: false)
                let line = parts[0]
                let kind = line.first.flatMap { "\u{1E}\u{1D}".contains($0) ? $0 : nil } ?? "f"
                return BuildGap(pieces: line.dropFirst(kind == "f" ? 0 : 1).split(separator: "\u{1F}", omittingEmptySubsequences: false).map(String.init),
                                kind: kind, calls: parts.count > 1 ? Set(parts.dropFirst().map(String.init)) : nil)
            }
        }

        /// Whether `words` are a fact of the build `call` can give: a stub's words, or a reason's, alone or followed by a fact.
        static func isFact(_ words: Substring, call: String) -> Bool {
            guard let buildGaps else { return true }
            return buildGaps.contains { gap in
                guard let first = gap.pieces.first, gap.calls?.contains(call) ?? true else { return false }
                if gap.kind == "\u{1E}" { return words == first }
                return gap.kind == "\u{1D}" && words.hasPrefix(first) && (words.count == first.count || isFact(words.dropFirst(first.count), call: call))
            }
        }

        /// Whether this build lacks the part whose stub's words hold `fragment`: a fact read from
        /// the build, for a check to judge by itself what no answer of the program's can show
        /// (whether a View is told of changes at all). False outside the grader.
        static func buildLacks(partWith fragment: String) -> Bool {
            buildGaps?.contains { $0.kind == "\u{1E}" && $0.pieces.first?.contains(fragment) == true } ?? false
        }

        /// Whether `words` are one of the gaps `call` can give: true for a fact (`isFact`), false
        /// for a finding's or a reason's with no fact after it (the first piece at the start, each
        /// next after the one before), nil when neither. A line break reads as a space, as the grader wrote them.
        static func buildGap(_ words: String, call: String) -> Bool? {
            guard let buildGaps else { return true }
            let words = words.replacingOccurrences(of: "\n", with: " ")
            if isFact(Substring(words), call: call) { return true }
            let found = buildGaps.contains { gap in
                guard gap.kind != "\u{1E}", gap.calls?.contains(call) ?? true else { return false }
                var rest = Substring(words)
                for (position, piece) in gap.pieces.enumerated() where !piece.isEmpty {
                    if position == 0 {
                        guard rest.hasPrefix(piece) else { return false }
                        rest = rest.dropFirst(piece.count)
                    } else {
                        guard let found = rest.range(of: piece) else { return false }
                        rest = rest[found.upperBound...]
                    }
                }
                return true
            }
            return found ? false : nil
        }

        /// Calls `name` for a check that does not throw: a part the student's code lacks, or an
        /// error, fails the check with its words (once); nil then, and after the program ended.
        static func answer(_ name: String, _ arguments: [WireValue] = [], file: StaticString = #filePath, line: UInt = #line) -> WireValue? {
            do {
                return try call(name, arguments)
            } catch is ProgramEnded {
                return nil
            } catch {
                if failedIn != GradedRecorder.current {
                    failedIn = GradedRecorder.current
                    XCTFail("\(error)", file: file, line: line)
                }
                return nil
            }
        }
        private static var failedIn: String?

        private static var callSeconds: Double {
            Double(ProcessInfo.processInfo.environment["MEMORIZE_SERVE_CALL_SECONDS"] ?? "") ?? 30
        }

        private static func start() throws {
            let command = (ProcessInfo.processInfo.environment["MEMORIZE_SERVE_COMMAND"] ?? "").split(separator: "\n").map(String.init)
            guard let program = command.first else { throw ProgramError(words: "the grader gave no command for the program") }
            let (input, output) = (Pipe(), Pipe())
            let started = Process()
            started.executableURL = URL(fileURLWithPath: program)
            started.arguments = Array(command.dropFirst())
            // Only what the runtime needs, the grader's mark and the program's own folders: not
            // the checks' settings, nor where the grader was (PWD, OLDPWD); it starts at /.
            let kept: Set<String> = ["PATH", "LANG", "LC_ALL", "HOME", "TMPDIR", "MEMORIZE_CHECK_RUN", "SWIFT_BACKTRACE", "NO_COLOR", "TERM"]
            started.environment = ProcessInfo.processInfo.environment.filter { kept.contains($0.key) }
            started.currentDirectoryURL = URL(fileURLWithPath: "/")
            started.standardInput = input
            started.standardOutput = output
            // Its errors come through a pipe of its own, passed on whole: it can write to the
            // checks' standard error but never read what they record there.
            let errors = Pipe()
            started.standardError = errors
            if !confined { confineBeforeTheStudentsProgram() }   // where no sandbox runs it (_Confine.swift); once
            confined = true
            (cpuBeforeStart, startedAt) = (childrenCPU(), Date())
            try started.run()
            process = started
            calls = input.fileHandleForWriting
            answers = output.fileHandleForReading.fileDescriptor
            keep = (input, output)
            passOn(errors)
        }
        private static var keep: (Pipe, Pipe)?
        private static var confined = false

        /// Quits the program, as a player quitting the app would (its input closed; killed if it
        /// is still running 2 s later), and starts it anew: for a check that compares two launches
        /// (a generator seeded alike at each launch deals alike each time). Everything the first
        /// program kept is gone with it. Throws `ProgramEnded` once it has ended.
        static func relaunch() throws {
            if hasEnded { throw ProgramEnded() }
            if let process {
                try? calls?.close()
                let deadline = Date().addingTimeInterval(2)
                while process.isRunning, Date() < deadline { usleep(10_000) }
                if process.isRunning { kill(process.processIdentifier, SIGKILL) }
                process.waitUntilExit()
                _ = errorsPassed?.wait(timeout: .now() + 1)
            }
            (process, calls, keep) = (nil, nil, nil)
            try start()
        }
        /// Signalled when the program's errors are all passed on (its pipe closed).
        private static var errorsPassed: DispatchSemaphore?

        /// Copies what the program writes to its standard error onto the checks', as it comes.
        private static func passOn(_ errors: Pipe) {
            let done = DispatchSemaphore(value: 0)
            errorsPassed = done
            let thread = Thread {
                let source = errors.fileHandleForReading.fileDescriptor
                var buffer = [UInt8](repeating: 0, count: 65536)
                while true {
                    let count = buffer.withUnsafeMutableBytes { read(source, $0.baseAddress, $0.count) }
                    if count < 0, errno == EINTR { continue }
                    guard count > 0 else { break }
                    FileHandle.standardError.write(Data(buffer[0..<count]))
                }
                try? errors.fileHandleForReading.close()
                done.signal()
            }
            thread.start()
            try? errors.fileHandleForWriting.close()
        }
        private static var cpuBeforeStart = 0.0
        private static var startedAt = Date()

        /// The CPU seconds of the children this process has waited for, theirs included.
        private static func childrenCPU() -> Double {
            var usage = rusage()
            getrusage(-1, &usage)   // RUSAGE_CHILDREN, -1 on Linux and on a Mac (whose type differs)
            return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
        }

        /// Waits until the answer can be read; false once `deadline` passes.
        private static func waitForAnswer(until deadline: Date) -> Bool {
            while true {
                let left = deadline.timeIntervalSinceNow
                guard left > 0 else { return false }
                var poller = pollfd(fd: answers, events: Int16(POLLIN), revents: 0)
                let ready = poll(&poller, 1, Int32(min(left, 1) * 1000) + 1)
                if ready > 0 { return true }
                if ready < 0, errno != EINTR { return false }
            }
        }

        /// The program stopped answering: stops it for good and records why, for this check.
        private static func ended(timedOut: Bool) {
            guard let process else { return }
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
            process.waitUntilExit()
            // Its last words (a fatal error's) come before the record of its end, unless something
            // it started keeps its pipe open.
            _ = errorsPassed?.wait(timeout: .now() + 1)
            var status = process.terminationStatus
            var signaled = process.terminationReason == .uncaughtSignal
            // bubblewrap reports its child's signal as 128 + the signal, as an exit(128 + n) looks.
            let mayBeExit = !signaled && status > 128 && status < 128 + 64
            if mayBeExit { (status, signaled) = (status - 128, true) }
            if timedOut {
                GradedRecorder.ended("hung", "\(Int(callSeconds))")
            } else if signaled && status == SIGXCPU {
                // The CPU time it spent tells its limit's signal from one it gave itself (bubblewrap
                // keeps that time from this process: then the time it ran for must do).
                let spent = (cpu: childrenCPU() - cpuBeforeStart, wall: -startedAt.timeIntervalSinceNow)
                GradedRecorder.ended("timedOut", "\(spent.cpu) \(spent.wall) \(ProcessInfo.processInfo.activeProcessorCount)")
            } else if signaled && status == SIGXFSZ {
                GradedRecorder.ended("fileTooLarge", mayBeExit ? "or exit" : "")
            } else if !signaled && status == 0 {
                GradedRecorder.ended("exited", "")
            } else {
                GradedRecorder.ended("crashed", signaled ? "signal \(status)" : "exit status \(status)")
            }
            hasEnded = true
            self.process = nil
            calls = nil
            keep = nil
        }
    }
    """#
}
