import Foundation

/// A runnable lecture demo: a sequence of steps, each with an explanation, the Swift code it
/// shows, and that same code compiled into a closure that runs when the step is shown.
///
/// The code text and the closure are written side by side in the demo's source file;
/// `DemoSourceFidelityTests` fails when the two drift apart.
public struct Demo: Sendable {
    /// The id students type: `memorize-course demo fast-food`.
    public let id: String
    /// A short title, shown in headers and listings.
    public let title: String
    /// The lesson this demo belongs to.
    public let lesson: Int
    /// The source file that declares the demo, for the fidelity test.
    public let sourceFile: String
    private let makeSteps: @Sendable () -> [DemoStep]

    /// Declares a demo. `steps` is called once per run, so steps may share fresh state
    /// (a game being played, say) created inside it.
    public init(
        id: String,
        title: String,
        lesson: Int,
        sourceFile: String = #filePath,
        steps: @escaping @Sendable () -> [DemoStep]
    ) {
        self.id = id
        self.title = title
        self.lesson = lesson
        self.sourceFile = sourceFile
        self.makeSteps = steps
    }

    /// A fresh set of steps for one run of the demo.
    public func steps() -> [DemoStep] { makeSteps() }
}

/// One step of a demo: what it teaches, the code it shows, and the code that runs.
public struct DemoStep: Sendable {
    /// A few words, shown in the step's header.
    public let title: String
    /// One or two sentences in plain words; wrapped to the terminal's width.
    public let explanation: String
    /// The Swift code the step shows. It must appear, line for line, as real code in the
    /// demo's source file (outside string literals).
    public let code: String
    /// One change worth making to this step's code in `demo ID --edit`, and what it shows
    /// ("make `oneAndOnly` return `first` always and run again: the pair now counts as one").
    public let tryThis: String?
    /// A question asked in `--step` before the step's output is shown, so the student commits
    /// to a guess first.
    public let predict: DemoPrediction?
    /// Runs the step. Everything the shown code prints goes through `print`.
    public let run: @Sendable (DemoPrinter) -> Void

    public init(
        _ title: String,
        explanation: String,
        code: String,
        tryThis: String? = nil,
        predict: DemoPrediction? = nil,
        run: @escaping @Sendable (DemoPrinter) -> Void
    ) {
        self.title = title
        self.explanation = explanation
        self.code = code
        self.tryThis = tryThis
        self.predict = predict
        self.run = run
    }
}

/// A predict-then-run question: what will this step's code print? The student picks one of
/// `choices` before the output appears, then is told whether the guess was right.
public struct DemoPrediction: Sendable {
    /// The question, such as "What do the three lines print?".
    public let question: String
    /// The options, as short as the output they stand for.
    public let choices: [String]
    /// Index into `choices` of the right one.
    public let answer: Int
    /// One sentence on why, shown after the guess, right or wrong.
    public let why: String

    public init(_ question: String, choices: [String], answer: Int, why: String) {
        self.question = question
        self.choices = choices
        self.answer = answer
        self.why = why
    }
}

/// Collects what a step prints. Demo closures name their parameter `print`, so the shown
/// code reads `print(menuItem)` exactly as it would in a playground.
public final class DemoPrinter: @unchecked Sendable {
    /// Printed text, or one frame of an animation (a small multi-line picture).
    public enum Event: Equatable, Sendable {
        case text(String)
        case frame(String, label: String)
    }

    // A step runs on one thread; the lock only guards against a demo that prints from a callback.
    private var recorded: [Event] = []
    private let lock = NSLock()

    public init() {}

    /// Prints like Swift's `print`: items joined by `separator`, ended by `terminator`.
    public func callAsFunction(_ items: Any..., separator: String = " ", terminator: String = "\n") {
        let line = items.map { String(describing: $0) }.joined(separator: separator) + terminator
        lock.lock(); defer { lock.unlock() }
        if case let .text(previous)? = recorded.last {
            recorded[recorded.count - 1] = .text(previous + line)
        } else {
            recorded.append(.text(line))
        }
    }

    /// Records one frame of an animation, with a label such as "t = 0.40 s". On a terminal the
    /// player draws a step's frames in place, one after another; piped, it prints them in order.
    public func frame(_ picture: String, label: String) {
        lock.lock(); recorded.append(.frame(picture, label: label)); lock.unlock()
    }

    /// Everything recorded, in order.
    public var events: [Event] {
        lock.lock(); defer { lock.unlock() }
        return recorded
    }

    /// Everything printed, with frames written out one after another.
    public var output: String {
        events.map { event in
            switch event {
            case let .text(text): text
            case let .frame(picture, label): "[\(label)]\n" + picture + (picture.hasSuffix("\n") ? "" : "\n")
            }
        }.joined()
    }
}
