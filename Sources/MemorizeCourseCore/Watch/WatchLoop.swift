/// What a key press in watch mode asks for.
public enum WatchKey: Equatable, Sendable {
    case hint
    /// Hide the hint pinned under the scorecard.
    case dismiss
    case quit
    case other
}

/// Reads single key presses without waiting for Enter.
public protocol KeyInput: AnyObject {
    /// The next key, or nil when none was pressed within `seconds`.
    func nextKey(waitingAtMost seconds: Double) -> Character?
}

/// The watch loop: check once, then check again whenever the folder changes. A change while
/// a check runs leads to exactly one more check afterwards, however many saves there were:
/// runs never stack up.
public struct WatchLoop {
    public var snapshot: () -> FolderSnapshot
    public var check: () -> Void
    public var keys: KeyInput
    public var onHint: () -> Void
    public var onDismiss: () -> Void
    /// How often the folder is looked at; changes are noticed within this time.
    public var pollInterval: Double

    public init(snapshot: @escaping () -> FolderSnapshot, check: @escaping () -> Void, keys: KeyInput,
                onHint: @escaping () -> Void, onDismiss: @escaping () -> Void = {}, pollInterval: Double = 0.25) {
        self.snapshot = snapshot
        self.check = check
        self.keys = keys
        self.onHint = onHint
        self.onDismiss = onDismiss
        self.pollInterval = pollInterval
    }

    public static func key(_ character: Character) -> WatchKey {
        switch character {
        case "h", "H": .hint
        case "x", "X", "\u{1B}": .dismiss // x, Escape
        case "q", "Q", "\u{03}", "\u{04}": .quit // q, Ctrl-C, Ctrl-D
        default: .other
        }
    }

    /// Runs until the student presses q.
    public func run() {
        var checked = snapshot() // taken before the check, so saves during it are seen afterwards
        check()
        while true {
            if let character = keys.nextKey(waitingAtMost: pollInterval) {
                switch Self.key(character) {
                case .quit: return
                case .hint: onHint()
                case .dismiss: onDismiss()
                case .other: break
                }
            }
            let current = snapshot()
            if current != checked {
                checked = current
                check()
            }
        }
    }
}
