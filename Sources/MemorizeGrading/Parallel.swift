import Foundation

/// Runs `body` for each index, at most `width` at a time, and returns when all are done. For
/// work that mostly waits on child processes, where `concurrentPerform`'s one thread per core
/// would leave cores idle while a process starts or ends.
enum Parallel {
    static func forEach(_ count: Int, width: Int, _ body: @escaping @Sendable (Int) -> Void) {
        guard count > 0 else { return }
        let slots = DispatchSemaphore(value: max(1, width))
        let group = DispatchGroup()
        for index in 0..<count {
            slots.wait()
            group.enter()
            Thread.detachNewThread {
                body(index)
                slots.signal()
                group.leave()
            }
        }
        group.wait()
    }

    /// Two per core: a check's process spends much of its short life starting and ending.
    static var processWidth: Int { max(2, 2 * ProcessInfo.processInfo.activeProcessorCount) }
}
