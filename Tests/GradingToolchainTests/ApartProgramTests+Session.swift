import Foundation
import MemorizePlatform
import XCTest
import TestSupport
@testable import MemorizeCourseCore
@testable import MemorizeGrading

/// What the student's program cannot reach of the session it was started from: the grader's
/// session keyring and the user's keys, and a named socket of one of the user's servers.
extension ApartProgramTests {
    /// The program starts in an empty session keyring of its own: the one the grader was
    /// started in may hold the user's tokens, which a program read through keyctl (bubblewrap
    /// does not hide keyrings, nor does Landlock).
    func testTheProgramFindsNoKeyOfTheGradersSession() throws {
        #if arch(x86_64)
        typealias Syscall = @convention(c) (Int, Int, Int, Int, Int, Int) -> Int
        let call = unsafeBitCast(try XCTUnwrap(dlsym(nil, "syscall")), to: Syscall.self)
        let tag = "memorize-key-\(UUID().uuidString)"
        // A session keyring of this test's own, with a key in it, as a login session has.
        guard call(250, 1, 0, 0, 0, 0) >= 0 else { throw XCTSkip("no keyrings here (errno \(errno))") }
        let secret = Array("a token".utf8)
        let key = "user".withCString { type in tag.withCString { name in
            secret.withUnsafeBytes { call(248, Int(bitPattern: type), Int(bitPattern: name), Int(bitPattern: $0.baseAddress), secret.count, -3) } } }
        guard key >= 0 else { throw XCTSkip("no key could be added here (errno \(errno))") }
        // The program searches the keyrings it has (KEYCTL_SEARCH in its session keyring).
        let body = """
                { typealias S = @convention(c) (Int, Int, Int, Int, Int, Int) -> Int
                  let call = unsafeBitCast(dlsym(nil, "syscall")!, to: S.self)
                  let found = "user".withCString { t in "\(tag)".withCString { d in call(250, 10, -3, Int(bitPattern: t), Int(bitPattern: d), 0) } }
                  return found >= 0 ? !(rotation < 90) : rotation < 90 }()
        """
        for (mode, environment) in try environments() {
            let result = try check(body, named: "keys-\(mode)", imports: "import Foundation\n", environment: environment)
            XCTAssertEqual(result.status, 0, "\(mode): the program found the key: \(result.stdout + result.stderr)")
        }
        #else
        throw XCTSkip("the key calls are numbered for x86_64 here")
        #endif
    }

    /// Nor may it add a key anywhere, or read the user's keyring (@u): without bubblewrap that
    /// is the grader's user's own, and a key added to any keyring of a user outlives every
    /// process (no sweep finds it). The key calls fail, in bubblewrap and without.
    func testTheProgramCanNeitherAddNorReadKeys() throws {
        #if arch(x86_64)
        typealias Syscall = @convention(c) (Int, Int, Int, Int, Int, Int) -> Int
        let call = unsafeBitCast(try XCTUnwrap(dlsym(nil, "syscall")), to: Syscall.self)
        // The control: here, a process may describe its user keyring (KEYCTL_DESCRIBE of @u).
        var description = [UInt8](repeating: 0, count: 256)
        guard description.withUnsafeMutableBytes({ call(250, 6, -4, Int(bitPattern: $0.baseAddress), 256, 0) }) >= 0 else {
            throw XCTSkip("no keyrings here (errno \(errno))")
        }
        // The program adds a key to @u and its session keyring, and describes @u: each must fail.
        let body = """
                { typealias S = @convention(c) (Int, Int, Int, Int, Int, Int) -> Int
                  let call = unsafeBitCast(dlsym(nil, "syscall")!, to: S.self)
                  var buffer = [UInt8](repeating: 0, count: 256)
                  let described = buffer.withUnsafeMutableBytes { call(250, 6, -4, Int(bitPattern: $0.baseAddress), 256, 0) }
                  let added = [-4, -3].map { ring in "user".withCString { t in "memorize-left-key".withCString { d in "x".withCString { p in
                      call(248, Int(bitPattern: t), Int(bitPattern: d), Int(bitPattern: p), 1, ring) } } } }
                  return described < 0 && added.allSatisfy { $0 < 0 } ? rotation < 90 : !(rotation < 90) }()
        """
        for (mode, environment) in try environments() {
            let result = try check(body, named: "add-keys-\(mode)", imports: "import Foundation\n", environment: environment)
            XCTAssertEqual(result.status, 0, "\(mode): the program reached a keyring: \(result.stdout + result.stderr)")
        }
        #else
        throw XCTSkip("the key calls are numbered for x86_64 here")
        #endif
    }

    /// A named socket anyone may reach (a tmux server's, say) is out of the program's reach: in
    /// bubblewrap it is out of sight; without, the program may make no such socket at all.
    func testTheProgramCanReachNoNamedSocketOutside() throws {
        #if arch(x86_64)
        let path = "/tmp/memorize-socket-\(UUID().uuidString.prefix(8))"
        let listener = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        XCTAssertGreaterThanOrEqual(listener, 0)
        defer { close(listener); unlink(path) }
        func address(_ path: String) -> [UInt8] { [1, 0] + Array(path.utf8) + [0] }   // sockaddr_un: AF_UNIX, the path
        let bound = address(path).withUnsafeBytes { bind(listener, $0.baseAddress!.assumingMemoryBound(to: sockaddr.self), socklen_t($0.count)) }
        XCTAssertEqual(bound, 0, "bound (errno \(errno))")
        XCTAssertEqual(listen(listener, 16), 0)
        chmod(path, 0o777)
        // The control: another process of any user may connect to it.
        let client = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(client) }
        XCTAssertEqual(address(path).withUnsafeBytes { connect(client, $0.baseAddress!.assumingMemoryBound(to: sockaddr.self), socklen_t($0.count)) }, 0)
        // The program: socket(2) and connect(2) by number (41, 42), passing only when it cannot connect.
        let body = """
                { typealias S = @convention(c) (Int, Int, Int, Int) -> Int
                  let call = unsafeBitCast(dlsym(nil, "syscall")!, to: S.self)
                  let descriptor = call(41, 1, 1, 0)
                  guard descriptor >= 0 else { return rotation < 90 }
                  let address: [UInt8] = [1, 0] + Array("\(path)".utf8) + [0]
                  let connected = address.withUnsafeBytes { call(42, descriptor, Int(bitPattern: $0.baseAddress), $0.count) }
                  return connected < 0 ? rotation < 90 : !(rotation < 90) }()
        """
        for (mode, environment) in try environments() {
            let result = try check(body, named: "named-socket-\(mode)", imports: "import Foundation\n", environment: environment)
            XCTAssertEqual(result.status, 0, "\(mode): the program connected to a socket outside: \(result.stdout + result.stderr)")
        }
        #else
        throw XCTSkip("the socket calls are numbered for x86_64 here")
        #endif
    }
}
