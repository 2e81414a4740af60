// Lecture 7's Cardify, without the SwiftUI parts: what it knows while a card flips.

/// Turns a view into a card that flips over by rotating about its vertical axis.
struct Cardify {
    /// How far the card has turned, in degrees: 0 shows its face, 180 its back.
    var rotation: Double

    init(isFaceUp: Bool) {
        rotation = isFaceUp ? 0 : 180
    }

    /// Which side shows. Past 90° the card is edge-on and then shows its back, so this
    /// follows the rotation rather than being stored.
    var isFaceUp: Bool {
        rotation < 90
    }

    /// What SwiftUI animates: each frame of a flip sets an in-between rotation here.
    var animatableData: Double {
        get { rotation }
        set { rotation = newValue }
    }
}
