import XCTest
import TestSupport

/// Every hostile submission again with no bubblewrap on the PATH: the fallback a laptop or a
/// Gradescope container takes. Each earns what it earns with the sandbox.
final class HostileSubmissionFallbackTests: HostileSubmissionTests {
    override func environment() throws -> [String: String] {
        let links = FileManager.default.temporaryDirectory.appendingPathComponent("hostile-fallback-\(UUID().uuidString)")
        addTeardownBlock { try? FileManager.default.removeItem(at: links) }
        return try WithoutBubblewrap.environment(in: links)
    }

    // XCTest on Linux finds only the tests a class declares itself: each is named again here.
    override func testPrintedPassesAndAnEarlyExitEarnNothing() throws { try super.testPrintedPassesAndAnEarlyExitEarnNothing() }
    override func testRecordsHeldBackEarnNothing() throws { try super.testRecordsHeldBackEarnNothing() }
    override func testTheKeyCannotBeReachedThroughXCTest() throws { try super.testTheKeyCannotBeReachedThroughXCTest() }
    override func testTheRecorderCannotBeLinkedTo() throws { try super.testTheRecorderCannotBeLinkedTo() }
    override func testReadingTheKeyFromTheStudentsOwnProcessFindsNothing() throws { try super.testReadingTheKeyFromTheStudentsOwnProcessFindsNothing() }
    override func testAGapTheBuildDoesNotHaveIsTheProgramsWrongAnswer() throws { try super.testAGapTheBuildDoesNotHaveIsTheProgramsWrongAnswer() }
    override func testAFindingTheProgramReportsNeverLetsACheckSkipToAPass() throws { try super.testAFindingTheProgramReportsNeverLetsACheckSkipToAPass() }
    override func testReplacingTheStandardLibrarysOperatorsChangesOnlyTheStudentsOwnProgram() throws { try super.testReplacingTheStandardLibrarysOperatorsChangesOnlyTheStudentsOwnProgram() }
    override func testAFloodAndEscapeCodesStayContained() throws { try super.testAFloodAndEscapeCodesStayContained() }
    override func testAThemeNamedLikeAGapIsAFailureStill() throws { try super.testAThemeNamedLikeAGapIsAFailureStill() }
    override func testAnErrorWordedAsAGapIsTheProgramsWrongAnswer() throws { try super.testAnErrorWordedAsAGapIsTheProgramsWrongAnswer() }
    override func testACompileErrorMovedToTheGradersPathIsTheStudents() throws { try super.testACompileErrorMovedToTheGradersPathIsTheStudents() }
    override func testAProgramThatForksAwayDoesNotOutliveTheCheck() throws { try super.testAProgramThatForksAwayDoesNotOutliveTheCheck() }
    override func testAProgramsClaimThatItKeepsNoNumberIsNotBelieved() throws { try super.testAProgramsClaimThatItKeepsNoNumberIsNotBelieved() }
    override func testATypeNamedAsSwiftsOwnIsTheStudentsToRename() throws { try super.testATypeNamedAsSwiftsOwnIsTheStudentsToRename() }
    override func testAFindingNoCodeOfTheCallCanThrowIsTheProgramsWrongAnswer() throws {
        try super.testAFindingNoCodeOfTheCallCanThrowIsTheProgramsWrongAnswer()
    }
    override func testAGapIsBelievedOnlyFromTheCallsThatCanThrowIt() throws { try super.testAGapIsBelievedOnlyFromTheCallsThatCanThrowIt() }
    override func testCodeForTheGradersPlatformAloneIsNotWhatIsGraded() throws { try super.testCodeForTheGradersPlatformAloneIsNotWhatIsGraded() }
    override func testAnErrorPrintedAsTheChecksOwnIsTheStudents() throws { try super.testAnErrorPrintedAsTheChecksOwnIsTheStudents() }
    override func testAGameThatKnowsTheChecksEmojiIsGradedAsItPlays() throws { try super.testAGameThatKnowsTheChecksEmojiIsGradedAsItPlays() }
    override func testCodeForTheGradersPlatformHiddenInOtherConditionsIsNotWhatIsGraded() throws {
        try super.testCodeForTheGradersPlatformHiddenInOtherConditionsIsNotWhatIsGraded()
    }
    override func testAViewModelNoViewCanWatchFailsWhateverItsProgramSays() throws { try super.testAViewModelNoViewCanWatchFailsWhateverItsProgramSays() }
    override func testATypeNamedAsOneTheGradersCodeBorrowsIsTheStudentsToRename() throws {
        try super.testATypeNamedAsOneTheGradersCodeBorrowsIsTheStudentsToRename()
    }

    /// Every hostile submission's test is named again above, so none runs with the sandbox only.
    func testEveryHostileSubmissionIsCheckedWithoutBubblewrapToo() throws {
        let here = URL(fileURLWithPath: #filePath)
        let declared = { (file: URL, prefix: String) in
            Set(try String(contentsOf: file, encoding: .utf8).components(separatedBy: "\n").filter { $0.hasPrefix(prefix) }
                .compactMap { $0.dropFirst(prefix.count).split(separator: "(").first.map(String.init) })
        }
        let tests = try declared(here.deletingLastPathComponent().appendingPathComponent("HostileSubmissionTests.swift"), "    func test")
        XCTAssertFalse(tests.isEmpty)
        XCTAssertEqual(tests, try declared(here, "    override func test"))
    }
}
