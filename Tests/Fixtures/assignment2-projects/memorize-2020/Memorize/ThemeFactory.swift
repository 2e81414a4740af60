//
//  ThemeFactory.swift
//  Memorize
//

import Foundation

struct ThemeFactory {
    static let themes: [Theme] = [
        Theme(name: "Halloween", emojis: ["👻", "🎃", "🕷", "💀", "🍭"], numberOfPairs: 5, color: "orange"),
        Theme(name: "Animals", emojis: ["🐶", "🐱", "🐭", "🐹", "🐰", "🦊"], numberOfPairs: nil, color: "brown"),
        Theme(name: "Sports", emojis: ["⚽️", "🏀", "🏈", "⚾️", "🎾", "🏐"], numberOfPairs: 4, color: "blue"),
        Theme(name: "Faces", emojis: ["😀", "😎", "😡", "😭", "🤔", "😴", "🥶"], numberOfPairs: nil, color: "yellow"),
        Theme(name: "Flags", emojis: ["🇩🇪", "🇫🇷", "🇮🇹", "🇯🇵", "🇧🇷"], numberOfPairs: 5, color: "red"),
        Theme(name: "Weather", emojis: ["☀️", "🌧", "❄️", "🌈", "⛈", "🌪"], numberOfPairs: 3, color: "gray"),
    ]

    static func randomTheme() -> Theme {
        themes.randomElement()!
    }
}
