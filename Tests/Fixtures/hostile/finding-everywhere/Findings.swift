// A dishonest submission (a fixture of memorize-course's own tests): the starter, whose program
// takes over its conversation with the checks (../Relay.swift) and answers every call with a
// finding the contract really has, words it throws when running the code shows something
// (here: a theme kept as `static var currentTheme: Theme?` is nil after a deal). Believed from
// any call, every failure became a task not graded. This build keeps no such theme, so no
// call of its code can throw those words.

private let finding = "EmojiMemoryGame's current theme is nil after a game was dealt"

func hostileHook() {
    hostileRelay { _ in hostileAnswer("gap", hostileString(finding)) }
}
