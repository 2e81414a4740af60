import MemorizeCourseCore

/// Every runnable lecture demo, in lesson order.
public enum DemoCatalog {
    /// All demos, in the order the lectures meet them.
    public static let all: [Demo] = Lesson04.demos
}
