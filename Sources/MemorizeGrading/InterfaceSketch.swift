import Foundation

/// What the checks can see of a Swift file: its declarations, without the bodies of its
/// functions, initialisers and computed properties, and without comments or strings.
///
/// A change inside a body leaves the module's interface as it was, so the checks need not be
/// compiled again; a changed signature or stored property usually changes it, and then every
/// check file is rebuilt. `grade` and `validate` use the sketch to take next the submission
/// whose interface is most likely the one just built. It orders work; it never grades.
public enum InterfaceSketch {
    static let typeKeywords: Set<String> = ["struct", "class", "enum", "extension", "protocol", "actor"]
    static let memberKeywords: Set<String> = ["func", "init", "deinit", "var", "let", "subscript", "case", "typealias"]

    public static func of(_ source: String) -> String {
        var sketch: [String] = []
        var braces: [Bool] = []   // for each open brace: does it hold a type's members?
        var typeHeader = false    // a type's name has been seen and its members' brace not yet
        for token in tokens(SwiftSourceScan.blankCommentsAndStrings(source)) {
            let inBody = braces.contains(false)
            switch token {
            case "{":
                let members = !inBody && typeHeader
                if !inBody { sketch.append(members ? "{" : "{}") }
                braces.append(members)
                typeHeader = false
            case "}":
                let members = braces.popLast() ?? true
                if members && !braces.contains(false) { sketch.append("}") }
            default:
                guard !inBody else { continue }
                sketch.append(token)
                if typeKeywords.contains(token) {
                    typeHeader = true
                } else if memberKeywords.contains(token) {
                    typeHeader = false   // `class func`, `class var`: members, not a type
                }
            }
        }
        return sketch.joined(separator: " ")
    }

    /// The sketch of several files, as one digest (files by path).
    public static func digest(_ files: [SourceFile]) -> String {
        ScratchFiles.digest(files.map { ($0.relativePath, Data(of(String(decoding: $0.contents, as: UTF8.self)).utf8)) })
    }

    /// Words and numbers whole; every other visible character on its own.
    static func tokens(_ code: String) -> [String] {
        var tokens: [String] = []
        var word = ""
        for character in code {
            if character.isLetter || character.isNumber || character == "_" {
                word.append(character)
                continue
            }
            if !word.isEmpty { tokens.append(word); word = "" }
            if !character.isWhitespace { tokens.append(String(character)) }
        }
        if !word.isEmpty { tokens.append(word) }
        return tokens
    }
}
