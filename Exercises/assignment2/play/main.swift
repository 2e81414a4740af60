#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// `memorize-course play` builds this with the student's Model and ViewModel and runs it:
//   Play [--moves "⚽ ⚽ n q"] [--theme NAME] [--size COLUMNSxROWS] [--color]
// Without --moves it plays on the terminal. Lines on standard error that start with
// "memorize-play: " are for the tool, which shows them once the terminal is restored.
// Exit status: 0 played, 3 the View was not told about a change, 64 a bad move or theme.

var arguments = Array(CommandLine.arguments.dropFirst())
func option(_ name: String) -> String? {
    guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return nil }
    return arguments[index + 1]
}
let moves = option("--moves")
let color = arguments.contains("--color")
let size = option("--size").map { $0.split(separator: "x").compactMap { Int($0) } } ?? []

/// Writes straight to a file descriptor: nothing is left in a buffer if the student's code crashes.
func emit(_ text: String, to descriptor: Int32 = 1) {
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
        let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        if written < 0 && errno == EINTR { continue }
        if written <= 0 { return }
        bytes = bytes.dropFirst(written)
    }
}

/// A line for the tool to show the student.
func tell(_ line: String) { emit("memorize-play: \(line)\n", to: 2) }

/// A new game, through the contract's façade; with --theme, new games until one has that theme
/// (where the themes are kept is the student's choice, so they are found by playing).
func newViewModel() -> ContractViewModel {
    StudentCode.enter("EmojiMemoryGame()")
    defer { StudentCode.leave() }
    do {
        return try ContractViewModel()
    } catch {
        tell(studentWords(error))
        exit(64)
    }
}

var game = newViewModel()
if let name = option("--theme") {
    var seen: [String] = []
    for _ in 0..<1000 {
        let theme = (try? game.themeName) ?? ""
        if theme == name { break }
        if !seen.contains(theme) { seen.append(theme) }
        game = newViewModel()
    }
    if (try? game.themeName) != name {
        tell("there is no theme \"\(name)\"; the themes of 1000 new games were " + seen.sorted().map { "\"\(ShownText.line($0))\"" }.joined(separator: ", "))
        exit(64)
    }
}
// A part the student's code lacks is drawn empty; say which, once. Cards that cannot be read
// (a `MemoryGame<Character>`, say) are that, not a Model that deals none (rt24c).
var cardsUnread = false
for (what, read) in [("the cards", { _ = try game.cards }), ("the score", { _ = try game.score }), ("the theme's name", { _ = try game.themeName }),
                     ("the theme's colour", { _ = try game.themeColor })] as [(String, () throws -> Void)] {
    do { try read() } catch { tell("\(what) cannot be shown: " + studentWords(error)); cardsUnread = cardsUnread || what == "the cards" }
}
let view = GameView(game: game)
if view.shown.cards.isEmpty, !cardsUnread { tell(GameOver.noCards) }

if let moves {
    let width = size.count == 2 ? size[0] : 80
    let height = size.count == 2 ? size[1] : 24
    exit(ScriptedGame(view: view, screen: Screen(width: width, height: height - 2, color: color)).play(moves))
} else {
    exit(InteractiveGame(view: view, color: color).play())
}
