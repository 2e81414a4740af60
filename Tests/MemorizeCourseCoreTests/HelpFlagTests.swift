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

    func testDashHIsOnlyHelpNotAnyOneLetterOption() {
        assertUsageError(["lesson", "4", "-x"], "error: unknown option '-x' for 'lesson'; see 'memorize-course lesson --help'")
    }
}
