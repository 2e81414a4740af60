#if os(Linux)
import Foundation

/// Linux: `/proc` describes processes, and SwiftPM's build description is read for quick builds.
public struct LinuxPlatform: Platform {
    public init() {}

    public var name: String { "Linux" }

    /// glibc's `_POSIX_VDISABLE` is `'\0'` (bits/posix_opt.h).
    public var disabledControlCharacter: UInt8 { 0 }

    public func fileIdentity(_ path: String) -> String? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return "\(info.st_size) \(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec) \(info.st_ino)"
    }

    /// A test product is an executable that runs its own tests.
    public func checksCommand(testProduct: URL, filter: String) -> (program: URL, arguments: [String]) {
        (testProduct, [filter])
    }

    public var readsProcFiles: Bool { true }
    public var quickBuilds: Bool { true }

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
