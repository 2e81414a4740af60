import MemorizeCourseCore
@testable import MemorizeDemos
import XCTest

/// Runs demos the way the player does, one fresh set of steps per run.
enum DemoRun {
    /// The catalogue's demo with `id`.
    static func demo(_ id: String, file: StaticString = #filePath, line: UInt = #line) throws -> Demo {
        try XCTUnwrap(DemoCatalog.all.first { $0.id == id }, "no demo '\(id)'", file: file, line: line)
    }

    /// What each step printed, in order, keyed by step title.
    static func stepOutputs(of demo: Demo) -> [(title: String, output: String)] {
        demo.steps().map { step in
            let printer = DemoPrinter()
            step.run(printer)
            return (step.title, printer.output)
        }
    }

    /// Everything one run of the demo printed.
    static func output(of demo: Demo) -> String {
        stepOutputs(of: demo).map(\.output).joined()
    }

    /// What the step titled `title` printed, as lines, in one run of the demo with `id`.
    static func lines(of id: String, step title: String, file: StaticString = #filePath, line: UInt = #line) throws -> [String] {
        let outputs = stepOutputs(of: try demo(id, file: file, line: line))
        let output = try XCTUnwrap(outputs.first { $0.title == title }?.output, "demo '\(id)' has no step '\(title)'",
            file: file, line: line)
        guard !output.isEmpty else { return [] }
        return output.split(separator: "\n", omittingEmptySubsequences: false).dropLast(output.hasSuffix("\n") ? 1 : 0).map(String.init)
    }
}
