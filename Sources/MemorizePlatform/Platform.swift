import Foundation

/// Everything that differs between the systems the tool runs on, in one place. The rest of the
/// code asks `Platforms.current` and has no `#if os` of its own.
///
/// Two kinds of answer live here:
/// - the system's own facts (a C constant, a field's name, how XCTest runs a test product),
///   which each system's platform states;
/// - the route the tool takes, where Linux has something faster or safer than the portable way
///   (`/proc`, the quick build). The protocol's defaults are that portable route: it is the
///   Mac's, and `PortableRoute` takes it on Linux too, so tests run the Mac's logic here.
public protocol Platform: Sendable {
    /// The platform in words, for `doctor`.
    var name: String { get }

    // MARK: The system's facts

    /// The value that turns a terminal's control character off (`_POSIX_VDISABLE`): 0 on Linux,
    /// 0xff on macOS. Anything else is a key: 0 on a Mac is Ctrl-@, and Ctrl-Z still suspends.
    var disabledControlCharacter: UInt8 { get }
    /// The file bash reads when a terminal window opens: `~/.bashrc` on Linux, whose terminals
    /// start plain interactive shells; `~/.bash_profile` on macOS, whose Terminal starts each
    /// window as a login shell, which reads that file and not `~/.bashrc`.
    var bashStartupFile: String { get }
    /// A file's identity: its size, its time of change to the nanosecond and its inode; nil
    /// when there is no such file.
    func fileIdentity(_ path: String) -> String?
    /// The program and arguments that run the checks of a built test product, only those
    /// `filter` names (XCTest's `Class.method,Class.method` form).
    func checksCommand(testProduct: URL, filter: String) -> (program: URL, arguments: [String])
    /// Whether a process's memory limit (`ulimit -v`, the address space) is enforced.
    var limitsAddressSpace: Bool { get }
    /// Whether Apple's SwiftUI, Combine and UIKit-era names can be imported (a Mac); else the
    /// grader compiles a Model and ViewModel against stand-ins for them.
    var hasAppleFrameworks: Bool { get }
    /// Where XCTest comes from, for `doctor`.
    var xctest: XCTestSource { get }
    /// What `swiftc` needs besides the files to build a lone program (a demo under `--edit`).
    var programCompilerFlags: [String] { get }

    // MARK: The route (defaults: the portable one)

    /// Whether `/proc` describes this system's processes, so process tables, sweeps and memory
    /// watches read it; else they ask `ps`.
    var readsProcFiles: Bool { get }
    /// Whether a re-check may rebuild the student's module with the driver's own jobs, read from
    /// SwiftPM's build description (`QuickPlan`); else every build is SwiftPM's.
    var quickBuilds: Bool { get }
    /// This program's own file, or nil when the system cannot say.
    func executable() -> URL?
    /// This process's environment.
    func processEnvironment() -> [String: String]
    /// When this process began, in `ProcessInfo.systemUptime`'s seconds.
    func processStart() -> Double
    /// Makes this process the one that orphans below it are given to (Linux's child
    /// subreaper); false where the system has none, and orphans go to its first process.
    func becomeSubreaper() -> Bool
    /// Makes this process's memory unreadable to other processes of its user; false where it cannot.
    func hideMemory() -> Bool
    /// The version of Landlock, with which a process confines itself and all it starts, or nil.
    var landlockABI: Int? { get }
    /// The sandbox a student's program can be run in.
    var sandbox: SandboxOffer { get }
    /// Whether, as root, a check's programs run as a user id of their own (`setpriv`, Linux's).
    var switchesUserIDs: Bool { get }
    /// Removes a System V semaphore set (`semctl(id, 0, IPC_RMID)`); 0 when done.
    func removeSemaphoreSet(_ id: Int32) -> Int32
}

/// Where XCTest comes from.
public enum XCTestSource: Sendable, Equatable {
    /// A library inside the Swift toolchain, at this path below its root (Linux).
    case toolchainLibrary(String)
    /// Xcode's, which the Command Line Tools alone do not have (a Mac).
    case xcode
}

/// The sandbox a platform offers a student's program.
public enum SandboxOffer: Sendable, Equatable {
    /// bubblewrap, found on `PATH` and probed before use (Linux).
    case bubblewrap
    /// Apple's `sandbox-exec`, at this path (a Mac).
    case sandboxExec(String)
    /// None, for this reason.
    case none(reason: String)
}

extension Platform {
    public var readsProcFiles: Bool { false }
    public var quickBuilds: Bool { false }
    public func executable() -> URL? { Bundle.main.executableURL }
    public func processEnvironment() -> [String: String] { ProcessInfo.processInfo.environment }
    public func processStart() -> Double { Platforms.loaded }
    public func becomeSubreaper() -> Bool { false }
    public func hideMemory() -> Bool { false }
    public var landlockABI: Int? { nil }
    public var sandbox: SandboxOffer { .none(reason: "the portable route runs no sandbox, as a Mac without sandbox-exec") }
    public var switchesUserIDs: Bool { false }
    public func removeSemaphoreSet(_ id: Int32) -> Int32 { -1 }
}

/// Which platform this process runs on.
public enum Platforms {
    /// The environment variable that selects the portable route on Linux (`portable`).
    public static let variable = "MEMORIZE_COURSE_PLATFORM"

    /// This system's platform; with `MEMORIZE_COURSE_PLATFORM=portable`, the portable route on it.
    public static let current: any Platform = select(getenv(variable).map { String(cString: $0) })

    /// The platform a value of `MEMORIZE_COURSE_PLATFORM` selects.
    public static func select(_ value: String?) -> any Platform {
        value == "portable" ? PortableRoute(system: native) : native
    }

    /// The system's own platform.
    public static var native: any Platform {
        #if os(macOS)
        MacOSPlatform()
        #else
        LinuxPlatform()
        #endif
    }

    /// When this module was first used: a process's start where the system cannot say better.
    static let loaded = ProcessInfo.processInfo.systemUptime
}

/// The portable route on any system: its facts are the system's, its route the protocol's
/// defaults, which is what a Mac takes. On Linux, it runs the Mac's logic where tests see it.
public struct PortableRoute: Platform {
    public let system: any Platform

    public init(system: any Platform) { self.system = system }

    public var name: String { "\(system.name), by the portable route (as on a Mac)" }
    public var disabledControlCharacter: UInt8 { system.disabledControlCharacter }
    public var bashStartupFile: String { system.bashStartupFile }
    public func fileIdentity(_ path: String) -> String? { system.fileIdentity(path) }
    public func checksCommand(testProduct: URL, filter: String) -> (program: URL, arguments: [String]) {
        system.checksCommand(testProduct: testProduct, filter: filter)
    }
    public var limitsAddressSpace: Bool { system.limitsAddressSpace }
    public var hasAppleFrameworks: Bool { system.hasAppleFrameworks }
    public var xctest: XCTestSource { system.xctest }
    public var programCompilerFlags: [String] { system.programCompilerFlags }
}
