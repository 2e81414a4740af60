import Foundation

/// A ViewModel is often `@MainActor` (SwiftUI's views read it on the main actor; Xcode's
/// templates and many tutorials write it so). The code that reaches a student's types for the
/// checks is not isolated to the main actor, and Swift refuses a call from there to a
/// `@MainActor` initializer or method, in every language mode: rt24c's `@MainActor` ViewModel,
/// correct, had 55 of 95 points ungraded. The grader runs one call at a time, so the
/// isolation guards nothing there: in the scratch package's copy only, each `@MainActor`
/// attribute of a declaration or a function type is blanks, every column still the student's.
/// One written on a closure (`{ @MainActor in … }`) stays: the closure runs as the student meant.
/// The student's own file is never changed.
public enum MainActorAttributes {
    static let attribute = Array("@MainActor")

    /// `files` as they are compiled: each `@MainActor` (with `(unsafe)`) outside a closure's
    /// header blanked, in code only (not in comments or strings).
    public static func blanked(_ files: [SourceFile]) -> [SourceFile] {
        files.map { file in
            guard file.contents.range(of: Data("@MainActor".utf8)) != nil else { return file }
            let text = String(decoding: file.contents, as: UTF8.self)
            let code = Array(SwiftSourceScan.blankCommentsAndStrings(text))
            var characters = Array(text)
            guard code.count == characters.count else { return file }
            let found = attributes(in: code)
            guard !found.isEmpty else { return file }
            for range in found { characters.replaceSubrange(range, with: Array(repeating: " ", count: range.count)) }
            return SourceFile(relativePath: file.relativePath, original: file.original, contents: Data(String(characters).utf8))
        }
    }

    /// The ranges of `code` that are a `@MainActor` attribute (with its `(unsafe)`, if any)
    /// not followed by `in`: those of declarations and function types.
    static func attributes(in code: [Character]) -> [Range<Int>] {
        var found: [Range<Int>] = []
        var index = 0
        while index + attribute.count <= code.count {
            guard code[index] == "@", Array(code[index..<index + attribute.count]) == attribute,
                  index + attribute.count == code.count || !isIdentifierCharacter(code[index + attribute.count]) else {
                index += 1
                continue
            }
            var end = index + attribute.count
            var next = skippingBlanks(code, from: end)
            if next < code.count, code[next] == "(", let close = code[next...].firstIndex(of: ")"),
               String(code[(next + 1)..<close]).trimmingCharacters(in: .whitespacesAndNewlines) == "unsafe" {
                end = close + 1
                next = skippingBlanks(code, from: end)
            }
            let isClosureHeader = next + 2 <= code.count && code[next] == "i" && code[next + 1] == "n"
                && (next + 2 == code.count || !isIdentifierCharacter(code[next + 2]))
            if !isClosureHeader { found.append(index..<end) }
            index = end
        }
        return found
    }

    private static func skippingBlanks(_ code: [Character], from start: Int) -> Int {
        var index = start
        while index < code.count, code[index].isWhitespace { index += 1 }
        return index
    }

    private static func isIdentifierCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_"
    }
}
