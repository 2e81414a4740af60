import XCTest
import TestSupport
@testable import MemorizeCourseCore

/// `-h` and `--help` on every command in the registry, so a command added later cannot miss them.
final class HelpFlagTests: CommandFixture {
    func testEveryCommandPrintsItsHelpForDashHAndDashDashHelp() {
        XCTAssertGreaterThan(CommandRegistry.all.count, 20)
        for type in CommandRegistry.all {
            let spec = type.spec
            for flag in ["-h", "--help"] {
                // After an argument too: help wins over whatever the command would have done.
                for arguments in [[spec.name, flag], [spec.name, "x", flag]] {
                    let result = run(arguments)
                    XCTAssertEqual(result.status, 0, "\(arguments): \(result.stderr)")
                    XCTAssertEqual(result.stdout, HelpText.command(spec), "\(arguments)")
                    XCTAssertEqual(result.stderr, "", "\(arguments)")
                }
            }
            XCTAssertTrue(HelpText.command(spec).contains("USAGE: memorize-course \(spec.name)"), spec.name)
            XCTAssertTrue(HelpText.command(spec).contains("  -h, --help "), "\(spec.name)'s help names -h")
        }
    }

    func testEveryHelpFitsEightyColumnsAndKeepsItsWords() {
        for type in CommandRegistry.all {
            let help = HelpText.command(type.spec)
            for line in help.split(separator: "\n") {
                XCTAssertLessThanOrEqual(DisplayWidth.of(String(line)), 80, "\(type.spec.name): \(line)")
            }
            // Filled again, not cut: every word of the discussion is still there, in order.
            let words = { (text: String) in text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\\" }) }
            XCTAssertEqual(words(help).joined(separator: " ").contains(words(type.spec.discussion).joined(separator: " ")), true, type.spec.name)
        }
    }

    func testALongUsageBreaksBetweenBracketsAndALongExampleBeforeAnOption() {
        let usage = HelpLayout.hanging("[EXERCISE] [--path DIR] [--include FILE]… [--all [--yes] [--no-pager]] [--only REQUIREMENT] [--json | --format FORMAT]",
                                       lead: "USAGE: memorize-course check ")
        XCTAssertGreaterThan(usage.count, 1)
        for line in usage.dropFirst() { XCTAssertTrue(line.hasPrefix(String(repeating: " ", count: 29) + "["), line) }
        XCTAssertTrue(usage.contains { $0.contains("[--all [--yes] [--no-pager]]") })
        let example = HelpLayout.example("  memorize-course export actions assignment2 --repository https://github.com/me/memorize-course.git --ref fall-2026")
        XCTAssertEqual(example, ["  memorize-course export actions assignment2 \\",
                                 "      --repository https://github.com/me/memorize-course.git --ref fall-2026"])
    }

    func testDashHIsOnlyHelpNotAnyOneLetterOption() {
        assertUsageError(["lesson", "4", "-x"], "error: unknown option '-x' for 'lesson'; see 'memorize-course lesson --help'")
    }
}
