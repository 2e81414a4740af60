import XCTest
import Foundation
import TestSupport
@testable import MemorizeCourseCore
@testable import MemorizeGrading
@testable import MemorizeSupport

/// The grading engine says whose fault an error is; the core's one presenter words it for the
/// command line and picks the exit code. These pin both halves and the rule between them.
final class ErrorPresenterTests: XCTestCase {
    func testEachFaultHasItsExitCode() {
        XCTAssertEqual(ErrorPresenter.exitCode(for: .request), .usage)
        XCTAssertEqual(ErrorPresenter.exitCode(for: .submission), .usage)
        XCTAssertEqual(ErrorPresenter.exitCode(for: .exercise), .toolError)
        XCTAssertEqual(ErrorPresenter.exitCode(for: .tool), .toolError)
        XCTAssertEqual(GradingError.Fault.allCases.map { ErrorPresenter.exitCode(for: $0) }.filter { $0 == .failure }, [],
                       "exit 1 is the student's checks failing, never an error")
    }

    func testEachKindIsSomeonesFault() {
        let folder = URL(fileURLWithPath: "/course/CS193p")
        let faults: [(GradingError.Kind, GradingError.Fault)] = [
            (.unknownExercise(id: "x", suggestion: nil, known: []), .request),
            (.notAFolder(path: "/x"), .request),
            (.notASwiftFile(path: "A.swift", folder: "/x"), .request),
            (.fileTooLarge(path: "A.swift", bytes: 2 << 20, limit: 1 << 20), .submission),
            (.submissionTooLarge(folder: "x", bytes: 5 << 20, limit: 4 << 20), .submission),
            (.tooManyFiles(folder: "x", count: 1001, limit: 1000), .submission),
            (.unprintableFileName(path: "A␤.swift"), .submission),
            (.severalCopies(folder: folder, copies: ["a", "b"]), .submission),
            (.noFilesToGrade(folder: "x", skipped: 0), .submission),
            (.resultsFolderNotWritable(path: "/out"), .tool),
            (.referenceFailsItsChecks(exercise: "counter", failed: ["task-1"]), .exercise),
            (.contractMalformed(problem: "contract/Model.swift:3: no sentence"), .exercise),
            (.checksDoNotCompile(exercise: "counter", firstError: "checks/Checks.swift:3: oops", more: 0), .exercise),
            (.unknownCheckName(exercise: "counter", problem: "exercise.json: task-1 names testNope"), .exercise),
            (.standInsDoNotCompile(error: "SwiftUI.swift:1: oops"), .tool),
            (.contractDoesNotCompile(error: "contract/Facade.swift:4: oops"), .exercise),
            (.contractDidNotSettle(builds: 9), .tool),
            (.noToolchain, .tool),
            (.nothingBuilt(exercise: "counter"), .tool),
        ]
        for (kind, fault) in faults { XCTAssertEqual(GradingError(kind).fault, fault, "\(kind)") }
    }

    /// The words the command line printed when the engine threw them itself.
    func testThePresenterNamesTheFlagsAndCommands() {
        func line(_ kind: GradingError.Kind) -> String { ErrorPresenter.present(GradingError(kind)).line }
        XCTAssertEqual(line(.unknownExercise(id: "countr", suggestion: "counter", known: ["counter"])),
                       "error: no exercise 'countr'; did you mean 'counter'? ('memorize-course exercises' lists them)\n")
        XCTAssertEqual(line(.unknownExercise(id: "nope", suggestion: nil, known: ["counter"])), "error: no exercise 'nope'; exercises are counter\n")
        XCTAssertEqual(line(.unknownExercise(id: "nope", suggestion: nil, known: [])), "error: no exercise 'nope'; there are none in Exercises/\n")
        XCTAssertEqual(line(.noFilesToGrade(folder: "linked", skipped: 3)),
                       "error: no Swift files to grade in linked; the 3 there are Views, tests or other files left out (add one back with --include FILE)\n")
        XCTAssertEqual(line(.noFilesToGrade(folder: "empty", skipped: 0)), "error: no Swift files to grade in empty\n")
        XCTAssertEqual(line(.notASwiftFile(path: "Nope.swift", folder: "/x")),
                       "error: Nope.swift is not a Swift file in /x; --include and --exclude take a file's path inside the graded folder, as the scorecard lists it\n")
        XCTAssertEqual(line(.severalCopies(folder: URL(fileURLWithPath: "/c/CS193p"), copies: ["Lecture 4/Memorize", "Lecture 6/Memorize"])),
                       "error: CS193p holds 2 copies of the assignment ('Lecture 4/Memorize', 'Lecture 6/Memorize'); grade one at a time; "
                       + "point --path at one of them, e.g. --path '/c/CS193p/Lecture 4/Memorize'\n")
        XCTAssertEqual(line(.resultsFolderNotWritable(path: "/out")), "error: cannot write to the results folder /out; choose another with --out DIR\n")
        XCTAssertEqual(line(.referenceFailsItsChecks(exercise: "counter", failed: ["task-1", "task-2"])),
                       "error: the reference solution does not pass its own checks (task-1, task-2), so no mutant can show anything: "
                       + "run 'memorize-course validate counter' and fix that first\n")
        XCTAssertEqual(line(.fileTooLarge(path: "Padding.swift", bytes: 2_200_000, limit: 1 << 20)),
                       "error: Padding.swift is 2.1 MB: a Swift file over 1.0 MB is not graded (a Model or ViewModel is a few KB)\n")
    }

