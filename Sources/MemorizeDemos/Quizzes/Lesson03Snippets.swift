import MemorizeCourseCore

extension QuizSnippets {
    /// Lesson 3: classes are shared references; functions are values.
    static let lesson03: [QuizSnippet] = [
        QuizSnippet("class-is-shared", code: #"""
            class Scoreboard {
                var score = 0
            }
            let home = Scoreboard()
            let shown = home
            shown.score = 3
            print(home.score)
            """#) { print in
            class Scoreboard {
                var score = 0
            }
            let home = Scoreboard()
            let shown = home
            shown.score = 3
            print(home.score)
        },
        QuizSnippet("function-as-value", code: #"""
            func square(_ x: Int) -> Int { x * x }
            let operation: (Int) -> Int = square
            print([1, 2, 3].map(operation))
            """#) { print in
            func square(_ x: Int) -> Int { x * x }
            let operation: (Int) -> Int = square
            print([1, 2, 3].map(operation))
        },
    ]
}
