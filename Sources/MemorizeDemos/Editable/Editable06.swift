import MemorizeCourseCore

extension EditableCatalog {
    static let lesson06: [EditableDemo] = []
}
