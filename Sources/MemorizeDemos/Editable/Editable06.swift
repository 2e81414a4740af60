import MemorizeCourseCore

extension EditableCatalog {
    /// Lesson 6's demos, which use Foundation's CGSize, CGRect and CGPoint. A step that shows
    /// the body of a function goes inside it; one that shows a method of Pie, in an extension.
    static let lesson06: [EditableDemo] = [
        EditableDemo(
            id: "grid-layout", support: support("import Foundation", Support06.drawCards, Support06.formatting), prelude: "import Foundation",
            placements: [
                0: .wrapped(before: Support06.widthThatFitsOpening, after: Support06.widthThatFitsClosing, indent: 4),
                3: .wrapped(before: Support06.gridLayoutOpening, after: Support06.gridLayoutClosing, indent: 8),
            ]
        ),
        EditableDemo(
            id: "pie", support: support("import Foundation", Support06.formatting, Support06.paths, Support06.pie), prelude: "import Foundation",
            placements: [
                0: .wrapped(before: "extension Pie {", after: "}", indent: 4),
                2: .wrapped(before: "extension Pie {", after: "}", indent: 4),
                3: .wrapped(before: "extension Pie {", after: "}", indent: 4),
            ]
        ),
    ]
}
