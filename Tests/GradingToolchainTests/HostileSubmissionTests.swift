import XCTest
import TestSupport
@testable import MemorizeCourseCore
@testable import MemorizeGrading
import MemorizeSupport

/// Submissions written as a dishonest or hostile student would (Tests/Fixtures/hostile), each
/// graded as `check` grades it: each gets what it deserves and nothing more.
/// They run with bubblewrap where it is installed (`.ci/run` installs it), and again without it
/// (`HostileSubmissionFallbackTests`), where the student's program runs as a user id of its own.
class HostileSubmissionTests: XCTestCase {
    /// The environment `check` runs in: as the machine has it.
    func environment() throws -> [String: String] { FixtureCourse.gradingEnvironment() }

    /// The starter prints XCTest's "passed" line for every check (their names are readable in
    /// the scratch package), tries standard input for the recorder's secret, and exits 0.
    /// Graded from the printed text, it had 95/95; only the recorder's signed lines count now.
    func testPrintedPassesAndAnEarlyExitEarnNothing() throws {
        let (status, _, requirements) = try check("spoofed-results")
        XCTAssertEqual(status, 1)
        for requirement in requirements where requirement["status"] as? String != "manual" {
            XCTAssertEqual(requirement["status"] as? String, "failed", "\(requirement)")
            XCTAssertEqual(requirement["points"] as? Int, 0)
            // It prints its passes into its own program's output, which nothing reads, and exits.
            XCTAssertTrue((requirement["message"] as? String ?? "").hasPrefix("ended the program while checking: "), "\(requirement)")
        }
    }

    /// The starter takes over standard error, where the recorder wrote when the two shared a
    /// process, to pass on only the records that tell of no failure. It now takes over its own
    /// program's standard error, which carries no record: it earns what the starter earns,
    /// each task failed in the checks' own words.
    func testRecordsHeldBackEarnNothing() throws {
        let (status, _, requirements) = try check("stolen-records")
        XCTAssertEqual(status, 1)
        for requirement in requirements where requirement["status"] as? String != "manual" {
            XCTAssertEqual(requirement["points"] as? Int, 0, "\(requirement)")
            XCTAssertEqual(requirement["status"] as? String, "failed", "\(requirement)")
            let message = requirement["message"] as? String ?? ""
            XCTAssertFalse(message.hasPrefix("does not compile") || message.hasPrefix("crashed") || message.hasPrefix("the checks' report"),
                           "the attack ran and the starter was judged: \(requirement)")
        }
    }

    /// The starter reaches XCTest's observation centre by its symbol and walks it with Mirror
    /// for the recorder's key, to sign passes of its own. No object holds the key any more.
    func testTheKeyCannotBeReachedThroughXCTest() throws {
        let (status, _, requirements) = try check("reflected-key")
        XCTAssertEqual(status, 1)
        for requirement in requirements where requirement["status"] as? String != "manual" {
            XCTAssertEqual(requirement["points"] as? Int, 0, "\(requirement)")
            let message = requirement["message"] as? String ?? ""
            XCTAssertFalse(message.hasPrefix("does not compile") || message.hasPrefix("not graded"), "the attack compiled and ran: \(requirement)")
        }
    }

    /// The starter names the checks' recorder by its symbol and calls it: linked into the checks,
    /// it signed a pass for every task. The student's code now builds into a program of its own,
    /// where that symbol does not exist: it does not even link, and earns nothing.
    func testTheRecorderCannotBeLinkedTo() throws {
        let (status, stdout, requirements) = try check("linked-recorder")
        XCTAssertEqual(status, 1, stdout)
        for requirement in requirements where requirement["status"] as? String != "manual" {
            XCTAssertEqual(requirement["points"] as? Int, 0, "\(requirement)")
            XCTAssertEqual(requirement["status"] as? String, "failed", "\(requirement)")
        }
    }

    /// The starter replaces the C library's `read` to catch the recorder's key. The key is read
    /// in the checks' process, which holds none of the student's code: the starter earns what
    /// the starter earns, failing each task on the checks' own words.
    func testReadingTheKeyFromTheStudentsOwnProcessFindsNothing() throws {
        let (status, stdout, requirements) = try check("stolen-read")
        XCTAssertEqual(status, 1, stdout)
        for requirement in requirements where requirement["status"] as? String != "manual" {
            XCTAssertEqual(requirement["points"] as? Int, 0, "\(requirement)")
            let message = requirement["message"] as? String ?? ""
            XCTAssertFalse(message.hasPrefix("does not compile") || message.hasPrefix("not graded"), "the attack compiled and ran: \(requirement)")
        }
    }

