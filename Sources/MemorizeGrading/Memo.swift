import Foundation

/// Values worked out once per process and looked up by key (a digest of their inputs), from any thread.
final class Memo<Value>: @unchecked Sendable {
    private var values: [String: Value] = [:]
    private let lock = NSLock()

    func value(_ key: String) -> Value? {
        lock.lock(); defer { lock.unlock() }
        return values[key]
    }

    func set(_ key: String, _ value: Value) {
        lock.lock(); defer { lock.unlock() }
        values[key] = value
    }
}
