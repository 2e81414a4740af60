import Foundation

extension CommandContext {
    /// Writes a rendered page: through the pager when standard output is a terminal and the
    /// page is taller than it (unless `usePager` is false), otherwise straight out, so piped
    /// output is never paged. Shared by `lesson` and `instructions` so both behave alike.
    func writePage(_ page: String, usePager: Bool) {
        if usePager, terminal.outputIsTerminal, let rows = terminal.height,
           page.utf8.lazy.filter({ $0 == UInt8(ascii: "\n") }).count >= rows, pager.page(page) {
            return
        }
        stdout.write(page)
    }

    /// Plain text broken between words to the terminal's width, one newline at the end: a
    /// note on standard error that the terminal would otherwise break mid-word.
    /// Piped, it stays one line for whatever reads it.
    func fitted(_ text: String) -> String { fitted(text, lead: "") }

    /// `text` after `lead` (a mark such as "✔ ", or an indent), broken like `fitted`, its
    /// further lines starting under the text or at `indent` when given. A word wider than the
    /// line (a long path) gets a line of its own, and only the terminal cuts it.
    func fitted(_ text: String, lead: String, indent: String? = nil) -> String {
        guard terminal.outputIsTerminal else { return lead + text + "\n" }
        let indent = indent ?? String(repeating: " ", count: DisplayWidth.of(lead))
        return TextWrapper(styler: Styler(enabled: false))
            .wrap(text, width: terminal.width, firstPrefix: lead, continuationPrefix: indent).joined(separator: "\n") + "\n"
    }

    /// Lines of a report (what install wrote, what reset backed up), each broken like `fitted`,
    /// an indented line's further lines two columns deeper than it, so a path list stays
    /// readable; blank lines stay, and so do lines `keeping` picks (a shell command to copy,
    /// which a break would spoil). Piped, the text is as given.
    func fittedLines(_ text: String, keeping: (Substring) -> Bool = { _ in false }) -> String {
        guard terminal.outputIsTerminal else { return text }
        let body = text.hasSuffix("\n") ? String(text.dropLast()) : text
        return body.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            let margin = String(line.prefix { $0 == " " })
            guard !line.dropFirst(margin.count).isEmpty, !keeping(line) else { return String(line) + "\n" }
            return fitted(String(line.dropFirst(margin.count)), lead: margin, indent: margin + "  ")
        }.joined()
    }

    /// Asks `question` with "[y/N]" and reads the answer: true for y or yes, whatever the case.
    /// On a terminal the question is broken between words like `fitted`, the answer typed
    /// after "[y/N]" on its last line. With a keyboard attached (input is a terminal) the answer
    /// is one key, as at every other prompt of the tool: y or Y is yes, any other key (n, Enter,
    /// q, Escape, Ctrl-D) is no, and the answer is echoed as "y" or "n" with a newline. A student
    /// who pressed y and then q for the pager got "yq", a no, when a line was read. The terminal
    /// is raw only while the key is awaited (`TerminalKeyboard`), Ctrl-C included.
    func confirm(_ question: String) -> Bool {
        stdout.write(String(fitted(question + " [y/N]").dropLast()) + " ")
        stdout.flush()
        let reply = terminal.inputIsTerminal ? keyboard?.key() : nil
        switch reply {
        case .key(.character(let character))?:
            let yes = character == "y" || character == "Y"
            stdout.write(yes ? "y\n" : "n\n")
            return yes
        case .key?, .end?:
            stdout.write("n\n")
            return false
        case .line(let line)?: // the keyboard could not go raw: the terminal echoed a line
            return Self.isYes(line)
        case nil:
            return Self.isYes(stdin.readLine() ?? "")
        }
    }

    /// A typed line that says yes: y or yes, whatever the case.
    private static func isYes(_ line: String) -> Bool {
        let answer = line.trimmed.lowercased()
        return answer == "y" || answer == "yes"
    }
}
