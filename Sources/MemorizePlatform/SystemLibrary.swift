// The C library, imported in this one place: every other file that calls the system imports
// MemorizePlatform and gets Glibc, Musl or Darwin from here.
#if canImport(Glibc)
@_exported import Glibc
#elseif canImport(Musl)
@_exported import Musl
#elseif canImport(Darwin)
@_exported import Darwin
#endif

/// The C library's `kill`, out of reach of any method of the same name.
@discardableResult
public func sendSignal(_ pid: pid_t, _ signal: Int32) -> Int32 {
    kill(pid, signal)
}
