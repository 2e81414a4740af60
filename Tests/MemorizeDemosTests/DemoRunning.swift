import MemorizeCourseCore
import TestSupport
@testable import MemorizeDemos
import XCTest

/// Finds demos in the catalogue by id and runs them with `LessonDemoRun`.
enum DemoRun {
    /// The catalogue's demo with `id`.
    static func demo(_ id: String, file: StaticString = #filePath, line: UInt = #line) throws -> Demo {
        try XCTUnwrap(DemoCatalog.all.first { $0.id == id }, "no demo '\(id)'", file: file, line: line)
    }

    /// Everything one run of the demo printed.
    static func output(of demo: Demo) -> String {
        LessonDemoRun.output(of: demo)
    }

    /// What the step titled `title` printed, as lines, in one run of the demo with `id`.
    static func lines(of id: String, step title: String, file: StaticString = #filePath, line: UInt = #line) throws -> [String] {
        try LessonDemoRun.lines(of: demo(id, file: file, line: line), step: title, file: file, line: line)
    }
}

/// Runs a lesson's demos straight from its `demos` list, the way the player does: one fresh set of
/// steps per run, each step after the ones before it (a demo's steps may share state).
enum LessonDemoRun {
    /// Each step's title and everything it recorded, for one fresh run of `demo`.
    static func events(of demo: Demo) -> [(title: String, events: [DemoPrinter.Event])] {
        demo.steps().map { step in
            let printer = DemoPrinter()
            step.run(printer)
            return (step.title, printer.events)
        }
    }

    /// Everything one run of `demo` printed, frames written out.
    static func output(of demo: Demo) -> String { demo.printedOutput }

    /// The printed text (frames left out) of the step titled `title`, as lines.
    static func lines(of demo: Demo, step title: String, file: StaticString = #filePath, line: UInt = #line) throws -> [String] {
        let events = try XCTUnwrap(self.events(of: demo).first { $0.title == title }?.events,
                                   "demo '\(demo.id)' has no step '\(title)'", file: file, line: line)
        let text = events.compactMap { event -> String? in
            if case let .text(text) = event { return text }
            return nil
        }.joined()
        guard !text.isEmpty else { return [] }
        return text.split(separator: "\n", omittingEmptySubsequences: false).dropLast(text.hasSuffix("\n") ? 1 : 0).map(String.init)
    }

    /// The frames (picture and label) the step titled `title` recorded.
    static func frames(of demo: Demo, step title: String, file: StaticString = #filePath, line: UInt = #line) throws -> [(picture: String, label: String)] {
        let events = try XCTUnwrap(self.events(of: demo).first { $0.title == title }?.events,
                                   "demo '\(demo.id)' has no step '\(title)'", file: file, line: line)
        return events.compactMap { event in
            if case let .frame(picture, label) = event { return (picture, label) }
            return nil
        }
    }

    /// The checks every demo of a lesson must pass: ids and lesson, shown code that runs, short
    /// steps, the same output every run, and 8 to 20 frames per animated step, each at most 10 rows
    /// by 40 columns so that it plays in place on a 24-row terminal with its label and the step header.
    static func checkShape(of demos: [Demo], ids: [String], lesson: Int, file: StaticString = #filePath, line: UInt = #line) throws {
        XCTAssertEqual(demos.map(\.id), ids, file: file, line: line)
        for demo in demos {
            XCTAssertEqual(demo.lesson, lesson, "demo '\(demo.id)'", file: file, line: line)
            let source = try String(contentsOfFile: demo.sourceFile, encoding: .utf8)
            let steps = demo.steps()
            XCTAssertTrue((3...6).contains(steps.count), "demo '\(demo.id)' has \(steps.count) steps", file: file, line: line)
            for step in steps {
                let count = SourceFidelity.significantLines(of: step.code).count
                XCTAssertTrue((3...15).contains(count), "demo '\(demo.id)', step '\(step.title)' shows \(count) lines", file: file, line: line)
                XCTAssertFalse(step.explanation.isEmpty, file: file, line: line)
                XCTAssertNil(SourceFidelity.firstMissingLine(of: step.code, in: source),
                             "demo '\(demo.id)', step '\(step.title)': shown code is not the code that runs", file: file, line: line)
            }
            let output = output(of: demo)
            XCTAssertFalse(output.isEmpty, "demo '\(demo.id)' printed nothing", file: file, line: line)
            XCTAssertEqual(self.output(of: demo), output, "demo '\(demo.id)' differs between runs", file: file, line: line)
            XCTAssertFalse(output.contains("unknown context"), file: file, line: line)
            XCTAssertFalse(output.contains("0x"), file: file, line: line)
            for (title, events) in events(of: demo) {
                let frames = events.compactMap { event -> String? in
                    if case let .frame(picture, _) = event { return picture }
                    return nil
                }
                guard !frames.isEmpty else { continue }
                XCTAssertTrue((8...20).contains(frames.count), "'\(demo.id)' / '\(title)': \(frames.count) frames", file: file, line: line)
                for picture in frames {
                    let rows = picture.split(separator: "\n", omittingEmptySubsequences: false)
                    XCTAssertLessThanOrEqual(rows.count, 10, "'\(demo.id)' / '\(title)': frame too tall", file: file, line: line)
                    XCTAssertLessThanOrEqual(rows.map(\.count).max() ?? 0, 40, "'\(demo.id)' / '\(title)': frame too wide", file: file, line: line)
                }
            }
        }
    }
}
