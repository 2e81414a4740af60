import XCTest
@testable import MemorizeCourseCore
@testable import MemorizeGrading
@testable import MemorizeSupport

final class ArgumentsTests: XCTestCase {
    let options = [OptionSpec("--step", help: ""), OptionSpec("--course", value: "PATH", help: "")]

    func testSplitsPositionalsFlagsAndValues() throws {
        let parsed = try ParsedArguments.parse(["4", "--step", "--course", "/tmp/c"], accepted: options, command: "lesson")
        XCTAssertEqual(parsed.positionals, ["4"])
        XCTAssertTrue(parsed.has("--step"))
        XCTAssertEqual(parsed.values["--course"], "/tmp/c")
    }

    func testAcceptsInlineValuesAndDoubleDash() throws {
        let parsed = try ParsedArguments.parse(["--course=/x", "--", "--step"], accepted: options, command: "lesson")
        XCTAssertEqual(parsed.values["--course"], "/x")
        XCTAssertEqual(parsed.positionals, ["--step"])
        XCTAssertFalse(parsed.has("--step"))
    }

    func testNegativeNumberIsAPositional() throws {
        XCTAssertEqual(try ParsedArguments.parse(["-1"], accepted: options, command: "lesson").positionals, ["-1"])
    }

    func testUnknownOptionNamesTheCommandsHelp() {
        XCTAssertThrowsError(try ParsedArguments.parse(["--fast"], accepted: options, command: "lesson")) { error in
            XCTAssertEqual(error as? UsageError, UsageError("unknown option '--fast' for 'lesson'", hint: "see 'memorize-course lesson --help'"))
        }
    }

    func testOptionWithoutValueIsAUsageError() {
        XCTAssertThrowsError(try ParsedArguments.parse(["--course"], accepted: options, command: "lesson")) { error in
            XCTAssertEqual((error as? UsageError)?.message, "option '--course' needs a value: --course PATH")
        }
    }

    func testFlagWithValueIsAUsageError() {
        XCTAssertThrowsError(try ParsedArguments.parse(["--step=yes"], accepted: options, command: "demo")) { error in
            XCTAssertEqual((error as? UsageError)?.message, "option '--step' takes no value")
        }
    }
}
