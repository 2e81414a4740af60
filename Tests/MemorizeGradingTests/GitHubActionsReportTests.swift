import Foundation
import Testing
@testable import MemorizeGrading

/// GitHub's workflow-command escaping and the places read out of compile errors (Swift Testing).
struct GitHubActionsReportTests {
    @Test func messagesAndPropertiesAreEscapedAsTheRunnerReadsThem() {
        #expect(GitHubActionsReport.data("50% done\nnext") == "50%25 done%0Anext")
        #expect(GitHubActionsReport.property("Task 1: a, b") == "Task 1%3A a%2C b")
        #expect(GitHubActionsReport.cell("a | b\nc") == "a \\| b c")
        #expect(GitHubActionsReport.cell("<h2>95/95</h2> & <img src=x>") == "&lt;h2&gt;95/95&lt;/h2&gt; &amp; &lt;img src=x&gt;")
    }

    /// A student's words in the summary are shown as they are, never read as Markdown or HTML.
    @Test func aMessageIsACodeSpanThatMarkdownMakesNothingOf() {
        #expect(GitHubActionsReport.quoted("expected 2, but it is 0") == "`expected 2, but it is 0`")
        #expect(GitHubActionsReport.quoted("![img](http://evil.example/t.png) <b>x</b>") == "`![img](http://evil.example/t.png) <b>x</b>`")
        #expect(GitHubActionsReport.quoted("a | b\nc") == "`a \\| b c`")
        #expect(GitHubActionsReport.quoted("a `b` c") == "``a `b` c``")
        #expect(GitHubActionsReport.quoted("``x``") == "``` ``x`` ```")
    }

    /// The scorecard quotes the student's words, which the runner would read as commands at a
    /// line's start (rt15b: a theme named "::error::…" wrapped onto lines of its own, and
    /// "::stop-commands::" silenced the tool's own annotations): it is printed with commands off.
    @Test func theScorecardIsPrintedWithWorkflowCommandsOff() {
        let shown = GitHubActionsReport.inert("Task 4: themes (\"\n             ::error::Task 1 passed\n             ::stop-commands::zz\").\n", token: "T0K3N")
        let lines = shown.split(separator: "\n").map(String.init)
        #expect(lines.first == "::stop-commands::T0K3N")
        #expect(lines.last == "::T0K3N::")
        #expect(lines.dropFirst().dropLast().allSatisfy { !$0.hasPrefix("::T0K3N") }, "only the tool ends the block")
        #expect(GitHubActionsReport.inert("no newline", token: "t").hasSuffix("no newline\n::t::\n"))
        #expect(GitHubActionsReport.inert("a").contains("::stop-commands::") && GitHubActionsReport.inert("a") != GitHubActionsReport.inert("a"),
                "a fresh token each time")
    }

    @Test func aCompileErrorsPlaceIsItsFileLineAndColumn() {
        let place = GitHubActionsReport.place(of: "Model/MemoryGame.swift:12:5: error: cannot find 'x' in scope")
        #expect(place?.file == "Model/MemoryGame.swift" && place?.line == 12 && place?.column == 5)
        #expect(place?.message == "error: cannot find 'x' in scope")
        #expect(GitHubActionsReport.place(of: "MemoryGame.swift:3: a refusal without a column")?.column == nil)
        #expect(GitHubActionsReport.place(of: "the checks could not be built") == nil)
    }
}
