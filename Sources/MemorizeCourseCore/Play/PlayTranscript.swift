import Foundation

/// What the game process wrote, sorted out: its frames, its lines for the tool
/// (`memorize-play: …`), and, after a crash, the runtime's message and the first place in
/// the student's own files on the crashed thread's backtrace.
struct PlayTranscript: Equatable {
    /// Where a crash happened in the student's code.
    struct CrashSite: Equatable {
        /// The file's path inside the submission folder, e.g. `MemoryGame.swift`.
        var file: String
        var line: Int
        /// The function, as the backtrace names it: `MemoryGame.shuffle()`.
        var function: String?
    }

    var frames = ""
    var messages: [String] = []
    /// "Index out of range", or the message of the student's own `fatalError`.
    var fatalError: String?
    var crashSite: CrashSite?

    static let messagePrefix = "memorize-play: "

    static func parse(_ output: String) -> PlayTranscript {
        var transcript = PlayTranscript()
        var frameLines: [String] = []
        var inCrashReport = false
        for line in output.lines(keepingTrailingEmpty: false) {
            if line.hasPrefix(messagePrefix) {
                transcript.messages.append(String(line.dropFirst(messagePrefix.count)))
                continue
            }
            if let range = line.range(of: "Fatal error") {
                inCrashReport = true
                if transcript.fatalError == nil {
                    let detail = line[range.upperBound...].drop { $0 == ":" || $0 == " " }
                    transcript.fatalError = detail.isEmpty ? "Fatal error" : String(detail)
                }
                continue
            }
            if line.hasPrefix("*** ") || line.hasPrefix("💣") { inCrashReport = true }
            if inCrashReport {
                if transcript.crashSite == nil, let site = crashSite(in: line) { transcript.crashSite = site }
                continue
            }
            frameLines.append(line)
        }
        transcript.frames = frameLines.isEmpty ? "" : frameLines.joined(separator: "\n") + "\n"
        return transcript
    }

    /// A backtrace frame in the student's code:
    /// `5 [ra] 0x… MemoryGame.shuffle() + 684 in Play at /…/Sources/Submission/MemoryGame.swift:50:19`.
    static func crashSite(in line: String) -> CrashSite? {
        let marker = "/Sources/Submission/"
        guard let at = line.range(of: " at ", options: .backwards),
              let start = line.range(of: marker, range: at.upperBound..<line.endIndex) else { return nil }
        let location = line[start.upperBound...].split(separator: ":")
        guard location.count >= 2, let number = Int(location[1]) else { return nil }
        var function: String?
        if let address = line.range(of: "0x"), let plus = line.range(of: " + ", range: address.upperBound..<at.lowerBound) {
            let afterAddress = line[address.upperBound..<plus.lowerBound].drop { !$0.isWhitespace }
            let name = afterAddress.trimmingCharacters(in: .whitespaces)
            if !name.isEmpty { function = name }
        }
        return CrashSite(file: String(location[0]), line: number, function: function)
    }
}
