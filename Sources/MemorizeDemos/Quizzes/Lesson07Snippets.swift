import MemorizeCourseCore

extension QuizSnippets {
    /// Lesson 7: an ease-in-out curve, and which face Cardify draws at an angle.
    static let lesson07: [QuizSnippet] = [
        QuizSnippet("ease-in-out", code: #"""
            func easeInOut(_ t: Double) -> Double { t * t * (3 - 2 * t) }
            print(easeInOut(0.25), easeInOut(0.5))
            """#) { print in
            func easeInOut(_ t: Double) -> Double { t * t * (3 - 2 * t) }
            print(easeInOut(0.25), easeInOut(0.5))
        },
        QuizSnippet("face-at-angle", code: #"""
            func face(atRotation rotation: Double) -> String {
                rotation < 90 ? "front" : "back"
            }
            print(face(atRotation: 120), face(atRotation: 90), face(atRotation: 60))
            """#) { print in
            func face(atRotation rotation: Double) -> String {
                rotation < 90 ? "front" : "back"
            }
            print(face(atRotation: 120), face(atRotation: 90), face(atRotation: 60))
        },
    ]
}
