import MemorizeCourseCore

/// Every runnable lecture demo, in lesson order.
public enum DemoCatalog {
    /// All demos, in the order the lectures meet them.
    public static let all: [Demo] =
        Lesson04.demos + Lesson05.demos + Lesson06.demos + Lesson07.demos + Lesson08.demos
}
