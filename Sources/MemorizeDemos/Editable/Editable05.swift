import MemorizeCourseCore

extension EditableCatalog {
    /// Lesson 5's demos. A step that shows members of a helper type goes in an extension of
    /// it, or, when it shows stored properties with observers, in the whole type.
    static let lesson05: [EditableDemo] = [
        EditableDemo(id: "access-control"),
        EditableDemo(id: "computed-property"),
        EditableDemo(id: "property-observers", placements: [
            0: .wrapped(before: Support05.bonusCardOpening, indent: 4),
            1: .wrapped(before: Support05.bonusCardMiddle, after: Support05.bonusCardClosing, indent: 4),
        ]),
        EditableDemo(id: "layout", support: support(Support05.layoutView, Support05.offerOrderAndPlace), placements: [
            0: .wrapped(before: "extension LayoutView {", after: "}", indent: 4),
            1: .wrapped(before: Support05.hstackOpening, after: Support05.hstackClosing, indent: 4),
        ]),
        EditableDemo(id: "view-builder", support: Support05.terminalViews, placements: [
            // Shown as a static member of the lesson's namespace; here a function of its own.
            1: .replaced(by: Lesson05.viewBuilder.steps()[1].code.replacingOccurrences(of: "static func board", with: "func board")),
        ]),
    ]
}
