import MemorizeCourseCore

extension EditableCatalog {
    static let lesson08: [EditableDemo] = []
}
