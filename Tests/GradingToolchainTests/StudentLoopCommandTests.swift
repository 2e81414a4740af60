import XCTest
import TestSupport
@testable import MemorizeCourseCore
@testable import MemorizeGrading
@testable import MemorizeSupport

/// exercises, hint, solution, reset and doctor on the fixture course, in-process.
final class StudentLoopCommandTests: XCTestCase {
    var course: FixtureCourse!
    var work: URL { course.root.appendingPathComponent("Work/counter") }

    override func setUpWithError() throws { course = try FixtureCourse("counter-course") }
    override func tearDown() { course.remove() }

    func run(_ arguments: [String], terminal: TerminalInfo = .plain, input: [String] = [], runner: ProcessRunner = UnavailableProcessRunner(),
             environment: [String: String] = [:], from directory: URL? = nil) -> RunResult {
        Harness.run(arguments, terminal: terminal, input: input, environment: environment, currentDirectory: directory ?? course.root, demos: [],
                    processRunner: runner)
    }

    func writeProgress(_ json: String) throws {
        try json.write(to: course.root.appendingPathComponent(".memorize-progress.json"), atomically: true, encoding: .utf8)
    }

    func testExercisesShowsEachStatusAndTheNextCommand() throws {
        XCTAssertEqual(run(["exercises"]).stdout, "counter  Counter\n    not started · next: memorize-course start counter\n    the tasks: memorize-course instructions counter\n")
        XCTAssertEqual(run(["start", "counter"]).status, 0)
        XCTAssertTrue(run(["exercises"]).stdout.contains("started, not checked yet · next: memorize-course check counter --watch"))
        try writeProgress(#"{"format": 1, "exercises": {"counter": {"passed": 1, "total": 2, "everPassed": false, "hintsShown": 0}}}"#)
        XCTAssertTrue(run(["exercises"]).stdout.contains("failing (passed 1 of 2)"))
        try writeProgress(#"{"format": 1, "exercises": {"counter": {"passed": 2, "total": 2, "everPassed": true, "hintsShown": 0}}}"#)
        XCTAssertTrue(run(["exercises"]).stdout.contains("    passed · next: memorize-course solution counter\n"))
    }

    func testADamagedProgressFileIsOneWarningAndNeverStopsTheTool() throws {
        XCTAssertEqual(run(["start", "counter"]).status, 0)
        try writeProgress("garbage")
        let result = run(["exercises"])
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.stderr, "warning: .memorize-progress.json is damaged; rebuilt it from your working copies (your code is untouched)\n")
        XCTAssertTrue(result.stdout.contains("started, not checked yet"), "rebuilt from the working copy that exists")
        XCTAssertTrue(FileManager.default.fileExists(atPath: work.appendingPathComponent("Counter.swift").path))
    }

    func testHintsOneAtATimeThenAllThenReset() {
        let first = run(["hint", "counter"])
        XCTAssertEqual(first.stdout, "Hint 1 of 3 (Task 2)\n\n`value` is the only state you need.\n\nNext time: hint 2 of 3.\n")
        let second = run(["hint", "counter"]).stdout
        XCTAssertTrue(second.hasPrefix("Hint 2 of 3 (Task 1)\n\nAdding one is `value += 1`.\n\n  • Mind the starter's empty `increment()`.\n"), second)
        let third = run(["hint", "counter"]).stdout
        XCTAssertTrue(third.contains("    memorize-course check counter --watch\n"), third)
        XCTAssertTrue(third.hasSuffix("That was the last hint.\n"))
        XCTAssertEqual(run(["hint", "counter"]).stdout, "You have seen all 3 hints. Reread one by its number ('memorize-course hint counter 1'), "
            + "see them all with --all, or start over with --reset.\n")
        let all = run(["hint", "counter", "--all", "--yes"]).stdout
        XCTAssertEqual(["Hint 1 of 3 (Task 2)", "Hint 2 of 3 (Task 1)", "Hint 3 of 3 (Task 1)"].filter(all.contains).count, 3)
        XCTAssertEqual(run(["hint", "counter", "--reset"]).stdout, "Hints for counter start again from hint 1.\n")
        XCTAssertTrue(run(["hint", "counter"]).stdout.hasPrefix("Hint 1 of 3"))
    }

    func testSolutionOnlyAfterPassingOnceUnlessForced() throws {
        let locked = run(["solution", "counter"])
        XCTAssertEqual(locked.status, 1)
        XCTAssertEqual(locked.stdout, "")
        XCTAssertEqual(locked.stderr, "The solution to counter opens once your work has passed every automated check (now: not started); keep going with 'memorize-course check counter'.\n")
        XCTAssertTrue(run(["solution", "counter", "--force"]).stdout.contains("── solution/Counter.swift"))
        try writeProgress(#"{"format": 1, "exercises": {"counter": {"passed": 1, "total": 2, "everPassed": true, "hintsShown": 0}}}"#)
        let unlocked = run(["solution", "counter"])
        XCTAssertEqual(unlocked.status, 0)
        XCTAssertTrue(unlocked.stdout.contains("mutating func increment() { value += 1 }"), "once passed, it stays open")
    }

    func testResetBacksUpFirstAndAsksUnlessYes() throws {
        XCTAssertEqual(run(["start", "counter"]).status, 0)
        try "// my work\n".write(to: work.appendingPathComponent("Counter.swift"), atomically: true, encoding: .utf8)
        try "// helper\n".write(to: work.appendingPathComponent("Helper.swift"), atomically: true, encoding: .utf8)

        let piped = run(["reset", "counter"])
        XCTAssertEqual(piped.status, 64)
        XCTAssertEqual(piped.stderr, "error: reset replaces Work/counter and needs a yes; run it in a terminal to be asked, or add --yes\n")
        let declined = run(["reset", "counter"], terminal: Harness.interactiveTerminal(), input: ["n"])
        XCTAssertTrue(declined.stdout.hasSuffix("Nothing changed.\n"))
        XCTAssertEqual(try String(contentsOf: work.appendingPathComponent("Counter.swift"), encoding: .utf8), "// my work\n")

        let reset = run(["reset", "counter"], terminal: Harness.interactiveTerminal(), input: ["y"])
        XCTAssertEqual(reset.status, 0, reset.stderr)
        let backup = course.root.appendingPathComponent("Work/.backups/counter-20261118-110640")
        // On a terminal the line breaks between words, so the path may start a line of its own.
        XCTAssertTrue(reset.stdout.contains("Reset Work/counter to the starter. Your files are in"), reset.stdout)
        XCTAssertTrue(reset.stdout.split(whereSeparator: \.isWhitespace).contains { $0 == backup.path }, reset.stdout)
        XCTAssertEqual(try String(contentsOf: backup.appendingPathComponent("Counter.swift"), encoding: .utf8), "// my work\n")
        XCTAssertEqual(try String(contentsOf: backup.appendingPathComponent("Helper.swift"), encoding: .utf8), "// helper\n")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: work.path), ["Counter.swift"])
        XCTAssertEqual(try Data(contentsOf: work.appendingPathComponent("Counter.swift")),
                       try Data(contentsOf: course.root.appendingPathComponent("Exercises/counter/starter/Counter.swift")))

        let again = run(["reset", "--all", "--yes"])
        XCTAssertEqual(again.status, 0)
        XCTAssertTrue(again.stdout.contains("counter-20261118-110640-2"), "a second backup in the same second gets its own folder")
    }

