import Foundation

/// `#sourceLocation(file:line:)` makes the compiler report what follows it at another file and
/// line. No app needs it, and in a student's file it could put their own compile error at the
/// path of the grader's or the exercise's code, which the grader would then blame on itself or
/// on the exercise ("a fault of memorize-course, not of your code"). In the scratch package's
/// copy only, each directive is blanked, spaces for its characters, so every diagnostic is at
/// the student's own file, line and column. The student's own file is never changed.
public enum SourceLocationDirectives {
    static let name = Array("#sourceLocation")

    /// `files` as they are compiled: each directive blanked, wherever the name occurs. Not only
    /// in code: a scan that tells code from strings can be led astray (a raw string, `#"\"#`,
    /// read as an escape, hid the directive after it), and no honest file needs the name in a
    /// string or a comment either (there it becomes spaces).
    public static func removed(_ files: [SourceFile]) -> [SourceFile] {
        files.map { file in
            let text = String(decoding: file.contents, as: UTF8.self)
            guard text.contains("#sourceLocation") else { return file }
            var characters = Array(text)
            let code = characters
            var index = 0
            while index + name.count <= code.count {
                guard SwiftSourceScan.holds(code, name, at: index) else { index += 1; continue }
                // To the directive's closing parenthesis, or its name alone when none follows.
                var end = index + name.count
                var scan = end
                while scan < code.count, code[scan] == " " || code[scan] == "\t" { scan += 1 }
                if scan < code.count, code[scan] == "(" {
                    while scan < code.count, code[scan] != ")", code[scan] != "\n" { scan += 1 }
                    end = scan < code.count && code[scan] == ")" ? scan + 1 : scan
                }
                for position in index..<end where characters[position] != "\n" { characters[position] = " " }
                index = end
            }
            return SourceFile(relativePath: file.relativePath, original: file.original, contents: Data(String(characters).utf8))
        }
    }
}
