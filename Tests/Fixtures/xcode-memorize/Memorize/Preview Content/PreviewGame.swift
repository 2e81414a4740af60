import SwiftUI

extension EmojiMemoryGame {
    static var preview: EmojiMemoryGame { EmojiMemoryGame(theme: themes[0]) }
}
