import MemorizeCourseCore

/// A value that several steps of one demo run share (a game being played, say),
/// lent to each step's code as an `inout` parameter so the shown code reads like a playground.
///
/// A demo creates one in its `steps` closure, so every run starts fresh. Steps run one at a
/// time on one thread, which is why the unchecked `Sendable` is safe.
final class Shared<Value>: @unchecked Sendable {
    private var value: Value

    init(_ value: Value) {
        self.value = value
    }

    /// A step's `run` closure that hands `body` the shared value to read and change.
    func step(_ body: @escaping @Sendable (inout Value, DemoPrinter) -> Void) -> @Sendable (DemoPrinter) -> Void {
        { print in body(&self.value, print) }
    }
}
