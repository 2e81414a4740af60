import MemorizeCourseCore

/// Lesson 4: enums, optionals, and Memorize's game logic behind MVVM.
enum Lesson04 {
    /// The lesson's demos, in the order the lecture meets them. Each is declared in its own file.
    static let demos: [Demo] = [
        enums,
        fastFood,
        caseIterable,
        optionals,
        arrayIdentifiable,
        oneAndOnly,
        mvvm,
        gameLogic,
    ]
}
