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
            let tasks = InstructionTasks.read(try String(contentsOf: exercise.instructions, encoding: .utf8))
            XCTAssertNotNil(tasks.headingLine, exercise.id)
            XCTAssertEqual(tasks.items.map(\.number), Array(1...exercise.manifest.requirements.count), exercise.id)
            XCTAssertEqual(tasks.mismatches(with: exercise.manifest), [], exercise.id)
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

    func testRequiredTasksAreReadAsStudentsReadThem() {
        let text = """
            ## What to build

            1. Not a task: this list comes before the section.

            ### Required tasks

            1. Count up.
               1. A detail of task 1, not a task.
            2. Start at zero.
            ```
            3. Code, not a task.
            ```
            #### A heading inside the section
            3. Look nice.

            ## Hints

            1. A hint, not a task.
            """
        let tasks = InstructionTasks.read(text)
        XCTAssertEqual(tasks.headingLine, 5)
        XCTAssertEqual(tasks.items, [.init(number: 1, line: 7), .init(number: 2, line: 9), .init(number: 3, line: 14)])
        XCTAssertNil(InstructionTasks.read("## Tasks\n\n1. Count up.\n").headingLine)
    }

    func testTasksOnOneSideOnlyAreNamedOnThatSide() throws {
        let manifest = try counterExercise().manifest
        let gap = InstructionTasks(headingLine: 5, items: [.init(number: 1, line: 7), .init(number: 3, line: 8), .init(number: 4, line: 9)])
        XCTAssertEqual(gap.mismatches(with: manifest), [
            "instructions.md:9: Required Task 4 has no requirement in exercise.json, so nothing grades it: add one (\"id\": \"task-4\"), or remove the task",
            "exercise.json: task-2 (\"Starting at zero\") is not among the Required Tasks of instructions.md (it lists 1, 3–4): add it there as item 2, or remove the requirement",
        ])
        let twice = InstructionTasks(headingLine: 5, items: [.init(number: 1, line: 7), .init(number: 1, line: 8), .init(number: 1, line: 9)])
        XCTAssertEqual(twice.mismatches(with: manifest), [
            "instructions.md:8: Required Task 1 is listed again (first at line 7): number each task once",
            "instructions.md:9: Required Task 1 is listed again (first at line 7): number each task once",
            "exercise.json: task-2 (\"Starting at zero\") is not among the Required Tasks of instructions.md (it lists 1): add it there as item 2, or remove the requirement",
            "exercise.json: task-3 (\"Looks nice\") is not among the Required Tasks of instructions.md (it lists 1): add it there as item 3, or remove the requirement",
        ])
        var named = manifest
        named.requirements[1].id = "zero"
        let short = InstructionTasks(headingLine: 5, items: [.init(number: 1, line: 7), .init(number: 2, line: 8)])
        XCTAssertEqual(short.mismatches(with: named), [
            "exercise.json: task-3 (\"Looks nice\") is not among the Required Tasks of instructions.md (it lists 1–2): add it there as item 3, or remove the requirement",
        ], "ids not of the form task-N: only the counts can be compared")
    }

    func testValidateNamesEachMistakeAndStillChecksTheRest() throws {
        try edit("exercise.json") { $0.replacingOccurrences(of: #""timeLimitSeconds": 3,"#, with: #""timeLimitSeconds": 3, "lessons": [1, 9],"#) }
        try edit("checks/Checks.swift") { $0 + "\nfinal class Task3Checks: XCTestCase {\n    func testLooksNice() { XCTAssertTrue(true) }\n}\n" }
        try edit("instructions.md") {
            $0.replacingOccurrences(of: "2. Start at zero.\n", with: "").replacingOccurrences(of: "(checked by a person).\n", with: "(checked by a person).\n4. Count down.\n")
        }
        let result = grade(["validate", "counter"])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stdout.hasPrefix("""
            Validating counter (Counter)
              ✔ manifest: 3 requirements (2 automated), 5 broken submissions
              ✘ exercise.json: "lessons" names lesson 9, which does not exist (the lessons are 1): correct the number, or remove it
              ✔ instructions.md reads; 3 hints
              ✘ instructions.md:9: Required Task 4 has no requirement in exercise.json, so nothing grades it: add one ("id": "task-4"), or remove the task
              ✘ exercise.json: task-2 ("Starting at zero") is not among the Required Tasks of instructions.md (it lists 1, 3–4): add it there as item 2, or remove the requirement
              ✘ checks/Checks.swift:22: class Task3Checks is used by no requirement in exercise.json: add it to a requirement's "checks", or delete it
              ✔ contract: compiles against the reference solution
              ✔ reference solution: full marks (3/3), and again on 90 more runs (a check failing one run in twenty would have shown, with 99% probability)

            """), result.stdout)
        XCTAssertTrue(result.stdout.hasSuffix("  ✔ every check is seen to fail: 2 of 2\ncounter: 4 problems\n\n"), result.stdout)
    }

    func testInstructionsWithoutRequiredTasksAreAWarning() throws {
        try edit("instructions.md") { $0.replacingOccurrences(of: "## Required Tasks", with: "## Tasks") }
        try edit("checks/Checks.swift") { $0.replacingOccurrences(of: "Task1Checks: XCTestCase", with: "Task1Chekcs: XCTestCase") }  // stops before building
        let result = run(["validate", "counter"])
        XCTAssertTrue(result.stdout.contains("""
              ✔ instructions.md reads; 3 hints
              ! instructions.md has no "## Required Tasks" section, so its tasks cannot be compared with the 3 requirements of exercise.json: list the tasks there, numbered as the requirements are

            """), result.stdout)
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
