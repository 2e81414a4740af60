import Foundation

/// Results written by concurrent workers, each to its own slot.
final class ResultSlots<Value>: @unchecked Sendable {
    private var slots: [Value?]
    private let lock = NSLock()

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ value: Value) {
        lock.lock(); slots[index] = value; lock.unlock()
    }

    /// Every slot's value: call once all workers are done.
    var values: [Value] {
        lock.lock(); defer { lock.unlock() }
        return slots.map { $0! }
    }
}
