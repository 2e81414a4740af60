import Foundation

extension DemoCommand {
    /// `demo ID --edit [--reset]`: writes the demo's editable program to `Work/demos/ID/` if it
    /// is not there (or puts it back, with --reset, keeping the student's as a backup), says
    /// where it is, and runs it: once when piped, on every save on a terminal.
    func runEditable(_ demo: Demo, context: CommandContext) throws -> ExitCode {
        guard let editable = context.editableDemos.first(where: { $0.id == demo.id }) else {
            let ids = context.editableDemos.map(\.id)
            throw ToolError("demo '\(demo.id)' has no editable copy yet; these have: \(ids.joined(separator: ", "))")
        }
        let course = try context.courseRoot()
        guard let swiftc = findOnPath("swiftc", environment: context.environment) else {
            throw ToolError("no 'swiftc' on PATH: --edit compiles the demo's code with the Swift toolchain (see 'memorize-course doctor')")
        }
        let program = EditableProgram(demo: demo, editable: editable)
        let folder = EditableFolder(course: course.url, id: demo.id)
        let shown = Self.shown(folder.url, context: context)
        var text = ""
        if reset {
            if let backup = try folder.reset(program) {
                text += "Put the demo's code back in \(shown)/main.swift; yours is kept as \(shown)/\(backup.lastPathComponent).\n"
            } else {
                text += "\(shown)/main.swift is the demo's code.\n"
            }
        } else if try folder.prepare(program) == .created {
            text += "Wrote the demo's code to \(shown)/main.swift.\n"
        } else {
            text += "Your copy of the demo's code is \(shown)/main.swift (--reset puts the demo's back).\n"
        }
        let watching = context.terminal.outputIsTerminal && context.terminal.inputIsTerminal
        text += watching
            ? "Edit main.swift in your editor: this runs it again on every save; q to stop.\n"
            : "Edit main.swift in your editor, then run this again (on a terminal it runs on every save).\n"
        context.stdout.write(context.fittedLines(text))
        context.stdout.flush()
        let scratch = context.scratchFolder(course: course).appendingPathComponent("demos/\(demo.id)", isDirectory: true)
        let runner = EditableRunner(swiftc: swiftc, scratch: scratch, processRunner: context.processRunner, environment: context.environment)
        return DemoEditSession(demo: demo, folder: folder, runner: runner, shown: shown, context: context).run()
    }

    /// A folder as the student would type it: relative to the current folder when inside it,
    /// symbolic links resolved on both sides (a course reached through one is still inside).
    static func shown(_ folder: URL, context: CommandContext) -> String {
        folder.resolvingSymlinksInPath().shownPath(from: context.currentDirectory.resolvingSymlinksInPath())
    }
}
