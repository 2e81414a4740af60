/// How a command ends. Kept apart so "the student's code fails" (1) never looks like
/// "the tool broke" (2) or "you typed it wrong" (64).
public enum ExitCode: Int32, Sendable {
    case success = 0
    case failure = 1
    case toolError = 2
    case usage = 64
}

