import Foundation
import MemorizeSupport
import MemorizePlatform

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
        // One text, hashed once: its lines are sorted by folder name, so the order a folder
        // lists in does not matter.
        var lines: [String] = []
        let lessons = course.lessons.path, exercises = course.exercises.path
        for entry in entries(of: lessons) {
            let folder = lessons + "/" + entry + "/"
            lines.append("lesson \(entry) \(Platforms.current.fileIdentity(folder + "lesson.md") ?? "none") \(Platforms.current.fileIdentity(folder + Quiz.fileName) ?? "none")")
        }
        for entry in entries(of: exercises) {
            lines.append("exercise \(entry) \(Platforms.current.fileIdentity(exercises + "/" + entry + "/exercise.json") ?? "none")")
        }
        let text = "\(program)\n\(number) \(terminal.width) \(terminal.usesColor)\n" + lines.sorted().joined(separator: "\n")
        var hash = FNV1a()
        hash.add(Data(text.utf8))
        return hash.text
    }

    /// The names in a folder but `.` ones, by readdir(3): FileManager's listing cost more than
    /// the page's whole name.
    static func entries(of folder: String) -> [String] {
        guard let directory = opendir(folder) else { return [] }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(cString: $0.bindMemory(to: CChar.self).baseAddress!) }
            if !name.hasPrefix(".") { names.append(name) }
        }
        return names
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

    /// This program's file (the platform's answer where the context has none): a rebuilt tool
    /// lays its pages out anew.
    static func programIdentity(_ executable: URL?) -> String? {
        (executable ?? Platforms.current.executable()).flatMap { Platforms.current.fileIdentity($0.path) }
    }
}
