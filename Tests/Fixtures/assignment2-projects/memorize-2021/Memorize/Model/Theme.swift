//
//  Theme.swift
//  Memorize
//

import SwiftUI

struct Theme {
    let name: String
    let emojis: [String]
    let numberOfPairs: Int?
    let color: Color
}
