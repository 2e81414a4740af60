import XCTest
import MemorizeSupport
import TestSupport
@testable import MemorizeGrading

/// How `grade` names the students of a class folder: each folder a student of its own, and no
/// two names that read or show the same (a name is a row, a saved grade, a place in every report).
final class ClassNamesTests: XCTestCase {
    /// Two folders whose names Swift reads as one ("José" with é as one character, and as e and
    /// an accent): each is a student of its own, told apart by its code points (rt16: one
    /// student's grade was recorded for both, and `grade` crashed before writing any report).
    func testNamesThatReadTheSameAreTwoStudents() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("class-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let composed = "Jos\u{E9}", decomposed = "Jose\u{301}"
        XCTAssertEqual(composed, decomposed, "the control: Swift reads them as one name")
        for name in [composed, decomposed, "ann"] {
            try FileManager.default.createDirectory(at: root.appendingPathComponent(name), withIntermediateDirectories: true)
        }
        let found = try ClassSubmission.discover(in: root)
        XCTAssertEqual(Set(found.map(\.student)), ["ann", "José (Jos\\u{E9})", "José (Jose\\u{301})"])
        XCTAssertEqual(Set(found.map(\.folder.lastPathComponent.unicodeScalars.count)), [3, 4, 5], "each its own folder")
        let items = BatchGrader(runner: FakeSubmissionRunner(), jobs: 2).run(found, previous: [], force: false)
        XCTAssertEqual(Set(items.map(\.entry.student)), Set(found.map(\.student)), "each graded, once")
    }

    /// A third folder named as the first two are told apart ("José (Jos\u{E9})", rt18a): every
    /// student's name is still their own, and each is graded once (it crashed `grade`, and
    /// recorded an honest student's grade as the starter's).
    func testAFolderNamedAsAnotherIsToldApartIsAStudentOfItsOwn() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("class-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let names = ["Jos\u{E9}", "Jose\u{301}", "Jos\u{E9} (Jos\\u{E9})"]
        for name in names {
            try FileManager.default.createDirectory(at: root.appendingPathComponent(name), withIntermediateDirectories: true)
        }
        let found = try ClassSubmission.discover(in: root)
        XCTAssertEqual(found.count, 3)
        XCTAssertEqual(Set(found.map(\.student)).count, 3, "three names: \(found.map(\.student))")
        XCTAssertTrue(found.contains { $0.student == names[2] && Array($0.folder.lastPathComponent.unicodeScalars) == Array(names[2].unicodeScalars) },
                      "the folder so named keeps its name: \(found.map(\.student))")
        let items = BatchGrader(runner: FakeSubmissionRunner(), jobs: 2).run(found, previous: [], force: false)
        XCTAssertEqual(items.count, 3)
        XCTAssertEqual(Set(items.map(\.entry.student)), Set(found.map(\.student)), "each graded, once")
    }

    /// Names that differ only by a character that shows nothing (rt22b: "\u{202E}bob" was shown
    /// as "bob", beside the real bob, in every report) are told apart as names Swift reads as one are.
    func testNamesThatShowTheSameAreTwoStudents() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("class-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for name in ["bob", "\u{202E}bob", "bob\u{200B}", "b\u{AD}ob", "ann"] {
            try FileManager.default.createDirectory(at: root.appendingPathComponent(name), withIntermediateDirectories: true)
        }
        let found = try ClassSubmission.discover(in: root)
        XCTAssertEqual(Set(found.map { PrintableText.line($0.student) }).count, 5, "five names as shown: \(found.map(\.student))")
        XCTAssertTrue(found.contains { $0.student == "ann" }, "a name like no other keeps its name")
        XCTAssertTrue(found.contains { $0.student == "bob (bob)" }, "\(found.map(\.student))")
        XCTAssertTrue(found.contains { $0.student.hasSuffix("(\\u{202E}bob)") }, "\(found.map(\.student))")
    }

    /// A folder named in bytes that are not UTF-8 (Latin-1's "café") is named, not passed over in silence.
    func testNamesThatAreNotTextAreListed() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("class-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root.appendingPathComponent("ann"), withIntermediateDirectories: true)
        let latin1 = root.path + "/caf\u{E9}"
        var bytes = Array(latin1.utf8.dropLast(2)) + [0xE9, 0]
        XCTAssertEqual(bytes.withUnsafeMutableBufferPointer { mkdir(UnsafeRawPointer($0.baseAddress!).assumingMemoryBound(to: CChar.self), 0o755) }, 0)
        XCTAssertEqual(ClassSubmission.namesNotText(in: root), ["caf\\xE9"])
        XCTAssertEqual(try ClassSubmission.discover(in: root).map(\.student), ["ann"])
    }
}
