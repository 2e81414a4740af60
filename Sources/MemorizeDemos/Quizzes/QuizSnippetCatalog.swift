import MemorizeCourseCore

/// The compiled code of every "what does this print?" quiz question, one file per lesson.
/// A quiz file names a snippet by id; `QuizValidator` runs it and checks the answer key.
public enum QuizSnippetCatalog {
    /// Every snippet, in lesson order.
    public static let all: [QuizSnippet] =
        QuizSnippets.lesson01 + QuizSnippets.lesson02 + QuizSnippets.lesson03 + QuizSnippets.lesson04
        + QuizSnippets.lesson05 + QuizSnippets.lesson06 + QuizSnippets.lesson07 + QuizSnippets.lesson08
}

/// Namespace for the per-lesson snippet lists.
enum QuizSnippets {}
