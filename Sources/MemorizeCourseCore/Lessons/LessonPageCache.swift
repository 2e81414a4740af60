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

    /// The name of lesson `number`'s page as `terminal` shows it in `course`; nil when this
    /// program's file cannot be told apart from another build of it. Made before any lesson
    /// file is read: from each lesson file and quiz, and each exercise manifest, by size, time
    /// of change and inode (as `make` goes by time), and from the folders' names.
    static func key(lesson number: Int, course: CourseRoot, terminal: TerminalInfo, executable: URL? = nil) -> String? {
        guard let program = programIdentity(executable) else { return nil }
        var parts: [(String, Data)] = [("program", Data(program.utf8)), ("page", Data("\(number) \(terminal.width) \(terminal.usesColor)".utf8))]
        let manager = FileManager.default
        for entry in ((try? manager.contentsOfDirectory(atPath: course.lessons.path)) ?? []) where !entry.hasPrefix(".") {
            let folder = course.lessons.path + "/" + entry + "/"
            parts.append(("lesson:" + entry, Data("\(fileIdentity(folder + "lesson.md") ?? "none") \(fileIdentity(folder + Quiz.fileName) ?? "none")".utf8)))
        }
        for entry in ((try? manager.contentsOfDirectory(atPath: course.exercises.path)) ?? []) where !entry.hasPrefix(".") {
            parts.append(("exercise:" + entry, Data((fileIdentity(course.exercises.path + "/" + entry + "/exercise.json") ?? "none").utf8)))
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
