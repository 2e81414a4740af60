import Foundation
import MemorizeSupport

/// `gradebook.csv`: one row per student with the score, the maximum, the status (`GradeStatus`:
/// passed, failed, crashed, timed out, did not compile, could not grade, tasks ungraded) and each
/// requirement's points (`ungraded` where the checks could not reach the student's code, for the
/// instructor to grade), and why a folder could not be graded. RFC 4180 (CRLF line ends, inner quotes doubled)
/// in UTF-8 with a byte-order mark, which is what makes Excel read it as UTF-8 rather than the
/// system's code page. A field is quoted when it holds a comma, a semicolon, a quote, a tab or a
/// line break: locales whose decimal mark is a comma import with `;` as the separator (LibreOffice
/// often has both ticked), and an unquoted `;` in a name would shift that student's row.
public enum GradebookCSV {
    public static func render(_ results: ClassResults) -> String {
        var rows: [[String]] = []
        rows.append(["Student", "Score", "Max", "Status"]
            + results.requirements.map { "\($0.shortName) (\($0.isManual ? "manual, " : "")\($0.points) pts)" } + ["Error"])
        for entry in results.entries {
            var row = [text(entry.student)]
            if let report = entry.report {
                row += ["\(report.score)", "\(report.maxScore)", entry.status.rawValue]
                for requirement in results.requirements {
                    let result = report.requirements.first { $0.id == requirement.id }
                    row.append(result.map { $0.status == .manual ? "" : $0.status == .ungraded ? "ungraded" : "\($0.points)" } ?? "")
                }
                row.append("")
            } else {
                row += ["", "\(results.maxScore)", entry.status.rawValue] + results.requirements.map { _ in "" } + [text(entry.error ?? "")]
            }
            rows.append(row)
        }
        return "\u{FEFF}" + rows.map { $0.map(field).joined(separator: ",") }.joined(separator: "\r\n") + "\r\n"
    }

    /// A field as RFC 4180 writes it: in double quotes (doubled inside) when it needs them.
    static func field(_ value: String) -> String {
        guard value.unicodeScalars.contains(where: { ",;\"\t\r\n".unicodeScalars.contains($0) })
                || value.hasPrefix(" ") || value.hasSuffix(" ") else { return value }
        return "\"" + value.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    /// Text that a spreadsheet would take for a formula (`=…`, `+…`, `-…`, `@…`, or a tab or CR
    /// before one) is shown as text instead, with a `'` in front as OWASP's advice on CSV
    /// injection has it: a folder name is not trusted to run formulas on the instructor's machine.
    /// Escape codes and other controls are shown as their pictures, as on the terminal (line
    /// breaks and tabs stay: quoted, they are a cell's own).
    static func text(_ raw: String) -> String {
        let value = PrintableText.of(raw)
        guard let first = value.first, "=+-@\t\r".contains(first) else { return value }
        return "'" + value
    }
}
