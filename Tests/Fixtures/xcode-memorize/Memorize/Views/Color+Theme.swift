import SwiftUI

// The theme names its colour with a String; the View turns it into a Color.
extension Color {
    init(themeColorNamed name: String) {
        switch name {
        case "orange": self = .orange
        case "red": self = .red
        case "blue": self = .blue
        case "yellow": self = .yellow
        case "purple": self = .purple
        case "brown": self = .brown
        default: self = .gray
        }
    }
}
