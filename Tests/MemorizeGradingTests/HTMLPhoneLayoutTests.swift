import XCTest
import TestSupport
@testable import MemorizeGrading

/// `report.html` on a phone 390 px wide: what keeps the charts and the class table inside
/// the screen. (Checked by eye too, with chromium's screenshot at that width.)
final class HTMLPhoneLayoutTests: XCTestCase {
    let html: String = {
        let requirements = (1...9).map { ClassRequirement(id: "task-\($0)", title: "A requirement with a long title number \($0)", points: 5, isManual: $0 == 9) }
        let report = CheckReport(exercise: "assignment2", requirements: requirements.map {
            CheckReport.Requirement(id: $0.id, title: $0.title, status: $0.isManual ? .manual : .failed, points: 0, maxPoints: 5,
                                    message: "crashed", cause: $0.isManual ? nil : .crashed)
        })
        return HTMLReport.render(ClassResults(exercise: "assignment2", title: "Memorize", requirements: requirements,
                                              entries: [ClassEntry(student: "a student with a long name", report: report)],
                                              date: Date(timeIntervalSince1970: 0)))
    }()

    func testThePageScalesToTheDeviceWidth() {
        XCTAssertTrue(html.contains("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">"))
    }

    func testTheChartsScaleFromTheirViewBoxToTheWidthTheyAreGiven() {
        let svgs = ClassReportTests.matches("(<svg[^>]*>)", in: html)
        XCTAssertEqual(svgs.count, 2)
        for svg in svgs {
            XCTAssertTrue(svg.contains(" viewBox=\"0 0 "), svg)
            XCTAssertFalse(svg.contains(" width=") || svg.contains(" height="), "no fixed size on the chart itself: \(svg)")
        }
        XCTAssertTrue(HTMLStyle.css.contains("svg.chart{display:block;width:100%;max-width:100%;height:auto"))
    }

    func testTheClassTableScrollsInsideItsOwnBox() {
        XCTAssertTrue(html.contains("<div class=\"scroll\"><table class=\"class\">"))
        XCTAssertTrue(HTMLStyle.css.contains(".scroll{overflow-x:auto;max-width:100%;"))
    }

    func testNoLengthInTheStyleIsWiderThanAPhoneExceptAsALimit() {
        // Every length above 390 px, with what comes before it: only maximums, a media query's
        // bound, and a grid column that is never wider than its container, may hold one.
        let css = HTMLStyle.css
        let regex = try! NSRegularExpression(pattern: #"(?<![0-9.])(\d+)px"#)
        let wide = regex.matches(in: css, range: NSRange(css.startIndex..., in: css)).compactMap { match -> String? in
            let number = Range(match.range(at: 1), in: css)!
            guard Int(css[number])! > 390 else { return nil }
            let start = css.index(number.lowerBound, offsetBy: -16, limitedBy: css.startIndex) ?? css.startIndex
            return String(css[start..<number.upperBound].split(whereSeparator: { ";{ ".contains($0) }).last!)
        }
        XCTAssertEqual(Set(wide), ["max-width:1200", "minmax(min(100%,420", "(max-width:600"], "\(wide)")
    }
}
