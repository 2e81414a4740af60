import SwiftUI

@main
struct MemorizeApp: App {
    @State private var game = EmojiMemoryGame()

    var body: some Scene {
        WindowGroup {
            EmojiMemoryGameView(game: game)
        }
    }
}
