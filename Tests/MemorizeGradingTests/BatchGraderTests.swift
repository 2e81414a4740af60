import XCTest
import TestSupport
@testable import MemorizeGrading

/// The batch logic of `grade` with a fake runner: order, skipping unchanged work, `--force`,
/// error rows, parallelism and the progress it shows. No toolchain is run.
final class BatchGraderTests: XCTestCase {
    func submissions(_ names: [String]) -> [ClassSubmission] {
        names.map { ClassSubmission(student: $0, folder: URL(fileURLWithPath: "/class/\($0)")) }
    }

    func testResultsComeInTheStudentsOrderWhateverOrderTheyFinishIn() {
        let runner = FakeSubmissionRunner(delays: ["a": 0.3, "b": 0.0, "c": 0.15])
        let items = BatchGrader(runner: runner, jobs: 3).run(submissions(["a", "b", "c"]), previous: [], force: false)
        XCTAssertEqual(items.map(\.entry.student), ["a", "b", "c"])
        XCTAssertEqual(items.map(\.kind), [.graded, .graded, .graded])
        XCTAssertEqual(items.map { $0.entry.report?.score }, [1, 1, 1])
        XCTAssertEqual(items.map(\.entry.digest), ["digest-a", "digest-b", "digest-c"])
        XCTAssertEqual(runner.finishOrder, ["b", "c", "a"], "they did finish out of order")
    }

    func testAnUnchangedSubmissionKeepsItsGradeAndAChangedOneIsGradedAgain() {
        let runner = FakeSubmissionRunner()
        let kept = ClassEntry(student: "a", digest: "digest-a", seconds: 2, report: FakeSubmissionRunner.report(score: 7))
        let stale = ClassEntry(student: "b", digest: "old", seconds: 2, report: FakeSubmissionRunner.report(score: 7))
        let items = BatchGrader(runner: runner, jobs: 2).run(submissions(["a", "b", "c"]), previous: [kept, stale], force: false)
        XCTAssertEqual(items.map(\.kind), [.unchanged, .graded, .graded])
        XCTAssertEqual(items[0].entry, kept, "the last grade is kept as it was")
        XCTAssertEqual(items[1].entry.report?.score, 1)
        XCTAssertEqual(Set(runner.graded), ["b", "c"])
    }

    func testForceGradesUnchangedSubmissionsAgain() {
        let runner = FakeSubmissionRunner()
        let kept = ClassEntry(student: "a", digest: "digest-a", report: FakeSubmissionRunner.report(score: 7))
        let items = BatchGrader(runner: runner, jobs: 2).run(submissions(["a"]), previous: [kept], force: true)
        XCTAssertEqual(items.map(\.kind), [.graded])
        XCTAssertEqual(runner.graded, ["a"])
    }

    func testAPreviousErrorRowIsNeverKept() {
        let runner = FakeSubmissionRunner()
        let error = ClassEntry(student: "a", digest: "digest-a", error: "could not be graded: no swift")
        let items = BatchGrader(runner: runner, jobs: 1).run(submissions(["a"]), previous: [error], force: false)
        XCTAssertEqual(items.map(\.kind), [.graded])
    }

    func testFoldersThatCannotBeGradedAreErrorRowsAndTheRestIsGraded() {
        let runner = FakeSubmissionRunner(unfit: ["empty": .problem("no Swift files in this folder")],
                                          failing: ["broken-tool": .toolFault("no `swift` on PATH"),
                                                    "two-copies": .problem("two-copies holds 2 copies of the assignment")])
        let items = BatchGrader(runner: runner, jobs: 2).run(submissions(["broken-tool", "empty", "ok", "two-copies"]), previous: [], force: false)
        XCTAssertEqual(items.map(\.kind), [.toolFault, .problem, .graded, .problem])
        XCTAssertEqual(items.map(\.entry.error), ["could not be graded: no `swift` on PATH", "no Swift files in this folder", nil,
                                                  "two-copies holds 2 copies of the assignment"])
        XCTAssertNil(items[1].entry.digest, "a folder with nothing to grade has no digest to compare next time")
        XCTAssertEqual(Set(runner.graded), ["broken-tool", "ok", "two-copies"], "the unfit folder was never given to a worker")
    }

    func testWorkersGradeJobsAtATimeEachInItsOwnPackage() {
        let names = (1...6).map { "s\($0)" }
        let runner = FakeSubmissionRunner(delays: Dictionary(uniqueKeysWithValues: names.map { ($0, 0.2) }))
        _ = BatchGrader(runner: runner, jobs: 3).run(submissions(names), previous: [], force: false)
        XCTAssertEqual(runner.mostAtOnce, 3)
        XCTAssertEqual(Set(runner.workers), [0, 1, 2])
        XCTAssertFalse(runner.workerUsedTwiceAtOnce, "a worker's scratch package is never used by two gradings at once")

        let serial = FakeSubmissionRunner(delays: ["a": 0.05, "b": 0.05, "c": 0.05])
        _ = BatchGrader(runner: serial, jobs: 1).run(submissions(["a", "b", "c"]), previous: [], force: false)
        XCTAssertEqual(serial.mostAtOnce, 1)
        XCTAssertEqual(serial.graded, ["a", "b", "c"])
    }

