import Foundation

/// A demo's editable program in the student's work folder, `Work/demos/ID/`: `main.swift`,
/// which is the student's from the moment it is written, and `Support.swift`, which is the
/// tool's, read-only, and written afresh whenever it differs (a newer tool may have newer helpers).
public struct EditableFolder {
    public let url: URL

    /// The folder for demo `id` in the course folder `course`.
    public init(course: URL, id: String) {
        url = course.appendingPathComponent("Work/demos/\(id)", isDirectory: true)
    }

    public init(url: URL) { self.url = url }

    public var main: URL { url.appendingPathComponent(EditableProgram.mainFile) }
    public var support: URL { url.appendingPathComponent(EditableProgram.supportFile) }

    /// What `prepare` did to main.swift.
    public enum Preparation: Equatable, Sendable {
        case created
        /// It was there already (perhaps changed by the student): left as it is.
        case kept
    }

    /// Writes `program`'s main.swift unless there is one already (an edited one is never
    /// overwritten), and its Support.swift unless it is there as it should be.
    @discardableResult
    public func prepare(_ program: EditableProgram) throws -> Preparation {
        let manager = FileManager.default
        try manager.createDirectory(at: url, withIntermediateDirectories: true)
        try writeSupport(program)
        if manager.fileExists(atPath: main.path) { return .kept }
        try Data(program.main.utf8).write(to: main, options: .withoutOverwriting)
        return .created
    }

    /// Puts the demo's main.swift back, first moving the student's to a backup beside it,
    /// `main.swift.bak` (or `main.swift.2.bak`, … when that is taken, so no earlier backup is
    /// lost); returns the backup, or nil when there was nothing of the student's to keep.
    @discardableResult
    public func reset(_ program: EditableProgram) throws -> URL? {
        let manager = FileManager.default
        try manager.createDirectory(at: url, withIntermediateDirectories: true)
        try writeSupport(program)
        var backup: URL?
        if let current = manager.contents(atPath: main.path) {
            if current == Data(program.main.utf8) { return nil }
            let free = freeBackup()
            try manager.moveItem(at: main, to: free)
            backup = free
        }
        try Data(program.main.utf8).write(to: main, options: .withoutOverwriting)
        return backup
    }

    /// The first of main.swift.bak, main.swift.2.bak, … that does not exist.
    func freeBackup() -> URL {
        var number = 1
        while true {
            let name = number == 1 ? "main.swift.bak" : "main.swift.\(number).bak"
            let candidate = url.appendingPathComponent(name)
            if !FileManager.default.fileExists(atPath: candidate.path) { return candidate }
            number += 1
        }
    }

    private func writeSupport(_ program: EditableProgram) throws {
        let wanted = Data(program.support.utf8)
        guard FileManager.default.contents(atPath: support.path) != wanted else { return }
        try wanted.write(to: support, options: .atomic)   // a new file in its place: works on a read-only one too
        // Read-only, so an editor says so before the student changes the tool's helpers.
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: support.path)
    }
}
