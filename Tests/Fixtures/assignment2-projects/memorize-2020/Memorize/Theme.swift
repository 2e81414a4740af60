//
//  Theme.swift
//  Memorize
//

import Foundation

struct Theme {
    var name: String
    var emojis: [String]
    var numberOfPairs: Int?
    var color: String
}
