// A dishonest submission (a fixture of memorize-course's own tests): the first time its code
// runs, it takes over its program's conversation with the checks (../Relay.swift) and answers
// every call with an error whose words are what XCTest prints when a check stops at a part of
// the assignment the code lacks. When the grader read "not graded" off a failure's text, every
// failure became a task not graded; only the recorder's own "gap" record says so.

private let claim = "threw error \"contract: MemoryGame has no score: an `Int` property (or a method giving one) named like `score` or `points`"

func hostileHook() {
    hostileRelay { _ in hostileAnswer("error", hostileString(claim)) }
}
