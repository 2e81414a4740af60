//
//  EmojiMemoryGameTheme.swift
//  Memorize
//

import Foundation

struct EmojiMemoryGameTheme {
    let title: String
    let emojis: [String]
    /// nil: a random number of pairs each game.
    let numberOfPairs: Int?
    let colorName: String

    init(title: String, emojis: [String], numberOfPairs: Int? = nil, color: String) {
        self.title = title
        self.emojis = emojis
        self.numberOfPairs = numberOfPairs.map { min($0, emojis.count) }
        self.colorName = color
    }

    static let themes = [
        EmojiMemoryGameTheme(title: "Halloween", emojis: ["👻", "🎃", "🕷️", "😈", "💀", "🕸️", "🧙", "🙀", "👹", "😱", "☠️", "🍭"], numberOfPairs: 8, color: "orange"),
        EmojiMemoryGameTheme(title: "Animals", emojis: ["🐶", "🐱", "🐭", "🐹", "🐰", "🦊"], color: "brown"),
        EmojiMemoryGameTheme(title: "Sports", emojis: ["⚽️", "🏀", "🏈", "⚾️", "🎾", "🏐", "🏉", "🎱"], numberOfPairs: 5, color: "blue"),
        EmojiMemoryGameTheme(title: "Vehicles", emojis: ["🚗", "🚕", "🚙", "🚌", "🚎", "🏎️", "🚓", "🚑", "🚒"], numberOfPairs: 7, color: "red"),
        EmojiMemoryGameTheme(title: "Flags", emojis: ["🇫🇷", "🇩🇪", "🇮🇹", "🇯🇵", "🇧🇷", "🇨🇦"], numberOfPairs: 4, color: "green"),
        EmojiMemoryGameTheme(title: "Weather", emojis: ["☀️", "🌧️", "⛈️", "🌈", "❄️", "🌪️", "🌫️"], numberOfPairs: 6, color: "cyan"),
    ]
}
