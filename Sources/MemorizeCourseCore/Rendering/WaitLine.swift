import Foundation
import MemorizeGrading

/// One line on a terminal for a wait that may be long (a cold build of the checks, the first
/// `play`): the phase grading reports (`GradingPhase`) and the seconds so far, redrawn in place
/// with a carriage return and clear-line, and cleared when the wait ends, so nothing of it is
/// left on screen. It appears only once the wait passes `delay` (a re-check of half a second
/// shows nothing), and never when output is piped: scripts and tests read that output.
final class WaitLine: @unchecked Sendable {
    private let sink: TextSink
    private let title: String
    private let width: Int
    private let now: () -> Date
    private let delay: Double
    private let started: Date
    private let lock = NSLock()
    private var phase: GradingPhase?
    private var shown = false
    private var finished = false

    /// `title` starts the line ("Checking assignment2"); `now` is the context's clock.
    init(sink: TextSink, title: String, width: Int, now: @escaping () -> Date, delay: Double = 1) {
        self.sink = sink
        self.title = title
        self.width = width
        self.now = now
        self.delay = delay
        started = now()
    }

    /// Where grading reports its phases: the line follows them.
    var progress: GradingProgress {
        { [self] phase in
            lock.lock(); defer { lock.unlock() }
            self.phase = phase
            if shown { draw() }
        }
    }

    /// Draws the line if the wait has passed `delay`; the ticker calls it a few times a second.
    func tick() {
        lock.lock(); defer { lock.unlock() }
        guard !finished, now().timeIntervalSince(started) >= delay else { return }
        draw()
    }

    /// Ends the wait: clears the line if it was drawn, and draws no more.
    func finish() {
        lock.lock(); defer { lock.unlock() }
        guard !finished else { return }
        finished = true
        if shown { sink.write("\r\u{1B}[2K"); sink.flush() }
    }

    /// The line's text, without the escapes that redraw it.
    func line() -> String {
        let seconds = Int(now().timeIntervalSince(started))
        let words = phase.map(Self.words) ?? "getting ready"
        let text = "\(title): \(words)… \(seconds) s"
        return String(text.prefix(max(width - 1, 10)))
    }

    private func draw() {
        guard !finished else { return }
        shown = true
        sink.write("\r\u{1B}[2K" + line())
        sink.flush()
    }

    /// How each phase reads on the line.
    static func words(_ phase: GradingPhase) -> String {
        switch phase {
        case .buildingChecks: "building the checks (the first time takes 10–20 s)"
        case .compilingYourCode: "compiling your code"
        case .runningTasks(let finished, let total) where finished < total: "running task \(finished + 1) of \(total)"
        case .runningTasks(_, let total): "ran \(total) task\(total == 1 ? "" : "s")"
        case .findingCrashSite(let task): "finding where \(CheckReport.taskNumber(task)) crashed"
        case .buildingGame: "building your game (the first time takes 10–20 s)"
        case .waitingForBuild(holder: "warm"): "building the checks (started by 'start')"
        case .waitingForBuild: "waiting for another check of this exercise to end"
        }
    }
}

extension CommandContext {
    /// Runs `body`, a wait that may be long, with a `WaitLine` titled `title` on a terminal and
    /// nothing at all otherwise; `body` gets where to report its phases.
    func showingWait<T>(_ title: String, _ body: (@escaping GradingProgress) throws -> T) rethrows -> T {
        guard terminal.outputIsTerminal else { return try body { _ in } }
        let line = WaitLine(sink: stdout, title: title, width: terminal.width, now: now)
        let ticker = Thread { [line] in
            while !Thread.current.isCancelled {
                Thread.sleep(forTimeInterval: 0.25)
                line.tick()
            }
        }
        ticker.start()
        defer {
            ticker.cancel()
            line.finish()
        }
        return try body(line.progress)
    }
}
