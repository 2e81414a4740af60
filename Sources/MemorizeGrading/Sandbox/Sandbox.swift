import Foundation
import MemorizeSupport
import MemorizePlatform

/// How the checks of a student's code are contained: which protections are active and how a
/// check's command is wrapped in them. Student code is untrusted; a check that forks without
/// end, writes without end, or reaches for files and the network fails its own requirement
/// and nothing else. Knows nothing of the command line: commands only read `notice` and
/// `protections`.
public struct Sandbox: Sendable {
    /// What isolates the checks from the machine, beyond the resource limits.
    public enum Isolation: Sendable, Equatable {
        /// Linux: bubblewrap (`bwrap`) at this path.
        case bubblewrap(URL)
        /// macOS: `sandbox-exec` at this path.
        case sandboxExec(URL)
        /// Nothing: only the resource limits apply, for this reason.
        case none(reason: String)
    }

    public var isolation: Isolation
    public var limits: ResourceLimits
    /// Running as root on Linux: the checks switch to an unused user id with `setpriv` (at
    /// this path), because the kernel never applies the process limit to root.
    public var setpriv: URL?
    /// Folders the checks may read besides the system's own: the toolchain, when it is not under /usr.
    public var readable: [URL]

    /// Where no sandbox runs it, the version of Landlock with which a student's program confines
    /// itself (`ConfineSource`); nil where the kernel has none, or a sandbox runs it.
    public var landlock: Int?
    /// Told not to confine the student's program (`MEMORIZE_COURSE_LANDLOCK=off`): no Landlock,
    /// and its seccomp filter lets it open internet sockets and make System V objects.
    public var confinementOff = false

    public init(isolation: Isolation, limits: ResourceLimits = .standard, setpriv: URL? = nil, readable: [URL] = [], landlock: Int? = nil) {
        self.isolation = isolation
        self.limits = limits
        self.setpriv = setpriv
        self.readable = readable
        self.landlock = landlock
    }

    /// The checks are isolated from the file system and the network, not only limited.
    public var isIsolated: Bool {
        if case .none = isolation { return false }
        return true
    }

    /// As root without a sandbox: each task's programs run as a user id of their own, which is
    /// then all that tells one task's files, copies and processes from another's.
    public var separatesByUserIDAlone: Bool { setpriv != nil && !isIsolated }

    /// Whether the student's program could signal the checks' process: it runs as the same user
    /// and sees its process id (no bubblewrap's process namespace, no user id of its own).
    /// Landlock's scope lets it signal no process outside, but the checks confine themselves too.
    public var programCanSignalTheChecks: Bool {
        if case .bubblewrap = isolation { return false }
        return setpriv == nil
    }

    /// Where no sandbox runs it, the student's program is confined by Landlock (`ConfineSource`).
    public var confinesWithLandlock: Bool { landlock != nil && !isIsolated }

    /// One plain paragraph when the checks are not isolated; nil when they are.
    public var notice: String? {
        guard case .none(let reason) = isolation else { return nil }
        if landlock != nil {
            return "note: the checks run without a sandbox: \(reason). The student's program is confined by Landlock: "
                + "it writes only its own folder and reads only the system, the toolchain and itself, and is limited (CPU time, \(limits.summary)); "
                + "it opens no socket or io_uring, makes no namespace, mount or System V object. bubblewrap hides more."
        }
        return "note: the checks run without a sandbox: \(reason). They are still limited (CPU time, \(limits.summary)), "
            + "but they can read and write your files and use the network. Grade code you do not trust only in a sandbox."
    }

    /// How `protections` begins the line that says there is no sandbox (a warning in `doctor`).
    public static let noSandboxPrefix = "no sandbox for a student's program: "

