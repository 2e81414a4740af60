import Foundation
import MemorizeCourseCore

// Protocols and extensions can only be declared at file scope, so the "protocol-extension"
// snippet's declarations live here and its last line runs in its closure below.
protocol Scorable {
    var score: Int { get }
}
extension Scorable {
    var isWinning: Bool { score > 0 }
}
struct Player: Scorable {
    var score = 0
}

extension QuizSnippets {
    /// Lesson 6: protocol extensions.
    static let lesson06: [QuizSnippet] = [
        QuizSnippet("protocol-extension", code: #"""
            protocol Scorable {
                var score: Int { get }
            }
            extension Scorable {
                var isWinning: Bool { score > 0 }
            }
            struct Player: Scorable {
                var score = 0
            }

            print(Player().isWinning, Player(score: 2).isWinning)
            """#) { print in
            print(Player().isWinning, Player(score: 2).isWinning)
        },
    ]
}
