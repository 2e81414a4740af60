import MemorizeCourseCore

extension QuizSnippets {
    /// Lesson 2: half-open ranges slice an array; the free initializer uses defaults.
    static let lesson02: [QuizSnippet] = [
        QuizSnippet("half-open-slice", code: #"""
            let vehicles = ["bike", "train", "ferry", "tram"]
            let emojiCount = 2
            print(vehicles[0..<emojiCount].joined(separator: ","))
            """#) { print in
            let vehicles = ["bike", "train", "ferry", "tram"]
            let emojiCount = 2
            print(vehicles[0..<emojiCount].joined(separator: ","))
        },
        QuizSnippet("memberwise-default", code: #"""
            struct CardView {
                let content: String
                var isFaceUp = true
            }
            let card = CardView(content: "bat")
            let back = CardView(content: "bat", isFaceUp: false)
            print(card.isFaceUp, back.isFaceUp)
            """#) { print in
            struct CardView {
                let content: String
                var isFaceUp = true
            }
            let card = CardView(content: "bat")
            let back = CardView(content: "bat", isFaceUp: false)
            print(card.isFaceUp, back.isFaceUp)
        },
    ]
}