    func testAWorkerTakesTheSubmissionClosestToItsLastSoLessIsRebuilt() {
        // c shares both files with a, b one of them, d none.
        let runner = FakeSubmissionRunner(files: ["a": ["M": "1", "V": "1"], "b": ["M": "2", "V": "1"], "c": ["M": "1", "V": "1", "H": "1"],
                                                  "d": ["M": "3", "V": "3"]])
        _ = BatchGrader(runner: runner, jobs: 1).run(submissions(["a", "b", "d", "c"]), previous: [], force: false)
        XCTAssertEqual(runner.graded, ["a", "c", "b", "d"])
    }

    func testAWorkerTakesASubmissionWithTheSameInterfaceBeforeOneThatSharesMoreFiles() {
        // b shares a file with a but changes a signature; c shares no file but keeps a's interface.
        let runner = FakeSubmissionRunner(files: ["a": ["M": "1", "V": "1"], "b": ["M": "2", "V": "1"], "c": ["M": "3", "V": "3"],
                                                  "d": ["M": "4", "V": "4"]],
                                          interfaces: ["a": "x", "b": "y", "c": "x", "d": "y"])
        _ = BatchGrader(runner: runner, jobs: 1).run(submissions(["a", "b", "c", "d"]), previous: [], force: false)
        XCTAssertEqual(runner.graded, ["a", "c", "b", "d"])
    }

    /// A twin's name is a folder's name, the student's to choose: shown as text, as their own is (rt21).
    func testTheTwinNamedInALineIsPrintable() {
        let twin = "evil\u{1B}[31mname\u{1B}]0;pwn\u{7}"
        let graded = BatchItem(entry: ClassEntry(student: "jose", report: CheckReport(exercise: "counter", requirements: []), sameFilesAs: twin), kind: .graded)
        let errorRow = BatchItem(entry: ClassEntry(student: "nl", error: "no Swift files", sameFilesAs: twin), kind: .problem)
        for line in [BatchText.line(graded), BatchText.line(errorRow)] {
            XCTAssertFalse(line.unicodeScalars.contains { $0.value < 0x20 }, line)
            XCTAssertTrue(line.hasSuffix("(the same files as evil␛[31mname␛]0;pwn␇)"), line)
        }
    }

    func testSubmissionsWithTheSameFilesAreGradedOnceAndEachGetsTheGrade() {
        let runner = FakeSubmissionRunner(digests: ["a": "starter", "c": "starter", "d": "starter"])
        let runner2 = FakeSubmissionRunner(failing: ["e": .toolFault("no `swift` on PATH")], digests: ["e": "same", "f": "same"])
        let output = CapturedText()
        let items = BatchGrader(runner: runner, jobs: 2).run(submissions(["a", "b", "c", "d"]), previous: [], force: false,
                                                             progress: PlainBatchProgress(exercise: "counter", write: output.write))
        XCTAssertEqual(Set(runner.graded), ["a", "b"], "c and d have a's files and are not graded again")
        XCTAssertEqual(items.map(\.kind), [.graded, .graded, .graded, .graded])
        XCTAssertEqual(items.map { $0.entry.report?.score }, [1, 1, 1, 1])
        XCTAssertEqual(items.map(\.entry.sameFilesAs), [nil, nil, "a", "a"])
        XCTAssertEqual(items.map(\.entry.digest), ["starter", "digest-b", "starter", "starter"])
        XCTAssertNil(items[2].entry.seconds, "no time was spent on it")
        XCTAssertTrue(output.text.hasPrefix("Grading 4 submissions of counter with 2 workers; 2 have the same files as another and share its grade\n"), output.text)
        XCTAssertTrue(output.text.contains("\nc: 1/1, passed (the same files as a)\n"), output.text)

        // On a later run a kept grade no longer names a twin whose files have changed.
        let later = FakeSubmissionRunner(digests: ["a": "edited", "c": "starter", "d": "starter"])
        let again = BatchGrader(runner: later, jobs: 1).run(submissions(["a", "c", "d"]), previous: items.map(\.entry), force: false)
        XCTAssertEqual(again.map(\.kind), [.graded, .unchanged, .unchanged])
        XCTAssertEqual(again.map(\.entry.sameFilesAs), [nil, nil, nil])

        // A fault is shared the same way: its row says so.
        let faults = BatchGrader(runner: runner2, jobs: 1).run(submissions(["e", "f"]), previous: [], force: false)
        XCTAssertEqual(runner2.graded, ["e"])
        XCTAssertEqual(faults.map(\.kind), [.toolFault, .toolFault])
        XCTAssertEqual(faults[1].entry.error, "could not be graded: no `swift` on PATH")
        XCTAssertEqual(faults[1].entry.sameFilesAs, "e")
    }

