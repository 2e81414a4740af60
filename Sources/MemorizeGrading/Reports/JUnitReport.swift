import Foundation
import MemorizeSupport

/// `junit.xml` in the common JUnit form CI systems read: a `<testsuite>` per student, a
/// `<testcase>` per requirement; a failed one carries a `<failure>` with its first message and
/// every failed check, a manual one is `<skipped>`, an ungraded one an `<error>` of type
/// `ungraded` (the checks could not judge it: a person must, and a CI run that shows it green
/// would hide that), and a folder that could not be graded is a suite with one `<error>`. A failure's `type` says what kind it is: `failed` (a check
/// failed), `crashed`, `timed-out` or `not-built` (`CheckReport.Cause`), so a CI system can
/// group or filter them.
public enum JUnitReport {
    public static func render(_ results: ClassResults) -> String {
        let failures = results.entries.reduce(0) { $0 + ($1.report?.requirements.filter { $0.status == .failed }.count ?? 0) }
        let tests = results.entries.reduce(0) { $0 + ($1.report?.requirements.count ?? 1) }
        let ungraded = results.entries.reduce(0) { $0 + ($1.report?.ungraded.count ?? 0) }
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuites name=\(attribute(results.exercise)) tests=\"\(tests)\" failures=\"\(failures)\" errors=\"\(results.errorCount + ungraded)\">\n"
        for entry in results.entries {
            let time = entry.seconds.map { " time=\"\(String(format: "%.1f", $0))\"" } ?? ""
            guard let report = entry.report else {
                xml += "  <testsuite name=\(attribute(entry.student)) tests=\"1\" failures=\"0\" errors=\"1\" skipped=\"0\"\(time)>\n"
                xml += "    <testcase classname=\(attribute(classname(results, entry))) name=\"submission\">\n"
                xml += "      <error message=\(attribute(entry.error ?? "")) type=\"not graded\"/>\n"
                xml += "    </testcase>\n  </testsuite>\n"
                continue
            }
            let failed = report.requirements.filter { $0.status == .failed }.count
            let skipped = report.requirements.filter { $0.status == .manual }.count
            xml += "  <testsuite name=\(attribute(entry.student)) tests=\"\(report.requirements.count)\" failures=\"\(failed)\" "
                + "errors=\"\(report.ungraded.count)\" skipped=\"\(skipped)\"\(time)>\n"
            xml += "    <properties><property name=\"score\" value=\"\(report.score)\"/><property name=\"maxScore\" value=\"\(report.maxScore)\"/></properties>\n"
            for requirement in report.requirements {
                let name = "\(ClassRequirement.shortName(requirement.id)): \(requirement.title)"
                xml += "    <testcase classname=\(attribute(classname(results, entry))) name=\(attribute(name))"
                switch requirement.status {
                case .passed:
                    xml += "/>\n"
                case .manual:
                    xml += ">\n      <skipped message=\(attribute("graded by a person: " + requirement.message))/>\n    </testcase>\n"
                case .ungraded:
                    xml += ">\n      <error message=\(attribute("ungraded, for a person to grade: " + requirement.message)) type=\"ungraded\"/>\n    </testcase>\n"
                case .failed:
                    let details = requirement.failures.isEmpty ? requirement.message
                        : requirement.failures.map { "\($0.check): \($0.message)" }.joined(separator: "\n")
                    xml += ">\n      <failure message=\(attribute(requirement.message)) type=\"\(requirement.cause?.rawValue ?? "failed")\">\(escape(details))</failure>\n    </testcase>\n"
                }
            }
            xml += "  </testsuite>\n"
        }
        return xml + "</testsuites>\n"
    }

    /// CI systems group test cases by class name: the exercise, then the student.
    static func classname(_ results: ClassResults, _ entry: ClassEntry) -> String {
        "\(results.exercise).\(entry.student)"
    }

    static func attribute(_ value: String) -> String {
        // Line breaks and tabs as references: a parser would turn them into spaces.
        "\"" + escape(value).replacingOccurrences(of: "\"", with: "&quot;").replacingOccurrences(of: "\n", with: "&#10;")
            .replacingOccurrences(of: "\r", with: "&#13;").replacingOccurrences(of: "\t", with: "&#9;") + "\""
    }

    /// Text escaped for XML 1.0, without the control characters it cannot hold at all
    /// (test output may carry terminal escapes): those become U+FFFD.
    static func escape(_ value: String) -> String {
        var text = ""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "&": text += "&amp;"
            case "<": text += "&lt;"
            case ">": text += "&gt;"
            case "\t", "\n", "\r": text.unicodeScalars.append(scalar)
            case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF: text += "\u{FFFD}"
            default: text.unicodeScalars.append(scalar)
            }
        }
        return text
    }
}
