import MemorizeCourseCore

extension QuizSnippets {
    /// Lesson 1: a computed property runs each time it is read.
    static let lesson01: [QuizSnippet] = [
        QuizSnippet("computed-each-time", code: #"""
            struct Counter {
                var taps = 0
                var label: String { "tapped \(taps) times" }
            }
            var counter = Counter()
            let before = counter.label
            counter.taps = 2
            print(before, "/", counter.label)
            """#) { print in
            struct Counter {
                var taps = 0
                var label: String { "tapped \(taps) times" }
            }
            var counter = Counter()
            let before = counter.label
            counter.taps = 2
            print(before, "/", counter.label)
        },
    ]
}
