import Foundation

/// A lesson's quiz, read from `Lessons/NN-slug/quiz.json` and checked by `QuizValidator`.
public struct Quiz: Equatable, Sendable {
    public static let fileName = "quiz.json"
    public static let formatVersion = 1

    public let lesson: Int
    public let questions: [QuizQuestion]
}

/// One question: multiple choice, or "what does this print?" about compiled code.
public struct QuizQuestion: Equatable, Sendable {
    public enum Kind: Equatable, Sendable {
        /// Options in order (a, b, c, ...) and the index of the one right answer.
        case choice(options: [QuizOption], right: Int)
        /// The shown code, and what it really prints (checked to equal the file's key).
        case output(code: String, answer: String, why: String)
    }

    public let id: String
    /// The question, in a sentence or two (the Markdown subset's inline styles).
    public let ask: String
    /// Code shown with a choice question; never run (it may not even compile, on purpose).
    public let code: String?
    public internal(set) var kind: Kind
    /// The lesson section to reread, by its heading.
    public let reread: String
    /// The id of the `##` section holding that heading, for `lesson N --section ID`.
    public var section: String? = nil

    /// "a", "b", ... for option `index`.
    public static func letter(_ index: Int) -> String { String(UnicodeScalar(UInt8(97 + index))) }
}

/// One option of a multiple-choice question, with why it is right or wrong.
public struct QuizOption: Equatable, Sendable {
    public let text: String
    public let why: String
}

/// The file as written, every field optional, so the validator can say exactly what is missing.
struct QuizFile: Decodable {
    struct Question: Decodable {
        var id: String?
        var kind: String?
        var ask: String?
        var code: [String]?
        var options: [Option]?
        var snippet: String?
        var answer: String?
        var why: String?
        var reread: String?
    }

    struct Option: Decodable {
        var text: String?
        var right: Bool?
        var why: String?
    }

    var format: Int?
    var lesson: Int?
    var questions: [Question]?
}

extension Lesson {
    /// The quiz file in this lesson's folder, if it has one.
    public var quizFile: URL? {
        let url = file.deletingLastPathComponent().appendingPathComponent(Quiz.fileName)
        return FileManager.default.fileExists(atPath: url.path) ? url : nil
    }

    /// How errors name the quiz file: `Lessons/04-game-logic/quiz.json`.
    public var quizDisplayPath: String {
        (displayPath as NSString).deletingLastPathComponent + "/" + Quiz.fileName
    }
}
