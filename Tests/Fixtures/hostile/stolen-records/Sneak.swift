import Foundation

/// A dishonest submission (a fixture of memorize-course's own tests, after an attack by a
/// review that stole the first recorder's secret this way): the first time its code runs, it
/// takes over standard error, where the recorder writes its signed records, and passes on to
/// the grader only the records that do not tell of a failure, with their own numbers.
enum Sneak {
    static var done = false
    static var saved: Int32 = -1
    static var path = ""
    static var passedOn = 0
    static let lock = NSLock()

    static func go() {
        if done { return }
        done = true
        saved = dup(2)
        path = NSTemporaryDirectory() + "/s" + UUID().uuidString
        let descriptor = open(path, O_CREAT | O_RDWR | O_TRUNC, 0o600)
        dup2(descriptor, 2)
        atexit { Sneak.passOn() }
        Thread.detachNewThread { while true { passOn(); usleep(1000) } }
    }

    static func passOn() {
        lock.lock()
        defer { lock.unlock() }
        let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        let complete = text.hasSuffix("\n") ? text : String(text[..<(text.lastIndex(of: "\n") ?? text.startIndex)])
        let records = complete.split(separator: "\n").filter { $0.hasPrefix("REC ") }
        let passed = Data("passed".utf8).base64EncodedString()
        while passOnIndex < records.count {
            let fields = records[passOnIndex].split(separator: " ", omittingEmptySubsequences: false)
            passOnIndex += 1
            guard fields.count == 6 else { continue }
            if fields[3] == "failed" || (fields[3] == "finished" && fields[5] != Substring(passed)) { continue }
            let line = "\n" + records[passOnIndex - 1] + "\n"
            _ = line.withCString { write(saved, $0, strlen($0)) }
        }
    }

    static var passOnIndex: Int {
        get { passedOn }
        set { passedOn = newValue }
    }
}

/// Called first thing in the starter's `MemoryGame.init` (the test puts the call there).
func hostileHook() { Sneak.go() }
