/// The commands a lesson's notes tell students to type (`memorize-course check assignment2`,
/// `memorize-course demo enums`, `memorize-course lesson 5`), checked against what exists:
/// an instructor who renames an exercise or a demo learns which notes still use the old name.
enum LessonReferences {
    static let exerciseCommands: Set<String> = ["start", "check", "hint", "solution", "reset", "validate", "instructions", "play"]

    /// Every reference in `lesson`'s notes that names something missing.
    static func problems(in lesson: Lesson, demoIDs: Set<String>, exerciseIDs: [String], lessonNumbers: Set<Int>) -> [LessonFileError] {
        var problems: [LessonFileError] = []
        for (offset, line) in lesson.body.lines().enumerated() {
            for (command, argument) in commands(in: line) {
                let problem: String?
                switch command {
                case "demo":
                    problem = demoIDs.contains(argument) ? nil : LessonMessages.unknownDemoReference(argument)
                case "lesson":
                    problem = Int(argument).map(lessonNumbers.contains) == false ? LessonMessages.unknownLessonReference(argument) : nil
                case let verb where exerciseCommands.contains(verb):
                    problem = exerciseIDs.contains(argument) ? nil : LessonMessages.unknownExercise(verb, argument, known: exerciseIDs)
                default:
                    problem = nil
                }
                if let problem { problems.append(lesson.problem(problem, bodyLine: offset + 1)) }
            }
        }
        return problems
    }

    /// The `memorize-course VERB ARGUMENT` pairs in a line. Placeholders (`lesson N`,
    /// `demo ID`) and options (`validate --lessons`) are not references.
    static func commands(in line: String) -> [(String, String)] {
        var found: [(String, String)] = []
        var rest = Substring(line)
        while let range = rest.range(of: "memorize-course ") {
            rest = rest[range.upperBound...]
            let words = rest.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: true)
            guard words.count >= 2 else { break }
            let verb = String(words[0])
            // Prose and Markdown around the command: `…`, **…**, a closing bracket or full stop.
            let argument = String(words[1].prefix { !"`*),;:'\"".contains($0) }).trimmingSuffix(".")
            guard verb.allSatisfy({ $0.isLetter && $0.isLowercase }), !argument.isEmpty,
                  argument.first?.isLetter == true || argument.first?.isNumber == true,
                  argument != argument.uppercased() || argument.contains(where: \.isNumber) else { continue }
            found.append((verb, argument))
        }
        return found
    }
}

extension String {
    fileprivate func trimmingSuffix(_ character: Character) -> String {
        var text = self
        while text.last == character { text.removeLast() }
        return text
    }
}
