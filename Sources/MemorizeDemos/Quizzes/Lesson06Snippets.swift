import MemorizeCourseCore

extension QuizSnippets {
    static let lesson06: [QuizSnippet] = []
}
