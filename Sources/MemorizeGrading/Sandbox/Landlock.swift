import Foundation
import MemorizePlatform

/// Whether this Linux kernel has Landlock, which lets a process confine itself and every
/// process it starts, with no privilege: where no sandbox runs a student's program, it
/// is confined by it from before any of its code runs (`ConfineSource`).
enum Landlock {
    /// The version of Landlock's interface this kernel offers, or nil (not Linux, a kernel
    /// without it, or a container that forbids the call).
    static let abi: Int? = {
        #if os(Linux)
        // syscall(2) is variadic in C, which Swift cannot call: its integer arguments pass the same way.
        typealias Syscall = @convention(c) (Int, Int, Int, Int) -> Int
        guard let symbol = dlsym(nil, "syscall") else { return nil }   // nil: RTLD_DEFAULT on glibc
        // landlock_create_ruleset(NULL, 0, LANDLOCK_CREATE_RULESET_VERSION), the same number everywhere.
        let version = unsafeBitCast(symbol, to: Syscall.self)(444, 0, 0, 1)
        return version >= 1 ? version : nil
        #else
        return nil
        #endif
    }()
}
