import MemorizeGrading
import Foundation
import MemorizePlatform

extension ScratchBuild.Route {
    /// The route a re-check takes when only the submission changed: the quick one where the
    /// platform has it (Linux), SwiftPM's where it does not (a Mac, and the portable route that
    /// runs a Mac's way here). Tests of verdicts hold on both; only the route differs.
    public static var afterASubmissionEdit: ScratchBuild.Route { Platforms.current.quickBuilds ? .quick : .swiftPM }
}

/// What the platform's route gives a check's programs, for tests that hold on one route only.
public enum RouteFacts {
    /// As root where the platform switches user ids (Linux's `setpriv`): each check's programs
    /// run as a user id of their own, which the process limit counts and no one else's files admit.
    public static var runsAsOwnUser: Bool { getuid() == 0 && Platforms.current.switchesUserIDs }

    /// Whether a process that detached itself (a session of its own, no environment) is still
    /// found after its check: Linux's /proc marks and subreaper. A Mac's route finds none.
    public static var findsDetachedProcesses: Bool { Platforms.current.readsProcFiles }

    /// The reason `doctor` and the notice give for running without a sandbox where bubblewrap
    /// is hidden from `PATH`.
    public static var noSandboxReason: String {
        if case .none(let reason) = Platforms.current.sandbox { return reason }
        return "bubblewrap is not installed"
    }
}
