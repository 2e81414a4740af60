import Foundation
import MemorizeGrading

/// What the game process wrote, sorted out: its frames, its lines for the tool
/// (`memorize-play: …`), and, after a crash, the runtime's message and the first place in
/// the student's own files on the crashed thread's backtrace.
struct PlayTranscript: Equatable {
    var frames = ""
    var messages: [String] = []
    /// "Index out of range", or the message of the student's own `fatalError`.
    var fatalError: String?
    var crashSite: CrashSite?

    static let messagePrefix = "memorize-play: "

    /// `package` is the game's scratch package, whose submission folder the backtrace names.
    static func parse(_ output: String, package: ScratchPackage) -> PlayTranscript {
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
                if transcript.crashSite == nil, let site = CrashSite.parse(line, package: package) { transcript.crashSite = site }
                continue
            }
            frameLines.append(line)
        }
        transcript.frames = frameLines.isEmpty ? "" : frameLines.joined(separator: "\n") + "\n"
        return transcript
    }
}
