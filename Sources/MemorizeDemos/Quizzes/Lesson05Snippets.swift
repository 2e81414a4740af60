import MemorizeCourseCore

extension QuizSnippets {
    static let lesson05: [QuizSnippet] = []
}
