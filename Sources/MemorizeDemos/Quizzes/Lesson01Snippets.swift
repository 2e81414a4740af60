import MemorizeCourseCore

extension QuizSnippets {
    static let lesson01: [QuizSnippet] = []
}
