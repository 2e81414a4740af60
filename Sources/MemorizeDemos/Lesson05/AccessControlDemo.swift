import MemorizeCourseCore

extension Lesson05 {
    /// A tiny model whose score anyone may read but only the model itself may change.
    struct Scoreboard {
        private(set) var score = 0          // anyone may read it; only Scoreboard may change it
        private var log: [String] = []      // nothing outside Scoreboard even sees it

        mutating func matched(_ content: String) {
            score += 2
            log.append("+2 for \(content)")
        }
        mutating func mismatched(_ content: String) {
            score -= 1
            log.append("-1 for \(content)")
        }
        fileprivate var lastEntry: String { log.last ?? "nothing yet" }   // any code in this file may ask
    }

    /// `access-control`: `private(set)`, `private` and `fileprivate` on a model.
    static let accessControl = Demo(id: "access-control", title: "Access control", lesson: 5) {
        [
            DemoStep(
                "private(set) and private",
                explanation: "`private(set)` makes a property read-only to everyone but its own type; `private` hides it completely. The lecture makes MemoryGame's `cards` `private(set)` so only the game's own rules can flip a card. `fileprivate` is looser than `private`: any code in the same file may use it.",
                code: #"""
                    struct Scoreboard {
                        private(set) var score = 0          // anyone may read it; only Scoreboard may change it
                        private var log: [String] = []      // nothing outside Scoreboard even sees it

                        mutating func matched(_ content: String) {
                            score += 2
                            log.append("+2 for \(content)")
                        }
                        mutating func mismatched(_ content: String) {
                            score -= 1
                            log.append("-1 for \(content)")
                        }
                        fileprivate var lastEntry: String { log.last ?? "nothing yet" }   // any code in this file may ask
                    }
                    """#,
                tryThis: "Change `private(set) var score` to `private var score` and run again: step 2's `board.score` no longer builds, because now reading is forbidden outside Scoreboard too.",
                run: { _ in }
            ),
            DemoStep(
                "Reading is allowed",
                explanation: "Code outside Scoreboard changes the score only through its methods, and may read it whenever it likes.",
                code: #"""
                    var board = Scoreboard()
                    board.matched("👻")
                    board.mismatched("🎃")
                    print("score:", board.score)
                    """#,
                tryThis: #"Add `board.matched("🎃")` before the print and run again: the score goes up to 3; Scoreboard's own methods are the only way to change it."#,
                predict: DemoPrediction(
                    "`score` is `private(set)`. What does the print show after one match and one mismatch?",
                    choices: ["score: 1", "score: 2", "an error: score is private(set)"],
                    answer: 0,
                    why: "`private(set)` hides only the setter: anyone may read the score, which the methods moved by +2 and -1."
                )
            ) { print in
                var board = Scoreboard()
                board.matched("👻")
                board.mismatched("🎃")
                print("score:", board.score)
            },
            DemoStep(
                "Writing is not",
                explanation: "The commented-out lines would not compile; the comments under them are the compiler's errors. Access control is checked when you build, so a View simply cannot cheat with the Model's data.",
                code: #"""
                    var board = Scoreboard()
                    board.matched("👻")
                    // board.score = 100
                    // error: cannot assign to property: 'score' setter is inaccessible
                    // print(board.log)
                    // error: 'log' is inaccessible due to 'private' protection level
                    print("score is still", board.score)
                    """#,
                tryThis: "Remove the `//` in front of `board.score = 100` and run again: the build stops with 'setter is inaccessible'. Put the `//` back and it runs."
            ) { print in
                var board = Scoreboard()
                board.matched("👻")
                // board.score = 100
                // error: cannot assign to property: 'score' setter is inaccessible
                // print(board.log)
                // error: 'log' is inaccessible due to 'private' protection level
                print("score is still", board.score)
            },
            DemoStep(
                "fileprivate",
                explanation: "`fileprivate` opens a member to all code in the same file, and to nothing else. This demo lives in Scoreboard's file, so it may ask for `lastEntry`; from any other file the compiler would say it is inaccessible due to its 'fileprivate' protection level.",
                code: #"""
                    var board = Scoreboard()
                    print(board.lastEntry)
                    board.matched("🦇")
                    print(board.lastEntry)
                    """#,
                tryThis: #"Add `board.mismatched("🎃")` before the last print and run again: it now shows '-1 for 🎃', the newest entry of the private log."#,
                predict: DemoPrediction(
                    "What does the first `print(board.lastEntry)` show, on a new board?",
                    choices: ["nil", "nothing yet", "Optional(nil)"],
                    answer: 1,
                    why: "`lastEntry` is a plain String: `??` swaps the empty log's nil for the default before anything is printed."
                )
            ) { print in
                var board = Scoreboard()
                print(board.lastEntry)
                board.matched("🦇")
                print(board.lastEntry)
            },
        ]
    }
}
