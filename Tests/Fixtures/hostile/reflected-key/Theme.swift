import Foundation

// TODO: Required Task 3: a theme is part of the Model. Keep these four properties, in this
// order (the checks build themes with the memberwise init); add anything else you need.
struct Theme {
    let name: String
    let emojis: [String]
    /// How many pairs of cards a game shows; nil means a random number for each new game.
    let numberOfPairs: Int?
    /// The name of a colour to draw the cards in, e.g. "orange".
    let color: String
}
