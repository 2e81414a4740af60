import Foundation

/// The system calls a student's program may not make on Linux, as a seccomp program (classic
/// BPF) written to a file: bubblewrap loads it into the program (`--seccomp`), and without
/// bubblewrap the checks' process loads it before it starts the program, which inherits it
/// (`ConfineSource`). One description, so both routes refuse the same things.
///
/// Refused always: the key calls (the user's keyring outlives every process); io_uring, whose
/// requests make sockets that socket(2)'s rule never sees (rt22b relayed a starter to 100/100
/// through one); fcntl(F_SETPIPE_SZ), so that a pipe holds at most 64 KB of the kernel's memory;
/// memfd_create and memfd_secret (a memfd sent away over a socket is in no process's files,
/// where the memory watch looks: rt23b held 7.4 GB past the 4 GB limit);
/// any call of another ABI (x32, 32-bit), whose numbers differ. By choice: System V objects,
/// which outlive every process, and whose segments, once detached, are memory no process holds
/// (rt25b held 4 GB so in bubblewrap, its IPC namespace notwithstanding); new namespaces and mounts (unshare, setns, clone with a
/// namespace's flag, mount and its kin; clone3, whose flags no filter can read, answers ENOSYS
/// and the C library falls back to clone): in a user namespace of its own a program mounted a
/// 20 GB tmpfs that no memory limit counted (rt22b); and sockets.
public struct SystemCallFilter: Equatable, Sendable {
    public enum Sockets: Sendable {
        /// Every kind refused (no sandbox: Landlock governs TCP alone, a named socket of the user's
        /// own servers, tmux's, would run whatever it was sent, and a UDP relay answered every call).
        case none
        /// Internet sockets only: bubblewrap's network namespace holds them (vsock reaches past it).
        case internetOnly
        /// All but AF_UNIX and AF_VSOCK, for when the checks' process must still start bubblewrap.
        case notLocal
    }

    public var systemV: Bool
    public var namespaces: Bool
    public var sockets: Sockets

    /// A program run with no sandbox, confined by Landlock (the checks' process loads it).
    public static let confined = SystemCallFilter(systemV: true, namespaces: true, sockets: .none)
    /// A program in bubblewrap. It has an IPC namespace of its own, but a System V segment's
    /// memory is the machine's, held by no process once detached: rt25b kept 4 GB past the
    /// memory limit so, unseen by the memory watch. Refused as without bubblewrap.
    public static let inBubblewrap = SystemCallFilter(systemV: true, namespaces: true, sockets: .internetOnly)
    /// The tests' control with Landlock off (`MEMORIZE_COURSE_LANDLOCK=off`).
    public static let unconfined = SystemCallFilter(systemV: false, namespaces: false, sockets: .notLocal)

    /// The numbers of this machine's calls; nil on an architecture without them.
    struct Numbers {
        var architecture: UInt32, keys: [UInt32], memfd: UInt32, systemV: [UInt32], namespaces: [UInt32]
        var clone: UInt32, fcntl: UInt32, socket: UInt32

        static var current: Numbers? {
            #if os(Linux) && arch(x86_64)
            // AUDIT_ARCH_X86_64; unshare, setns, mount, umount2, pivot_root.
            return Numbers(architecture: 0xC000_003E, keys: [248, 249, 250], memfd: 319, systemV: [29, 64, 68], namespaces: [272, 308, 165, 166, 155],
                           clone: 56, fcntl: 72, socket: 41)
            #elseif os(Linux) && arch(arm64)
            return Numbers(architecture: 0xC000_00B7, keys: [217, 218, 219], memfd: 279, systemV: [194, 190, 186], namespaces: [97, 268, 40, 39, 41],
                           clone: 220, fcntl: 25, socket: 198)
            #else
            return nil
            #endif
        }
    }

