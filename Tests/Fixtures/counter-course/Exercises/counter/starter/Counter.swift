struct Counter {
    private(set) var value = 0
    mutating func increment() { } // TODO
}
