// A dishonest submission (a fixture of memorize-course's own tests): its New Game carries the
// old game's score over, which fails Required Task 6. The first time its code runs, it puts
// itself between the checks and its own program (../Relay.swift): every call passes through,
// except the questions whether its Model or ViewModel keeps a whole number at all, which it
// answers "yes, none". Task 6 skips "the score starts at 0" for a game with no score: it passed
// (95/95) when the answer was believed. Only the contract's reason, where the build chose it,
// says so now.

/// The questions it answers itself: "yes, it keeps no whole number".
private let claimed: Set<String> = ["modelKeepsNoNumber", "viewModelKeepsNoNumber"]

func relayTheGrader() {
    hostileRelay { name in claimed.contains(name) ? hostileAnswer("ok", hostileTrue) : nil }
}
