import XCTest
@testable import MemorizeGrading

/// An assignment type that is UI itself (card-flip's `Cardify: ViewModifier, Animatable`, as the
/// lecture writes it in Xcode) is graded without its UI: its UI conformances and `body` blanked,
/// every other line and column the student's.
final class SelectionUIPartsTests: XCTestCase {
    func select(_ text: String) throws -> (graded: String?, reason: String?) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ui-parts-\(UUID().uuidString)")
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try text.write(to: folder.appendingPathComponent("Cardify.swift"), atomically: true, encoding: .utf8)
        let selection = try SubmissionSelection.select(from: folder, assignmentTypes: ["Cardify"])
        return (selection.files.first.map { String(decoding: $0.contents, as: UTF8.self) }, selection.skipped.first?.reason)
    }

    func testAViewModifierAssignmentTypeIsGradedWithoutItsUI() throws {
        let text = """
        import SwiftUI

        struct Cardify: ViewModifier, Animatable {
            var rotation: Double
            var animatableData: Double { get { rotation } set { rotation = newValue } }

            func body(content: Content) -> some View {
                ZStack { content }.rotation3DEffect(.degrees(rotation), axis: (0, 1, 0))
            }
        }

        extension View {
            func cardify(isFaceUp: Bool) -> some View { modifier(Cardify(rotation: isFaceUp ? 0 : 180)) }
        }
        """
        let (graded, reason) = try select(text)
        let lines = try XCTUnwrap(graded).components(separatedBy: "\n")
        XCTAssertEqual(lines.count, text.components(separatedBy: "\n").count, "every line where it was")
        XCTAssertEqual(lines[2], "struct Cardify" + String(repeating: " ", count: 27) + "{")
        XCTAssertEqual(lines[3], "    var rotation: Double")
        XCTAssertTrue(lines[6...8].allSatisfy { $0.trimmingCharacters(in: .whitespaces).isEmpty }, "the body is gone: \(lines[6...8])")
        XCTAssertEqual(lines[9], "}")
        XCTAssertFalse(graded?.contains("cardify(") ?? true, "the View extension stays out")
        XCTAssertEqual(reason, "a ViewModifier (Cardify: ViewModifier); its own `Cardify` graded without it")
    }

    /// A View is never graded, even one with an assignment type's name or shape: stripped of
    /// `View`, its `@State`s stayed, and a real project (a lecture-1 View beside its Assignment II)
    /// did not compile at all.
    func testAViewIsNeverGradedEvenAsAnAssignmentType() throws {
        let (graded, reason) = try select("import SwiftUI\nstruct Cardify: View {\n    @State var isFaceUp = true\n    var body: some View { Text(\"card\") }\n}\n")
        XCTAssertNil(graded)
        XCTAssertEqual(reason, "a View (Cardify: View)")
    }

    func testOtherConformancesAndAttributesAreKeptOrBlankedAsTheyAre() throws {
        let text = """
        import SwiftUI
        struct Cardify: Equatable, ViewModifier, Animatable {
            var rotation: Double
            @ViewBuilder
            func body(content: Content) -> some View { content }
            var isFaceUp: Bool { rotation < 90 }
        }
        """
        let lines = try XCTUnwrap(try select(text).graded).components(separatedBy: "\n")
        XCTAssertEqual(lines[1], "struct Cardify: Equatable" + String(repeating: " ", count: 27) + "{")
        XCTAssertEqual(lines[3].trimmingCharacters(in: .whitespaces), "", "the body's attribute goes with it")
        XCTAssertEqual(lines[4].trimmingCharacters(in: .whitespaces), "")
        XCTAssertEqual(lines[5], "    var isFaceUp: Bool { rotation < 90 }")
    }
}
