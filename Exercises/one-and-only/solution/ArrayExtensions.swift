// Two small additions to Array that make the game's code read like what it means.

extension Array where Element: Identifiable {
    /// The index of the first element with the same id as `element`, or nil.
    func firstIndex(matching element: Element) -> Int? {
        for index in indices where self[index].id == element.id {
            return index
        }
        return nil
    }
}

extension Array {
    /// The only element of an array that has exactly one; nil for none or for several.
    var oneAndOnly: Element? {
        count == 1 ? first : nil
    }
}
