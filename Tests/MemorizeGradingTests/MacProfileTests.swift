import Foundation
import XCTest
@testable import MemorizeGrading

/// The `sandbox-exec` profile a Mac runs a student's program under, written here as there: the
/// folder it may write is named as the kernel sees it, every link resolved.
final class MacProfileTests: XCTestCase {
    func testTheWritableFolderIsNamedByItsRealPath() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("profile-\(UUID().uuidString)")
        let real = base.appendingPathComponent("real/package/tmp")
        try FileManager.default.createDirectory(at: real, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: base) }
        // A link on the way, as /tmp is to /private/tmp on a Mac.
        let link = base.appendingPathComponent("link")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: base.appendingPathComponent("real"))
        let profile = Sandbox.macProfile(writable: link.appendingPathComponent("package/tmp"))
        let expected = Sandbox.realPath(real)
        XCTAssertFalse(expected.contains("/link/"))
        XCTAssertTrue(profile.contains("(allow file-write* (subpath \"\(expected)\")"), profile)
        XCTAssertTrue(profile.contains("(deny file-write*)"), "everything else is read-only")
        XCTAssertEqual(Sandbox.realPath(base.appendingPathComponent("none")), base.appendingPathComponent("none").path, "a missing folder keeps its name")
    }

    /// Foundation's `resolvingSymlinksInPath` drops a leading `/private` wherever the rest names
    /// a file (swift-corelibs-foundation does as Apple's does): made to happen here, as root,
    /// with a folder at both names. The profile must keep the name the kernel sees.
    func testAPrivateFolderKeepsItsPrivatePrefix() throws {
        guard getuid() == 0 else { throw XCTSkip("needs root, to make folders at the top of the file system") }
        let name = "memorize-profile-\(UUID().uuidString)"
        let manager = FileManager.default
        let hadPrivate = manager.fileExists(atPath: "/private")
        try manager.createDirectory(atPath: "/private/\(name)", withIntermediateDirectories: true)
        try manager.createDirectory(atPath: "/\(name)", withIntermediateDirectories: false)
        defer {
            try? manager.removeItem(atPath: "/private/\(name)")
            try? manager.removeItem(atPath: "/\(name)")
            if !hadPrivate { try? manager.removeItem(atPath: "/private") }
        }
        let writable = URL(fileURLWithPath: "/private/\(name)")
        XCTAssertEqual(writable.resolvingSymlinksInPath().path, "/\(name)", "the control: Foundation drops /private")
        XCTAssertTrue(Sandbox.macProfile(writable: writable).contains("(subpath \"/private/\(name)\")"))
    }
}
