import MemorizeCourseCore

extension EditableCatalog {
    static let lesson05: [EditableDemo] = []
}
