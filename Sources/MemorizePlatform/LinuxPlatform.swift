#if os(Linux)
import Foundation

/// Linux: `/proc` describes processes, and SwiftPM's build description is read for quick builds.
public struct LinuxPlatform: Platform {
    public init() {}

    public var name: String { "Linux" }

    /// glibc's `_POSIX_VDISABLE` is `'\0'` (bits/posix_opt.h).
    public var disabledControlCharacter: UInt8 { 0 }
    public var bashStartupFile: String { "~/.bashrc" }

    public func fileIdentity(_ path: String) -> String? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return "\(info.st_size) \(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec) \(info.st_ino)"
    }

    /// A test product is an executable that runs its own tests.
    public func checksCommand(testProduct: URL, filter: String) -> (program: URL, arguments: [String]) {
        (testProduct, [filter])
    }

    public var limitsAddressSpace: Bool { true }
    public var hasAppleFrameworks: Bool { false }
    public var xctest: XCTestSource { .toolchainLibrary("lib/swift/linux/libXCTest.so") }
    /// Glibc keeps the maths `rounded()` and `sqrt` call in libm, which Darwin's libSystem holds.
    public var programCompilerFlags: [String] { ["-lm"] }
    public var sandbox: SandboxOffer { .bubblewrap }
    public var switchesUserIDs: Bool { true }

    /// semctl is variadic in C, which Swift cannot call: its integer arguments pass the same way
    /// to a fixed signature.
    public func removeSemaphoreSet(_ id: Int32) -> Int32 {
        typealias Semctl = @convention(c) (Int32, Int32, Int32) -> Int32
        guard let symbol = dlsym(nil, "semctl") else { return -1 }   // nil: RTLD_DEFAULT on glibc
        return unsafeBitCast(symbol, to: Semctl.self)(id, 0, IPC_RMID)
    }

    public var readsProcFiles: Bool { true }
    public var quickBuilds: Bool { true }

    public func becomeSubreaper() -> Bool { prctl(36 /* PR_SET_CHILD_SUBREAPER */, 1) == 0 }

    /// Not dumpable: /proc/PID/mem and ptrace of this process then need root.
    public func hideMemory() -> Bool { prctl(4 /* PR_SET_DUMPABLE */, 0) == 0 }

    /// prctl is variadic in C, which Swift cannot call: its integer arguments pass the same way
    /// to a fixed signature.
    public func prctl(_ option: Int32, _ argument: UInt, _ third: UInt = 0) -> Int32 {
        typealias Prctl = @convention(c) (Int32, UInt, UInt, UInt, UInt) -> Int32
        guard let symbol = dlsym(nil, "prctl") else { return -1 }   // nil: RTLD_DEFAULT on glibc
        return unsafeBitCast(symbol, to: Prctl.self)(option, argument, third, 0, 0)
    }

    /// landlock_create_ruleset(NULL, 0, LANDLOCK_CREATE_RULESET_VERSION): the same number on
    /// every architecture; nil on a kernel without it, or where a container forbids the call.
    public var landlockABI: Int? { Self.landlock }

    private static let landlock: Int? = {
        // syscall(2) is variadic in C, which Swift cannot call: its integer arguments pass the same way.
        typealias Syscall = @convention(c) (Int, Int, Int, Int) -> Int
        guard let symbol = dlsym(nil, "syscall") else { return nil }
        let version = unsafeBitCast(symbol, to: Syscall.self)(444, 0, 0, 1)
        return version >= 1 ? version : nil
    }()

    public func executable() -> URL? {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")).map { URL(fileURLWithPath: $0) }
            ?? Bundle.main.executableURL
    }

    /// Read from `environ` as ProcessInfo reads it (the first of a repeated name wins), without
    /// ProcessInfo's copy: that was a tenth of `lesson N`'s start-up.
    public func processEnvironment() -> [String: String] {
        var result: [String: String] = [:]
        var entry = environ
        while let pointer = entry.pointee {
            if let equals = strchr(pointer, 0x3D) {
                let name = String(decoding: UnsafeRawBufferPointer(start: pointer, count: equals - pointer), as: UTF8.self)
                if result[name] == nil { result[name] = String(cString: equals + 1) }
            }
            entry += 1
        }
        return result
    }

    /// From /proc/self/stat's 22nd field, in clock ticks since boot.
    public func processStart() -> Double {
        if let stat = try? String(contentsOfFile: "/proc/self/stat", encoding: .utf8), let close = stat.lastIndex(of: ")") {
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            if fields.count > 19, let ticks = Double(fields[19]) { return ticks / Double(sysconf(Int32(_SC_CLK_TCK))) }
        }
        return Platforms.loaded
    }
}
#endif
