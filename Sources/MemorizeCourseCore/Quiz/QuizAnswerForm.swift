/// The form in which a typed "what does this print?" answer is compared with the key, so that
/// spellings which mean the same thing are all right: a quiz tests the idea, not the typing.
///
/// - Spacing never matters: runs of spaces, and spaces next to `,` `:` `<` `>` `(` `)` `[` `]` `?`.
/// - A type may be spelled any way Swift accepts: `String?` is `Optional<String>`, `[Int]` is
///   `Array<Int>`, `[String: Int]` is `Dictionary<String, Int>`.
/// - A number is its value: `3` is `3.0`, `0.50` is `0.5`.
/// - Double quotes around a word or the whole line are ignored where the key has none
///   (`"Palo Alto"` for `Palo Alto`).
///
/// Letters keep their case: Swift's `true` is not `True`.
enum QuizAnswerForm {
    /// Whether `typed` says what `key` says.
    static func same(_ typed: String, _ key: String) -> Bool {
        canonical(typed, quotesMatter: key.contains("\"")) == canonical(key, quotesMatter: true)
    }

    /// The comparable form of an answer; `quotesMatter` false drops double quotes first.
    static func canonical(_ text: String, quotesMatter: Bool) -> String {
        var text = text
        if !quotesMatter { text.removeAll { $0 == "\"" } }
        let tight = tightened(text)
        if var spelling = SwiftTypeSpelling(tight), let type = spelling.parse() { return type }
        return tight.split(separator: " ").map { word in
            guard word.first?.isNumber == true || word.first == "-" || word.first == ".",
                  let value = Double(word), value.isFinite else { return String(word) }
            return value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
        }.joined(separator: " ")
    }

    /// Single spaces between words, none next to punctuation that joins a type or a list.
    static func tightened(_ text: String) -> String {
        let joiners: Set<Character> = [",", ":", "<", ">", "(", ")", "[", "]", "?"]
        var result = ""
        var pendingSpace = false
        for character in text {
            if character == " " || character == "\t" {
                pendingSpace = true
                continue
            }
            if pendingSpace, let last = result.last, !joiners.contains(last), !joiners.contains(character) { result.append(" ") }
            pendingSpace = false
            result.append(character)
        }
        return result
    }
}

/// Reads a Swift type spelled without spaces (`[String:Int]?`) and writes it in one long
/// form (`Optional<Dictionary<String,Int>>`); nil when the text is not a type.
struct SwiftTypeSpelling {
    private let characters: [Character]
    private var index = 0

    init?(_ text: String) {
        guard !text.isEmpty, !text.contains(" ") else { return nil }
        characters = Array(text)
    }

    mutating func parse() -> String? {
        guard let type = type(), index == characters.count else { return nil }
        // A bare word is no evidence of a type: leave `false` and `Palo` to the value rules.
        return type.contains("<") || type.contains("(") ? type : nil
    }

    private var next: Character? { index < characters.count ? characters[index] : nil }

    private mutating func take(_ character: Character) -> Bool {
        guard next == character else { return false }
        index += 1
        return true
    }

    private mutating func type() -> String? {
        var result: String
        if take("[") {
            guard let first = type() else { return nil }
            if take(":") {
                guard let value = type(), take("]") else { return nil }
                result = "Dictionary<\(first),\(value)>"
            } else {
                guard take("]") else { return nil }
                result = "Array<\(first)>"
            }
        } else if take("(") {
            var members: [String] = []
            while !take(")") {
                if !members.isEmpty && !take(",") { return nil }
                guard let member = type() else { return nil }
                members.append(member)
            }
            result = "(" + members.joined(separator: ",") + ")"
        } else {
            guard let name = name() else { return nil }
            result = name
            if take("<") {
                var arguments: [String] = []
                repeat {
                    guard let argument = type() else { return nil }
                    arguments.append(argument)
                } while take(",")
                guard take(">") else { return nil }
                switch (name, arguments.count) {
                case ("Optional", 1): result = "Optional<\(arguments[0])>"
                case ("Array", 1): result = "Array<\(arguments[0])>"
                case ("Dictionary", 2): result = "Dictionary<\(arguments[0]),\(arguments[1])>"
                default: result = name + "<" + arguments.joined(separator: ",") + ">"
                }
                // A type nested in a generic one: `MemoryGame<String>.Card`.
                if take(".") {
                    guard let member = self.name() else { return nil }
                    result += "." + member
                }
            }
        }
        while take("?") || take("!") { result = "Optional<\(result)>" }
        return result
    }

    /// A dotted name of letters, digits and underscores, not starting with a digit.
    private mutating func name() -> String? {
        let start = index
        while let character = next, character.isLetter || character.isNumber || character == "_" || character == "." { index += 1 }
        guard index > start, !characters[start].isNumber, characters[start] != "." else { return nil }
        return String(characters[start..<index])
    }
}
