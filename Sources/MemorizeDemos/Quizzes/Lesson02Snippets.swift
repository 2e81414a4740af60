import MemorizeCourseCore

extension QuizSnippets {
    static let lesson02: [QuizSnippet] = []
}
