import MemorizeCourseCore

extension QuizSnippets {
    static let lesson08: [QuizSnippet] = []
}
