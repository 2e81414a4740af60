import Foundation
import MemorizePlatform

/// A command `start` runs in the background (`warm`) leaves the terminal's session as it begins,
/// so that closing the terminal (its hangup) does not stop it: `setsid(2)`, which both systems
/// have, asked for by the variable its starter sets. Only a process that leads no group can.
enum DetachedSession {
    static let variable = "MEMORIZE_COURSE_DETACHED"

    /// Begins a session of its own when `environment` asks; true when it did.
    @discardableResult
    static func beginIfAsked(_ environment: [String: String]) -> Bool {
        guard environment[variable] == "1" else { return false }
        return setsid() != -1
    }
}