    /// The starter, whose program answers every call of the checks with "gap" and the words of
    /// a part it does not lack: as if its code had no score, every failure would be a task not
    /// graded. Only the gaps its build can have are believed: it fails each task, as the starter does.
    func testAGapTheBuildDoesNotHaveIsTheProgramsWrongAnswer() throws {
        let (status, stdout, requirements) = try check("gap-everything")
        XCTAssertEqual(status, 1, stdout)
        for requirement in requirements where requirement["status"] as? String != "manual" {
            XCTAssertEqual(requirement["status"] as? String, "failed", "\(requirement)")
            XCTAssertEqual(requirement["points"] as? Int, 0, "\(requirement)")
        }
        XCTAssertTrue(requirements.contains { ($0["message"] as? String ?? "").contains("which this build of it does not lack") }, "\(requirements)")
    }

    /// The starter, whose program answers every call with a finding the contract has (a theme
    /// kept as an optional is nil after a deal), which this build's code cannot throw: believed
    /// from any call, every task was "not graded" (exit 2, no failure in JUnit). A gap counts
    /// only from a call whose code can throw it: it fails each task, as the starter does.
    func testAFindingNoCodeOfTheCallCanThrowIsTheProgramsWrongAnswer() throws {
        let (status, stdout, requirements) = try check("finding-everywhere")
        XCTAssertEqual(status, 1, stdout)
        for requirement in requirements where requirement["status"] as? String != "manual" {
            XCTAssertEqual(requirement["status"] as? String, "failed", "\(requirement)")
        }
        XCTAssertTrue(requirements.contains { ($0["message"] as? String ?? "").contains("which this build of it does not lack") }, "\(requirements)")
    }

    /// The reference solution without the view model's `shuffle()` (not asked for: 95/95),
    /// whose program answers every call with the words of that part's stub, a fact of this
    /// build: believed only from the call whose code can throw it (shuffling), so the tasks
    /// that read, choose and score fail, and the program earns less than honestly.
    func testAGapIsBelievedOnlyFromTheCallsThatCanThrowIt() throws {
        let (status, stdout, requirements) = try check("gap-elsewhere")
        XCTAssertEqual(status, 1, stdout)
        try assertFailedOnAWrongClaim("task-1", in: requirements)
        XCTAssertLessThan(points(requirements), 95, stdout)
    }

    /// The reference solution that shuffles only where `os(…)` says it is not an iPhone
    /// (rt17a: 95/95): compiled as iOS decides those conditions, it never shuffles.
    func testCodeForTheGradersPlatformAloneIsNotWhatIsGraded() throws {
        let (status, stdout, requirements) = try check("platform-detect")
        XCTAssertEqual(status, 1, stdout)
        XCTAssertEqual(try task("task-2", in: requirements)["status"] as? String, "failed", stdout)
        XCTAssertLessThanOrEqual(points(requirements), 90, stdout)
    }

    /// The same Model hidden better (rt18a: 95/95): `canImport(Glibc)` after a comment on a
    /// CRLF line, and `!_runtime(_ObjC) || arch(x86_64)` on CR lines. Every platform condition
    /// is decided as on an iPhone, whatever the line endings.
    func testCodeForTheGradersPlatformHiddenInOtherConditionsIsNotWhatIsGraded() throws {
        let (status, stdout, requirements) = try check("platform-detect-hidden")
        XCTAssertEqual(status, 1, stdout)
        XCTAssertEqual(try task("task-2", in: requirements)["status"] as? String, "failed", stdout)
        XCTAssertLessThanOrEqual(points(requirements), 90, stdout)
    }

    /// The reference solution charging for seen cards only in a game of the checks' own emoji,
    /// 🐦🧸📎 (rt18b: 95/95; a player is never charged). The program is shown other emoji,
    /// drawn in every run: Task 8 fails, as it does for a game that never charges.
    func testAGameThatKnowsTheChecksEmojiIsGradedAsItPlays() throws {
        let (status, stdout, requirements) = try check("knows-the-checks")
        XCTAssertEqual(status, 1, stdout)
        XCTAssertEqual(try task("task-8", in: requirements)["status"] as? String, "failed", stdout)
        XCTAssertEqual(points(requirements), 70, stdout)
    }

    /// The reference solution whose view model is no longer @Observable (Task 9 fails: 90/95),
    /// behind a relay that answers every "was the observer told?" with yes (rt15a: 95/95).
    /// Whether a View is told of changes at all is read from the build: Task 9 fails still.
    func testAViewModelNoViewCanWatchFailsWhateverItsProgramSays() throws {
        let (status, stdout, requirements) = try check("notified-forged")
        XCTAssertEqual(status, 1, stdout)
        let task = try task("task-9", in: requirements)
        XCTAssertEqual(task["status"] as? String, "failed", "\(task)")
        XCTAssertLessThanOrEqual(points(requirements), 90, stdout)
    }

