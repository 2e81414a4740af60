import MemorizeCourseCore
@testable import MemorizeDemos
import XCTest

/// Lesson 4's demos: they are all in the catalogue, they run, and key steps print what was worked out by hand.
final class Lesson04DemoTests: XCTestCase {
    private let lesson4IDs = [
        "enums", "fast-food", "case-iterable", "optionals",
        "array-identifiable", "one-and-only", "mvvm", "game-logic",
    ]

    // MARK: - Catalogue

    func testEveryLesson4DemoIsInTheCatalogueOnceInLessonOrder() {
        for id in lesson4IDs {
            let matches = DemoCatalog.all.filter { $0.id == id }
            XCTAssertEqual(matches.count, 1, "demo '\(id)' should be in the catalogue exactly once")
            XCTAssertEqual(matches.first?.lesson, 4, "demo '\(id)' should be in lesson 4")
        }
        XCTAssertEqual(DemoCatalog.all.filter { $0.lesson == 4 }.map(\.id), lesson4IDs)
        XCTAssertEqual(DemoCatalog.all.map(\.lesson), DemoCatalog.all.map(\.lesson).sorted(), "not in lesson order")
        XCTAssertEqual(Set(DemoCatalog.all.map(\.id)).count, DemoCatalog.all.count, "duplicate demo ids")
    }

    func testStepsAreShortAndExplained() {
        for demo in DemoCatalog.all {
            let steps = demo.steps()
            XCTAssertTrue((3...6).contains(steps.count), "demo '\(demo.id)' has \(steps.count) steps")
            for step in steps {
                let lines = SourceFidelity.significantLines(of: step.code).count
                XCTAssertTrue((3...15).contains(lines), "demo '\(demo.id)', step '\(step.title)' shows \(lines) lines")
                XCTAssertFalse(step.explanation.isEmpty, "demo '\(demo.id)', step '\(step.title)' has no explanation")
            }
        }
    }

    // MARK: - Every demo runs

    func testEveryDemoRunsAndPrintsTheSameEachTime() {
        for demo in DemoCatalog.all {
            let output = DemoRun.output(of: demo)
            XCTAssertFalse(output.isEmpty, "demo '\(demo.id)' printed nothing")
            XCTAssertEqual(DemoRun.output(of: demo), output, "demo '\(demo.id)' printed something else on a second run")
            // A local type's full name or an object's address would make the output differ between builds.
            XCTAssertFalse(output.contains("unknown context"), "demo '\(demo.id)' printed a local type's full name")
            XCTAssertFalse(output.contains("0x"), "demo '\(demo.id)' printed an address")
        }
    }

    // MARK: - Key output, worked out by hand

    func testEnums() throws {
        XCTAssertEqual(try DemoRun.lines(of: "enums", step: "Declaring an enum"), [])
        XCTAssertEqual(try DemoRun.lines(of: "enums", step: "Setting a value"), ["hamburger cookie fries"])
        XCTAssertEqual(try DemoRun.lines(of: "enums", step: "Checking with switch"), ["drink", "burger"])
        XCTAssertEqual(try DemoRun.lines(of: "enums", step: "break and default"), ["fries: salty", "cookie: something else"])
    }

    func testFastFood() throws {
        XCTAssertEqual(try DemoRun.lines(of: "fast-food", step: "Getting the data with let"), [
            "a burger with 2 patties!", "a large order of fries!", "a 32oz Coke", "a cookie!",
        ])
        // Special order #2: a two-patty burger, any fries or cookie, a 16oz drink of any kind.
        XCTAssertEqual(try DemoRun.lines(of: "fast-food", step: "Calling the method"), [
            "double: true", "single: false", "32oz Coke: false", "16oz water: true",
        ])
        // 160 + 90 × 2 = 340 for the burger, 230 for small fries, 160 for the cookie.
        XCTAssertEqual(try DemoRun.lines(of: "fast-food", step: "Adding up a lunch"), [
            "+ 340 = 340", "+ 230 = 570", "+ 160 = 730", "lunch: 730 calories",
        ])
    }

