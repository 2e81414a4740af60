import Foundation
import MemorizeSupport

/// The inline SVG charts of `report.html`: drawn from numbers here, so the page needs no
/// script and nothing from elsewhere.
enum HTMLCharts {
    /// How many students scored in each tenth of the maximum (the last bin holds 90–100 %).
    static func scoreBins(_ results: ClassResults) -> [Int] {
        var bins = Array(repeating: 0, count: 10)
        for entry in results.graded {
            guard let report = entry.report, report.maxScore > 0 else { continue }
            bins[min(report.score * 10 / report.maxScore, 9)] += 1
        }
        return bins
    }

    /// The score distribution: one bar per tenth of the maximum, its count above it.
    static func histogram(_ results: ClassResults) -> String {
        let bins = scoreBins(results)
        let (width, height, top, bottom, left) = (560, 220, 24, 40, 8)
        let plot = height - top - bottom
        let slot = (width - left * 2) / bins.count
        let most = max(bins.max() ?? 0, 1)
        var svg = "<svg class=\"chart\" viewBox=\"0 0 \(width) \(height)\" role=\"img\" aria-label=\"Score distribution\">\n"
        svg += "<line x1=\"\(left)\" y1=\"\(top + plot)\" x2=\"\(width - left)\" y2=\"\(top + plot)\" class=\"axis\"/>\n"
        for (index, count) in bins.enumerated() {
            let barHeight = count == 0 ? 0 : max(plot * count / most, 2)
            let x = left + index * slot + 6
            let y = top + plot - barHeight
            let range = index == 9 ? "90–100%" : "\(index * 10)–\(index * 10 + 9)%"
            svg += "<g><title>\(range): \(count) student\(count == 1 ? "" : "s")</title>"
            svg += "<rect x=\"\(x)\" y=\"\(y)\" width=\"\(slot - 12)\" height=\"\(barHeight)\" rx=\"3\" fill=\"\(colour(Double(index) / 9))\"/>"
            if count > 0 { svg += "<text x=\"\(x + (slot - 12) / 2)\" y=\"\(y - 6)\" class=\"count\">\(count)</text>" }
            svg += "<text x=\"\(x + (slot - 12) / 2)\" y=\"\(top + plot + 18)\" class=\"label\">\(range)</text></g>\n"
        }
        return svg + "</svg>"
    }

    /// Each automated requirement's pass rate among the graded students, as a horizontal bar
    /// that links to the requirement's column in the class table.
    static func passRates(_ results: ClassResults) -> String {
        let requirements = results.requirements.filter { !$0.isManual }
        let graded = results.graded.compactMap(\.report)
        let (width, row, labelWidth) = (560, 26, 250)
        let height = row * max(requirements.count, 1) + 8
        var svg = "<svg class=\"chart\" viewBox=\"0 0 \(width) \(height)\" role=\"img\" aria-label=\"Pass rate of each requirement\">\n"
        for (index, requirement) in requirements.enumerated() {
            let passed = graded.filter { report in report.requirements.contains { $0.id == requirement.id && $0.status == .passed } }.count
            let rate = graded.isEmpty ? 0 : Double(passed) / Double(graded.count)
            let y = 4 + index * row
            let barSpace = width - labelWidth - 60
            let title = requirement.title.count > 30 ? String(requirement.title.prefix(29)) + "…" : requirement.title
            svg += "<a href=\"#col-\(HTMLReport.anchor(requirement.id))\"><g><title>\(HTMLReport.escape(requirement.shortName)): "
                + "\(HTMLReport.escape(requirement.title)): \(passed) of \(graded.count) passed</title>"
            svg += "<text x=\"0\" y=\"\(y + 17)\" class=\"rowlabel\"><tspan class=\"task\">\(HTMLReport.escape(requirement.shortName))</tspan> \(HTMLReport.escape(title))</text>"
            svg += "<rect x=\"\(labelWidth)\" y=\"\(y + 4)\" width=\"\(barSpace)\" height=\"16\" rx=\"3\" class=\"track\"/>"
            svg += "<rect x=\"\(labelWidth)\" y=\"\(y + 4)\" width=\"\(Int((Double(barSpace) * rate).rounded()))\" height=\"16\" rx=\"3\" fill=\"\(colour(rate))\"/>"
            svg += "<text x=\"\(labelWidth + barSpace + 8)\" y=\"\(y + 17)\" class=\"rate\">\(Int((rate * 100).rounded()))%</text></g></a>\n"
        }
        return svg + "</svg>"
    }

    /// Red for 0, amber half-way, green for 1.
    static func colour(_ fraction: Double) -> String {
        let value = min(max(fraction, 0), 1)
        let hue = Int((value * 130).rounded())
        return "hsl(\(hue), 62%, 48%)"
    }
}
