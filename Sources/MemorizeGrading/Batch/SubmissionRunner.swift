import Foundation
import MemorizeSupport

/// Why one submission has no report. Neither stops the batch.
public enum SubmissionFault: Error, Equatable, Sendable {
    /// The folder cannot be graded as it is (no Swift files, several copies of the game).
    case problem(String)
    /// The tool could not grade it (no toolchain, the exercise at fault).
    case toolFault(String)

    public var message: String {
        switch self {
        case .problem(let message), .toolFault(let message): message
        }
    }

    /// A request that cannot be met or a folder that cannot be graded is the folder's problem;
    /// anything else is the tool's.
    init(_ error: any Error) {
        switch error {
        case let error as GradingError where error.fault == .request || error.fault == .submission: self = .problem(error.description)
        case let error as GradingError: self = .toolFault(error.description)
        case let error as ToolError: self = .toolFault(error.message)
        default: self = .toolFault("\(error)")
        }
    }
}

/// What is graded in a submission, by content: the whole digest decides whether it changed
/// since its last grade; the interface and per-file digests let a worker pick the submission
/// closest to the one its scratch package last built, so that less is rebuilt.
public struct SubmissionFingerprint: Equatable, Sendable {
    public var digest: String
    /// Graded file path → digest of its contents.
    public var files: [String: String]
    /// The digest of the graded files' `InterfaceSketch`: when it is the same, most likely
    /// only the submission is compiled again, not the checks.
    public var interface: String

    public init(digest: String, files: [String: String], interface: String = "") {
        self.digest = digest
        self.files = files
        self.interface = interface
    }

    /// How many graded files this and `other` have in common, byte for byte.
    public func shared(with other: SubmissionFingerprint) -> Int {
        files.reduce(0) { $0 + (other.files[$1.key] == $1.value ? 1 : 0) }
    }
}

/// Grades one submission for the batch. The real one wraps `Grader`; tests of the batch logic
/// use a fake one.
public protocol SubmissionRunner: Sendable {
    /// What would be graded in `folder`, or why it cannot be graded at all.
    func fingerprint(_ folder: URL) -> Result<SubmissionFingerprint, SubmissionFault>
    /// Grades `folder` in worker `worker`'s own scratch package. Called from several threads
    /// at once, never twice at once with the same worker.
    func grade(_ folder: URL, worker: Int) -> Result<CheckReport, SubmissionFault>
}

/// The real runner: each worker has a `Grader` with its own warm scratch package.
public struct GraderSubmissionRunner: SubmissionRunner {
    let exercise: Exercise
    let assignmentTypes: Set<String>
    /// The reference solution's declarations: a type the student names otherwise is found by shape.
    let reference: DeclarationIndex
    let exerciseDigest: String
    let makeGrader: @Sendable (Int) -> Grader

    /// `makeGrader(k)` builds worker k's grader (see `Grader.init`'s `packageName`).
    public init(exercise: Exercise, makeGrader: @escaping @Sendable (Int) -> Grader) {
        self.exercise = exercise
        self.assignmentTypes = exercise.assignmentTypes()
        reference = exercise.referenceIndex()
        self.makeGrader = makeGrader
        // A changed exercise (manifest, checks, contract) regrades everyone.
        var files: [(String, Data)] = [("exercise.json", FileManager.default.contents(atPath: exercise.folder.appendingPathComponent("exercise.json").path) ?? Data())]
        for (prefix, folder) in [("checks/", exercise.checks), ("contract/", exercise.contract)] {
            files += ((try? SourceFile.collect(from: folder)) ?? []).map { (prefix + $0.relativePath, $0.contents) }
        }
        exerciseDigest = ScratchFiles.digest(files)
    }

    /// Throws a tool error when no submission could be graded: no `swift` on PATH, or an
    /// exercise whose checks cannot run (`Exercise.requireGradable`).
    public func preflight() throws {
        _ = try makeGrader(0).swiftExecutable()
        try exercise.requireGradable()
    }

    public func fingerprint(_ folder: URL) -> Result<SubmissionFingerprint, SubmissionFault> {
        do {
            let selection = try SubmissionSelection.select(from: folder, assignmentTypes: assignmentTypes, reference: reference)
            guard !selection.files.isEmpty else {
                return .failure(.problem(selection.skipped.isEmpty ? "no Swift files in this folder"
                    : "no Swift files to grade: the \(selection.skipped.count) there are Views, tests or other files left out"))
            }
            var files: [String: String] = [:]
            for file in selection.files { files[file.relativePath] = ScratchFiles.digest([("", file.contents)]) }
            let skipped = selection.skipped.map { ("skipped/" + $0.file, Data($0.reason.utf8)) }
            let digest = ScratchFiles.digest(selection.files.map { ("graded/" + $0.relativePath, $0.contents) } + skipped
                + [("exercise", Data(exerciseDigest.utf8))])
            return .success(SubmissionFingerprint(digest: digest, files: files, interface: InterfaceSketch.digest(selection.files)))
        } catch {
            return .failure(SubmissionFault(error))
        }
    }

    public func grade(_ folder: URL, worker: Int) -> Result<CheckReport, SubmissionFault> {
        do {
            let report = try makeGrader(worker).grade(folder).report
            // A task the tool could not judge (no space left, the checks not started) is no grade:
            // an error row, graded again on the next run (rt21: a classmate filling the disk).
            if let stuck = report.requirements.first(where: { $0.cause == .notJudged }) {
                return .failure(.toolFault("\(ClassRequirement.shortName(stuck.id)): \(CheckMessage.waitedFor(stuck.message))"))
            }
            return .success(report)
        } catch {
            return .failure(SubmissionFault(error))
        }
    }
}
