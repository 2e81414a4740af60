import MemorizeCourseCore

extension EditableCatalog {
    /// Lesson 7's demos. Their code names some helpers as the lesson's namespace does
    /// (`Lesson07.Cardify`), so Support.swift declares `Lesson07` with those names in it.
    static let lesson07: [EditableDemo] = [
        EditableDemo(
            id: "cardify",
            support: support(Support07.textViews, """
                /// The lesson's namespace, for the code that names these as `Lesson07.TextView`.
                enum Lesson07 {
                    typealias TextView = \(EditableProgram.moduleName).TextView
                    typealias TextViewModifier = \(EditableProgram.moduleName).TextViewModifier
                    typealias ModifiedTextView = \(EditableProgram.moduleName).ModifiedTextView
                    typealias Cardify = \(EditableProgram.moduleName).Cardify
                }
                """),
            placements: [2: .wrapped(before: "extension TextView {", after: "}", indent: 4)]
        ),
        EditableDemo(
            id: "animation-curves", support: support("import Foundation", Support07.fixed, Support07.track), prelude: "import Foundation",
            placements: [
                // Shown as a static member of the lesson's namespace; here a function of its own.
                3: .replaced(by: Lesson07.animationCurves.steps()[3].code.replacingOccurrences(of: "static func", with: "func")),
            ]
        ),
        EditableDemo(
            id: "card-flip", support: support("import Foundation", Support07.animatable, Support07.flippingCard), prelude: "import Foundation",
            placements: [
                0: .wrapped(before: "extension FlippingCard {", after: "}", indent: 4),
                2: .wrapped(before: "extension FlippingCard {", after: "}", indent: 4),
            ]
        ),
    ]

    /// Lesson 7's Curve and the namespace that names it, for `deal`.
    static let lesson07Curve = support(Support07.curve, """
        /// The lesson's namespace, for the code that names Curve as `Lesson07.Curve`.
        enum Lesson07 {
            typealias Curve = \(EditableProgram.moduleName).Curve
        }
        """)
}
