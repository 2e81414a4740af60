import Foundation

/// A file's top-level declarations, each with its lines and the names it gives (a type's,
/// a function's or a constant's; an extension's members').
struct TopLevelSpans {
    struct Span {
        var lines: ClosedRange<Int>
        var names: [String]
        /// A View, App, Shape… (its conformances say so): never graded.
        var isUI: Bool
        /// For an extension, the type it extends.
        var extended: String? = nil
        /// The names after its `:` (`conformances`).
        var conformances: Set<String> = []
    }

    /// The conformances of a View, an App and the like: a declaration with one is never graded.
    static let views: Set<String> = ["View", "App", "Scene", "PreviewProvider"]

    let file: SourceFile
    let text: String
    var spans: [Span] = []
    /// The lines of `import` statements (0-based).
    var importLines: Set<Int> = []

    init(_ file: SourceFile) {
        self.file = file
        text = String(decoding: file.contents, as: UTF8.self)
        let code = SwiftSourceScan.blankCommentsAndStrings(text).components(separatedBy: "\n")
        let ui = Set(SubmissionSelection.uiRoles.map(\.conformance))
        var depth = 0
        var current: (start: Int, keyword: String, header: [String], opened: Bool)?
        for (number, line) in code.enumerated() {
            let words = line.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }).map(String.init)
            if depth == 0, current == nil {
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                if words.first == "import" || (trimmed.hasPrefix("@") && words.dropFirst().first == "import") {
                    importLines.insert(number)
                } else if let keyword = words.first(where: { ["struct", "class", "enum", "extension", "protocol", "actor", "func", "let", "var", "typealias"].contains($0) }) {
                    current = (number, keyword, words, false)
                }
            }
            for character in line {
                if "{[(".contains(character) { depth += 1; if character == "{" { current?.opened = true } }
                if "}])".contains(character) { depth = max(0, depth - 1) }
            }
            guard depth == 0, let open = current else { continue }
            // A type or function ends where its braces close; a constant at the end of its line.
            if open.opened || ["let", "var", "typealias"].contains(open.keyword) {
                let lines = open.start...number
                let body = code[lines].joined(separator: "\n")
                let extended = open.keyword == "extension" ? open.header.firstIndex(of: "extension").flatMap { open.header.indices.contains($0 + 1) ? open.header[$0 + 1] : nil } : nil
                let conformances = Self.conformances(body)
                spans.append(Span(lines: lines, names: Self.names(open.keyword, header: open.header, body: body),
                                  isUI: !conformances.isDisjoint(with: ui), extended: extended, conformances: conformances))
                current = nil
            }
        }
    }

    /// What a declaration gives: its own name, or for an extension its members' names (an
    /// initializer's, its first label). An
    /// operator it implements is a name too: one in a View's file (`extension Int { static
    /// func -= … }`) changes what the Model's `score -= 1` does in the app (rt18b: 95/95 for a
    /// game that never charges), so it is graded with the files that use the operator.
    static func names(_ keyword: String, header: [String], body: String) -> [String] {
        guard keyword == "extension" else {
            if keyword == "func", let first = body.split(separator: "\n", maxSplits: 1).first,
               let name = operators(in: String(first), declared: true).first { return [name] }
            guard let at = header.firstIndex(of: keyword), at + 1 < header.count else { return [] }
            return [header[at + 1]]
        }
        let tokens = SwiftTokens.tokens(body)
        // An initializer goes by its first label (`Color(hex: 0xFF8C00)`, rt24c); one with none
        // by no name of its own.
        let initializers = tokens.indices.filter { tokens[$0] == "init" }.compactMap { at -> String? in
            guard let open = tokens[at...].prefix(3).firstIndex(of: "("), open + 1 < tokens.count else { return nil }
            let label = tokens[open + 1]
            return label != "_" && (label.first?.isLetter == true || label.first == "_") ? label : nil
        }
        return tokens.indices.dropLast().filter { ["func", "var", "let", "case"].contains(tokens[$0]) }.map { tokens[$0 + 1] }
            .filter { $0.first?.isLetter == true || $0.first == "_" } + initializers + operators(in: body, declared: true).sorted()
    }

    /// The operators `code` implements (`func -= (`), or every run of operator characters it uses.
    static func operators(in code: String, declared: Bool) -> Set<String> {
        let pattern = declared ? #"(?<![A-Za-z0-9_])func\s*([-+*/%<>=!&|^~?.]+)\s*[(<]"# : #"([-+*/%<>=!&|^~?.]+)"#
        let expression = try! NSRegularExpression(pattern: pattern)
        let text = code as NSString
        return Set(expression.matches(in: code, range: NSRange(location: 0, length: text.length)).map { text.substring(with: $0.range(at: 1)) })
    }

    /// The names after the declaration's `:` on its first line.
    static func conformances(_ body: String) -> Set<String> {
        let header = body.prefix { $0 != "{" }
        guard let colon = header.firstIndex(of: ":") else { return [] }
        return SwiftSourceScan.words(String(header[header.index(after: colon)...]))
    }

    /// The file with only its imports and `kept` declarations, a UI one without its UI
    /// (`withoutUI`); every other line left empty.
    func keeping(_ kept: [Span]) -> SourceFile {
        var lines = text.components(separatedBy: "\n")
        for span in kept where span.isUI {
            let stripped = Self.withoutUI(span.lines, of: text)
            for line in span.lines where line < lines.count && line < stripped.count { lines[line] = stripped[line] }
        }
        let keep = kept.reduce(into: importLines) { $0.formUnion($1.lines) }
        let out = lines.enumerated().map { keep.contains($0.offset) ? $0.element : "" }
        return SourceFile(relativePath: file.relativePath, original: file.original, contents: Data(out.joined(separator: "\n").utf8))
    }
}
