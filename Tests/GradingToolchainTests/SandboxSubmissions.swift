import Foundation
import XCTest
import TestSupport
@testable import MemorizeCourseCore

/// Submissions of the `counter` fixture exercise that misbehave: each passes Task 1 only if
/// what it tries gets through the sandbox, so a failed Task 1 shows the sandbox held.
enum SandboxSubmissions {
    /// No `#if` on the platform: the grader decides each as an iPhone does (`PlatformConditions`),
    /// so a probe's Linux branch would never be compiled. Foundation brings the C library on
    /// either system, and `socketType` takes a socket type in either's form.
    static let header = """
    import Foundation

    func socketType(_ type: Int32) -> Int32 { type }
    func socketType<T: RawRepresentable>(_ type: T) -> Int32 where T.RawValue: BinaryInteger { Int32(type.rawValue) }

    struct Counter {
        private(set) var value = 0
        mutating func increment() {
            if tryIt() { value += 1 }
        }
    }

    """

    /// Writes a file at `path`: passes only if the write succeeded.
    static func writes(to path: String) -> String {
        header + """
        func tryIt() -> Bool {
            FileManager.default.createFile(atPath: "\(path)", contents: Data("litter".utf8))
        }
        """
    }

    /// Kills its parent, the checks' process, with `signal`: passes only if the signal was sent.
    static func killsTheChecks(with signal: String) -> String {
        header + """
        func tryIt() -> Bool {
            kill(getppid(), \(signal)) == 0
        }
        """
    }

    /// Connects to 127.0.0.1:`port`: passes only if the connection was made.
    static func connects(to port: UInt16) -> String {
        header + """
        func tryIt() -> Bool {
            let fd = socket(AF_INET, socketType(SOCK_STREAM), 0)
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_port = in_port_t(\(port)).bigEndian
            address.sin_addr.s_addr = inet_addr("127.0.0.1")
            let result = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
            }
            close(fd)
            return result == 0
        }
        """
    }

    /// Sends a datagram to 127.0.0.1:`port`: passes only if it was sent (rt17b's relay to a
    /// correct program elsewhere went this way).
    static func sendsADatagram(to port: UInt16) -> String {
        header + """
        func tryIt() -> Bool {
            let fd = socket(AF_INET, socketType(SOCK_DGRAM), 0)
            guard fd >= 0 else { return false }
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_port = in_port_t(\(port)).bigEndian
            address.sin_addr.s_addr = inet_addr("127.0.0.1")
            let sent = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { sendto(fd, "x", 1, 0, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
            }
            close(fd)
            return sent == 1
        }
        """
    }

    /// Makes a System V shared memory segment (and removes it): passes only if it was made.
    static func makesSharedMemory() -> String {
        header + """
        func tryIt() -> Bool {
            let id = shmget(IPC_PRIVATE, 4096, IPC_CREAT | 0o600)
            if id >= 0 { shmctl(id, IPC_RMID, nil) }
            return id >= 0
        }
        """
    }

    /// Deletes the file at `path`: passes only if it is gone.
    static func deletes(_ path: String) -> String {
        header + """
        func tryIt() -> Bool {
            unlink("\(path)") == 0
        }
        """
    }

    /// Asks for 6 GB of memory (without touching it): passes only if it was given.
    static let allocatesTooMuch = header + """
        func tryIt() -> Bool {
            let memory = UnsafeMutableRawPointer.allocate(byteCount: 6 << 30, alignment: 16)
            memory.deallocate()
            return true
        }
        """

    /// Starts `/bin/sleep marker` without end, never waiting: passes only after 1,000 have
    /// started (a bound, so that a sandbox that fails to hold does not take the machine down).
    static func forks(marker: String) -> String {
        header + """
        func tryIt() -> Bool {
            var started = 0
            while started < 1000 {
                var pid: pid_t = 0
                let argv: [UnsafeMutablePointer<CChar>?] = [strdup("/bin/sleep"), strdup("\(marker)"), nil]
                if posix_spawn(&pid, "/bin/sleep", nil, nil, argv, nil) == 0 { started += 1 }
                argv.forEach { free($0) }
            }
            return true
        }
        """
    }

    /// Starts `/bin/sleep marker` in a session of its own (`setsid`, through a shell that
    /// exits at once), so that it is in no process group of the check's: passes if it started.
    /// With `clean`, it also drops its environment (`env -i`), and with it the check's mark;
    /// `staying` seconds more the check waits before it passes, the detached process running.
    static func detaches(marker: String, clean: Bool = false, staying: Double = 0.2) -> String {
        header + """
        func tryIt() -> Bool {
            var pid: pid_t = 0
            let script = "setsid \(clean ? "env -i " : "")/bin/sleep \(marker) < /dev/null > /dev/null 2>&1 &"
            let argv: [UnsafeMutablePointer<CChar>?] = [strdup("/bin/sh"), strdup("-c"), strdup(script), nil]
            defer { argv.forEach { free($0) } }
            guard posix_spawn(&pid, "/bin/sh", nil, nil, argv, environ) == 0 else { return false }
            var status: Int32 = 0
            waitpid(pid, &status, 0)
            usleep(\(UInt32(staying * 1_000_000)))
            return true
        }
        """
    }

    /// Writes 100 MB into one file in its temporary folder: passes only if it could.
    static let writesBigFile = header + """
        func tryIt() -> Bool {
            let path = NSTemporaryDirectory() + "/big-\\(getpid())"
            let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
            guard fd >= 0 else { return false }
            let chunk = [UInt8](repeating: 7, count: 1 << 20)
            var written = 0
            for _ in 0..<100 { written += chunk.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) } }
            close(fd)
            unlink(path)
            return written == 100 << 20
        }
        """

    /// A socket on 127.0.0.1, on a free port, to see whether anything reached it: TCP
    /// (`Listener()`, a connection waiting) or UDP (`Listener(datagrams: true)`, a datagram).
    final class Listener {
        let fd: Int32
        let port: UInt16
        let datagrams: Bool

        init(datagrams: Bool = false) throws {
            #if canImport(Glibc)
            let fd = socket(AF_INET, Int32((datagrams ? SOCK_DGRAM : SOCK_STREAM).rawValue), 0)
            #else
            let fd = socket(AF_INET, datagrams ? SOCK_DGRAM : SOCK_STREAM, 0)
            #endif
            (self.fd, self.datagrams) = (fd, datagrams)
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_port = 0
            address.sin_addr.s_addr = inet_addr("127.0.0.1")
            var length = socklen_t(MemoryLayout<sockaddr_in>.size)
            let bound = withUnsafeMutablePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, length) == 0 && getsockname(fd, $0, &length) == 0 }
            }
            guard bound, datagrams || listen(fd, 8) == 0 else { throw ToolError("could not listen on 127.0.0.1") }
            port = UInt16(bigEndian: address.sin_port)
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
        }

        /// Whether a connection is waiting to be accepted, or a datagram came.
        var wasReached: Bool {
            if datagrams {
                var byte: UInt8 = 0
                return recv(fd, &byte, 1, 0) >= 0
            }
            let client = accept(fd, nil, nil)
            if client >= 0 { close(client) }
            return client >= 0
        }

        deinit { close(fd) }
    }
}