    func testEverySubmissionIsSavedAsItIsDone() {
        var saves: [[String]] = []
        _ = BatchGrader(runner: FakeSubmissionRunner(unfit: ["x": .problem("none")]), jobs: 1)
            .run(submissions(["a", "b", "x"]), previous: [], force: false) { items in saves.append(items.map(\.entry.student)) }
        XCTAssertEqual(saves, [["x"], ["a", "x"], ["a", "b", "x"]])
    }

    func testPlainProgressIsALinePerSubmissionThenASummary() {
        let output = CapturedText()
        let runner = FakeSubmissionRunner(unfit: ["empty": .problem("no Swift files in this folder")], scores: ["bob": 0])
        let kept = ClassEntry(student: "carol", digest: "digest-carol", seconds: 3, report: FakeSubmissionRunner.report(score: 1))
        _ = BatchGrader(runner: runner, jobs: 1).run(submissions(["alice", "bob", "carol", "empty"]), previous: [kept], force: false,
                                                     progress: PlainBatchProgress(exercise: "counter", write: output.write))
        let lines = output.text.components(separatedBy: "\n")
        XCTAssertEqual(lines[0], "Grading 2 of 4 submissions of counter (the others are unchanged or cannot be graded) with 1 worker")
        XCTAssertEqual(Array(lines[1...4]).sorted(), [
            "alice: 1/1, passed (0.0 s)",
            "bob: 0/1, failed Task 1 (0.0 s)",
            "carol: 1/1, passed (unchanged since its last grade)",
            "empty: not graded: no Swift files in this folder",
        ])
        XCTAssertTrue(lines[5].hasPrefix("Graded 2 submissions of counter in "), lines[5])
        XCTAssertTrue(lines[5].hasSuffix("; 1 unchanged since their last grade (--force grades them again). Class: 2 passed, 1 failed, 1 not graded:"), lines[5])
        XCTAssertEqual(lines[6], "  empty: no Swift files in this folder")
    }

    func testTheTerminalLineShowsTheBarTheCountsAndTheTimeLeft() {
        var clock = Date(timeIntervalSince1970: 0)
        let output = CapturedText()
        let progress = TerminalBatchProgress(exercise: "counter", width: 100, now: { clock }, write: output.write)
        progress.begin(total: 4, toGrade: 4, sameFiles: 0, workers: 2)
        XCTAssertEqual(progress.line(), "[░░░░░░░░░░░░░░░░░░░░] 0/4 graded · 0 failing")
        progress.event(.started(student: "a", worker: 0))
        progress.event(.started(student: "b", worker: 1))
        clock += 10
        progress.event(.finished(BatchItem(entry: ClassEntry(student: "a", seconds: 10, report: FakeSubmissionRunner.report(score: 0)), kind: .graded)))
        // Two left to start at 10 s each, b about done, two workers: about 10 s.
        XCTAssertEqual(progress.line(), "[█████░░░░░░░░░░░░░░░] 1/4 graded · 1 failing · about 10 s left")
        progress.event(.finished(BatchItem(entry: ClassEntry(student: "b", error: "no Swift files in this folder"), kind: .problem)))
        XCTAssertEqual(progress.line(), "[██████████░░░░░░░░░░] 2/4 graded · 1 failing · 1 not graded · about 10 s left")
        XCTAssertTrue(output.text.hasSuffix("\r\u{1B}[K[██████████░░░░░░░░░░] 2/4 graded · 1 failing · 1 not graded · about 10 s left"),
                      "redrawn in place, on one line")
        XCTAssertFalse(output.text.dropFirst(output.text.firstIndex(of: "\n")!.utf16Offset(in: output.text) + 1).contains("\n"))
    }

