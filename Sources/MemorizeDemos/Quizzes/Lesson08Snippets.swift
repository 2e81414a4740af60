import MemorizeCourseCore

extension QuizSnippets {
    /// Lesson 8: reordering cards moves each card with its id.
    static let lesson08: [QuizSnippet] = [
        QuizSnippet("ids-travel-with-cards", code: #"""
            struct Card: Identifiable { let id: Int; let content: String }
            var cards = [Card(id: 0, content: "dog"), Card(id: 1, content: "cat"), Card(id: 2, content: "fox")]
            cards.reverse()                                  // as a shuffle might
            print(cards.map(\.id), cards[0].content)
            """#) { print in
            struct Card: Identifiable { let id: Int; let content: String }
            var cards = [Card(id: 0, content: "dog"), Card(id: 1, content: "cat"), Card(id: 2, content: "fox")]
            cards.reverse()                                  // as a shuffle might
            print(cards.map(\.id), cards[0].content)
        },
    ]
}
