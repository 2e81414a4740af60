import MemorizeCourseCore

extension Demo {
    /// Everything one fresh run of the demo prints, frames written out, as the player prints
    /// it piped: what the demo tests and the editable programs' tests compare.
    public var printedOutput: String {
        steps().map { step in
            let printer = DemoPrinter()
            step.run(printer)
            return printer.output
        }.joined()
    }
}