    /// What protects the machine, one line each, for `doctor`: what isolation is in force for
    /// a student's program (run apart from the checks, whose process holds none of its code),
    /// and what is not.
    public var protections: [String] {
        var lines = ["checks: in a process of their own, which never loads a student's code; they drive the program the code builds into and judge its answers (through the contract's Serve.swift, which every exercise has)"]
        switch isolation {
        case .bubblewrap(let path):
            lines.append("sandbox: bubblewrap (\(path.path)): a student's program sees only itself, the system and the toolchain (no other student's files or builds, no reference solution); its files are in memory, of bounded size; a private /tmp; no network; it dies with the tool")
        case .sandboxExec(let path):
            lines.append("sandbox: sandbox-exec (\(path.path)): files read-only except the scratch folder, no network; a student's program reads "
                + "nothing of any user's but its own folder (no course folder, reference or classmate), connects to no Unix socket and signals no process outside it")
        case .none(let reason):
            lines.append(Self.noSandboxPrefix + "\(reason). "
                + (landlock.map { "It is confined by Landlock (version \($0)) from before any of its code runs: it writes only its own folder, "
                    + "reads only the system, the toolchain and itself (no other student's files or builds, no reference solution)"
                    + ($0 >= 4 ? ", makes no TCP connection" : "") + ", makes no Unix socket" + ($0 >= 6 ? ", signals no process outside it" : "") + ". " } ?? "")
                + (setpriv != nil ? "It runs as an unused user id with no privileges, so it reads only what every user may (world-readable files included)"
                                  : landlock != nil ? "Without Landlock it could read and write whatever this user can"
                                  : "It can read and write whatever this user can, other students' files and builds included, and use the network"))
        }
        lines.append("limits on every program and check: CPU time (the exercise's), \(limits.summary)"
            + (setpriv != nil ? " (as an unused user id: the kernel does not limit root's processes)" : ""))
        return lines
    }

    /// The program and arguments that run `program` inside this sandbox, with the limits set.
    /// `package` is the scratch package (readable), `writable` the only folder the checks may write.
    /// A user id no account has, for one check's processes (as root, through `setpriv`).
    public static func freshUserID() -> UInt32 { UInt32.random(in: 1_900_000_000..<2_000_000_000) }

    /// `cpuSeconds`, when given, limits the CPU time of the program itself (a program the
    /// checks start, which the runner does not time).
    /// With `keepsNothing`, the writable folder is, in bubblewrap, a folder in memory of bounded
    /// size (a student's program, run apart, writes nothing anyone reads): the disk cannot fill.
    /// `filter`, in bubblewrap, is a seccomp program (`SystemCallFilter`) it loads into the program.
    public func command(_ program: URL, _ arguments: [String], package: URL, writable: URL,
                        userID: UInt32 = Sandbox.freshUserID(), cpuSeconds: Double? = nil, keepsNothing: Bool = false,
                        filter: URL? = nil) -> (URL, [String]) {
        // bubblewrap's namespace (or an unused user id) has a process count of its own; otherwise
        // the kernel counts all the user's processes, so the checks get that many more.
        var ownCount = setpriv != nil
        if case .bubblewrap = isolation { ownCount = true }
        let ceiling = limits.processes + (ownCount ? 0 : ResourceLimits.currentTaskCount())
        // As the process runner sets it: SIGXCPU when the budget is spent, SIGKILL two seconds on.
        let cpu = cpuSeconds.map { "ulimit -S -t \(Int($0.rounded(.up))) && ulimit -H -t \(Int($0.rounded(.up)) + 2) || exit 125; " } ?? ""
        // A student's program needs a handful of descriptors; each may hold a pipe's 64 KB of the
        // kernel's memory, which no memory limit counts (rt22b held 4 GB in a million pipes).
        let files = keepsNothing ? "ulimit -n \(ResourceLimits.programDescriptors) || exit 125; " : ""
        let limited = ["/bin/sh", "-c", cpu + files + limits.shellCommands(processCeiling: ceiling) + "exec \"$@\"", "sh", program.path] + arguments
        var inner = limited
        if let setpriv {
            // An unused user id of its own, so that the process count is the checks' alone. A
            // student's program run apart reads only what any user may (its own copy is made
            // so); checks that hold the student's code kept root's reading of other users' files.
            let uid = String(userID)
            let capabilities = keepsNothing ? ["--inh-caps=-all", "--bounding-set=-all"]
                : ["--inh-caps=-all,+dac_read_search", "--ambient-caps=+dac_read_search", "--bounding-set=-all,+dac_read_search"]
            inner = [setpriv.path, "--reuid=\(uid)", "--regid=\(uid)", "--clear-groups"] + capabilities + limited
        }
        switch isolation {
        case .bubblewrap(let bwrap):
            let options = Self.bubblewrapArguments(package: package, writable: writable, tmpMegabytes: limits.fileSizeMegabytes,
                                                   readable: readable, writableInMemory: keepsNothing) + ["--"] + inner
            // bubblewrap reads the filter from a descriptor, which a shell opens for it (the path in
            // plain single quotes, which /bin/sh reads whatever the characters: not bash's $'…').
            guard let filter else { return (bwrap, options) }
            return (URL(fileURLWithPath: "/bin/sh"), ["-c", "exec \"$0\" \"$@\" 9<'" + filter.path.replacingOccurrences(of: "'", with: "'\\''") + "'", bwrap.path, "--seccomp", "9"] + options)
        case .sandboxExec(let sandboxExec):
            let profile = keepsNothing ? Self.macProgramProfile(folder: package, writable: writable, readable: readable) : Self.macProfile(writable: writable)
            return (sandboxExec, ["-p", profile] + inner)
        case .none:
            return (URL(fileURLWithPath: inner[0]), Array(inner.dropFirst()))
        }
    }

