import XCTest
import MemorizeSupport

/// The digest a student's files are known by is SHA-256, as FIPS 180-4 gives it.
final class SHA256Tests: XCTestCase {
    func hex(_ text: String, inPiecesOf size: Int = .max) -> String {
        var hash = SHA256()
        let bytes = Array(text.utf8)
        var start = 0
        repeat {
            hash.add(bytes[start..<min(bytes.count, start + size)])
            start += size
        } while start < bytes.count
        return hash.finish()
    }

    func testTheStandardsExamples() {
        XCTAssertEqual(hex(""), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        XCTAssertEqual(hex("abc"), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        let long = "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq"
        XCTAssertEqual(hex(long), "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        XCTAssertEqual(hex(long, inPiecesOf: 7), hex(long), "fed in pieces, the same digest")
        XCTAssertEqual(hex(String(repeating: "a", count: 1_000)), "41edece42d63e8d9bf515a9ba6932e1c20cbc9f5a5d134645adb5db1b9737ea3")
    }

    func testNamedPartsAreToldApartByTheirLengths() {
        let one = SHA256.digest([("a", Data("\u{0}b".utf8))])
        let other = SHA256.digest([("a\u{0}", Data("b".utf8))])
        XCTAssertNotEqual(one, other)
        XCTAssertEqual(SHA256.digest([("b", Data()), ("a", Data("x".utf8))]), SHA256.digest([("a", Data("x".utf8)), ("b", Data())]))
    }
}
