import Foundation
import MemorizePlatform

/// How a child ended: its wait status and the CPU time it used.
public struct Termination: Sendable, Equatable {
    /// The status as `wait4` gave it.
    public var rawStatus: Int32
    /// User and system CPU seconds, its own and its reaped children's.
    public var cpuSeconds: Double

    public init(rawStatus: Int32, cpuSeconds: Double = 0) {
        self.rawStatus = rawStatus
        self.cpuSeconds = cpuSeconds
    }

    /// The signal that ended it, if one did.
    public var signal: Int32? {
        let number = rawStatus & 0x7f
        return number != 0 && number != 0x7f ? number : nil
    }

    /// Its exit status (0 when a signal ended it).
    public var exitStatus: Int32 { signal == nil ? (rawStatus >> 8) & 0xff : 0 }
}

extension ChildProcess {
    /// Writes all of `bytes` to the child's standard input. False when the child stopped
    /// reading first (it ended, or something killed it): the SIGPIPE that write raises is
    /// taken on this thread and dropped, so a child that dies early never ends this process.
    @discardableResult
    public func send(_ bytes: [UInt8]) -> Bool {
        guard let input else { return false }
        var pipeSignal = sigset_t(), previous = sigset_t()
        sigemptyset(&pipeSignal)
        sigaddset(&pipeSignal, SIGPIPE)
        pthread_sigmask(SIG_BLOCK, &pipeSignal, &previous)
        defer {
            var pending = sigset_t()
            sigpending(&pending)
            if sigismember(&pending, SIGPIPE) == 1, sigismember(&previous, SIGPIPE) == 0 {
                var taken: Int32 = 0
                sigwait(&pipeSignal, &taken)   // pending, so it returns at once (POSIX: Linux and macOS alike)
            }
            pthread_sigmask(SIG_SETMASK, &previous, nil)
        }
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { write(input, $0.baseAddress, $0.count) }
            if written < 0 && errno == EINTR { continue }
            if written <= 0 { return false }
            offset += written
        }
        return true
    }

    /// Closes the child's standard input: it reads the end of it.
    public func closeInput() {
        if let input { close(input) }
        input = nil
    }

    /// Closes this end of the child's output pipe.
    public func closeOutput() {
        if let output { close(output) }
        output = nil
    }

    /// Waits until the child ends.
    @discardableResult
    public func wait() -> Termination {
        while termination == nil { reap(options: 0) }
        return termination!
    }

    /// How the child ended, if it has; never waits.
    @discardableResult
    public func poll() -> Termination? {
        if termination == nil { reap(options: WNOHANG) }
        return termination
    }

    /// Sends `signal` to the child's whole process group when it leads one (which outlives the
    /// child while any member runs), and to the child itself while it is not yet reaped.
    public func kill(_ signal: Int32 = SIGKILL) {
        if ownProcessGroup { _ = sendSignal(-pid, signal) }
        if termination == nil { _ = sendSignal(pid, signal) }
    }

    private func reap(options: Int32) {
        var status: Int32 = 0
        var usage = rusage()
        let reaped = wait4(pid, &status, options, &usage)
        if reaped == pid {
            let cpu = Double(usage.ru_utime.tv_sec) + Double(usage.ru_stime.tv_sec)
                + (Double(usage.ru_utime.tv_usec) + Double(usage.ru_stime.tv_usec)) / 1_000_000
            termination = Termination(rawStatus: status, cpuSeconds: cpu)
        } else if reaped < 0 && errno != EINTR {
            termination = Termination(rawStatus: SIGKILL)   // reaped by someone else: reads as killed
        }
    }
}
