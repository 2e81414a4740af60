import MemorizeCourseCore

extension QuizSnippets {
    static let lesson07: [QuizSnippet] = []
}
