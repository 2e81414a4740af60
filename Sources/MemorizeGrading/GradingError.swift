import Foundation
import MemorizeSupport

/// Why the engine could not grade, as data: what went wrong (`kind`, with what it concerns) and
/// so whose fault it is (`fault`). The engine never words it for a command line: its
/// `description` states the fact alone, for the reports it writes itself (a class's results),
/// and MemorizeCourseCore's `ErrorPresenter` adds what to type next and chooses the exit code.
public struct GradingError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Whose fault an error is, which decides what the person who met it can do about it.
    public enum Fault: Sendable, Equatable, CaseIterable {
        /// What was asked for does not exist or cannot be done as asked: ask again differently.
        case request
        /// The folder handed in cannot be graded as it is (nothing to grade, several copies of
        /// the assignment, a huge file): point at another folder, or change what is in it.
        case submission
        /// The exercise is broken: its author must fix it.
        case exercise
        /// The tool or the machine could not do its job.
        case tool
    }

    /// What went wrong, with what it concerns.
    public enum Kind: Sendable, Equatable {
        /// No exercise has this id; `suggestion` is the closest there is, `known` all there are.
        case unknownExercise(id: String, suggestion: String?, known: [String])
        /// The path to grade is not a folder.
        case notAFolder(path: String)
        /// A file to include or exclude is not a Swift file in the graded folder.
        case notASwiftFile(path: String, folder: String)
        /// One Swift file is bigger than any Model or ViewModel (`bytes` over `limit`).
        case fileTooLarge(path: String, bytes: Int, limit: Int)
        /// The Swift files together are too big.
        case submissionTooLarge(folder: String, bytes: Int, limit: Int)
        /// A Swift file whose name holds a control character, line break or direction mark.
        case unprintableFileName(path: String)
        /// The submission has more Swift files than anything a student writes.
        case tooManyFiles(folder: String, count: Int, limit: Int)
        /// The folder holds several copies of the assignment (their folders inside it, by
        /// relative path, "" for the folder itself).
        case severalCopies(folder: URL, copies: [String])
        /// No Swift file is left to grade; `skipped` were left out by the selection rule.
        case noFilesToGrade(folder: String, skipped: Int)
        /// The results folder exists but cannot be written to.
        case resultsFolderNotWritable(path: String)
        /// The reference solution fails these of its own checks, so mutants can show nothing.
        case referenceFailsItsChecks(exercise: String, failed: [String])
        /// The exercise's contract has a shape the grader cannot use.
        case contractMalformed(problem: String)
        /// The checks do not compile against a submission that meets the contract: `firstError`
        /// (a place and message inside the exercise's folder), and `more` besides.
        case checksDoNotCompile(exercise: String, firstError: String, more: Int)
        /// The manifest names a check that checks/ does not define (`problem` says which, where).
        case unknownCheckName(exercise: String, problem: String)
        /// This tool's stand-ins for SwiftUI and Combine do not compile: its own fault.
        case standInsDoNotCompile(error: String)
        /// The contract's own code, outside its items, does not compile (`error`, at the
        /// contract's file and line), whatever the submission is.
        case contractDoesNotCompile(error: String)
        /// Choosing among the contract's alternatives did not end after `builds` builds.
        case contractDidNotSettle(builds: Int)
        /// No Swift toolchain is on the PATH the grader was given.
        case noToolchain
        /// The disk that holds the scratch folder is full: a build cannot be trusted to say why it failed.
        case diskFull(folder: String, freeBytes: Int64)
        /// Checks were to run again on the last build of `exercise`, but none is recorded.
        case nothingBuilt(exercise: String)
    }

    public let kind: Kind

    public init(_ kind: Kind) { self.kind = kind }

    public var fault: Fault {
        switch kind {
        case .unknownExercise, .notAFolder, .notASwiftFile: .request
        case .fileTooLarge, .submissionTooLarge, .tooManyFiles, .unprintableFileName, .severalCopies, .noFilesToGrade: .submission
        case .referenceFailsItsChecks, .contractMalformed, .checksDoNotCompile, .unknownCheckName, .contractDoesNotCompile: .exercise
        case .resultsFolderNotWritable, .standInsDoNotCompile, .contractDidNotSettle, .noToolchain, .diskFull, .nothingBuilt: .tool
        }
    }

    /// The fact, in words that suit any front end.
    public var description: String {
        switch kind {
        case let .unknownExercise(id, suggestion, known):
            if suggestion != nil { return "no exercise '\(id)'" }
            return "no exercise '\(id)'; " + (known.isEmpty ? "there are none in Exercises/" : "exercises are \(known.joined(separator: ", "))")
        case .notAFolder(let path):
            return "\(path) is not a folder"
        case let .notASwiftFile(path, folder):
            return "\(path) is not a Swift file in \(folder)"
        case let .fileTooLarge(path, bytes, limit):
            return "\(path) is \(Self.megabytes(bytes)): a Swift file over \(Self.megabytes(limit)) is not graded (a Model or ViewModel is a few KB)"
        case let .submissionTooLarge(folder, bytes, limit):
            return "the Swift files in \(folder) hold \(Self.megabytes(bytes)) together: over \(Self.megabytes(limit)) is not graded"
        case .unprintableFileName(let path):
            return "\(path) has a name with a character that does not print (a line break, an escape or a direction mark, shown here as a symbol or left out): rename it to grade it"
        case let .tooManyFiles(folder, count, limit):
            return "\(folder) holds \(count) Swift files: over \(limit) is not graded (a Model and ViewModel are a few files)"
        case let .severalCopies(folder, copies):
            let listing = copies.map { "'\($0.isEmpty ? "." : $0)'" }.joined(separator: ", ")
            return "\(folder.lastPathComponent) holds \(copies.count) copies of the assignment (\(listing)); grade one at a time"
        case let .noFilesToGrade(folder, skipped):
            return "no Swift files to grade in \(folder)" + (skipped == 0 ? "" : "; the \(skipped) there are Views, tests or other files left out")
        case .resultsFolderNotWritable(let path):
            return "cannot write to the results folder \(path)"
        case let .referenceFailsItsChecks(_, failed):
            return "the reference solution does not pass its own checks (\(failed.joined(separator: ", "))), so no mutant can show anything"
        case .contractMalformed(let problem):
            return "this exercise's contract is malformed; tell your instructor: \(problem)"
        case let .checksDoNotCompile(exercise, firstError, more):
            return "this exercise's checks do not compile; tell your instructor: Exercises/\(exercise)/\(firstError)"
                + (more > 0 ? " (and \(more) more)" : "")
        case let .unknownCheckName(exercise, problem):
            return "this exercise names a check that does not exist; tell your instructor: Exercises/\(exercise)/\(problem)"
        case .standInsDoNotCompile(let error):
            return "\(error) (a fault of memorize-course, not of your code: please report it)"
        case .contractDoesNotCompile(let error):
            return "this exercise's contract does not compile; tell your instructor: \(error)"
        case .contractDidNotSettle(let builds):
            return "the contract's alternatives did not settle after \(builds) builds"
        case .nothingBuilt(let exercise):
            return "nothing of \(exercise) has been built to run its checks again"
        case .noToolchain:
            return "no `swift` on PATH: install a Swift toolchain (swift.org/install) and check that `swift --version` works in this shell"
        case let .diskFull(folder, free):
            return "the disk that holds \(folder) is full (\(Self.megabytes(Int(free))) free), so the build could not be trusted: free some space and grade again (your code was not judged)"
        }
    }

    static func megabytes(_ bytes: Int) -> String {
        String(format: "%.1f MB", Double(bytes) / Double(1 << 20))
    }
}
