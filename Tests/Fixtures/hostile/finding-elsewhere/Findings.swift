// A dishonest submission (a fixture of memorize-course's own tests): the starter, whose program
// takes over its conversation with the checks (../Relay.swift) and answers every call with a
// finding this build can give when the checks make a game of a new theme (no theme kept where
// they can copy it): true or not there, it is no answer to reading the cards or choosing one,
// whose code never copies a theme.

private let finding = "EmojiMemoryGame keeps no theme the checks can copy"

func hostileHook() {
    hostileRelay { _ in hostileAnswer("gap", hostileString(finding)) }
}