    /// A New Game that keeps the old theme's name (Task 7 fails: 90/95 without the attack),
    /// behind a relay that answers New Game with the words the contract uses when no method is
    /// named like New Game or deals a fresh game, and a new theme with the reason a theme type
    /// has no initializer for one. Checks that take New Game as optional skipped it and passed
    /// the rest (85/85). Only a fact of the build lets a check skip, and this build has both
    /// `newGame()` and an initializer: the relay's words are its wrong answers, and fail.
    func testAFindingTheProgramReportsNeverLetsACheckSkipToAPass() throws {
        let (_, stdout, requirements) = try check("gap-relay")
        let status = { (id: String) in (try? self.task(id, in: requirements))?["status"] as? String }
        for id in ["task-3", "task-6", "task-7", "task-9"] { XCTAssertNotEqual(status(id), "passed", "\(id): \(stdout)") }
        // Its view model has `newGame()`: "none is named like New Game" is no gap of this build.
        try assertFailedOnAWrongClaim("task-6", in: requirements)
        let points = points(requirements)
        XCTAssertLessThanOrEqual(points, 90 - 5, "no task it fails honestly, nor one that uses New Game, earns: \(stdout)")
        // Its theme type has an initializer, so the reason for having none is no gap of this build.
        try assertFailedOnAWrongClaim("task-5", in: requirements)
    }

    /// Three themes named with the text XCTest prints when a check stops at a missing part:
    /// Task 4's message quotes them, and was read as "not graded" (90/90 for an honest 90/95).
    func testAThemeNamedLikeAGapIsAFailureStill() throws {
        let (status, stdout, requirements) = try check("quoted-gap")
        XCTAssertEqual(status, 1, stdout)
        let themes = try task("task-4", in: requirements)
        XCTAssertEqual(themes["status"] as? String, "failed", "\(themes)")
        XCTAssertEqual(points(requirements), 90, stdout)
    }

    /// The starter's program answers every call with an error worded as a stopped check's gap:
    /// every task was "not graded" (0/0). Text its program chose decides nothing: each task fails.
    func testAnErrorWordedAsAGapIsTheProgramsWrongAnswer() throws {
        let (status, stdout, requirements) = try check("error-as-gap")
        XCTAssertEqual(status, 1, stdout)
        for requirement in requirements where requirement["status"] as? String != "manual" {
            XCTAssertEqual(requirement["status"] as? String, "failed", "\(requirement)")
        }
    }

    /// A compile error of the student's, placed by `#sourceLocation` at the grader's own path,
    /// was the tool's fault (exit 2). It is the student's: it does not compile, at their file.
    func testACompileErrorMovedToTheGradersPathIsTheStudents() throws {
        let (status, stdout, requirements) = try check("blames-the-grader")
        XCTAssertEqual(status, 1, stdout)
        for requirement in requirements where requirement["status"] as? String != "manual" {
            XCTAssertEqual(requirement["status"] as? String, "failed", "\(requirement)")
            XCTAssertTrue((requirement["message"] as? String ?? "").contains("Blame.swift"), "\(requirement)")
        }
    }

    /// A link error, and a `#warning` whose line breaks print located errors at the checks'
    /// and the stand-ins' files (rt18b: exit 2, "this exercise's checks do not compile"). Their
    /// targets build by themselves, so the failure is the submission's: exit 1.
    func testAnErrorPrintedAsTheChecksOwnIsTheStudents() throws {
        let (status, stdout, requirements) = try check("forged-checks-error")
        XCTAssertEqual(status, 1, stdout)
        for requirement in requirements where requirement["status"] as? String != "manual" {
            XCTAssertEqual(requirement["status"] as? String, "failed", "\(requirement)")
            XCTAssertEqual(requirement["cause"] as? String, "not-built", "\(requirement)")
        }
    }

