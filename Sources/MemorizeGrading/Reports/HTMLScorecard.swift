import Foundation
import MemorizeSupport

/// One student's scorecard in `report.html`: every requirement with its points and messages,
/// every failed check, the graded files and those left out.
enum HTMLScorecard {
    /// "the same files as bob", linked to bob's scorecard, for a submission graded once with another.
    static func sameFiles(_ entry: ClassEntry, results: ClassResults) -> String {
        guard let same = entry.sameFilesAs else { return "" }
        let escape = HTMLReport.escape
        guard let index = results.entries.firstIndex(where: { $0.student == same }) else {
            return "<span class=\"meta\">the same files as \(escape(same))</span>"
        }
        let anchor = HTMLReport.studentAnchor(results.entries[index], index)
        return "<span class=\"meta\">the same files as <a href=\"#\(anchor)\">\(escape(same))</a></span>"
    }

    static func render(_ entry: ClassEntry, index: Int, results: ClassResults) -> String {
        let escape = HTMLReport.escape
        var html = "<article class=\"card\" id=\"\(HTMLReport.studentAnchor(entry, index))\">\n<header><h3>\(escape(entry.student))</h3>"
        guard let report = entry.report else {
            html += "<span class=\"score error\">not graded</span><a class=\"back\" href=\"#class\">↑ class</a></header>\n"
            return html + "<p class=\"problem\">\(escape(entry.error ?? ""))</p>\(sameFiles(entry, results: results))\n</article>\n"
        }
        let fraction = report.maxScore == 0 ? 0 : Double(report.score) / Double(report.maxScore)
        html += "<span class=\"score\" style=\"background:\(HTMLCharts.colour(fraction))\">\(report.score)/\(report.maxScore)</span>"
        if let seconds = entry.seconds { html += "<span class=\"meta\">graded in \(escape(BatchText.duration(seconds)))</span>" }
        html += sameFiles(entry, results: results)
        html += "<a class=\"back\" href=\"#class\">↑ class</a></header>\n<ol class=\"tasks\">\n"
        for requirement in report.requirements {
            let points = requirement.status == .manual ? "manual, \(requirement.maxPoints) pts"
                : requirement.status == .ungraded ? "ungraded, \(requirement.maxPoints) pts" : "\(requirement.points)/\(requirement.maxPoints)"
            html += "<li class=\"\(requirement.status.rawValue)\"><span class=\"mark\">\(HTMLReport.mark(requirement.status))</span>"
            html += "<span class=\"task\">\(escape(ClassRequirement.shortName(requirement.id)))</span>"
            html += "<span class=\"title\">\(escape(requirement.title))</span><span class=\"points\">\(escape(points))</span>"
            if !requirement.message.isEmpty { html += "<p class=\"message\">\(escape(requirement.message))</p>" }
            if requirement.failures.count > 1 {
                html += "<details><summary>\(requirement.failures.count) failed checks</summary><ul>"
                for failure in requirement.failures {
                    html += "<li><b>\(escape(failure.check))</b>: \(escape(failure.message))</li>"
                }
                html += "</ul></details>"
            }
            html += "</li>\n"
        }
        html += "</ol>\n<p class=\"files\">Graded: \(report.files.map { "<code>\(escape($0))</code>" }.joined(separator: ", "))</p>\n"
        if !report.skipped.isEmpty {
            html += "<details class=\"files\"><summary>\(report.skipped.count) file\(report.skipped.count == 1 ? "" : "s") left out</summary><ul>"
            for skipped in report.skipped { html += "<li><code>\(escape(skipped.file))</code>: \(escape(skipped.reason))</li>" }
            html += "</ul></details>\n"
        }
        return html + "</article>\n"
    }
}