    /// Makes `writable` writable by the checks when they run under a user id of their own.
    public func prepare(writable: URL) {
        guard setpriv != nil else { return }
        _ = chmod(writable.path, 0o1777)
    }

    /// bubblewrap's options: a file system of only what a test process needs, read-only (the
    /// system's programs and libraries under /usr, the few files of /etc that linking and
    /// naming users need, the toolchain in `readable`, and the scratch package), a private
    /// /tmp of bounded size, and the package's temporary folder writable. Not /root, /home,
    /// /etc/shadow, the course folder (its reference solutions) nor other students' work.
    static func bubblewrapArguments(package: URL, writable: URL, tmpMegabytes: Int, readable: [URL] = [],
                                    writableInMemory: Bool = false) -> [String] {
        var arguments = ["--die-with-parent", "--new-session", "--unshare-net", "--unshare-pid", "--unshare-ipc", "--unshare-uts",
                         "--ro-bind", "/usr", "/usr"]
        for top in ["bin", "sbin", "lib", "lib64", "lib32", "libx32"] {
            // Merged /usr: /bin is a link into it; elsewhere a folder of its own.
            if let target = try? FileManager.default.destinationOfSymbolicLink(atPath: "/" + top) {
                arguments += ["--symlink", target, "/" + top]
            } else {
                arguments += ["--ro-bind-try", "/" + top, "/" + top]
            }
        }
        for file in systemFiles { arguments += ["--ro-bind-try", file, file] }
        for extra in readable where !extra.path.hasPrefix("/usr/") {
            if writableInMemory { for folder in Self.folders(leadingTo: extra.path) { arguments += ["--perms", "0755", "--dir", folder] } }
            arguments += ["--ro-bind-try", extra.path, extra.path]
        }
        // bubblewrap's /dev is a folder in memory of no set size: read-only, it holds no file of
        // the program's (a program wrote 1 GB there, half the machine's memory its limit).
        arguments += ["--dev", "/dev", "--remount-ro", "/dev", "--proc", "/proc",
                      "--perms", "1777", "--size", String(tmpMegabytes * 1024 * 1024), "--tmpfs", "/tmp"]
        if writableInMemory {
            // The folders bubblewrap makes on the way to a mount are root's alone: a program that
            // runs as a user id of its own (with no right to read past them) is given a way in.
            for folder in Self.folders(leadingTo: package.path) { arguments += ["--perms", "0755", "--dir", folder] }
        }
        arguments += ["--ro-bind", package.path, package.path]
        // The other checks' temporary folders are not there: only this one's.
        let temporary = package.appendingPathComponent("tmp")
        if writable.path.hasPrefix(temporary.path + "/") { arguments += ["--tmpfs", temporary.path] }
        if writableInMemory {
            arguments += ["--perms", "1777", "--size", String(tmpMegabytes * 1024 * 1024), "--tmpfs", writable.path]
        } else {
            arguments += ["--bind", writable.path, writable.path]
        }
        return arguments
    }