    func testClassFoldersAreFoundInNaturalOrderWithoutHiddenFoldersFilesOrTheOutFolder() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("class-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for name in ["student10", "student2", ".git", "grades/assignment2", "Zoë"] {
            try FileManager.default.createDirectory(at: root.appendingPathComponent(name), withIntermediateDirectories: true)
        }
        for name in ["notes.txt", "student2.zip", "ann o'neil.zip", "bob.tar.gz"] {
            try Data().write(to: root.appendingPathComponent(name))
        }
        let found = try ClassSubmission.discover(in: root, excluding: root.appendingPathComponent("grades/assignment2"))
        XCTAssertEqual(found.map(\.student), ["ann o'neil.zip", "bob.tar.gz", "student2", "student10", "Zoë"],
                       "archives are listed to be reported, unless a folder of their name shows they were unpacked")
        XCTAssertEqual(found.map(\.isArchive), [true, true, false, false, false])
        XCTAssertEqual(found[0].unpackCommand, "unzip -q './ann o'\\''neil.zip' -d './ann o'\\''neil'")
        XCTAssertEqual(found[1].unpackCommand, "mkdir './bob' && tar -xf './bob.tar.gz' -C './bob'")
    }

    /// The command to unpack an archive names that very file, and runs (rt19a: `-rf.zip` was
    /// read by unzip as options, and a right-to-left mark was dropped from view, so
    /// "fr\u{202E}ed.zip" read as fred.zip, another student's file).
    func testTheUnpackCommandNamesTheVeryArchiveAndRuns() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("class-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        let names = ["-rf.zip", "fr\u{202E}ed.tar", "ann o'neil\u{7}.tar"]
        for name in names {
            let inside = root.appendingPathComponent("inside")
            try FileManager.default.createDirectory(at: inside, withIntermediateDirectories: true)
            try "struct Game {}\n".write(to: inside.appendingPathComponent("Game.swift"), atomically: true, encoding: .utf8)
            let tar = Process()
            tar.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            tar.arguments = ["tar", "-cf", root.appendingPathComponent(name.hasSuffix(".zip") ? "x.tar" : name).path, "-C", inside.path, "Game.swift"]
            try tar.run(); tar.waitUntilExit()
            try FileManager.default.removeItem(at: inside)
        }
        // No zip program is sure to be here: the .zip name is checked as words, the .tar names by running them.
        try? FileManager.default.removeItem(at: root.appendingPathComponent("x.tar"))
        try Data().write(to: root.appendingPathComponent("-rf.zip"))
        let found = try ClassSubmission.discover(in: root, excluding: root.appendingPathComponent("grades"))
        let commands = Dictionary(uniqueKeysWithValues: found.map { ($0.student, $0.unpackCommand) })
        XCTAssertEqual(commands["-rf.zip"], "unzip -q './-rf.zip' -d './-rf'")
        XCTAssertEqual(commands["fr\u{202E}ed.tar"], "mkdir $'./fr\\u202eed' && tar -xf $'./fr\\u202eed.tar' -C $'./fr\\u202eed'")
        for name in names where name.hasSuffix(".tar") {
            let shell = Process()
            shell.executableURL = URL(fileURLWithPath: "/bin/bash")
            shell.arguments = ["-c", commands[name] ?? "false"]
            shell.currentDirectoryURL = root
            try shell.run(); shell.waitUntilExit()
            XCTAssertEqual(shell.terminationStatus, 0, name)
            let stem = String(name.dropLast(4))
            XCTAssertTrue(FileManager.default.fileExists(atPath: root.appendingPathComponent(stem).appendingPathComponent("Game.swift").path),
                          "unpacked into the folder of its own name: \(commands[name] ?? "")")
        }
    }

    /// A copy's report is its own: "crashed … at anna/FastFood.swift:10" in ben's told him whose
    /// files his were (rt23b), and pointed at a file he never wrote.
    func testACopysReportNamesItsOwnFolder() {
        var report = FakeSubmissionRunner.report(score: 0)
        report.requirements[0].message = "crashed (boom) at anna/FastFood.swift:10"
        report.requirements[0].failures = [CheckReport.Failure(check: "testA", message: "see anna/FastFood.swift:10")]
        let named = report.namingFolder("ben", for: "anna")
        XCTAssertEqual(named.requirements[0].message, "crashed (boom) at ben/FastFood.swift:10")
        XCTAssertEqual(named.requirements[0].failures.map(\.message), ["see ben/FastFood.swift:10"])
        XCTAssertEqual(report.namingFolder("anna", for: "anna"), report)
    }

    func testAnArchiveIsAnErrorRowSayingHowToUnpackIt() {
        let runner = FakeSubmissionRunner()
        let archive = ClassSubmission(student: "alice.zip", folder: URL(fileURLWithPath: "/class/alice.zip", isDirectory: false))
        let items = BatchGrader(runner: runner, jobs: 1).run([archive] + submissions(["bob"]), previous: [], force: false)
        XCTAssertEqual(items.map(\.kind), [.problem, .graded])
        XCTAssertEqual(items[0].entry.error, "an archive, not a folder: unpack it into a folder of its own (unzip -q './alice.zip' -d './alice') and grade again")
        XCTAssertEqual(runner.graded, ["bob"])
    }
}
