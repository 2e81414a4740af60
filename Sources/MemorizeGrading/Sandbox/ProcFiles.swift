import Foundation
import MemorizePlatform

/// What Linux's /proc says of each process, read with plain system calls: the sweeps after each
/// task read every process's entry several times over, and reading them through Foundation
/// (a String per file, split into lines) cost more CPU than the task's own program.
/// Elsewhere there is no /proc: no processes are listed.
enum ProcFiles {
    /// The ids of the processes now running (/proc's numbered entries).
    static func pids() -> [pid_t] {
        guard let directory = opendir("/proc") else { return [] }
        defer { closedir(directory) }
        var pids: [pid_t] = []
        while let entry = readdir(directory) {
            let pid = withUnsafeBytes(of: entry.pointee.d_name) { name -> pid_t? in
                var value: pid_t = 0
                for byte in name {
                    if byte == 0 { break }
                    guard byte >= 48, byte <= 57, value < 100_000_000 else { return nil }
                    value = value * 10 + pid_t(byte - 48)
                }
                return value > 0 ? value : nil
            }
            if let pid { pids.append(pid) }
        }
        return pids
    }

    /// The bytes of `/proc/<pid>/<file>`, up to `limit`; nil when it cannot be read (the process is gone).
    static func contents(_ pid: pid_t, _ file: String, limit: Int = 1 << 16) -> [UInt8]? {
        let descriptor = open("/proc/\(pid)/\(file)", O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: min(limit, 4096))
        while bytes.count < limit {
            let want = min(chunk.count, limit - bytes.count)
            let got = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress!, want) }
            if got < 0, errno == EINTR { continue }
            if got < 0, bytes.isEmpty { return nil }
            guard got > 0 else { break }
            bytes += chunk[..<got]
        }
        return bytes
    }

    /// The numbers after `field` (e.g. "Uid:") on its line of `/proc/<pid>/status`: the real,
    /// effective, saved and file-system user ids for "Uid:", the thread count for "Threads:".
    static func status(_ pid: pid_t, _ fields: [String]) -> [String: [UInt64]]? {
        guard let bytes = contents(pid, "status", limit: 8192) else { return nil }
        var found: [String: [UInt64]] = [:]
        for field in fields {
            let key = Array(field.utf8)
            var start = 0
            while start + key.count <= bytes.count {
                if (start == 0 || bytes[start - 1] == 10), Array(bytes[start..<start + key.count]) == key {
                    found[field] = numbers(bytes[(start + key.count)...])
                    break
                }
                guard let newline = bytes[start...].firstIndex(of: 10) else { break }
                start = newline + 1
            }
        }
        return found
    }

    /// The user ids (real, effective, saved, file system) of `pid`, or nil when it is gone.
    static func userIDs(_ pid: pid_t) -> [UInt32]? {
        status(pid, ["Uid:"])?["Uid:"].map { $0.map { UInt32(truncatingIfNeeded: $0) } }
    }

    /// The state, parent and process group of `pid` from `/proc/<pid>/stat`: "pid (name) state
    /// ppid pgrp …", where the name may hold spaces and parentheses.
    static func stat(_ pid: pid_t) -> (state: String, parent: pid_t, group: pid_t)? {
        guard let bytes = contents(pid, "stat", limit: 4096), let close = bytes.lastIndex(of: UInt8(ascii: ")")) else { return nil }
        let fields = bytes[(close + 1)...].split(separator: UInt8(ascii: " "), maxSplits: 3)
        guard fields.count >= 3, let parent = number(fields[1]), let group = number(fields[2]) else { return nil }
        return (String(decoding: fields[0], as: UTF8.self), pid_t(truncatingIfNeeded: parent), pid_t(truncatingIfNeeded: group))
    }

    /// Whether `/proc/<pid>/environ` holds `entry` ("NAME=value") as one of its variables.
    static func environment(of pid: pid_t, holds entry: String) -> Bool {
        guard let bytes = contents(pid, "environ", limit: .max) else { return false }   // however long: the mark may come last
        let needle = Array(entry.utf8) + [0]
        var start = 0
        while start + needle.count <= bytes.count {
            if Array(bytes[start..<start + needle.count]) == needle { return true }
            guard let end = bytes[start...].firstIndex(of: 0) else { break }
            start = end + 1
        }
        return false
    }

    /// The whole numbers on one line, separated by blanks.
    private static func numbers(_ line: ArraySlice<UInt8>) -> [UInt64] {
        let end = line.firstIndex(of: 10) ?? line.endIndex
        return line[..<end].split(whereSeparator: { $0 == 32 || $0 == 9 }).compactMap(number)
    }

    private static func number(_ digits: ArraySlice<UInt8>) -> UInt64? {
        guard !digits.isEmpty, digits.count <= 19 else { return nil }
        var value: UInt64 = 0
        for byte in digits {
            guard byte >= 48, byte <= 57 else { return nil }
            value = value * 10 + UInt64(byte - 48)
        }
        return value
    }
}
