import MemorizeCourseCore

/// Lesson 5: layout, access control, computed properties, property observers and @ViewBuilder,
/// each as a terminal analogue of what SwiftUI does.
public enum Lesson05 {}

extension Lesson05 {
    /// The lesson's demos, in the order the lecture meets them. Each is declared in its own file.
    static let demos: [Demo] = [
        accessControl,
        computedProperty,
        propertyObservers,
        layout,
        viewBuilder,
    ]
}
