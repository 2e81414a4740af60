import Foundation
import MemorizePlatform
import MemorizeSupport

/// The limits every check process runs under, on every platform: besides the CPU time the
/// process runner already enforces, memory, the size of one file, and the number of processes.
public struct ResourceLimits: Sendable, Equatable {
    /// Address space of one process, in megabytes (Linux only: macOS does not enforce it).
    public var memoryMegabytes: Int
    /// The largest file a check may write, in megabytes: a bigger write stops it with SIGXFSZ.
    public var fileSizeMegabytes: Int
    /// Processes and threads the checks may have at once.
    public var processes: Int

    public init(memoryMegabytes: Int = 4096, fileSizeMegabytes: Int = 64, processes: Int = 128) {
        self.memoryMegabytes = memoryMegabytes
        self.fileSizeMegabytes = fileSizeMegabytes
        self.processes = processes
    }

    /// The memory limit where the system enforces it (Linux), else nil.
    public var enforcedMemoryMegabytes: Int? {
        Platforms.current.limitsAddressSpace ? memoryMegabytes : nil
    }

    /// The open files a student's program run apart may have (`ulimit -n`).
    public static let programDescriptors = 64

    /// The limits of the project, for a real check.
    public static let standard = ResourceLimits()

    /// Shell commands that set the limits, for `/bin/sh -c`. `processCeiling` is the value given
    /// to `ulimit -u`: the kernel counts every process of the user, not only the checks', so
    /// outside a sandbox of its own it is the user's current count plus `processes`.
    /// Each shell spells the process limit differently (dash `-p`, bash and zsh `-u`); the sizes are
    /// in the 512-byte blocks both use in POSIX mode. A ceiling above the hard limit (a Mac's is
    /// low: about 2,000 for a user) is the hard limit: a process may lower its limit, never raise it.
    func shellCommands(processCeiling: Int) -> String {
        var script = "ulimit -c 0; ulimit -f \(fileSizeMegabytes * 2048) || exit 125; "
        if let memory = enforcedMemoryMegabytes { script += "ulimit -v \(memory * 1024) || exit 125; " }
        script += "n=\(processCeiling); h=$( { ulimit -H -u || ulimit -H -p; } 2>/dev/null ); "
            + "case $h in ''|unlimited) ;; *) [ \"$h\" -lt \"$n\" ] && n=$h ;; esac; "
        script += "{ ulimit -u $n || ulimit -p $n; } 2>/dev/null || exit 125; "
        return script
    }

    /// The limits in words, for `doctor` and the notice.
    public var summary: String {
        let memory = enforcedMemoryMegabytes.map { "\($0 / 1024) GB of memory, " } ?? ""
        return "\(memory)files of at most \(fileSizeMegabytes) MB, \(processes) processes"
    }

    /// How many processes (threads, on Linux) the user `uid` has now: the kernel's count that
    /// `ulimit -u` is measured against (from `ps`, where there is no /proc: processes, as a Mac counts).
    static func currentTaskCount(uid: uid_t = getuid()) -> Int {
        guard Platforms.current.readsProcFiles else { return ProcessTable().pids(ofUser: uid).count }
        var count = 0
        for pid in ProcFiles.pids() {
            guard let status = ProcFiles.status(pid, ["Uid:", "Threads:"]), status["Uid:"]?.first == UInt64(uid) else { continue }
            count += Int(status["Threads:"]?.first ?? 1)
        }
        return count
    }
}