    /// The program's bytes (struct sock_filter each), or nil where the calls' numbers are unknown.
    public var program: [UInt8]? {
        guard let numbers = Numbers.current else { return nil }
        // The same on every architecture: io_uring_setup, _enter, _register; open_tree,
        // move_mount, fsopen, fsconfig, fsmount, fspick; clone3; memfd_secret.
        let (uring, newMounts, clone3, memfdSecret): ([UInt32], [UInt32], UInt32, UInt32) = ([425, 426, 427], [428, 429, 430, 431, 432, 433], 435, 447)
        // CLONE_NEWTIME, NEWNS, NEWCGROUP, NEWUTS, NEWIPC, NEWUSER, NEWPID, NEWNET.
        let namespaceFlags: UInt32 = 0x80 | 0x2_0000 | 0x0200_0000 | 0x0400_0000 | 0x0800_0000 | 0x1000_0000 | 0x2000_0000 | 0x4000_0000
        let refusedCalls = numbers.keys + [numbers.memfd, memfdSecret] + uring + (systemV ? numbers.systemV : []) + (namespaces ? numbers.namespaces + newMounts : [])
        var filter = BPFProgram()
        filter.load(4)                                                      // the architecture
        filter.jump(.equal, numbers.architecture, yes: nil, no: "refused")
        filter.load(0)                                                      // the call's number
        filter.jump(.atLeast, 0x4000_0000, yes: "refused", no: nil)         // x32's numbers
        for number in refusedCalls { filter.jump(.equal, number, yes: "refused", no: nil) }
        if namespaces {
            filter.jump(.equal, clone3, yes: "no such call", no: nil)
            filter.jump(.equal, numbers.clone, yes: "clone", no: nil)
        }
        filter.jump(.equal, numbers.fcntl, yes: "fcntl", no: nil)
        filter.jump(.equal, numbers.socket, yes: "socket", no: "allowed")
        filter.label("clone")
        filter.load(16)                                                     // its flags (the low half)
        filter.jump(.anyBit, namespaceFlags, yes: "refused", no: "allowed")
        filter.label("fcntl")
        filter.load(24)                                                     // its command
        filter.jump(.equal, 1031, yes: "refused", no: "allowed")            // F_SETPIPE_SZ
        filter.label("socket")
        filter.load(16)                                                     // its domain
        switch sockets {
        case .none:
            filter.answer(0x0005_0000 | UInt32(EPERM))
        case .internetOnly:
            filter.jump(.equal, 2, yes: "allowed", no: nil)                 // AF_INET
            filter.jump(.equal, 10, yes: "allowed", no: "refused")          // AF_INET6
        case .notLocal:
            filter.jump(.equal, 1, yes: "refused", no: nil)                 // AF_UNIX
            filter.jump(.equal, 40, yes: "refused", no: "allowed")          // AF_VSOCK
        }
        filter.label("allowed")
        filter.answer(0x7FFF_0000)                                          // SECCOMP_RET_ALLOW
        filter.label("refused")
        filter.answer(0x0005_0000 | UInt32(EPERM))                          // SECCOMP_RET_ERRNO
        filter.label("no such call")
        filter.answer(0x0005_0000 | UInt32(ENOSYS))
        return filter.assembled()
    }

    /// Writes the program to `file`, readable by all (a program's own user id must read it); false where there is none.
    @discardableResult
    public func write(to file: URL) throws -> Bool {
        guard let program else { return false }
        try Data(program).write(to: file)
        _ = chmod(file.path, 0o644)
        return true
    }
}

/// A classic BPF program for seccomp, its jumps written to labels (nil: the next instruction).
struct BPFProgram {
    enum Test: UInt16 { case equal = 0x15, atLeast = 0x35, anyBit = 0x45 }   // BPF_JMP|JEQ, JGE, JSET, each |K
    private var instructions: [(code: UInt16, yes: String?, no: String?, k: UInt32)] = []
    private var labels: [String: Int] = [:]

    mutating func load(_ offset: UInt32) { instructions.append((0x20, nil, nil, offset)) }   // BPF_LD|W|ABS
    mutating func answer(_ k: UInt32) { instructions.append((0x06, nil, nil, k)) }           // BPF_RET|K
    mutating func label(_ name: String) { labels[name] = instructions.count }
    mutating func jump(_ test: Test, _ k: UInt32, yes: String?, no: String?) { instructions.append((test.rawValue, yes, no, k)) }

    /// struct sock_filter each: code, jump if true, jump if false, k; nil when a jump is out of reach.
    func assembled() -> [UInt8]? {
        var bytes: [UInt8] = []
        for (index, instruction) in instructions.enumerated() {
            func offset(_ label: String?) -> UInt8? {
                guard let label else { return 0 }
                guard let target = labels[label], target > index, target - index - 1 <= 255 else { return nil }
                return UInt8(target - index - 1)
            }
            guard let yes = offset(instruction.yes), let no = offset(instruction.no) else { return nil }
            bytes += [UInt8(instruction.code & 0xFF), UInt8(instruction.code >> 8), yes, no]
            for byte in 0..<4 { bytes.append(UInt8(truncatingIfNeeded: instruction.k >> (8 * UInt32(byte)))) }
        }
        return bytes
    }
}
