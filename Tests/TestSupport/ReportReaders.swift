import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// A small RFC 4180 reader that splits on any of `separators`, as a spreadsheet's import
/// dialog does with several boxes ticked: quoted fields keep separators, quotes and line breaks.
public enum CSVReader {
    public static func parse(_ text: String, separators: Set<Character>) -> [[String]] {
        var rows: [[String]] = [], row: [String] = [], field = "", quoted = false
        var characters = Array(text)[...]
        while let character = characters.popFirst() {
            if quoted {
                if character == "\"" {
                    if characters.first == "\"" { field.append("\""); characters.removeFirst() } else { quoted = false }
                } else { field.append(character) }
            } else if character == "\"" { quoted = true }
            else if separators.contains(character) { row.append(field); field = "" }
            else if character == "\r\n" || character == "\n" || character == "\r" { row.append(field); rows.append(row); row = []; field = "" }
            else { field.append(character) }
        }
        return rows
    }
}

/// What a JUnit consumer reads from the file, gathered with Foundation's XMLParser.
public final class JUnitShape: NSObject, XMLParserDelegate {
    public var suites: [String] = [], failures: [String] = [], failureTypes: [String] = [], failureTexts: [String] = [], errors: [String] = []
    public var cases = 0, skipped = 0
    public var rootAttributes: [String: String] = [:]
    private var text: String?

    public static func parse(_ xml: String) throws -> JUnitShape {
        let shape = JUnitShape()
        let parser = XMLParser(data: Data(xml.utf8))
        parser.delegate = shape
        guard parser.parse() else { throw parser.parserError ?? NSError(domain: "junit", code: 1) }
        return shape
    }

    public func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String]) {
        switch name {
        case "testsuites": rootAttributes = attributes
        case "testsuite": suites.append(attributes["name"] ?? "")
        case "testcase": cases += 1
        case "failure": failures.append(attributes["message"] ?? ""); failureTypes.append(attributes["type"] ?? ""); text = ""
        case "error": errors.append(attributes["message"] ?? "")
        case "skipped": skipped += 1
        default: break
        }
    }

    public func parser(_ parser: XMLParser, foundCharacters string: String) { text? += string }

    public func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        if name == "failure", let text { failureTexts.append(text); self.text = nil }
    }
}
