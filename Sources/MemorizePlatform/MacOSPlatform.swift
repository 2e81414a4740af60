#if os(macOS)
import Foundation

/// macOS. Its route is the portable one (the protocol's defaults), which `PortableRoute` runs
/// on Linux in every CI run; only the facts below need Darwin itself, and none of them has
/// run on a Mac yet (the README's "Linux and macOS" lists them).
public struct MacOSPlatform: Platform {
    public init() {}

    public var name: String { "macOS" }

    /// Darwin's <sys/termios.h>: `#define _POSIX_VDISABLE ((unsigned char)'\377')`.
    public var disabledControlCharacter: UInt8 { 0xff }
    public var bashStartupFile: String { "~/.bash_profile" }

    /// Darwin's `struct stat` names the time of change `st_mtimespec`.
    public func fileIdentity(_ path: String) -> String? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return "\(info.st_size) \(info.st_mtimespec.tv_sec).\(info.st_mtimespec.tv_nsec) \(info.st_ino)"
    }

    /// A test product is an `.xctest` bundle, which `xctest` loads: `xcrun xctest -XCTest
    /// <filter> <bundle>` runs the tests the filter names.
    public func checksCommand(testProduct: URL, filter: String) -> (program: URL, arguments: [String]) {
        (URL(fileURLWithPath: "/usr/bin/xcrun"), ["xctest", "-XCTest", filter, testProduct.path])
    }

    /// A Mac keeps RLIMIT_AS but does not enforce it.
    public var limitsAddressSpace: Bool { false }
    /// macOS's SwiftUI and Combine; not UIKit, which only an iOS target has.
    public var hasAppleFrameworks: Bool { true }
    public var xctest: XCTestSource { .xcode }

    /// swiftc alone targets an older macOS; mvvm's `@Observable` needs 14, as the tool does.
    public var programCompilerFlags: [String] {
        #if arch(arm64)
        ["-target", "arm64-apple-macosx14.0"]
        #else
        ["-target", "x86_64-apple-macosx14.0"]
        #endif
    }

    public var sandbox: SandboxOffer {
        let path = "/usr/bin/sandbox-exec"
        return FileManager.default.isExecutableFile(atPath: path) ? .sandboxExec(path) : .none(reason: "sandbox-exec is not available on this Mac")
    }
}
#endif
