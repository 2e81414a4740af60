// Lecture 7's Cardify, without the SwiftUI parts: what it knows while a card flips. Fill in
// the TODOs; keep the names and types of the contract in Exercises/card-flip/instructions.md.

/// Turns a view into a card that flips over by rotating about its vertical axis.
struct Cardify {
    /// How far the card has turned, in degrees: 0 shows its face, 180 its back.
    var rotation: Double

    init(isFaceUp: Bool) {
        // TODO: Required Task 1
        rotation = 0
    }

    /// Which side shows.
    var isFaceUp: Bool {
        // TODO: Required Task 1
        return true
    }

    /// What SwiftUI animates.
    var animatableData: Double {
        get {
            // TODO: Required Task 2
            return 0
        }
        set {
            // TODO: Required Task 2
        }
    }
}