    /// The folders above `path` that bubblewrap makes itself (not /, nor /tmp, /usr, /dev or
    /// /proc, which it mounts), outermost first.
    static func folders(leadingTo path: String) -> [String] {
        var folders: [String] = []
        var current = ""
        for component in path.split(separator: "/").dropLast() {
            current += "/" + component
            if ["/tmp", "/usr", "/dev", "/proc"].contains(where: { current == $0 || current.hasPrefix($0 + "/") && $0 != "/tmp" }) { continue }
            folders.append(current)
        }
        return folders
    }

    /// What a program needs of /etc to start and to name users, and nothing else.
    static let systemFiles = ["/etc/ld.so.cache", "/etc/ld.so.conf", "/etc/ld.so.conf.d", "/etc/localtime", "/etc/passwd",
                              "/etc/group", "/etc/nsswitch.conf", "/etc/hosts", "/etc/os-release", "/etc/alternatives"]

    /// The `sandbox-exec` profile: everything allowed but writing outside `writable` and the network.
    static func macProfile(writable: URL) -> String {
        """
        (version 1)
        (allow default)
        (deny network*)
        (allow network* (remote unix-socket))
        (deny file-write*)
        (allow file-write* (subpath "\(realPath(writable))") (literal "/dev/null") (literal "/dev/dtracehelper"))
        """
    }

    /// The profile of a student's program, run apart from its checks: besides the above, it reads
    /// nothing of any user's (no course folder, reference solution, classmate, key or scratch
    /// package) but its own folder and the toolchain's; it makes no Unix socket connection (a
    /// server of the user's, tmux's, would run what it was sent outside every confinement);
    /// it signals no process but its own (the checks' process is another); and it starts none
    /// (`process-fork`: no child can detach itself and outlive the check, which a Mac, with no
    /// `/proc` and no subreaper, could not find; the chain that starts it only execs). The later rule
    /// wins in a profile: each `allow` here undoes the `deny` before it for its paths alone.
    /// (`(target same-sandbox)` as Chromium's profile for its helpers writes it; never run here.)
    static func macProgramProfile(folder: URL, writable: URL, readable: [URL]) -> String {
        let own = ([folder, writable] + readable).map { "(subpath \"\(realPath($0))\")" }.joined(separator: " ")
        return """
        (version 1)
        (allow default)
        (deny network*)
        (deny file-write*)
        (allow file-write* (subpath "\(realPath(writable))") (literal "/dev/null") (literal "/dev/dtracehelper"))
        (deny file-read* (subpath "/Users") (subpath "/Volumes") (subpath "/private/tmp") (subpath "/private/var/folders") (subpath "/opt") (subpath "/usr/local"))
        (allow file-read* \(own))
        (deny signal)
        (allow signal (target same-sandbox))
        (deny process-fork)
        """
    }

    /// The path the kernel sees, as realpath(3) gives it. Not Foundation's
    /// `resolvingSymlinksInPath`: on a Mac it strips `/private` (Apple's documentation says
    /// so), and a profile allowing `/tmp/…` does not allow `/private/tmp/…`, where the writes go.
    static func realPath(_ url: URL) -> String {
        guard let resolved = realpath(url.path, nil) else { return url.standardizedFileURL.path }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
