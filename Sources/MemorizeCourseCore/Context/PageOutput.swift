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
}
