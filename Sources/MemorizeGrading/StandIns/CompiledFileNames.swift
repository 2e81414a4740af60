import Foundation

/// SwiftPM writes the path of every file it compiles into a JSON file of its own (the driver's
/// output file map) without escaping it: a `"` or a `\` in a student's folder or file name made
/// that file unreadable, and a submission that compiles "did not compile", a fault of the
/// toolchain blamed on the student (rt16a). In the scratch package's copy only, each such
/// character of a file's path is written `_` (and a number added where two paths would then
/// meet). A `main.swift`, of which only declarations are graded (`SubmissionSelection`), is
/// compiled under another name too: so named, the compiler takes it for a program's entry point.
/// Compile errors and crash sites still name the student's own file (`SourceFile.original`),
/// which is never changed.
public enum CompiledFileNames {
    /// What SwiftPM does not escape.
    static let unsafe: Set<Character> = ["\"", "\\"]

    /// Whether `path` is compiled under another name.
    static func renamed(_ path: String) -> Bool {
        path.contains(where: unsafe.contains) || path.split(separator: "/").last == "main.swift"
    }

    /// `files` with a path SwiftPM can write for each.
    public static func safe(_ files: [SourceFile]) -> [SourceFile] {
        guard files.contains(where: { renamed($0.relativePath) }) else { return files }
        var taken = Set(files.map(\.relativePath))
        return files.map { file in
            guard renamed(file.relativePath) else { return file }
            var plain = String(file.relativePath.map { unsafe.contains($0) ? "_" : $0 })
            if plain.split(separator: "/").last == "main.swift" { plain = plain.dropLast("main.swift".count) + "main-declarations.swift" }
            var path = plain
            var number = 2
            while taken.contains(path) {
                path = plain.hasSuffix(".swift") ? "\(plain.dropLast(6))-\(number).swift" : "\(plain)-\(number)"
                number += 1
            }
            taken.insert(path)
            return SourceFile(relativePath: path, original: file.original, contents: file.contents)
        }
    }

    /// The path of `file` as the student named it: for a file `safe` renamed, its path inside
    /// `folder` (its path as compiled when it is no file of `folder`'s).
    public static func studentsPath(of file: SourceFile, in folder: URL) -> String {
        let path = file.original.standardizedFileURL.path
        let root = folder.standardizedFileURL.path + "/"
        guard renamed(path), path.hasPrefix(root) else { return file.relativePath }
        return String(path.dropFirst(root.count))
    }
}
