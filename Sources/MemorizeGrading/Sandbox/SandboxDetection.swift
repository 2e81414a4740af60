import Foundation
import MemorizeSupport
import MemorizePlatform

extension Sandbox {
    /// The best sandbox this machine offers (`Platform.sandbox`): on Linux bubblewrap from
    /// `PATH`, once it has been seen to work (a container may forbid the namespaces it needs);
    /// on macOS `sandbox-exec`. Otherwise only the resource limits, with the reason.
    public static func detect(environment: [String: String], runner: ProcessRunner, limits: ResourceLimits = .standard,
                              platform: any Platform = Platforms.current) -> Sandbox {
        // Root is exempt from the process limit: the checks switch to a user id of their own.
        let setpriv = platform.switchesUserIDs && getuid() == 0 ? findOnPath("setpriv", environment: environment) : nil
        // Where no sandbox runs it, a student's program confines itself with Landlock, unless told not to.
        let landlock = environment["MEMORIZE_COURSE_LANDLOCK"] == "off" ? nil : platform.landlockABI
        var detected = detect(environment: environment, runner: runner, limits: limits, platform: platform, setpriv: setpriv, landlock: landlock)
        detected.confinementOff = environment["MEMORIZE_COURSE_LANDLOCK"] == "off"
        return detected
    }

    private static func detect(environment: [String: String], runner: ProcessRunner, limits: ResourceLimits, platform: any Platform,
                               setpriv: URL?, landlock: Int?) -> Sandbox {
        switch platform.sandbox {
        case .none(let reason):
            return Sandbox(isolation: .none(reason: reason), limits: limits, setpriv: setpriv, landlock: landlock)
        case .sandboxExec(let path):
            return Sandbox(isolation: .sandboxExec(URL(fileURLWithPath: path)), limits: limits)
        case .bubblewrap:
            guard let bwrap = findOnPath("bwrap", environment: environment) else {
                return Sandbox(isolation: .none(reason: "bubblewrap is not installed (on Debian or Ubuntu: apt-get install bubblewrap)"),
                               limits: limits, setpriv: setpriv, landlock: landlock)
            }
            if let problem = probe(bwrap, runner: runner, environment: environment) {
                return Sandbox(isolation: .none(reason: "bubblewrap (\(bwrap.path)) cannot make a sandbox here: \(problem)"),
                               limits: limits, setpriv: setpriv, landlock: landlock)
            }
            // The toolchain the checks were built with: its runtime libraries are loaded from there.
            let toolchain = findOnPath("swift", environment: environment).map { $0.resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent() }
            return Sandbox(isolation: .bubblewrap(bwrap), limits: limits, setpriv: setpriv, readable: toolchain.map { [$0] } ?? [])
        }
    }

    /// Tries bubblewrap once per program with the options a check gets; nil when it works,
    /// else the first line it printed.
    static func probe(_ bwrap: URL, runner: ProcessRunner, environment: [String: String]) -> String? {
        probes.lock.lock()
        defer { probes.lock.unlock() }
        if let known = probes.results[bwrap.path] { return known }
        let here = URL(fileURLWithPath: "/")
        let arguments = bubblewrapArguments(package: here.appendingPathComponent("tmp"), writable: here.appendingPathComponent("tmp"), tmpMegabytes: 1)
            + ["--", "/bin/sh", "-c", "exit 0"]
        let problem: String?
        do {
            let outcome = try runner.run(bwrap, arguments, in: here, environment: environment, timeLimit: 10)
            problem = outcome.succeeded ? nil : (outcome.output.split(separator: "\n").first.map(String.init) ?? "exit status \(outcome.status)")
        } catch {
            return "\(error)"   // not kept: a test's runner that may not run programs says nothing of bwrap
        }
        probes.results[bwrap.path] = .some(problem)
        return problem
    }

    private static let probes = ProbeResults()
}

/// What each bubblewrap probe found, kept for the life of the process.
private final class ProbeResults: @unchecked Sendable {
    let lock = NSLock()
    var results: [String: String?] = [:]
}
