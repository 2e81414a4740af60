import XCTest
import TestSupport
@testable import MemorizeCourseCore
@testable import MemorizeGrading
@testable import MemorizeSupport

/// What `validate` names that it used to take without a word (issue 21): a lesson that does
/// not exist, a check class no requirement runs, Required Tasks that differ from the
/// manifest; and, after the reference fails, one line instead of findings that blame good files.
final class ValidateFindingsTests: CounterCourseCase {
    func counterExercise() throws -> Exercise {
        try ExerciseCatalog.load(from: CourseRoot(url: course.root)).exercise("counter")
    }

    /// None of these fires on the course's own exercises, nor on the counter fixture.
    func testTheCoursesExercisesAreNamedInNone() throws {
        let root = CourseRoot(url: Harness.repositoryRoot)
        let lessons = try LessonCatalog.load(from: root, knownDemoIDs: []).files.compactMap(\.number)
        XCTAssertEqual(lessons, Array(1...8))
        var exercises = try ExerciseCatalog.load(from: root).exercises
        exercises.append(try counterExercise())
        XCTAssertEqual(exercises.count, 7)
        for exercise in exercises {
            XCTAssertNil(ExerciseValidator.missingLessons(exercise, known: lessons), exercise.id)
            XCTAssertEqual(ExerciseValidator.unusedCheckClasses(exercise), [], exercise.id)
        }
    }

    func testALessonThatDoesNotExistIsNamedWithThoseThatDo() throws {
        try edit("exercise.json") { $0.replacingOccurrences(of: #""timeLimitSeconds": 3,"#, with: #""timeLimitSeconds": 3, "lessons": [1, 9, 12],"#) }
        let exercise = try counterExercise()
        XCTAssertEqual(ExerciseValidator.missingLessons(exercise, known: [1, 2, 3, 5]),
                       "exercise.json: \"lessons\" names lessons 9, 12, which do not exist (the lessons are 1–3, 5): correct the number, or remove it")
        XCTAssertEqual(ExerciseValidator.missingLessons(exercise, known: []),
                       "exercise.json: \"lessons\" names lessons 1, 9, 12, which do not exist (Lessons/ has no lessons): correct the number, or remove it")
        XCTAssertNil(ExerciseValidator.missingLessons(exercise, known: Array(1...12)))
    }

    func testOnlyTestClassesNoRequirementUsesAreNamed() throws {
        try edit("checks/Checks.swift") { $0 + """

            final class Task3Checks: XCTestCase {
                func testLooksNice() { XCTAssertTrue(true) }
            }

            /// A helper, not a test class: never named.
            final class CounterMaker {
                static func make() -> Counter { Counter() }
            }

            class CounterCase: XCTestCase {
                func makeCounter() -> Counter { Counter() }
            }

            """ }
        try write("checks/More.swift", "import XCTest\n\nextension Task1Checks {\n    func testTwice() {}\n}\n\nclass Later: XCTestCase { func testOne() {} }\n")
        XCTAssertEqual(ExerciseValidator.unusedCheckClasses(try counterExercise()), [
            "checks/Checks.swift:22: class Task3Checks is used by no requirement in exercise.json: add it to a requirement's \"checks\", or delete it",
            "checks/More.swift:7: class Later is used by no requirement in exercise.json: add it to a requirement's \"checks\", or delete it",
        ])
        try edit("exercise.json") { $0.replacingOccurrences(of: #"["Task2Checks"]"#, with: #"["Task2Checks", "Task3Checks/testLooksNice", "Later"]"#) }
        XCTAssertEqual(ExerciseValidator.unusedCheckClasses(try counterExercise()), [], "a class named with one of its methods is used")
    }

    /// A check that is wrong for the reference: the reference's failure is shown, and nothing else is blamed.
    func testAfterTheReferenceFailsTheRestIsNotCheckedAndSaysSo() throws {
        try edit("checks/Checks.swift") {
            $0.replacingOccurrences(of: #"if value != 0 { XCTFail("Made a new counter: expected it at 0, but"#, with: #"if value != 1 { XCTFail("Made a new counter: expected it at 1, but"#)
        }
        let result = grade(["validate", "counter"])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stdout, """
            Validating counter (Counter)
              ✔ manifest: 3 requirements (2 automated), 5 broken submissions
              ✔ instructions.md reads; 3 hints
              ✔ contract: compiles against the reference solution
              ✘ reference solution: does not get full marks (2/3)
                  task-2: Made a new counter: expected it at 1, but it is at 0.
              ! not checked: the starter, the broken submissions and whether every check can fail, because the checks fail on the reference solution; make it pass, then validate again
            counter: 1 problem (1 warning)


            """)
    }

    func testNoDetailTellsTheInstructorToTellTheirInstructor() {
        var validation = ExerciseValidation(exercise: "x", title: "X")
        validation.add(false, "broken/a: declared task-1, but failed task-1, task-2",
                       ["Task 2: this exercise's checks do not compile; tell your instructor: checks/Checks.swift:3: oops", "Task 3: not set up (tell your instructor)"])
        validation.warn("w", ["this exercise's contract is malformed; tell your instructor: contract/Contract.swift:1: no sentence"])
        XCTAssertEqual(validation.findings.flatMap(\.details), [
            "Task 2: this exercise's checks do not compile: checks/Checks.swift:3: oops", "Task 3: not set up",
            "this exercise's contract is malformed: contract/Contract.swift:1: no sentence",
        ])
    }
}
