import Foundation

/// The scratch package `play` builds (`ScratchPackage.play`): the student's files as the module
/// `Submission` (as `check` compiles them), and the exercise's terminal View, with the contract,
/// as the executable `Play`. It lives beside the grading package in the scratch folder, so a
/// second game rebuilds only what changed, and a change to the student's files alone takes
/// the quick route, as a re-check does.
struct PlayPackage {
    let scratch: ScratchPackage

    init(scratch: URL, exercise: Exercise) {
        self.scratch = .play(scratch.appendingPathComponent("\(exercise.id)-play", isDirectory: true))
    }

    /// The game's environment: the package's temporary folder (nothing may be left in /tmp),
    /// and the Swift runtime's crash report, plain and short, which says where in the student's
    /// file a crash happened.
    func gameEnvironment(_ base: [String: String]) -> [String: String] {
        var environment = base
        environment["TMPDIR"] = scratch.temporaryFolder.path + "/"
        environment["SWIFT_BACKTRACE"] = CrashSite.backtraceSetting
        return environment
    }
}