    /// A working copy that is a link to the student's own folder elsewhere: the backup holds
    /// the files themselves (rt19b: it held the link alone, so the reset lost everything).
    func testResetOfALinkedWorkingCopyBacksUpItsFiles() throws {
        let elsewhere = course.root.appendingPathComponent("elsewhere/my-counter", isDirectory: true)
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        try "// my work\n".write(to: elsewhere.appendingPathComponent("Counter.swift"), atomically: true, encoding: .utf8)
        try "notes\n".write(to: elsewhere.appendingPathComponent("NOTES.txt"), atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(at: work.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: work, withDestinationURL: elsewhere)

        let reset = run(["reset", "counter", "--yes"])
        XCTAssertEqual(reset.status, 0, reset.stderr)
        let backup = course.root.appendingPathComponent("Work/.backups/counter-20261118-110640")
        let kind = try FileManager.default.attributesOfItem(atPath: backup.path)[.type] as? FileAttributeType
        XCTAssertEqual(kind, .typeDirectory, "the backup is a folder of its own, not a link")
        XCTAssertEqual(try String(contentsOf: backup.appendingPathComponent("Counter.swift"), encoding: .utf8), "// my work\n")
        XCTAssertEqual(try String(contentsOf: backup.appendingPathComponent("NOTES.txt"), encoding: .utf8), "notes\n")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: elsewhere.path), ["Counter.swift"], "the reset the student asked for")
    }

    func testDoctorReportsEachNeedInOneLine() {
        let healthy = run(["doctor"], runner: SystemProcessRunner(), environment: FixtureCourse.gradingEnvironment())
        XCTAssertEqual(healthy.status, 0, healthy.stdout)
        XCTAssertTrue(healthy.stdout.contains("✔ Swift version"))
        XCTAssertTrue(healthy.stdout.contains("✔ XCTest is available"))
        XCTAssertTrue(healthy.stdout.contains("✔ Exercises/ reads: 1 exercises"))
        // A missing sandbox is a warning: the last line counts it rather than saying only "All is well."
        let warned = healthy.stdout.contains("\n! ")
        XCTAssertTrue(healthy.stdout.hasSuffix(warned ? "All is well, with 1 warning above.\n" : "All is well.\n"), healthy.stdout)
        XCTAssertTrue(healthy.stdout.contains("✔ limits on every program and check: CPU time (the exercise's), 4 GB of memory, files of at most 64 MB, 128 processes"), healthy.stdout)
        XCTAssertTrue(healthy.stdout.contains("✔ sandbox: bubblewrap") || healthy.stdout.contains("! no sandbox for a student's program: " + RouteFacts.noSandboxReason), healthy.stdout)
        let broken = run(["doctor"], runner: SystemProcessRunner(), environment: FixtureCourse.gradingEnvironment(["PATH": "/nonexistent"]))
        XCTAssertEqual(broken.status, 1)
        XCTAssertTrue(broken.stdout.contains("✘ no `swift` on PATH: install a Swift toolchain"), broken.stdout)
        XCTAssertTrue(broken.stdout.hasSuffix("2 problems to fix, and 1 warning above.\n"), broken.stdout)
        XCTAssertTrue(broken.stdout.contains("! no sandbox for a student's program: " + RouteFacts.noSandboxReason), "no bwrap on that PATH: a warning, not a problem\n\(broken.stdout)")
    }

    func testDoctorNamesABrokenLessonFile() throws {
        try "---\n".write(to: course.root.appendingPathComponent("Lessons/01-counting/lesson.md"), atomically: true, encoding: .utf8)
        let result = run(["doctor"], runner: SystemProcessRunner(), environment: FixtureCourse.gradingEnvironment(["PATH": "/nonexistent"]))
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stdout.contains(
            "✘ Lessons/: 1 broken: Lessons/01-counting/lesson.md:1: front matter opened here is not closed by a '---' line\n"), result.stdout)
    }

    func testWatchRefusesWithoutATerminal() {
        XCTAssertEqual(run(["start", "counter"]).status, 0)
        let result = run(["check", "counter", "--watch"])
        XCTAssertEqual(result.status, 64)
        XCTAssertEqual(result.stderr, "error: --watch needs a terminal: it redraws the scorecard and reads keys; for a single check run 'memorize-course check counter'\n")
        XCTAssertEqual(run(["check", "counter", "--watch", "--json"]).status, 64)
    }

    func testResetStartsTheExerciseOverInTheProgressFileToo() throws {
        XCTAssertEqual(run(["start", "counter"]).status, 0)
        try writeProgress(#"{"format": 1, "exercises": {"counter": {"passed": 2, "total": 2, "everPassed": true, "hintsShown": 2},"#
            + #" "other": {"passed": 1, "total": 3, "everPassed": false, "hintsShown": 1}}, "lessonsShown": [1]}"#)
        XCTAssertTrue(run(["exercises"]).stdout.contains("    passed · next"))
        let reset = run(["reset", "counter", "--yes"])
        XCTAssertEqual(reset.status, 0, reset.stderr)
        XCTAssertTrue(reset.stdout.hasSuffix("Forgot its last check, the hints you saw and the solution's unlock: you start counter over.\n"), reset.stdout)
        XCTAssertFalse(run(["reset", "counter", "--yes"]).stdout.contains("Forgot"), "nothing recorded since: nothing to say")
        XCTAssertTrue(run(["exercises"]).stdout.contains("started, not checked yet"))
        XCTAssertTrue(run(["hint", "counter"]).stdout.hasPrefix("Hint 1 of 3"), "hints start again from the first")
        XCTAssertEqual(run(["solution", "counter"]).status, 1, "the solution locks again until the work passes")
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        let kept = try decoder.decode(MemorizeCourseCore.Progress.self, from: Data(contentsOf: course.root.appendingPathComponent(".memorize-progress.json")))
        XCTAssertEqual(kept.exercises["other"]?.passed, 1, "another exercise's record is left alone")
        XCTAssertEqual(kept.lessonsShown, [1])
        XCTAssertTrue(run(["reset", "--help"]).stdout.contains("You start the exercise over"))
    }

    func testCheckWithoutAnIdGradesTheWorkingCopyItStandsIn() throws {
        XCTAssertEqual(run(["start", "counter"]).status, 0)
        let inside = work.appendingPathComponent("Sub")
        try FileManager.default.createDirectory(at: inside, withIntermediateDirectories: true)
        // --only with a requirement counter lacks stops before any build, naming the exercise found.
        for folder in [work, inside] {
            let result = run(["check", "--only", "task-9"], from: folder)
            XCTAssertEqual(result.status, 64)
            XCTAssertEqual(result.stderr, "error: --only task-9: counter has no such requirement; its checked requirements are task-1, task-2\n")
        }
        XCTAssertTrue(run(["check", "--help"]).stdout.contains("cd Work/assignment2 && memorize-course check"))

        let backups = course.root.appendingPathComponent("Work/.backups")
        let editedDemo = course.root.appendingPathComponent("Work/demos/one-and-only")
        for folder in [backups, editedDemo] { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) }
        for folder in [course.root, course.root.appendingPathComponent("Lessons"), backups, editedDemo] {
            let result = run(["check"], from: folder)
            XCTAssertEqual(result.status, 64, folder.path)
            XCTAssertEqual(result.stderr, "error: 'check' needs an exercise: name it, or run it inside the exercise's working copy made by 'start'; "
                + "for example: memorize-course check counter (you have started counter), or cd Work/counter and run memorize-course check\n")
        }
        try FileManager.default.removeItem(at: work)
        XCTAssertEqual(run(["check"]).stderr, "error: 'check' needs an exercise: name it, or run it inside the exercise's working copy made by 'start'; "
            + "for example: memorize-course check counter, or cd Work/counter and run memorize-course check\n")
        XCTAssertEqual(run(["check", "a", "b"]).status, 64, "still one exercise at most")
    }
}