    /// A copy of its program that drops the grader's mark, waits for the checks to end, then
    /// forks and exits again and again: as root without bubblewrap it outlived the tool. Its
    /// user id is the task's alone there, and none of its processes (named "hops-away") is left.
    /// (As another user without bubblewrap, its processes are that user's: the README says so.)
    func testAProgramThatForksAwayDoesNotOutliveTheCheck() throws {
        try XCTSkipIf(!RouteFacts.findsDetachedProcesses && !SandboxTests.bwrapWorks,
                      "a Mac's route cannot find a process that detached itself (no /proc, no subreaper): the README says so")
        let (status, stdout, _) = try check("hops-away")
        XCTAssertEqual(status, 1, stdout)
        usleep(500_000)   // a survivor settles in the meantime
        let left = ((try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []).filter { entry in
            pid_t(entry) != nil && (try? String(contentsOfFile: "/proc/\(entry)/comm", encoding: .utf8)) == "hops-away\n"
        }
        for pid in left { kill(pid_t(pid)!, SIGKILL) }
        XCTAssertEqual(left, [], "processes of the submission left running")
    }

    /// New Game carries the old score over (Task 6 fails: 85/95) behind a relay that answers
    /// "does the Model or ViewModel keep no whole number?" with "yes": Task 6 skipped its score
    /// check and passed (95/95). Only the build's own reason, a fact, says a type keeps none.
    func testAProgramsClaimThatItKeepsNoNumberIsNotBelieved() throws {
        let (status, stdout, requirements) = try check("claims-no-number")
        XCTAssertEqual(status, 1, stdout)
        let newGame = try task("task-6", in: requirements)
        XCTAssertEqual(newGame["status"] as? String, "failed", "\(newGame)")
        XCTAssertEqual(points(requirements), 85, stdout)
    }

    /// A type named as Swift's own `AnyHashable` replaces it in the grader's code built with the
    /// student's: the exercise was blamed (exit 2). It is the student's to rename.
    func testATypeNamedAsSwiftsOwnIsTheStudentsToRename() throws {
        let (status, stdout, requirements) = try check("shadows-swift")
        XCTAssertEqual(status, 1, stdout)
        for requirement in requirements where requirement["status"] as? String != "manual" {
            XCTAssertTrue((requirement["message"] as? String ?? "").contains("Rename yours"), "\(requirement)")
        }
    }

    /// So does a type named as one the grader's code borrows from a framework (UIKit's
    /// `UIColor`), which no list of Swift's names holds: the exercise was blamed (exit 2).
    func testATypeNamedAsOneTheGradersCodeBorrowsIsTheStudentsToRename() throws {
        let (status, stdout, requirements) = try check("shadows-a-grader-name")
        XCTAssertEqual(status, 1, stdout)
        for requirement in requirements where requirement["status"] as? String != "manual" {
            XCTAssertTrue((requirement["message"] as? String ?? "").contains("declares a type named `UIColor`"), "\(requirement)")
        }
    }

    /// Wrong scoring behind `Int.==`, `Bool.!` and `[String].contains` that always agree. The
    /// checks once imported the student's module and compared with those; they now hold none
    /// of its code, so the operators change only the student's own program: Scoring fails, and
    /// the submission earns no more than the same wrong scoring without them (70/95).
    func testReplacingTheStandardLibrarysOperatorsChangesOnlyTheStudentsOwnProgram() throws {
        let (status, stdout, requirements) = try check("shadowed-operators")
        XCTAssertEqual(status, 1, stdout)
        let scoring = try task("task-8", in: requirements)
        XCTAssertEqual(scoring["status"] as? String, "failed", "\(scoring)")
        let points = points(requirements)
        XCTAssertLessThanOrEqual(points, 70, "no more than the honest wrong scoring: \(requirements)")
        XCTAssertTrue(requirements.allSatisfy { ($0["message"] as? String ?? "").hasPrefix("does not compile") == false }, "\(requirements)")
    }

    /// Output without end is cut at 8 MB and fails its own task; a crash message of escape codes
    /// reaches the terminal as visible pictures (␛), never as codes that clear or rewrite it.
    func testAFloodAndEscapeCodesStayContained() throws {
        let result = Harness.run(["check", "assignment2", "--path", try HostileFixtures.submission("noisy", for: self).path,
                                  "--course", Harness.repositoryRoot.path],
                                 environment: try environment(), demos: [], processRunner: SystemProcessRunner())
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stdout.contains("stopped for printing more than 8 MB while checking:"), result.stdout)
        XCTAssertTrue(result.stdout.contains("crashed (␛[2J␛[H␛[32mScore 95/95␛[0m) while checking:"), result.stdout)
        XCTAssertFalse(result.stdout.unicodeScalars.contains("\u{1B}"), "no raw escape code reaches the terminal")
        XCTAssertTrue(result.stdout.contains("Score 55/95"), "the rest graded honestly: \(result.stdout)")
        XCTAssertEqual(PrintableText.of("a\u{1B}[2Jb\u{7}\u{202E}c\n\td"), "a␛[2Jb␇c\n\td")
    }
}
