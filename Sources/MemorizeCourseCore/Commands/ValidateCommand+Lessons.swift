/// `validate --lessons`, and the lesson half of plain `validate`: kept apart from the
/// exercise validation it runs next to.
extension ValidateCommand {
    /// Checks every lesson file, prints one line per file (and its problems under it), and
    /// says whether all of them hold.
    func validateLessons(in context: CommandContext) throws -> Bool {
        let validation = try LessonValidator().validate(course: context.courseRoot(), demoIDs: Set(context.demos.map(\.id)),
                                                        quizSnippets: context.quizSnippets)
        context.stdout.write(LessonValidationRenderer(terminal: context.terminal).render(validation))
        context.stdout.flush()
        return validation.isValid
    }
}

/// The text of a lesson validation: a line per file, then each problem as `file:line: problem`
/// so editors can jump to it.
public struct LessonValidationRenderer {
    let styler: Styler

    public init(terminal: TerminalInfo) { styler = Styler(enabled: terminal.usesColor) }

    public func render(_ validation: LessonValidation) -> String {
        var text = styler.apply(.bold, to: "Validating lessons") + "\n"
        for file in validation.files {
            guard !file.problems.isEmpty else {
                text += "  " + styler.apply(.green, to: "✔") + " " + file.displayPath + "\n"
                continue
            }
            text += "  " + styler.apply(.red, to: "✘") + " " + file.displayPath + ": " + Self.count(file.problems.count) + "\n"
            for problem in file.problems { text += "      " + problem.description + "\n" }
        }
        let broken = validation.files.filter { !$0.problems.isEmpty }.count
        text += validation.isValid
            ? styler.apply(.green, .bold, to: "lessons: valid (\(validation.files.count) files)") + "\n"
            : styler.apply(.red, .bold, to: "lessons: \(Self.count(validation.problemCount)) in \(broken) of \(validation.files.count) files") + "\n"
        return text + "\n"
    }

    static func count(_ problems: Int) -> String { "\(problems) problem\(problems == 1 ? "" : "s")" }
}