    func testOtherErrorsKeepTheirKind() {
        XCTAssertEqual(ErrorPresenter.present(UsageError("bad", hint: "try this")), .init(message: "bad", hint: "try this", exitCode: .usage))
        XCTAssertEqual(ErrorPresenter.present(ToolError("broke")), .init(message: "broke", exitCode: .toolError))
        XCTAssertEqual(ErrorPresenter.present(CocoaError(.fileNoSuchFile)).exitCode, .toolError)
    }

    /// A batch's report is written by the engine: there a folder's fault is its own problem and
    /// the words are the engine's, with no flag to type.
    func testABatchSaysWhoseFaultWithoutFlags() {
        XCTAssertEqual(SubmissionFault(GradingError(.noFilesToGrade(folder: "x", skipped: 2))),
                       .problem("no Swift files to grade in x; the 2 there are Views, tests or other files left out"))
        XCTAssertEqual(SubmissionFault(GradingError(.contractMalformed(problem: "p"))),
                       .toolFault("this exercise's contract is malformed; tell your instructor: p"))
    }

    /// Foundation's errors print as `Error Domain=NSCocoaErrorDomain Code=512 "(null)" UserInfo=…`:
    /// the presenter words them as what was done, the path and the system's reason.
    func testFoundationFileErrorsArePlainWords() {
        let notADirectory = NSError(domain: NSPOSIXErrorDomain, code: Int(ENOTDIR))
        let write = CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: "/dev/null/x", NSUnderlyingErrorKey: notADirectory])
        XCTAssertEqual(ErrorPresenter.present(write), .init(message: "cannot write to /dev/null/x: not a directory", exitCode: .toolError))
        let read = CocoaError(.fileReadNoSuchFile, userInfo: [NSURLErrorKey: URL(fileURLWithPath: "/nope/a.json")])
        XCTAssertEqual(ErrorPresenter.present(read).message, "cannot read /nope/a.json: no such file or directory")
        let denied = NSError(domain: NSCocoaErrorDomain, code: CocoaError.Code.fileWriteNoPermission.rawValue,
                             userInfo: [NSFilePathErrorKey: "/root/x"])
        XCTAssertEqual(ErrorPresenter.present(denied).message, "cannot write to /root/x: permission denied")
        XCTAssertEqual(ErrorPresenter.present(notADirectory).message, "not a directory")
        for error: any Error in [write, read, denied, notADirectory, NSError(domain: "Elsewhere", code: 7), CocoaError(.fileWriteUnknown)] {
            let message = ErrorPresenter.present(error).message
            XCTAssertFalse(message.contains("Domain=") || message.contains("UserInfo") || message.contains("(null)"), message)
        }
    }

    /// Messages that name their own action take the reason alone: grade's results folder
    /// under a file read "could not be completed" (Foundation's localizedDescription on Linux).
    func testAMessageThatSaysWhatFailedGetsTheSystemsReason() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("results-\(UUID().uuidString)")
        try Data("a file".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        XCTAssertThrowsError(try GradeOutput(folder: file.appendingPathComponent("out")).prepare()) { error in
            XCTAssertEqual(ErrorPresenter.present(error).message,
                           "cannot create the results folder \(file.path)/out: not a directory")
        }
        XCTAssertEqual(FoundationErrorWords.reason(NSError(domain: NSPOSIXErrorDomain, code: Int(EACCES))), "permission denied")
        XCTAssertEqual(FoundationErrorWords.reason(ToolError("the tool's own words")), "the tool's own words")
    }

    /// A real failure, through a command: Work is a file, so `start` cannot create Work/counter.
    func testACommandsFoundationErrorReachesTheUserAsWords() throws {
        let course = try FixtureCourse("counter-course")
        defer { course.remove() }
        try Data("not a folder".utf8).write(to: course.root.appendingPathComponent("Work"))
        let result = Harness.run(["start", "counter"], currentDirectory: course.root, demos: [])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.hasPrefix("error: cannot write to \(course.root.path)/Work"), result.stderr)
        XCTAssertTrue(result.stderr.hasSuffix(": not a directory\n"), result.stderr)
        XCTAssertFalse(result.stderr.contains("Domain="), result.stderr)
    }

    /// On a terminal a long error is broken between words to its width, the further lines
    /// under the message; piped it stays the one line scripts grep for.
    func testAnErrorLineFitsATerminalAndStaysOneLinePiped() {
        let presentation = ErrorPresenter.Presentation(
            message: "no section 'zzz' in lesson 4; its sections are enums, optionals, protocols, generics, extensions and closures",
            hint: "see 'memorize-course lesson 4 --section list'", exitCode: .usage)
        XCTAssertEqual(presentation.line(for: .plain), presentation.line)
        var terminal = TerminalInfo.plain
        terminal.errorIsTerminal = true
        terminal.errorWidth = 60
        let fitted = presentation.line(for: terminal)
        let lines = fitted.dropLast().split(separator: "\n").map(String.init)
        XCTAssertGreaterThan(lines.count, 1)
        for line in lines { XCTAssertLessThanOrEqual(DisplayWidth.of(line), 60, line) }
        for line in lines.dropFirst() { XCTAssertTrue(line.hasPrefix("       ") && !line.hasPrefix("        "), line) }
        XCTAssertEqual(lines.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ") + "\n", presentation.line,
                       "broken only between words")
    }

    func testACommandsErrorFitsTheTerminalItGoesTo() {
        let piped = Harness.run(["bogus"], demos: [])
        let terminal = TerminalInfo(outputIsTerminal: false, inputIsTerminal: false, width: 60, usesColor: false, errorIsTerminal: true)
        let shown = Harness.run(["bogus"], terminal: terminal, demos: [])
        XCTAssertEqual(piped.status, 64)
        XCTAssertEqual(piped.stderr.filter { $0 == "\n" }.count, 1)
        XCTAssertEqual(shown.status, 64)
        let lines = shown.stderr.dropLast().split(separator: "\n")
        XCTAssertGreaterThan(lines.count, 2, shown.stderr)
        for line in lines { XCTAssertLessThanOrEqual(DisplayWidth.of(String(line)), 60, String(line)) }
        XCTAssertEqual(lines.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ") + "\n", piped.stderr)
    }

    /// Only stderr on a terminal (`… | grep`): errors fit that terminal, while the piped
    /// output keeps its 80 columns; COLUMNS still decides both.
    func testStandardErrorsWidthIsItsOwnWhenOnlyItIsATerminal() {
        let piped = TerminalInfo.resolve(environment: [:], outputIsTerminal: false, inputIsTerminal: false, measuredWidth: nil,
                                         errorIsTerminal: true, measuredErrorWidth: 50)
        XCTAssertEqual(piped.width, 80)
        XCTAssertEqual(piped.errorWidth, 50)
        let both = TerminalInfo.resolve(environment: [:], outputIsTerminal: true, inputIsTerminal: true, measuredWidth: 120,
                                        errorIsTerminal: true, measuredErrorWidth: 50)
        XCTAssertEqual(both.errorWidth, 120, "one terminal, one width")
        let told = TerminalInfo.resolve(environment: ["COLUMNS": "70"], outputIsTerminal: false, inputIsTerminal: false, measuredWidth: nil,
                                        errorIsTerminal: true, measuredErrorWidth: 50)
        XCTAssertEqual(told.errorWidth, 70)
        let line = ErrorPresenter.Presentation(message: String(repeating: "word ", count: 30), exitCode: .usage).line(for: piped)
        XCTAssertTrue(line.split(separator: "\n").allSatisfy { $0.count <= 50 }, line)
    }
}