    func testCaseIterable() throws {
        XCTAssertEqual(try DemoRun.lines(of: "case-iterable", step: "Every case, in order"), [
            "fries, large", "fries, small", "2 sizes",
        ])
        XCTAssertEqual(try DemoRun.lines(of: "case-iterable", step: "The lecture's Teslas").last,
                       "sales report for the Model Y")
        XCTAssertEqual(try DemoRun.lines(of: "case-iterable", step: "allCases is an Array"), [
            "halloween / animals / sports", "first: halloween · has sports: true",
        ])
    }

    func testOptionals() throws {
        XCTAssertEqual(try DemoRun.lines(of: "optionals", step: "Optional is an enum"), ["it's set to hello", "nothing is set"])
        XCTAssertEqual(try DemoRun.lines(of: "optionals", step: "T? and nil"), [#"Optional("hello")"#, "nil"])
        XCTAssertEqual(try DemoRun.lines(of: "optionals", step: "Unwrapping with !"), [
            "hello", "goodbye! would crash: Fatal error: Unexpectedly found nil while unwrapping an Optional value",
        ])
        XCTAssertEqual(try DemoRun.lines(of: "optionals", step: "if let"), [
            "hello hello hello", "missing is nil, so the if let body was skipped",
        ])
        XCTAssertEqual(try DemoRun.lines(of: "optionals", step: "A default with ??"), ["player", "👻"])
        XCTAssertEqual(try DemoRun.lines(of: "optionals", step: "Optional chaining"), [
            #"Optional("HELLO")"#, "nil", "Optional(false)", "no greeting",
        ])
    }

    func testArrayIdentifiable() throws {
        XCTAssertEqual(try DemoRun.lines(of: "array-identifiable", step: "Finding a card"), [
            "looking for 👻 with id 1", "Optional(1)",
        ])
        XCTAssertEqual(try DemoRun.lines(of: "array-identifiable", step: "Not finding one"), [
            "looking for 👻 with id 42", "nil",
        ])
    }

    func testOneAndOnly() throws {
        XCTAssertEqual(try DemoRun.lines(of: "one-and-only", step: "Zero, one, two"), ["nil", #"Optional("👻")"#, "nil"])
        XCTAssertEqual(try DemoRun.lines(of: "one-and-only", step: "Getting it"), [
            "[??] [??] [??] [??] → nil",
            "[??] [👻] [??] [??] → Optional(1)",
            "[??] [👻] [🎃] [??] → nil",
        ])
        XCTAssertEqual(try DemoRun.lines(of: "one-and-only", step: "Setting it"), [
            "[👻] [👻] [??] [??] → nil",
            "[??] [??] [??] [🎃] → Optional(3)",
            "[??] [??] [??] [??] → nil",
        ])
    }

    func testMVVM() throws {
        XCTAssertEqual(try DemoRun.lines(of: "mvvm", step: "The Model"), ["card 👻 face up: true"])
        // The chain itself is checked in MVVMTests.
    }

    func testGameLogic() throws {
        XCTAssertEqual(try DemoRun.lines(of: "game-logic", step: "The first card"), [
            "[??] [??] [??] [??] [??] [??]",
            "[👻] [??] [??] [??] [??] [??]",
        ])
        // A matched pair stays face up until the next choice, then is drawn as gone (blank).
        XCTAssertEqual(try DemoRun.lines(of: "game-logic", step: "A match"), [
            "[👻] [👻] [??] [??] [??] [??]",
            "matched: true true",
            "[👻] [👻] [??] [??] [??] [??]",
        ])
        XCTAssertEqual(try DemoRun.lines(of: "game-logic", step: "A mismatch"), [
            "          [🎃] [??] [??] [??]",
            "          [🎃] [??] [🦇] [??]",
        ])
        XCTAssertEqual(try DemoRun.lines(of: "game-logic", step: "Turning them back down"), [
            "          [??] [🎃] [??] [??]",
            "          [🎃] [🎃] [??] [??]",
        ])
    }
}
