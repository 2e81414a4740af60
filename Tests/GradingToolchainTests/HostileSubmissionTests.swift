import XCTest
import TestSupport
@testable import MemorizeCourseCore
@testable import MemorizeGrading
import MemorizeSupport

/// Submissions written as a dishonest or hostile student would (Tests/Fixtures/hostile), each
/// graded as `check` grades it: each gets what it deserves and nothing more.
final class HostileSubmissionTests: XCTestCase {
    func check(_ fixture: String) throws -> (status: Int32, stdout: String, json: [[String: Any]]) {
        let folder = try HostileFixtures.submission(fixture, for: self)
        let result = Harness.run(["check", "assignment2", "--path", folder.path, "--json", "--course", Harness.repositoryRoot.path],
                                 environment: FixtureCourse.gradingEnvironment(), demos: [], processRunner: SystemProcessRunner())
        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], result.stdout + result.stderr)
        return (result.status, result.stdout, try XCTUnwrap(json["requirements"] as? [[String: Any]]))
    }

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

    /// Wrong scoring behind `Int.==`, `Bool.!` and `[String].contains` that always agree: refused
    /// before building, each declaration named at its line, nothing graded.
    func testReplacingTheStandardLibrarysOperatorsIsRefused() throws {
        let (status, _, requirements) = try check("shadowed-operators")
        XCTAssertEqual(status, 1)
        let stdout = Harness.run(["check", "assignment2", "--path", try HostileFixtures.submission("shadowed-operators", for: self).path,
                                  "--course", Harness.repositoryRoot.path],
                                 environment: FixtureCourse.gradingEnvironment(), demos: [], processRunner: SystemProcessRunner()).stdout
        XCTAssertTrue(stdout.contains("Your code is not graded as it stands:"), stdout)
        XCTAssertTrue(requirements.allSatisfy { $0["status"] as? String != "passed" }, "\(requirements)")
        let first = try XCTUnwrap(requirements.first?["message"] as? String)
        XCTAssertTrue(first.hasPrefix("not graded: "), first)
        XCTAssertTrue(first.contains("Fairness.swift:7: `==` is declared on `Int`, which your code does not declare"), first)
        for line in [8, 12, 16] { XCTAssertTrue(stdout.contains("Fairness.swift:\(line):"), "line \(line) named: \(stdout)") }
    }

    /// Output without end is cut at 8 MB and fails its own task; a crash message of escape codes
    /// reaches the terminal as visible pictures (␛), never as codes that clear or rewrite it.
    func testAFloodAndEscapeCodesStayContained() throws {
        let result = Harness.run(["check", "assignment2", "--path", try HostileFixtures.submission("noisy", for: self).path,
                                  "--course", Harness.repositoryRoot.path],
                                 environment: FixtureCourse.gradingEnvironment(), demos: [], processRunner: SystemProcessRunner())
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stdout.contains("stopped for printing more than 8 MB while checking:"), result.stdout)
        XCTAssertTrue(result.stdout.contains("crashed (␛[2J␛[H␛[32mScore 95/95␛[0m) while checking:"), result.stdout)
        XCTAssertFalse(result.stdout.unicodeScalars.contains("\u{1B}"), "no raw escape code reaches the terminal")
        XCTAssertTrue(result.stdout.contains("Score 55/95"), "the rest graded honestly: \(result.stdout)")
        XCTAssertEqual(PrintableText.of("a\u{1B}[2Jb\u{7}\u{202E}c\n\td"), "a␛[2Jb␇c\n\td")
    }

    /// What students legitimately write stays untouched: their own `==` on their own types, the
    /// lectures' `oneAndOnly` and `firstIndex(matching:)` on Array, a Color extension.
    func testLegitimateExtensionsAreNotRefused() {
        func file(_ text: String) -> SourceFile {
            SourceFile(relativePath: "Model.swift", original: URL(fileURLWithPath: "/w/Model.swift"), contents: Data(text.utf8))
        }
        let honest = file("""
            struct Card: Equatable { let id: Int
                static func == (lhs: Card, rhs: Card) -> Bool { lhs.id == rhs.id } }
            func == (lhs: Card, rhs: Int) -> Bool { lhs.id == rhs }
            extension Array { var oneAndOnly: Element? { count == 1 ? first : nil } }
            extension Array where Element: Identifiable { func firstIndex(matching: Element) -> Int? { firstIndex { $0.id == matching.id } } }
            extension Color { static func named(_ name: String) -> Color { .gray } }
            """)
        let checks = file("func testX() { XCTAssertTrue([1].contains(1)); _ = [1].firstIndex(where: { $0 == 1 }); _ = a.first; _ = Color.teal }")
        XCTAssertEqual(ShadowingScan.problems([honest], solution: [], checks: [checks], display: { $0.lastPathComponent }), [])
        // A nested type of the name does not make `Swift.Array` the submission's own; a top-level
        // type named like Swift's own is refused; `import XCTest;` is still an import.
        let nested = file("enum Namespace { struct Array {}; struct Bool {} }\nextension Array { func contains(_ x: Int) -> Bool { true } }\nstruct Int {}")
        let typed = file("func testY() { let n: Int = [1].contains(1) ? 1 : 0; XCTAssertEqual(n, 1) }")
        XCTAssertEqual(ShadowingScan.problems([nested], solution: [], checks: [typed], display: { $0.lastPathComponent }).count, 2)
        let honestNested = file("struct MemoryGame { struct Card { let id: Int } }\nextension MemoryGame.Card: Equatable { static func == (a: Self, b: Self) -> Bool { a.id == b.id } }")
        XCTAssertEqual(ShadowingScan.problems([honestNested], solution: [], checks: [checks], display: { $0.lastPathComponent }), [])
        // Members of the student's own types, nested ones too, whatever the checks call things:
        // the names the issue saw refused (`seen` on Card, a theme's `title`, `emoji`, `Color`).
        let ownMembers = file("""
            struct MemoryGame<CardContent> { var numberOfPairsOfCards: Int
                struct Card: Equatable { var seen = false; var contains: Bool { seen }
                    static func == (a: Card, b: Card) -> Bool { a.seen == b.seen } } }
            class EmojiMemoryGame { struct Theme { let title: String; let emoji: [String]; var Color: String; var first: Int } }
            """)
        let naming = file("func testZ() { _ = game.seen; _ = theme.title; _ = t.emoji; _ = [1].first; _ = [1].contains(1); _ = Color.teal; _ = numberOfPairsOfCards }")
        XCTAssertEqual(ShadowingScan.problems([ownMembers], solution: [], checks: [naming], display: { $0.lastPathComponent }), [])
        // An operator inside a type of the student's that takes none of the student's types is still refused.
        let hidden = file("struct MemoryGame { struct Card { static func == (a: Int, b: Int) -> Bool { true } } }")
        XCTAssertEqual(ShadowingScan.problems([hidden], solution: [], checks: [typed], display: { $0.lastPathComponent }).count, 1)
        // The same member in an extension of Swift's own type is refused, as before.
        let extended = file("extension Array { var first: Int? { nil } }")
        XCTAssertEqual(ShadowingScan.problems([extended], solution: [], checks: [naming], display: { $0.lastPathComponent }).count, 1)
        // A requirement the checks read only through an existential (`any RawRepresentable`) is
        // not replaced by a member an extension adds to a concrete type, only by one on the protocol.
        let raw = file("func testR() { _ = (x as? any RawRepresentable)?.rawValue }")
        XCTAssertEqual(ShadowingScan.problems([file("extension Color { var rawValue: String { \"\" } }")], solution: [], checks: [raw], display: { $0.lastPathComponent }), [])
        XCTAssertEqual(ShadowingScan.problems([file("extension RawRepresentable { var rawValue: Int { 0 } }")], solution: [], checks: [raw], display: { $0.lastPathComponent }).count, 1)
        XCTAssertTrue(SwiftSourceScan("import Foundation\nimport XCTest;\n").importedModules.contains("XCTest"))
        XCTAssertTrue(SwiftSourceScan("import Foundation; import\n  XCTest\n").importedModules.contains("XCTest"))
        let shadow = file("extension Array { func firstIndex(where test: (Element) -> Bool) -> Int? { 0 } }\ntypealias B = Bool\nextension B { static prefix func ! (b: B) -> B { b } }\nfunc < (l: Int, r: Int) -> Bool { true }")
        let problems = ShadowingScan.problems([shadow], solution: [], checks: [checks], display: { $0.lastPathComponent })
        XCTAssertEqual(problems.map { $0.prefix(16) }, ["Model.swift:1: `", "Model.swift:3: `", "Model.swift:4: `"], "\(problems)")
        XCTAssertEqual(ShadowingScan.problems([shadow], solution: [file("extension Array { func firstIndex(where: (Element) -> Bool) -> Int? { nil } }")],
                                              checks: [checks], display: { $0.lastPathComponent }).count, 2,
                       "a member the reference solution declares is the exercise's own")
    }
}
