import Foundation
import MemorizeSupport

/// `report.html`: one self-contained page (its style inline, no script, nothing fetched from
/// elsewhere). First the class at a glance: figures, the score distribution and each
/// requirement's pass rate as inline SVG, and a table of every student linking to their
/// scorecard; then each scorecard with its messages, linking back to the table.
public enum HTMLReport {
    public static func render(_ results: ClassResults) -> String {
        var html = """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(escape(results.exercise)): class results</title>
        <style>\(HTMLStyle.css)</style>
        </head>
        <body>
        <header id="top"><h1>\(escape(results.title))</h1>
        <p class="meta">\(escape(results.exercise)) · graded \(escape(dateText(results.date))) · \(results.entries.count) student\(results.entries.count == 1 ? "" : "s")</p></header>
        <main>

        """
        html += figures(results)
        html += "<section class=\"charts\">\n<figure><figcaption>Score distribution (share of the \(results.maxScore) automated points)</figcaption>\n"
            + HTMLCharts.histogram(results) + "</figure>\n"
        html += "<figure><figcaption>Pass rate of each requirement (of \(results.graded.count) graded)</figcaption>\n"
            + HTMLCharts.passRates(results) + "</figure>\n</section>\n"
        html += classTable(results)
        html += "<section id=\"scorecards\"><h2>Scorecards</h2>\n"
        for (index, entry) in results.entries.enumerated() { html += HTMLScorecard.render(entry, index: index, results: results) }
        html += "</section>\n</main>\n</body>\n</html>\n"
        return html
    }

    static func figures(_ results: ClassResults) -> String {
        let scores = results.graded.compactMap { $0.report?.score }.sorted()
        let mean = scores.isEmpty ? "–" : String(format: "%.1f", Double(scores.reduce(0, +)) / Double(scores.count))
        let median = scores.isEmpty ? "–" : scores.count % 2 == 1 ? "\(scores[scores.count / 2])"
            : String(format: "%g", Double(scores[scores.count / 2 - 1] + scores[scores.count / 2]) / 2)
        let items = [("Mean score", "\(mean) / \(results.maxScore)"), ("Median", "\(median) / \(results.maxScore)"),
                     ("Every task passed", "\(results.passedCount)"), ("Some task failed", "\(results.failedCount)"),
                     ("Tasks ungraded", "\(results.ungradedCount)"),
                     ("Not graded", "\(results.errorCount)")]
        return "<section class=\"figures\">" + items.map { "<div><span class=\"figure\">\(escape($0.1))</span><span>\(escape($0.0))</span></div>" }.joined()
            + "</section>\n"
    }

    static func classTable(_ results: ClassResults) -> String {
        var html = "<section id=\"class\"><h2>Class</h2>\n<div class=\"scroll\"><table class=\"class\">\n<thead><tr><th>Student</th><th>Score</th><th>Status</th><th></th>"
        for requirement in results.requirements {
            let kind = requirement.isManual ? "manual, " : ""
            html += "<th id=\"col-\(anchor(requirement.id))\" title=\"\(escape(requirement.title)) (\(kind)\(requirement.points) pts)\">\(escape(requirement.shortName))</th>"
        }
        html += "</tr></thead>\n<tbody>\n"
        for (index, entry) in results.entries.enumerated() {
            let link = "<a href=\"#\(studentAnchor(entry, index))\">\(escape(entry.student))</a>"
            guard let report = entry.report else {
                html += "<tr class=\"error\"><td>\(link)</td><td>–</td>\(statusCell(entry))<td></td><td colspan=\"\(results.requirements.count)\">not graded: \(escape(entry.error ?? ""))</td></tr>\n"
                continue
            }
            let fraction = report.maxScore == 0 ? 0 : Double(report.score) / Double(report.maxScore)
            html += "<tr><td>\(link)</td><td class=\"num\">\(report.score)/\(report.maxScore)</td>" + statusCell(entry)
            html += "<td><span class=\"meter\"><span style=\"width:\(Int((fraction * 100).rounded()))%;background:\(HTMLCharts.colour(fraction))\"></span></span></td>"
            for requirement in results.requirements {
                let result = report.requirements.first { $0.id == requirement.id }
                html += "<td class=\"mark \(result?.status.rawValue ?? "")\" title=\"\(escape(result.map { $0.message.isEmpty ? $0.status.rawValue : $0.message } ?? ""))\">"
                    + "\(mark(result?.status))</td>"
            }
            html += "</tr>\n"
        }
        return html + "</tbody>\n</table></div></section>\n"
    }

    /// The entry's `GradeStatus` in words, styled by kind (`status-crashed`, `status-did-not-compile`…).
    static func statusCell(_ entry: ClassEntry) -> String {
        let status = entry.status.rawValue
        return "<td class=\"status status-\(anchor(status))\">\(escape(status))</td>"
    }

    static func mark(_ status: CheckReport.Status?) -> String {
        switch status {
        case .passed: "✔"
        case .failed: "✘"
        case .manual: "●"
        case .ungraded: "?"
        case nil: ""
        }
    }

    static func studentAnchor(_ entry: ClassEntry, _ index: Int) -> String { "student-\(index + 1)-\(anchor(entry.student))" }

    /// Letters, digits, `-` and `_` only, so it is safe in an id and a link.
    static func anchor(_ text: String) -> String {
        String(text.unicodeScalars.map { CharacterSet.alphanumerics.contains($0) && $0.isASCII || $0 == "-" || $0 == "_" ? Character($0) : "-" })
    }

    static func dateText(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "d MMMM yyyy, HH:mm 'UTC'"
        return formatter.string(from: date)
    }

    /// `text` as HTML text: its markup characters escaped, and its control characters and
    /// direction marks shown or dropped as in a terminal (`PrintableText.of`).
    static func escape(_ text: String) -> String {
        var escaped = ""
        for character in PrintableText.of(text) {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&#39;"
            default: escaped.append(character)
            }
        }
        return escaped
    }
}
