import MemorizeCourseCore

extension QuizSnippets {
    static let lesson03: [QuizSnippet] = []
}
