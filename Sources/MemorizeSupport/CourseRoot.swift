import Foundation

/// The course folder: the directory that holds Lessons/ and Exercises/.
public struct CourseRoot: Equatable, Sendable {
    public let url: URL
    public var lessons: URL { url.appendingPathComponent("Lessons", isDirectory: true) }
    public var exercises: URL { url.appendingPathComponent("Exercises", isDirectory: true) }

    public init(url: URL) { self.url = url.standardizedFileURL }
}
