import MemorizeCourseCore

extension EditableCatalog {
    static let lesson07: [EditableDemo] = []
}
