/// How a demo step looks in the terminal.
public struct DemoStepRenderer {
    let width: Int
    /// Code may use the whole terminal, as on a lesson page.
    let codeWidth: Int
    let styler: Styler

    public init(terminal: TerminalInfo) {
        width = min(terminal.width, MarkdownRenderer.maximumProseWidth)
        codeWidth = terminal.width
        styler = Styler(enabled: terminal.usesColor)
    }

    public func demoHeader(_ demo: Demo, stepCount: Int) -> String {
        let title = "Demo \(demo.id) · \(demo.title) · lesson \(demo.lesson) · \(stepCount) step\(stepCount == 1 ? "" : "s")"
        return styler.apply(.bold, to: title) + "\n" + styler.apply(.cyan, to: String(repeating: "═", count: min(width, DisplayWidth.of(title)))) + "\n\n"
    }

    /// The step's title, explanation and code; `outputHeading()` follows, after a question if
    /// the step asks one.
    public func stepHeader(_ step: DemoStep, of demo: Demo, number: Int, count: Int) -> String {
        let wrapper = TextWrapper(styler: styler)
        let label = "── \(demo.id) · step \(number) of \(count): \(step.title) "
        let rule = String(repeating: "─", count: max(0, width - DisplayWidth.of(label)))
        var text = styler.apply(.bold, .cyan, to: label) + styler.apply(.cyan, to: rule) + "\n\n"
        text += wrapper.wrap(InlineParser.parse(step.explanation), width: width).joined(separator: "\n") + "\n\n"
        text += CodeWrapper.swiftBlock(step.code, width: codeWidth, styler: styler).joined(separator: "\n") + "\n\n"
        return text
    }

    /// The heading above what a step printed.
    public func outputHeading() -> String {
        styler.apply(.green, .bold, to: "  ▶ output") + "\n"
    }

    public func nothingPrinted() -> String {
        styler.apply(.dim, to: "    (prints nothing)") + "\n\n"
    }

    /// Printed text, indented under the output heading.
    public func text(_ text: String) -> String {
        text.lines(keepingTrailingEmpty: false).map { "    " + styler.apply(.green, to: $0) }.joined(separator: "\n") + "\n"
    }

    /// One frame: its label, then its picture.
    public func frameLines(_ picture: String, label: String) -> [String] {
        ["    " + styler.apply(.dim, to: "[\(label)]")] + picture.lines(keepingTrailingEmpty: false).map { "    " + $0 }
    }

    public func prompt(canGoBack: Bool, isLast: Bool) -> String {
        let choices = (isLast ? "Enter: finish" : "Enter: next") + (canGoBack ? " · b: back" : "") + " · q: quit"
        return styler.apply(.dim, to: "[\(choices)] ")
    }

    /// Above the first step shown when a stopped run picks up where it was.
    func resuming(at stop: DemoPlayer.Stop, showingDemo: Bool) -> String {
        let place = (showingDemo ? "\(stop.demo.id), " : "") + "step \(stop.index + 1) of \(stop.count)"
        return styler.apply(.yellow, to: "Resuming at \(place) (--from-start to begin again).") + "\n\n"
    }

    /// After q: where the run stopped and how to carry on.
    func stopped(at stop: DemoPlayer.Stop, run: String, remembered: Bool) -> String {
        let command = "memorize-course \(run) --step"
        let place = "Stopped at \(stop.demo.id), step \(stop.index + 1) of \(stop.count)."
        return "\n" + place + (remembered ? " '\(command)' resumes here." : " Start again with: \(command)") + "\n"
    }

    /// After the last step: what to run next.
    public func footer(after demo: Demo, allDemos: [Demo]) -> String {
        var text = styler.apply(.bold, to: "Done: \(demo.id).")
        if let index = allDemos.firstIndex(where: { $0.id == demo.id }), index + 1 < allDemos.count {
            let next = allDemos[index + 1]
            text += "\nNext: " + styler.apply(.yellow, to: "memorize-course demo \(next.id)") + " (\(next.title))"
        }
        return text + "\n"
    }
}
