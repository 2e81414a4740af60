import MemorizeCourseCore
@testable import MemorizeDemos
import XCTest

/// What the demos ask and suggest: every step says what to try changing, and every question's
/// right answer is what the step really prints, without giving itself away by its place or
/// its length.
final class DemoPredictionContentTests: XCTestCase {
    /// Whether `choice` is in `output`. A choice stands for one line or for several lines
    /// joined with " / " (so "nil / Optional(1)" is the line `nil` then `Optional(1)`); either
    /// form counts, as a line such as "halloween / animals / sports" is printed as it is.
    static func output(_ output: String, shows choice: String) -> Bool {
        output.contains(choice) || output.contains(choice.replacingOccurrences(of: " / ", with: "\n"))
    }

    func testEveryStepSaysWhatToTry() {
        for demo in DemoCatalog.all {
            for step in demo.steps() where !step.code.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
                let place = "demo '\(demo.id)', step '\(step.title)'"
                guard let text = step.tryThis else {
                    XCTFail("\(place) says nothing to try")
                    continue
                }
                XCTAssertTrue(text.contains("`"), "\(place): name the exact change, as code: \(text)")
                XCTAssertTrue(text.contains(":"), "\(place): say what to look for after the change: \(text)")
                XCTAssertLessThanOrEqual(text.count, 260, "\(place): one sentence or two")
                XCTAssertFalse(text.contains("\n"), place)
            }
        }
    }

    func testEveryRightAnswerIsWhatTheStepPrints() {
        var asked = 0
        for demo in DemoCatalog.all {
            for step in demo.steps() {   // in order: a demo's steps may share state
                let printer = DemoPrinter()
                step.run(printer)
                guard let prediction = step.predict else { continue }
                asked += 1
                let place = "demo '\(demo.id)', step '\(step.title)'"
                XCTAssertTrue((2...4).contains(prediction.choices.count), place)
                XCTAssertEqual(Set(prediction.choices).count, prediction.choices.count, "\(place): two choices alike")
                XCTAssertTrue(prediction.choices.indices.contains(prediction.answer), "\(place): answer \(prediction.answer) out of range")
                XCTAssertFalse(prediction.question.isEmpty || prediction.why.isEmpty, place)
                guard prediction.choices.indices.contains(prediction.answer) else { continue }
                let right = prediction.choices[prediction.answer]
                XCTAssertTrue(Self.output(printer.output, shows: right), "\(place): '\(right)' is not in what it prints:\n\(printer.output)")
            }
        }
        XCTAssertGreaterThanOrEqual(asked, 40)
    }

    func testEveryDemoAsksAtLeastTwice() {
        for demo in DemoCatalog.all {
            let count = demo.steps().filter { $0.predict != nil }.count
            XCTAssertGreaterThanOrEqual(count, 2, "demo '\(demo.id)' asks \(count) question(s)")
        }
        XCTAssertEqual(Set(DemoCatalog.all.filter { $0.steps().contains { $0.predict != nil } }.map(\.lesson)), [4, 5, 6, 7, 8])
    }

    func testAnswersAreNotGivenAwayByPlaceOrLength() {
        for demo in DemoCatalog.all {
            let predictions = demo.steps().compactMap(\.predict)
            guard predictions.count >= 2 else { continue }
            XCTAssertGreaterThan(Set(predictions.map(\.answer)).count, 1, "demo '\(demo.id)': every answer is at the same letter")
            let alwaysLongest = predictions.allSatisfy { prediction in
                let length = prediction.choices[prediction.answer].count
                return prediction.choices.indices.allSatisfy { $0 == prediction.answer || prediction.choices[$0].count < length }
            }
            XCTAssertFalse(alwaysLongest, "demo '\(demo.id)': the right answer is always the longest")
        }
    }

    func testTheOutputRuleItself() {
        XCTAssertTrue(Self.output("nil\nOptional(1)\n", shows: "nil / Optional(1)"))
        XCTAssertTrue(Self.output("halloween / animals / sports\n", shows: "halloween / animals"))
        XCTAssertFalse(Self.output("nil\nOptional(1)\n", shows: "Optional(1) / nil"))
        XCTAssertFalse(Self.output("score: 1\n", shows: "score: 2"))
    }
}
