import Foundation

// Part of the Model: what a theme is. The colour is a plain name; turning it into a
// SwiftUI Color is the ViewModel's business, so the Model stays free of UI.
struct Theme {
    let name: String
    let emojis: [String]
    /// How many pairs of cards a game shows; nil picks a random number for each new game.
    let numberOfPairs: Int?
    let color: String
}
