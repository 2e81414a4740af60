import Foundation
import MemorizeSupport
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Lesson pages as last shown, kept in the scratch folder (as `man` keeps formatted pages), so
/// opening a lesson again skips parsing and laying out its notes. A page is named by the digest
/// of everything it is made from: this program's file, the lesson (its text, demos and quiz),
/// the exercises' manifests (the "Practise:" lines; by size, time and inode, as `make` goes by
/// time) and the terminal's width and colours. Any
/// change to one of them makes a new name, so a page is never shown stale; a page that cannot
/// be read or written is simply made again.
struct LessonPageCache {
    let folder: URL

    /// The name of `lesson`'s page as `terminal` shows it, with the exercises in `exercisesFolder`;
    /// nil when this program's file cannot be told apart from another build of it.
    static func key(lesson: Lesson, terminal: TerminalInfo, exercisesFolder: URL, executable: URL? = nil) -> String? {
        guard let program = programIdentity(executable) else { return nil }
        var parts: [(String, Data)] = [
            ("program", Data(program.utf8)),
            ("lesson", Data("\(lesson.number)\n\(lesson.title)\n\(lesson.demoIDs.joined(separator: ","))\n\(lesson.quizFile != nil)".utf8)),
            ("body", Data(lesson.body.utf8)),
            ("terminal", Data("\(terminal.width) \(terminal.usesColor)".utf8)),
        ]
        // A manifest by its size, time of change and inode: reading six of them cost more than the rest.
        for entry in ((try? FileManager.default.contentsOfDirectory(atPath: exercisesFolder.path)) ?? []).sorted() where !entry.hasPrefix(".") {
            if let manifest = fileIdentity(exercisesFolder.path + "/" + entry + "/exercise.json") {
                parts.append(("exercise:" + entry, Data(manifest.utf8)))
            }
        }
        return FNV1a.digest(parts)
    }

    func page(lesson number: Int, key: String) -> String? {
        guard let data = FileManager.default.contents(atPath: file(number).path),
              let newline = data.firstIndex(of: UInt8(ascii: "\n")),
              String(decoding: data[..<newline], as: UTF8.self) == key else { return nil }
        return String(decoding: data[(newline + 1)...], as: UTF8.self)
    }

    /// Keeps `page` under `key`, replacing the lesson's last page in one step (a second process
    /// showing the same lesson at the same moment reads one page or the other, never a mix).
    func store(_ page: String, lesson number: Int, key: String) {
        let manager = FileManager.default
        guard (try? manager.createDirectory(at: folder, withIntermediateDirectories: true)) != nil else { return }
        let temporary = folder.appendingPathComponent(".lesson-\(number)-\(getpid()).tmp")
        guard manager.createFile(atPath: temporary.path, contents: Data((key + "\n" + page).utf8)) else { return }
        if rename(temporary.path, file(number).path) != 0 { try? manager.removeItem(at: temporary) }
    }

    private func file(_ number: Int) -> URL { folder.appendingPathComponent("lesson-\(number).txt") }

    /// This program's file (`executable` where /proc cannot say): a rebuilt tool lays its pages out anew.
    static func programIdentity(_ executable: URL?) -> String? {
        #if os(Linux)
        return fileIdentity("/proc/self/exe")
        #else
        return executable.flatMap { fileIdentity($0.path) }
        #endif
    }

    /// A file by its size, time of change (to the nanosecond) and inode; nil when there is none.
    static func fileIdentity(_ path: String) -> String? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        #if os(Linux)
        return "\(info.st_size) \(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec) \(info.st_ino)"
        #elseif canImport(Darwin)
        return "\(info.st_size) \(info.st_mtimespec.tv_sec).\(info.st_mtimespec.tv_nsec) \(info.st_ino)"
        #else
        return nil
        #endif
    }
}
