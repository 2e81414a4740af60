import Foundation

/// The usage text of the tool and of each command, kept together.
public enum HelpText {
    public static func overview() -> String {
        let specs = CommandRegistry.all.map { $0.spec }
        let width = specs.map { $0.name.count }.max() ?? 0
        var text = """
        memorize-course — a terminal companion to Stanford's CS193p Memorize lectures.

        Read a lecture's notes, run its demos step by step, and grade your assignments.

        USAGE: memorize-course COMMAND [OPTIONS]

        COMMANDS:

        """
        // Each abstract fits 80 columns, going on under itself.
        let indent = String(repeating: " ", count: 2 + width + 2)
        let wrapper = TextWrapper(styler: Styler(enabled: false))
        for spec in specs {
            let abstract = wrapper.wrap(spec.abstract, width: 80 - indent.count).joined(separator: "\n" + indent)
            text += "  " + spec.name.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + abstract + "\n"
        }
        text += """

        OPTIONS:
          --course PATH  Use the course folder at PATH (or set MEMORIZE_COURSE_ROOT).
          -h, --help     Show this help; a command's own: memorize-course COMMAND --help
          -V, --version  Show the version.

        START HERE:
          memorize-course lesson 4            read lecture 4's notes
          memorize-course demo enums --step   run a demo one step at a time
          memorize-course start assignment2   begin Assignment II, then:
          memorize-course check assignment2   grade it
          memorize-course next                where you are, and what to do next

        """
        return text
    }

    /// A command's help, laid out in 80 columns by HelpLayout.
    public static func command(_ spec: CommandSpec) -> String {
        let usage = spec.arguments.isEmpty ? [] : HelpLayout.hanging(spec.arguments, lead: "USAGE: memorize-course \(spec.name) ")
        var text = "\(spec.abstract)\n\n" + (usage.isEmpty ? "USAGE: memorize-course \(spec.name)" : usage.joined(separator: "\n"))
        text += "\n\n\(HelpLayout.discussion(spec.discussion))\n"
        let options = spec.options + GlobalOptions.all
        let width = options.map { $0.usage.count }.max() ?? 0
        text += "\nOPTIONS:\n"
        for option in options {
            let lead = "  " + option.usage.padding(toLength: width, withPad: " ", startingAt: 0) + "  "
            text += HelpLayout.hanging(option.help, lead: lead).joined(separator: "\n") + "\n"
        }
        return text
    }
}
