/// The code of a "what does this print?" question: the Swift it shows, and that same code
/// compiled into the tool as a closure, so the answer key can be checked against what really
/// runs. Declared in the MemorizeDemos target; `QuizSnippetFidelityTests` checks that the
/// shown code is the code in the closure, as `DemoSourceFidelityTests` does for demos.
public struct QuizSnippet: Sendable {
    /// The id a quiz file names in `"snippet"`.
    public let id: String
    /// The Swift code shown to the student. Every line must occur, in order, as real code in
    /// `sourceFile` (outside string literals).
    public let code: String
    /// The source file that declares the snippet, for the fidelity test.
    public let sourceFile: String
    private let body: @Sendable (DemoPrinter) -> Void

    /// Declares a snippet. The closure names its parameter `print`, so the code reads as a playground would.
    public init(_ id: String, sourceFile: String = #filePath, code: String, run: @escaping @Sendable (DemoPrinter) -> Void) {
        self.id = id
        self.code = code
        self.sourceFile = sourceFile
        self.body = run
    }

    /// Runs the code and returns what it printed, without the final newline.
    public func output() -> String {
        let printer = DemoPrinter()
        body(printer)
        var text = printer.output
        if text.hasSuffix("\n") { text.removeLast() }
        return text
    }
}
