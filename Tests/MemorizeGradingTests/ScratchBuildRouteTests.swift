import XCTest
@testable import MemorizeGrading
@testable import MemorizeSupport

/// Which route a build takes, decided by `ScratchBuild.write` from the files and the record of
/// the last good build, without running the toolchain.
final class ScratchBuildRouteTests: XCTestCase {
    var package: ScratchPackage!

    override func setUpWithError() throws {
        package = .grading(FileManager.default.temporaryDirectory.appendingPathComponent("route-\(UUID().uuidString)"))
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: package.directory)
    }

    func file(_ path: String, _ text: String) -> SourceFile {
        SourceFile(relativePath: path, original: URL(fileURLWithPath: "/student/\(path)"), contents: Data(text.utf8))
    }

    func builder() -> ScratchBuild {
        ScratchBuild(package: package, runner: UnavailableProcessRunner(), swift: URL(fileURLWithPath: "/no/swift"), environment: [:], timeLimit: nil)
    }

    /// Writes the files, then records them as built into a product of `productText`, with a quick plan.
    func recordBuilt(submission: [SourceFile], checks: [SourceFile], productText: String = "built", withPlan: Bool = true) throws -> BuildRecord {
        let build = builder()
        try build.write(submission: submission, exercise: checks, contract: [])
        let product = package.swiftPMProduct   // the student's program, `Serve`
        try FileManager.default.createDirectory(at: product.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(productText.utf8).write(to: product)
        let packageFiles = [("Package.swift", Data(package.manifest.utf8))] + FrameworkStandIns.files + package.boundaryFiles
        let plan = withPlan ? QuickPlan(modules: [], link: [], productName: "Serve") : nil
        let record = BuildRecord(
            inputs: ["package": ScratchFiles.digest(packageFiles),
                     "submission": ScratchFiles.digest(submission.map { ($0.relativePath, $0.contents) }),
                     "exercise": ScratchFiles.digest(checks.map { ($0.relativePath, $0.contents) }), "contract": ScratchFiles.digest([])],
            product: product.path, productDigest: ScratchFiles.digest(of: product)!, swiftPMSubmission: "", plan: plan, planKey: "",
            interfaces: [:], objects: [:], reusedObjectsDigest: BuildRecord.digest(of: [])!, generation: 0)
        try record.save(package)
        return record
    }

    func inode(_ path: String) throws -> Int {
        let url = package.url(.submission).appendingPathComponent(path)
        return (try FileManager.default.attributesOfItem(atPath: url.path)[.systemFileNumber] as? NSNumber)?.intValue ?? -1
    }

    func testTheFirstBuildGoesThroughSwiftPMWithTheSubmissionWrittenAfresh() throws {
        let submission = [file("MemoryGame.swift", "struct MemoryGame {}\n")]
        let priors = package.directory.appendingPathComponent(".build/debug/Submission.build/primary.priors")
        try FileManager.default.createDirectory(at: priors.deletingLastPathComponent(), withIntermediateDirectories: true)
        try ScratchFiles.sync([("MemoryGame.swift", submission[0].contents)], into: package.url(.submission), before: {})
        try Data().write(to: priors)
        let before = try inode("MemoryGame.swift")
        let build = builder()
        try build.write(submission: submission, exercise: [file("Task1Checks.swift", "// checks\n")], contract: [])
        XCTAssertEqual(build.route, .swiftPM)
        XCTAssertNotEqual(try inode("MemoryGame.swift"), before, "no record of SwiftPM building it: rewritten though the bytes are the same")
        XCTAssertFalse(FileManager.default.fileExists(atPath: priors.path), "and compiled without the incremental record")
    }

    func testNothingChangedBuildsNothingButOnlyWhileTheProductIsIntact() throws {
        let submission = [file("MemoryGame.swift", "struct MemoryGame {}\n")], checks = [file("Task1Checks.swift", "// checks\n")]
        let record = try recordBuilt(submission: submission, checks: checks)
        let before = try inode("MemoryGame.swift")
        let build = builder()
        try build.write(submission: submission, exercise: checks, contract: [])
        XCTAssertEqual(build.route, .unchanged)
        XCTAssertEqual(try inode("MemoryGame.swift"), before)
        XCTAssertEqual(try build.build().succeeded, true)
        XCTAssertEqual(build.product?.path, record.product)

        try Data("a forged program".utf8).write(to: URL(fileURLWithPath: record.product))
        let again = builder()
        try again.write(submission: submission, exercise: checks, contract: [])
        XCTAssertEqual(again.route, .quick, "a product whose bytes changed since it was built is built again")
    }

    /// A Mac's builds are all SwiftPM's and keep no quick plan: a check with nothing changed
    /// still builds nothing (it ran `swift build` every time), and an edit goes to SwiftPM.
    func testWithoutAQuickPlanNothingChangedStillBuildsNothingAndAnEditIsSwiftPMs() throws {
        let submission = [file("MemoryGame.swift", "struct MemoryGame {}\n")], checks = [file("Task1Checks.swift", "// checks\n")]
        _ = try recordBuilt(submission: submission, checks: checks, withPlan: false)
        let build = builder()
        try build.write(submission: submission, exercise: checks, contract: [])
        XCTAssertEqual(build.route, .unchanged)
        let edited = builder()
        try edited.write(submission: [file("MemoryGame.swift", "struct MemoryGame { var score = 0 }\n")], exercise: checks, contract: [])
        XCTAssertEqual(edited.route, .swiftPM)
    }

    func testOnlyTheSubmissionChangedTakesTheQuickRoute() throws {
        let checks = [file("Task1Checks.swift", "// checks\n")]
        _ = try recordBuilt(submission: [file("MemoryGame.swift", "struct MemoryGame {}\n")], checks: checks)
        let build = builder()
        let edited = [file("MemoryGame.swift", "struct MemoryGame { var score = 0 }\n")]
        try build.write(submission: edited, exercise: checks, contract: [])
        XCTAssertEqual(build.route, .quick)
        XCTAssertEqual(FileManager.default.contents(atPath: package.url(.submission).appendingPathComponent("MemoryGame.swift").path),
                       edited[0].contents, "the edited file is in place for the quick build")
    }

    func testChangedChecksOrAMissingPlanGoThroughSwiftPMAndAChangedContractDoesNot() throws {
        let submission = [file("MemoryGame.swift", "struct MemoryGame {}\n")], checks = [file("Task1Checks.swift", "// checks\n")]
        _ = try recordBuilt(submission: submission, checks: checks)
        let changedChecks = builder()
        try changedChecks.write(submission: submission, exercise: [file("Task1Checks.swift", "// checks, edited\n")], contract: [])
        XCTAssertEqual(changedChecks.route, .swiftPM)

        var record = try recordBuilt(submission: submission, checks: checks)
        let contract = builder()
        try contract.write(submission: submission, exercise: checks, contract: [file("Model.swift", "// contract\n")])
        XCTAssertEqual(contract.route, .quick, "the contract's rendering changes with the submission's interface: compiled quickly")
        XCTAssertEqual(FileManager.default.contents(atPath: package.url(.contract).appendingPathComponent("Model.swift").path),
                       Data("// contract\n".utf8))

        record = try recordBuilt(submission: submission, checks: checks)
        record.plan = nil
        try record.save(package)
        let planless = builder()
        try planless.write(submission: [file("MemoryGame.swift", "struct MemoryGame { }\n")], exercise: checks, contract: [])
        XCTAssertEqual(planless.route, .swiftPM)
    }

    func testAChangedCheckFileOnDiskIsNotTrustedEvenWhenTheRecordAgrees() throws {
        let submission = [file("MemoryGame.swift", "struct MemoryGame {}\n")], checks = [file("Task1Checks.swift", "// checks\n")]
        _ = try recordBuilt(submission: submission, checks: checks)
        try Data("// rewritten by a check process\n".utf8).write(to: package.url(.exercise).appendingPathComponent("Task1Checks.swift"))
        let build = builder()
        try build.write(submission: submission, exercise: checks, contract: [])
        XCTAssertEqual(build.route, .swiftPM)
        XCTAssertEqual(FileManager.default.contents(atPath: package.url(.exercise).appendingPathComponent("Task1Checks.swift").path),
                       checks[0].contents)
    }
}
