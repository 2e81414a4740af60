/// One round's points, and the most any round has had.
struct Tally {
    private(set) var points = 0
    private(set) var best = 0

    mutating func add(_ amount: Int) {
        points += amount
        if points > best { best = points }
    }

    mutating func newRound() {
        points = 0
    }
}
