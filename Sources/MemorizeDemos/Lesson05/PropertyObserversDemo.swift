import MemorizeCourseCore

extension Lesson05 {
    /// A card that times how long it has been face up, as the lecture's bonus-time card does.
    /// A pretend clock (`now`, in seconds) keeps every run the same, and the card reports what it
    /// does to `report` where the app would quietly start and stop a timer.
    struct BonusCard {
        let report: DemoPrinter
        var now = 0
        var lastFaceUpTime: Int?
        var pastFaceUpTime = 0

        var isFaceUp = false {
            willSet {
                report("willSet: isFaceUp is \(isFaceUp), newValue is \(newValue)")
            }
            didSet {
                report("didSet: oldValue was \(oldValue), isFaceUp is \(isFaceUp)")
                if isFaceUp { startUsingBonusTime() } else { stopUsingBonusTime() }
            }
        }

        mutating func startUsingBonusTime() {
            if lastFaceUpTime == nil {
                lastFaceUpTime = now
                report("  timer started at t = \(now)")
            }
        }
        mutating func stopUsingBonusTime() {
            if let start = lastFaceUpTime {
                pastFaceUpTime += now - start
                report("  timer stopped at t = \(now): face up \(pastFaceUpTime) s in all")
            }
            lastFaceUpTime = nil
        }
    }

    /// `property-observers`: `willSet` and `didSet` on a card's `isFaceUp`, starting and stopping a timer.
    static let propertyObservers = Demo(id: "property-observers", title: "Property observers", lesson: 5) {
        [
            DemoStep(
                "willSet and didSet",
                explanation: "A stored property can watch its own changes. `willSet` runs just before, with the value to come as `newValue`; `didSet` runs just after, with the value that was as `oldValue`.",
                code: #"""
                    var isFaceUp = false {
                        willSet {
                            report("willSet: isFaceUp is \(isFaceUp), newValue is \(newValue)")
                        }
                        didSet {
                            report("didSet: oldValue was \(oldValue), isFaceUp is \(isFaceUp)")
                            if isFaceUp { startUsingBonusTime() } else { stopUsingBonusTime() }
                        }
                    }
                    """#,
                tryThis: "Delete the `willSet { … }` block (three lines) and run again: step 3 prints only the didSet lines and the timer, which needs nothing more.",
                run: { _ in }
            ),
            DemoStep(
                "Starting and stopping the timer",
                explanation: "`didSet` may call the card's mutating methods. Here a pretend clock `now` stands in for the lecture's `Date()`, so every run prints the same times.",
                code: #"""
                    mutating func startUsingBonusTime() {
                        if lastFaceUpTime == nil {
                            lastFaceUpTime = now
                            report("  timer started at t = \(now)")
                        }
                    }
                    mutating func stopUsingBonusTime() {
                        if let start = lastFaceUpTime {
                            pastFaceUpTime += now - start
                            report("  timer stopped at t = \(now): face up \(pastFaceUpTime) s in all")
                        }
                        lastFaceUpTime = nil
                    }
                    """#,
                tryThis: "Remove the `if lastFaceUpTime == nil {` line and its closing brace, keeping the two lines inside, and run again: in step 4 the repeated `true` restarts the timer at t = 2, so the total drops to 3 s.",
                run: { _ in }
            ),
            DemoStep(
                "Flip up, flip down",
                explanation: "Each assignment to `isFaceUp` runs `willSet`, stores the value, then runs `didSet`, in that order. Nothing else in the code has to remember to start or stop the timer.",
                code: #"""
                    var card = BonusCard(report: print)
                    card.isFaceUp = true
                    card.now = 3
                    card.isFaceUp = false
                    print("face up for", card.pastFaceUpTime, "seconds")
                    """#,
                tryThis: "Add `card.isFaceUp = false` once more at the end and run again: both observers fire for it although nothing changes, and the idle timer reports nothing.",
                predict: DemoPrediction(
                    "On the way up, what does `willSet` report?",
                    choices: ["willSet: isFaceUp is true, newValue is true", "willSet: isFaceUp is false, newValue is true", "willSet: isFaceUp is false, newValue is false"],
                    answer: 1,
                    why: "`willSet` runs before the store: the property still has its old value, and the new one is in `newValue`."
                )
            ) { print in
                var card = BonusCard(report: print)
                card.isFaceUp = true
                card.now = 3
                card.isFaceUp = false
                print("face up for", card.pastFaceUpTime, "seconds")
            },
            DemoStep(
                "The same value again",
                explanation: "Observers run on every assignment, even one that does not change the value, so `startUsingBonusTime()` checks whether the timer is already running. `@Published` (from Combine, used by an ObservableObject ViewModel) works in a similar way: it announces a change just before the new value is stored.",
                code: #"""
                    var card = BonusCard(report: print)
                    card.isFaceUp = true
                    card.now = 2
                    card.isFaceUp = true
                    card.now = 5
                    card.isFaceUp = false
                    """#,
                tryThis: "Change the second `card.isFaceUp = true` to `false` and run again: the timer stops at t = 2, and the last `false` stops nothing, leaving 2 s in all.",
                predict: DemoPrediction(
                    "What is printed right after 'timer started at t = 0'?",
                    choices: ["timer started at t = 2", "timer stopped at t = 5: face up 5 s in all", "willSet: isFaceUp is true, newValue is true"],
                    answer: 2,
                    why: "Observers run on every assignment, even of the value already there; the `nil` check is what keeps the timer from restarting."
                )
            ) { print in
                var card = BonusCard(report: print)
                card.isFaceUp = true
                card.now = 2
                card.isFaceUp = true
                card.now = 5
                card.isFaceUp = false
            },
        ]
    }
}
