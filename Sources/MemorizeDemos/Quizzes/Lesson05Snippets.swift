import MemorizeCourseCore

extension QuizSnippets {
    /// Lesson 5: property observers and a computed property with get and set.
    static let lesson05: [QuizSnippet] = [
        QuizSnippet("did-set-every-assignment", code: #"""
            struct Card {
                var flips = 0
                var isFaceUp = false {
                    didSet { flips += 1 }
                }
            }
            var card = Card()
            card.isFaceUp = true
            card.isFaceUp = true
            card.isFaceUp = false
            print(card.flips)
            """#) { print in
            struct Card {
                var flips = 0
                var isFaceUp = false {
                    didSet { flips += 1 }
                }
            }
            var card = Card()
            card.isFaceUp = true
            card.isFaceUp = true
            card.isFaceUp = false
            print(card.flips)
        },
        QuizSnippet("will-set-sees-both", code: #"""
            struct Thermostat {
                var log = ""
                var target = 20 {
                    willSet { log = "\(target) -> \(newValue)" }
                }
            }
            var thermostat = Thermostat()
            thermostat.target = 22
            print(thermostat.log)
            """#) { print in
            struct Thermostat {
                var log = ""
                var target = 20 {
                    willSet { log = "\(target) -> \(newValue)" }
                }
            }
            var thermostat = Thermostat()
            thermostat.target = 22
            print(thermostat.log)
        },
        QuizSnippet("computed-get-set", code: #"""
            struct Row {
                var faceUp = [false, false, false]
                var onlyFaceUp: Int? {
                    get { faceUp.indices.filter { faceUp[$0] }.oneAndOnly }
                    set { faceUp.indices.forEach { faceUp[$0] = ($0 == newValue) } }
                }
            }
            var row = Row()
            row.faceUp[0] = true
            row.faceUp[2] = true
            let before = row.onlyFaceUp
            row.onlyFaceUp = 1
            print(before as Any, row.faceUp)
            """#) { print in
            struct Row {
                var faceUp = [false, false, false]
                var onlyFaceUp: Int? {
                    get { faceUp.indices.filter { faceUp[$0] }.oneAndOnly }
                    set { faceUp.indices.forEach { faceUp[$0] = ($0 == newValue) } }
                }
            }
            var row = Row()
            row.faceUp[0] = true
            row.faceUp[2] = true
            let before = row.onlyFaceUp
            row.onlyFaceUp = 1
            print(before as Any, row.faceUp)
        },
    ]
}
