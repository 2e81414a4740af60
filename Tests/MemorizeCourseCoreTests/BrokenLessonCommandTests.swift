import XCTest
import TestSupport
@testable import MemorizeCourseCore

/// A fixture course with one good lesson and one broken one, for each kind of mistake an
/// instructor can make: the broken lesson fails alone (exit 2, file and line), `lessons`
/// lists it as broken, `validate --lessons` reports it (exit 1), and the good lesson, its
/// demos and the listing keep working.
final class BrokenLessonCommandTests: XCTestCase {
    static let good = TemporaryCourse.lessonText(number: 1, title: "Good", demos: ["alpha"], body: "## Counting\n\nOne, two.")
    static let wide = TerminalInfo(outputIsTerminal: false, inputIsTerminal: false, width: 400, usesColor: false)

    struct Mistake {
        let name: String
        var folder = "02-broken"
        let text: String
        /// The first problem: what `lesson 2` prints and `lessons` shows.
        let message: String
        /// Only the notes are wrong: the front matter, and so the quiz, can still be used.
        var notesOnly = false
    }

    static let breaking: [Mistake] = [
        Mistake(name: "unknown demo id", text: TemporaryCourse.lessonText(number: 2, title: "Broken", demos: ["alpha", "gamma"]),
                message: "Lessons/02-broken/lesson.md:6: demo 'gamma' does not exist in this version of memorize-course; "
                    + "remove it from 'demos:' (a new demo needs Swift code in the tool first)"),
        Mistake(name: "misspelt demo id", text: TemporaryCourse.lessonText(number: 2, title: "Broken", demos: ["alhpa"]),
                message: "Lessons/02-broken/lesson.md:6: demo 'alhpa' does not exist in this version of memorize-course; did you mean 'alpha'?"),
        Mistake(name: "unclosed code block", text: TemporaryCourse.lessonText(number: 2, title: "Broken", body: "## Code\n\n```swift\nlet x = 1\n"),
                message: "Lessons/02-broken/lesson.md:10: the code block opened here is never closed with ```", notesOnly: true),
        Mistake(name: "no front matter", text: "## Persistence\n\nText.\n",
                message: "Lessons/02-broken/lesson.md:1: does not start with front matter (a line '---', then 'key: value' lines, then '---')"),
        Mistake(name: "unclosed front matter", text: "---\nformat: 1\nlesson: 2\ntitle: Broken\n## Notes\n",
                message: "Lessons/02-broken/lesson.md:1: front matter opened here is not closed by a '---' line"),
        Mistake(name: "unknown front matter key",
                text: TemporaryCourse.lessonText(number: 2, title: "Broken").replacingOccurrences(of: "demos:", with: "demo:"),
                message: "Lessons/02-broken/lesson.md:6: unknown front matter key 'demo' (known: format, lesson, title, summary, demos)"
                    + LessonMessages.andMore(1)),
        Mistake(name: "format version", text: TemporaryCourse.lessonText(number: 2, title: "Broken")
                    .replacingOccurrences(of: "format: 1", with: "format: 2"),
                message: "Lessons/02-broken/lesson.md:2: format 2 is not supported (this tool reads format 1); update memorize-course"),
        Mistake(name: "duplicate number", folder: "02-twin", text: TemporaryCourse.lessonText(number: 1, title: "Twin"),
                message: "Lessons/01-good/lesson.md:3: lesson 1 is also declared by Lessons/02-twin/lesson.md; give each lesson its own number"),
    ]

    func course(with mistake: Mistake) throws -> TemporaryCourse {
        try TemporaryCourse(lessons: ["01-good": Self.good, mistake.folder: mistake.text])
    }

    func run(_ arguments: [String], in course: TemporaryCourse) -> RunResult {
        Harness.run(arguments, terminal: Self.wide, currentDirectory: course.root, demos: CommandFixture.demos)
    }

