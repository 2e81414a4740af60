import XCTest
import TestSupport
@testable import MemorizeCourseCore
@testable import MemorizeGrading
@testable import MemorizeSupport

/// In-process command tests against a small fixture course and two fake demos, so they do
/// not change when the real notes are edited. Subclasses hold the tests.
class CommandFixture: XCTestCase {
    static let demos = [
        Demo(id: "alpha", title: "Alpha", lesson: 4) {
            [
                DemoStep("Declare", explanation: "An *enum* has cases.", code: "enum Light { case on, off }") { print in print("declared") },
                DemoStep("Use", explanation: "Pick one.", code: "let light = Light.on\nprint(light)") { print in print("on") },
            ]
        },
        Demo(id: "beta", title: "Beta", lesson: 4) {
            [DemoStep("Quiet", explanation: "Nothing printed.", code: "_ = 1") { _ in }]
        },
    ]

    var course: TemporaryCourse!

    override func setUpWithError() throws {
        course = try TemporaryCourse(lessons: [
            "01-start": TemporaryCourse.lessonText(number: 1, title: "Getting started"),
            "04-logic": TemporaryCourse.lessonText(number: 4, title: "Game logic", demos: ["alpha", "beta"], body: """
            ## Enums

            An enum is a type with *discrete* states, and **each** case can carry `associated data` that
            belongs to it.

            - a list item that is long enough to be wrapped onto a second line at sixty columns wide
            - another

            ```swift
            enum FastFoodMenuItem { case cookie }
            let item: FastFoodMenuItem = .cookie // inferred
            ```

            > **Try it:** memorize-course demo alpha
            """),
        ])
    }

    override func tearDown() { course.remove() }

    func run(_ arguments: [String], terminal: TerminalInfo = .plain, input: [String] = []) -> RunResult {
        Harness.run(arguments, terminal: terminal, input: input, currentDirectory: course.root, demos: Self.demos)
    }

    func assertUsageError(_ arguments: [String], _ message: String, line: UInt = #line) {
        let result = run(arguments)
        XCTAssertEqual(result.status, 64, "\(arguments)", line: line)
        XCTAssertEqual(result.stderr, message + "\n", line: line)
        XCTAssertEqual(result.stdout, "", line: line)
    }

}
