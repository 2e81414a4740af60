// A dishonest submission (a fixture of memorize-course's own tests): the reference solution
// without the view model's `shuffle()` (which the assignment does not ask for), whose program
// takes over its conversation with the checks (../Relay.swift) the first time a game is made
// and answers every later call with the words of that part's stub, a fact of this build. They
// are true of shuffling, and no answer to reading the cards, choosing one or scoring, whose
// code never shuffles: there they are the program's wrong answer, and its tasks fail.

private let claim = "EmojiMemoryGame has no intent `shuffle()` (it need not: the assignment does not ask for one)"

func claimEverywhere() {
    hostileRelay { _ in hostileAnswer("gap", hostileString(claim)) }
}
