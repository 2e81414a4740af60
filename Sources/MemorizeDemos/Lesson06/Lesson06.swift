import MemorizeCourseCore

/// Lesson 6: laying cards out in a grid that fits, and drawing a Shape (the Pie) from a Path.
public enum Lesson06 {}

extension Lesson06 {
    /// The lesson's demos, in the order the lecture meets them. Each is declared in its own file.
    static let demos: [Demo] = [
        gridLayout,
        pie,
    ]
}
