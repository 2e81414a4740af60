import Foundation

/// Where a crash happened in the student's own code, read from the Swift runtime's backtrace
/// (`SWIFT_BACKTRACE`): the first frame of the crashed thread that lies in the submission's
/// files, so a crash is named at the student's file and line as a compile error is.
public struct CrashSite: Equatable, Sendable {
    /// The file's path inside the submission folder, e.g. `MemoryGame.swift`.
    public var file: String
    public var line: Int
    /// The function as the backtrace names it: `MemoryGame.shuffle()`.
    public var function: String?

    public init(file: String, line: Int, function: String? = nil) {
        self.file = file
        self.line = line
        self.function = function
    }

    /// What turns the runtime's backtracer on, plain and short: only the crashed thread, no
    /// registers or images, and no waiting for a debugger.
    public static let backtraceSetting = "enable=yes,interactive=no,color=no,threads=crashed,registers=none,images=none"

    /// The first frame in `package`'s submission in a crash report, if any is.
    public static func first(in output: String, package: ScratchPackage) -> CrashSite? {
        for line in output.lines(keepingTrailingEmpty: false) {
            if let site = parse(line, package: package) { return site }
        }
        return nil
    }

    /// One backtrace frame:
    /// `5 [ra] 0x… MemoryGame.shuffle() + 684 in GradingPackageTests at /…/Sources/Submission/MemoryGame.swift:50:19`.
    public static func parse(_ line: String, package: ScratchPackage) -> CrashSite? {
        guard let at = line.range(of: " at /", options: .backwards) else { return nil }
        let location = line[line.index(before: at.upperBound)...]
        let parts = location.split(separator: ":")
        guard parts.count >= 2, let number = Int(parts[1]),
              case (.submission, let relative)? = package.role(ofPath: String(parts[0])) else { return nil }
        var function: String?
        if let address = line.range(of: " 0x"), let plus = line.range(of: " + ", range: address.upperBound..<at.lowerBound) {
            let name = line[address.upperBound..<plus.lowerBound].drop { !$0.isWhitespace }.trimmingCharacters(in: .whitespaces)
            if !name.isEmpty { function = name }
        }
        return CrashSite(file: relative, line: number, function: function)
    }
}

extension RequirementRunner {
    /// The CPU seconds a crashed task's second run may take beyond its limit: the backtracer
    /// symbolicates the crashed thread, which takes a few.
    static let backtraceSeconds = 30.0

    /// The task crashed in the Swift runtime (a trap: an index out of range, a force-unwrapped
    /// nil, the student's `fatalError`), not for a limit or an exit: its crash has a site.
    /// `programCrashed`: the student's program, run apart from the checks, crashed (the checks did not).
    static func crashedInTheRuntime(_ result: CheckReport.Requirement, _ outcome: ProcessOutcome, programCrashed: Bool = false) -> Bool {
        result.status == .failed && result.cause == .crashed && (outcome.signaled || programCrashed) && !outcome.timedOut && !outcome.overflowed
            && result.message.hasPrefix("crashed")
    }

    /// ", at MemoryGame.swift:44 in MemoryGame.shuffle()": what a crash message gains.
    static func words(_ site: CrashSite, file: String) -> String {
        ", at \(file):\(site.line)" + (site.function.map { " in \($0)" } ?? "")
    }
}
