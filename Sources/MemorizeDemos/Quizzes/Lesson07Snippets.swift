import MemorizeCourseCore

extension QuizSnippets {
    /// Lesson 7: which face Cardify draws at an angle.
    static let lesson07: [QuizSnippet] = [
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
