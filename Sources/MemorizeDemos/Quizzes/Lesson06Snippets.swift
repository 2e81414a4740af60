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
    /// Lesson 6: protocol extensions, rounding up, and screen angles.
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
        QuizSnippet("rows-rounded-up", code: #"""
            let itemCount = 12
            let columnCount = 5
            print(itemCount / columnCount, (itemCount + columnCount - 1) / columnCount)
            """#) { print in
            let itemCount = 12
            let columnCount = 5
            print(itemCount / columnCount, (itemCount + columnCount - 1) / columnCount)
        },
        QuizSnippet("twelve-o-clock", code: #"""
            let angle = Angle(degrees: -90)
            let x = cos(angle.radians)
            let y = sin(angle.radians)
            print(Int(x.rounded()), Int(y.rounded()))
            """#) { print in
            struct Angle {                            // SwiftUI's Angle, reduced to what this needs
                var degrees: Double
                var radians: Double { degrees * .pi / 180 }
            }
            let angle = Angle(degrees: -90)
            let x = cos(angle.radians)
            let y = sin(angle.radians)
            print(Int(x.rounded()), Int(y.rounded()))
        },
    ]
}
