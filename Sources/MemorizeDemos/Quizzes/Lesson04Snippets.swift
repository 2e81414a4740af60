import MemorizeCourseCore

extension QuizSnippets {
    /// Lesson 4: value semantics, enums with associated data, Optional.
    static let lesson04: [QuizSnippet] = [
        QuizSnippet("struct-copy", code: #"""
            struct Card {
                var isFaceUp = false
            }
            let original = Card()
            var copy = original
            copy.isFaceUp = true
            print(original.isFaceUp, copy.isFaceUp)
            """#) { print in
            struct Card {
                var isFaceUp = false
            }
            let original = Card()
            var copy = original
            copy.isFaceUp = true
            print(original.isFaceUp, copy.isFaceUp)
        },
        QuizSnippet("optional-chain-type", code: #"""
            struct Address { var city: String? }
            struct Player { var address: Address? }
            let current: Player? = Player(address: Address(city: "Palo Alto"))
            let city = current?.address?.city
            print(type(of: city))
            """#) { print in
            struct Address { var city: String? }
            struct Player { var address: Address? }
            let current: Player? = Player(address: Address(city: "Palo Alto"))
            let city = current?.address?.city
            print(type(of: city))
        },
        QuizSnippet("zero-is-not-nil", code: #"""
            let bestScore: Int? = 0
            print(bestScore ?? 10)
            """#) { print in
            let bestScore: Int? = 0
            print(bestScore ?? 10)
        },
        QuizSnippet("exact-associated-value", code: #"""
            enum FastFoodMenuItem {
                case hamburger(numberOfPatties: Int)
                case cookie
            }
            func describe(_ order: FastFoodMenuItem) -> String {
                switch order {
                case .hamburger(numberOfPatties: 1): return "a single"
                case .hamburger(numberOfPatties: 2): return "a double"
                case .cookie: return "a cookie"
                default: return "something else"
                }
            }
            print(describe(.hamburger(numberOfPatties: 3)))
            """#) { print in
            enum FastFoodMenuItem {
                case hamburger(numberOfPatties: Int)
                case cookie
            }
            func describe(_ order: FastFoodMenuItem) -> String {
                switch order {
                case .hamburger(numberOfPatties: 1): return "a single"
                case .hamburger(numberOfPatties: 2): return "a double"
                case .cookie: return "a cookie"
                default: return "something else"
                }
            }
            print(describe(.hamburger(numberOfPatties: 3)))
        },
        QuizSnippet("one-and-only", code: #"""
            let pair = [4, 8]
            let single = [7]
            print(pair.oneAndOnly ?? 0, single.oneAndOnly ?? 0)
            """#) { print in
            let pair = [4, 8]
            let single = [7]
            print(pair.oneAndOnly ?? 0, single.oneAndOnly ?? 0)
        },
    ]
}
