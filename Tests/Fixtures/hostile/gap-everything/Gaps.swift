// A dishonest submission (a fixture of memorize-course's own tests): the first time its code
// runs, it takes over its program's conversation with the checks (../Relay.swift) and answers
// every call with "gap" and the words of a part of the assignment, as if its code lacked that
// part: failures would become tasks not graded. The checks believe only the gaps the build of
// its code can have.

private let claim = "MemoryGame has no score: an `Int` property (or a method giving one) named like `score` or `points`"

func hostileHook() {
    hostileRelay { _ in hostileAnswer("gap", hostileString(claim)) }
}