/// The page's style sheet, inline: light and dark, readable when printed.
enum HTMLStyle {
    static let css = """
    :root{--fg:#1d1d1f;--muted:#6e6e73;--bg:#f5f5f7;--card:#fff;--line:#e3e3e8;--pass:#1f8f4e;--fail:#c93030;--manual:#b7791f;--accent:#2f5fd0}
    @media (prefers-color-scheme:dark){:root{--fg:#ececf1;--muted:#a1a1aa;--bg:#18181b;--card:#232327;--line:#3a3a40;--accent:#7aa2ff}}
    *{box-sizing:border-box}body{margin:0;font:15px/1.45 -apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;color:var(--fg);background:var(--bg)}
    header#top{padding:28px 40px 8px}h1{margin:0;font-size:26px}h2{font-size:19px;margin:28px 0 12px}h3{margin:0;font-size:17px}
    main{padding:0 40px 48px;max-width:1200px}.meta{color:var(--muted);margin:4px 0 0;font-size:13px}
    a{color:var(--accent);text-decoration:none}a:hover{text-decoration:underline}
    .figures{display:flex;flex-wrap:wrap;gap:12px;margin:18px 0}.figures div{background:var(--card);border:1px solid var(--line);border-radius:10px;padding:10px 16px;min-width:140px}
    .figures span{display:block;color:var(--muted);font-size:13px}.figures .figure{color:var(--fg);font-size:22px;font-weight:600}
    .charts{display:grid;grid-template-columns:repeat(auto-fit,minmax(min(100%,420px),1fr));gap:16px}
    figure{min-width:0;max-width:100%;margin:0;background:var(--card);border:1px solid var(--line);border-radius:10px;padding:14px 16px}figcaption{font-weight:600;margin-bottom:8px}
    svg.chart{display:block;width:100%;max-width:100%;height:auto;font-size:12px}svg .axis{stroke:var(--line);stroke-width:1}svg .count{text-anchor:middle;fill:var(--fg);font-weight:600}
    svg .label{text-anchor:middle;fill:var(--muted);font-size:11px}svg .rowlabel,svg .rate{fill:var(--fg)}svg .task{font-weight:600}svg .track{fill:var(--line)}
    svg a:hover .rowlabel{text-decoration:underline}
    .scroll{overflow-x:auto;max-width:100%;background:var(--card);border:1px solid var(--line);border-radius:10px}
    table.class{border-collapse:collapse;width:100%;font-size:14px}table.class th,table.class td{padding:6px 10px;border-bottom:1px solid var(--line);text-align:left;white-space:nowrap}
    table.class th{position:sticky;top:0;background:var(--card);font-size:12px;color:var(--muted)}table.class tr:last-child td{border-bottom:none}
    table.class tbody tr:hover{background:var(--bg)}td.num{font-variant-numeric:tabular-nums}td.mark{text-align:center;font-weight:700}
    td.passed,li.passed .mark{color:var(--pass)}td.failed,li.failed .mark{color:var(--fail)}td.manual,li.manual .mark,td.ungraded,li.ungraded .mark{color:var(--manual)}
    tr.error td{color:var(--fail)}td.status{color:var(--muted)}td.status-failed,td.status-crashed,td.status-timed-out,td.status-did-not-compile,td.status-could-not-grade{color:var(--fail);font-weight:600}td.status-passed{color:var(--pass)}.meter{display:inline-block;width:110px;height:8px;border-radius:4px;background:var(--line);overflow:hidden;vertical-align:middle}.meter span{display:block;height:100%}
    .card{background:var(--card);border:1px solid var(--line);border-radius:10px;padding:14px 18px;margin:0 0 14px}
    .card header{display:flex;align-items:baseline;gap:12px;flex-wrap:wrap}.card .back{margin-left:auto;font-size:13px}
    .score{font-weight:700;padding:1px 8px;border-radius:6px}.score{color:#fff}.score.error{background:var(--fail)}
    ol.tasks{list-style:none;padding:0;margin:10px 0 6px}ol.tasks>li{display:grid;grid-template-columns:20px 64px 1fr auto;gap:2px 8px;padding:4px 0;border-top:1px solid var(--line)}
    ol.tasks .task{font-weight:600}ol.tasks .points{color:var(--muted);font-variant-numeric:tabular-nums}
    ol.tasks .message,ol.tasks details{grid-column:3/5;margin:0;color:var(--fg);font-size:14px;white-space:pre-wrap}li.failed .message{color:var(--fail)}li.manual .message{color:var(--muted)}
    details summary{cursor:pointer;color:var(--muted);font-size:13px}details ul{margin:4px 0;padding-left:18px}
    .files{color:var(--muted);font-size:13px;margin:4px 0}code{font:12px ui-monospace,SFMono-Regular,Menlo,Consolas,monospace}p.problem{color:var(--fail)}
    @media (max-width:600px){header#top{padding:18px 14px 4px}main{padding:0 14px 32px}.figures div{min-width:0;flex:1 1 40%}.card{padding:12px}ol.tasks>li{grid-template-columns:20px 56px 1fr auto}}
    @media print{body{background:#fff}.card,figure,.scroll{break-inside:avoid;border-color:#ccc}}
    """
}
