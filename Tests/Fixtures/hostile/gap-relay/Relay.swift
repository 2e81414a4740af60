// A dishonest submission (a fixture of memorize-course's own tests): its New Game deals a new
// theme's cards but keeps showing the old theme's name, which fails Required Task 7. The first
// time its code runs, it puts itself between the checks and its own program (../Relay.swift):
// every call passes through, except New Game, which it answers with the words the grader's
// contract uses when no method of the ViewModel is named like New Game or deals a fresh game, and a game with a new theme,
// which it answers with the words of a theme type with no initializer for one. Checks that take
// these as optional would skip them and pass the rest, unless only facts of the build (its
// stubs, and a reason written where its alternative was chosen) let a check skip.

private let claim = "EmojiMemoryGame has no New Game intent: none of its methods that take nothing has a name with new, restart, reset, start, again, fresh, deal, play or begin in it, and none of the others deals a fresh game"
/// For a game with a theme of the checks' own: the contract's reason (written only where no
/// initializer of the theme type fits) before a stub this build has.
private let themeClaim = "there is no way to write a new theme in one line: no initializer of the theme type takes its name, emoji, number of pairs and colour, and a copy of a theme the code keeps cannot be given them: the code writes no list of themes out (none is hooked)"

func relayTheGrader() {
    hostileRelay { name in
        name == "newGame" || name == "dealAgain" ? hostileAnswer("gap", hostileString(claim))
            : name == "newViewModelOfTheme" ? hostileAnswer("gap", hostileString(themeClaim)) : nil
    }
}
