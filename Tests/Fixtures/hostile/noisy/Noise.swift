import Foundation

// A hostile submission (a fixture of memorize-course's own tests): the reference solution, but
// its Model's shuffle() calls the first of these and its New Game the second.

/// Floods the grader with output, without end.
func floodTheGrader() -> Never {
    let line = String(repeating: "shuffling… ", count: 100)
    while true { print(line) }
}

/// A crash whose message clears the instructor's screen and rewrites the score.
func crashWithEscapeCodes() -> Never {
    fatalError("\u{1B}[2J\u{1B}[H\u{1B}[32mScore 95/95\u{1B}[0m")
}
