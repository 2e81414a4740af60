import XCTest
import TestSupport
@testable import MemorizeGrading
@testable import MemorizeSupport

/// Manifests read without Foundation's decoders (issue 23): a plainly well-formed one reads
/// exactly as `JSONDecoder` reads it, and anything else is left to the decoder, so every
/// mistake keeps its message (`ManifestStrictnessTests` holds those).
final class PlainManifestTests: XCTestCase {
    let valid = #"{"format": 1, "id": "x", "title": "X", "lessons": [4, 5], "timeLimitSeconds": 2.5, "starterPasses": ["task-2"], "#
        + #""requirements": [{"id": "task-1", "title": "T", "points": 3, "checks": ["A", "B/testC"]}, "#
        + #"{"id": "task-2", "title": "M", "points": 1, "manual": "why"}]}"#

    func plain(_ json: String) -> ExerciseManifest? {
        JSONValue.parse(Array(json.utf8)).flatMap(ExerciseManifest.init(plain:))
    }

    func decoded(_ json: String) throws -> ExerciseManifest {
        try JSONDecoder().decode(ExerciseManifest.self, from: Data(json.utf8))
    }

    func testAWellFormedManifestReadsAsTheDecoderReadsIt() throws {
        XCTAssertEqual(plain(valid), try decoded(valid))
        let sparse = #"{"format": 1, "id": "x", "title": "X", "lessons": null, "requirements": [{"id": "a", "title": "A", "points": 1, "manual": null, "checks": ["C"]}]}"#
        XCTAssertEqual(plain(sparse), try decoded(sparse))
        XCTAssertNil(try decoded(sparse).lessons)
    }

    func testEveryManifestOfTheCourseAndTheFixturesReadsPlainlyOrIsLeftToTheDecoder() throws {
        let root = Harness.repositoryRoot
        let files = FileManager.default.enumerator(atPath: root.path)!.compactMap { $0 as? String }
            .filter { $0.hasSuffix("exercise.json") && !$0.hasPrefix(".build") }
        XCTAssertFalse(files.isEmpty)
        for path in files {
            let data = try Data(contentsOf: root.appendingPathComponent(path))
            guard let manifest = JSONValue.parse(Array(data)).flatMap(ExerciseManifest.init(plain:)) else {
                XCTAssertFalse(path.hasPrefix("Exercises/"), "the course's own \(path) should not need the decoder")
                continue
            }
            XCTAssertEqual(manifest, try JSONDecoder().decode(ExerciseManifest.self, from: data), path)
        }
    }

    func testAnythingUnusualIsLeftToTheDecoder() {
        let unusual = [
            (#""points": 3"#, #""points": 3.0"#),                     // a whole number written as a fraction
            (#""points": 3"#, #""points": 3e0"#),
            (#""points": 3"#, #""points": "3""#),                     // the wrong type
            (#""points": 3"#, #""points": 99999999999999999999"#),    // too big for an Int
            (#""format": 1"#, #""format": 2"#),
            (#""format": 1"#, #""format": null"#),
            (#""checks""#, #""check""#),                              // an unknown key
            (#""title": "X","#, #""title": "X", "title": "Y","#),     // a key twice
            (#""lessons": [4, 5]"#, #""lessons": [4, "5"]"#),
            (#""timeLimitSeconds": 2.5"#, #""timeLimitSeconds": 1e999"#),
            (#""requirements": ["#, #""requirements": [7, "#),
        ]
        for (original, replacement) in unusual {
            let json = valid.replacingOccurrences(of: original, with: replacement)
            XCTAssertNotEqual(json, valid, replacement)
            XCTAssertNil(plain(json), replacement)
        }
    }

    func testJSONValueIsStrict() {
        for text in ["", "{", "{\"a\": 1,}", "[1,]", "01", "-", "1.", ".5", "1e", "\"\u{1}\"", "\"\\x\"", "tru", "nul",
                     "[1] 2", "\"\\uD800\"", "\"\\uDC00\"", "\"\\uD800\\u0041\"", "{'a': 1}", "\u{FEFF}{}"] {
            XCTAssertNil(JSONValue.parse(Array(text.utf8)), text)
        }
        XCTAssertNil(JSONValue.parse([0x22, 0xE9, 0x22]), "a string that is not UTF-8")
        XCTAssertNil(JSONValue.parse(Array((String(repeating: "[", count: 40) + String(repeating: "]", count: 40)).utf8)))
    }

    func testJSONValueReadsEscapesAndNumbersAsWritten() {
        guard case .array(let values)? = JSONValue.parse(Array(#"["a\"\\\/\b\f\n\r\t", "\u00e9\uD83D\uDE00", -0.5e+3, 0, true, false, null, {}]"#.utf8)),
              values.count == 8 else { return XCTFail("not read") }
        guard case .string(let escaped) = values[0], case .string(let unicode) = values[1],
              case .number(let fraction) = values[2], case .number(let zero) = values[3] else { return XCTFail("\(values)") }
        XCTAssertEqual(escaped, "a\"\\/\u{8}\u{C}\n\r\t")
        XCTAssertEqual(unicode, "é😀")
        XCTAssertEqual(fraction, "-0.5e+3")
        XCTAssertEqual(zero, "0")
    }
}