    func testEachBrokenLessonFailsAloneWithItsFileAndLine() throws {
        for mistake in Self.breaking {
            let course = try course(with: mistake)
            defer { course.remove() }
            // A duplicate breaks both files: lesson 1 is the one asked for, and it names its twin.
            let brokenNumber = mistake.folder == "02-twin" ? "1" : "2"
            let broken = run(["lesson", brokenNumber], in: course)
            XCTAssertEqual(broken.status, 2, mistake.name)
            XCTAssertEqual(broken.stderr, "error: \(mistake.message)\n", mistake.name)
            XCTAssertEqual(broken.stdout, "", mistake.name)
            if !mistake.notesOnly {
                let quiz = run(["quiz", brokenNumber], in: course)
                XCTAssertEqual(quiz.status, 2, "\(mistake.name): the quiz of a broken lesson is the course's fault too")
                XCTAssertEqual(quiz.stderr, broken.stderr, mistake.name)
            }
            guard mistake.folder != "02-twin" else { continue }
            let good = run(["lesson", "1"], in: course)
            XCTAssertEqual(good.status, 0, "\(mistake.name): \(good.stderr)")
            XCTAssertTrue(good.stdout.hasPrefix("Lesson 1 · Good\n"), mistake.name)
            XCTAssertTrue(good.stdout.contains("One, two."), mistake.name)
            let step = run(["lesson", "1", "--step"], in: course)
            XCTAssertEqual(step.status, 0, mistake.name)
            XCTAssertTrue(step.stdout.contains("Done: alpha."), mistake.name)
            XCTAssertEqual(run(["demo", "beta"], in: course).status, 0, mistake.name)
        }
    }

    func testLessonsListsTheBrokenLessonWithItsErrorNextToTheGoodOne() throws {
        for mistake in Self.breaking {
            let course = try course(with: mistake)
            defer { course.remove() }
            let listing = run(["lessons"], in: course)
            XCTAssertEqual(listing.status, 0, "\(mistake.name): \(listing.stderr)")
            // The listing wraps prose at 100 columns; unwrapped, the problem is the whole message.
            let unwrapped = listing.stdout.replacingOccurrences(of: "\n    ", with: " ")
            XCTAssertTrue(unwrapped.contains("(broken) \(mistake.message)\n"), "\(mistake.name): \(listing.stdout)")
            XCTAssertTrue(listing.stdout.contains("lists every problem"), mistake.name)
            if mistake.folder == "02-twin" {
                XCTAssertTrue(listing.stdout.contains(" 1  Good  (broken)\n") && listing.stdout.contains(" 1  Twin  (broken)\n"),
                              "both twins are broken: \(listing.stdout)")
            } else {
                XCTAssertTrue(listing.stdout.hasPrefix(" 1  Good\n    Summary of lesson 1.\n    demos: alpha\n"), mistake.name)
                XCTAssertEqual(listing.stdout.components(separatedBy: "(broken)").count, 2, "\(mistake.name): one broken entry")
            }
        }
    }

    func testValidateLessonsReportsEachMistakeWithExit1() throws {
        for mistake in Self.breaking {
            let course = try course(with: mistake)
            defer { course.remove() }
            let result = run(["validate", "--lessons"], in: course)
            XCTAssertEqual(result.status, 1, mistake.name)
            let first = mistake.message.replacingOccurrences(of: LessonMessages.andMore(1), with: "")
            XCTAssertTrue(result.stdout.contains("\n      \(first)\n"), "\(mistake.name): \(result.stdout)")
            let ok = mistake.folder == "02-twin" ? "✘ Lessons/01-good/lesson.md: 1 problem\n" : "  ✔ Lessons/01-good/lesson.md\n"
            XCTAssertTrue(result.stdout.contains(ok), "\(mistake.name): \(result.stdout)")
        }
    }

    func testALessonThatIsNotUTF8IsBrokenAloneAndNumberedByItsFolder() throws {
        let course = try TemporaryCourse(lessons: ["01-good": Self.good, "02-latin1": "placeholder"])
        defer { course.remove() }
        try Data([0x2D, 0x2D, 0x2D, 0x0A, 0xE9, 0x0A]).write(to: course.root.appendingPathComponent("Lessons/02-latin1/lesson.md"))
        let message = "Lessons/02-latin1/lesson.md: is not UTF-8 text (save it as UTF-8)"
        XCTAssertEqual(run(["lesson", "2"], in: course).stderr, "error: \(message)\n")
        XCTAssertEqual(run(["lesson", "1"], in: course).status, 0)
        let listing = run(["lessons"], in: course).stdout
        XCTAssertTrue(listing.contains(" 2  Lessons/02-latin1/lesson.md  (broken)\n    \(message)\n"), listing)
        XCTAssertTrue(run(["validate", "--lessons"], in: course).stdout.contains("      \(message)\n"))
    }
}
