import MemorizeCourseCore

/// What each demo needs to become a program the student edits (`demo ID --edit`): the
/// lecture's helpers as text for its Support.swift, the state its steps share, and where a
/// step that shows part of a declaration goes.
public enum EditableCatalog {
    /// Every demo that can be edited, in lesson order.
    public static let all: [EditableDemo] = lesson04 + lesson05 + lesson06 + lesson07 + lesson08

    /// The helpers joined, one blank line apart.
    static func support(_ pieces: String...) -> String { pieces.joined(separator: "\n\n") }
}
