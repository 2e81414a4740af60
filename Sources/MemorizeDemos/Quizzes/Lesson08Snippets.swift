import Foundation
import MemorizeCourseCore

extension QuizSnippets {
    /// Lesson 8: a staggered deal, and the bonus left after time face up.
    static let lesson08: [QuizSnippet] = [
        QuizSnippet("deal-delay", code: #"""
            let totalDealDuration = 2.0
            let cardCount = 8
            let gap = totalDealDuration / Double(cardCount)
            print(Double(3) * gap)
            """#) { print in
            let totalDealDuration = 2.0
            let cardCount = 8
            let gap = totalDealDuration / Double(cardCount)
            print(Double(3) * gap)
        },
        QuizSnippet("bonus-remaining", code: #"""
            let bonusTimeLimit: TimeInterval = 6
            let faceUpTime: TimeInterval = 2 + 2.5
            let bonusTimeRemaining = max(0, bonusTimeLimit - faceUpTime)
            print(bonusTimeRemaining / bonusTimeLimit)
            """#) { print in
            let bonusTimeLimit: TimeInterval = 6
            let faceUpTime: TimeInterval = 2 + 2.5
            let bonusTimeRemaining = max(0, bonusTimeLimit - faceUpTime)
            print(bonusTimeRemaining / bonusTimeLimit)
        },
    ]
}
