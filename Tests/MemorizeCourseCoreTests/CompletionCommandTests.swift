import XCTest
import TestSupport
@testable import MemorizeCourseCore

/// The completion scripts are written from the registry: every command and option is in each
/// of them, and a command that did not exist when the scripts were written shows up too.
/// (Running them in the shells is in EndToEndTests/CompletionShellTests.)
final class CompletionCommandTests: CommandFixture {
    func testEveryCommandAndOptionOfTheRegistryIsInEachScript() {
        for shell in CompletionCommand.Shell.allCases {
            let result = run(["completion", shell.rawValue])
            XCTAssertEqual(result.status, 0, result.stderr)
            XCTAssertEqual(result.stdout, CompletionCommand.script(for: shell, demoIDs: ["alpha", "beta"]))
            for type in CommandRegistry.all {
                XCTAssertTrue(result.stdout.contains(type.spec.name), "\(shell): \(type.spec.name)")
                for option in type.spec.options {
                    let spelled = shell == .fish ? "-l \(option.bareName)" : option.name
                    XCTAssertTrue(result.stdout.contains(spelled), "\(shell): \(type.spec.name) \(option.name)")
                }
            }
            XCTAssertTrue(result.stdout.contains("alpha"), "\(shell): demo ids come from the context")
        }
    }

    func testANewCommandAndOptionAreCompletedWithoutEditingTheScripts() {
        let spec = CommandSpec(name: "frobnicate", arguments: "EXERCISE", abstract: "Frobnicate an exercise.", discussion: "",
                               options: [OptionSpec("--twice", help: "Do it twice."), OptionSpec("--into", value: "DIR", help: "Where.")],
                               positionals: [.exercise])
        let model = CompletionModel(commands: [spec], demoIDs: [])
        let bash = BashCompletion(model: model).render()
        XCTAssertTrue(bash.contains("frobnicate) options='--twice --into --course --help -h'; values='--into=directory --course=directory'; arguments='exercise' ;;"), bash)
        let zsh = ZshCompletion(model: model).render()
        XCTAssertTrue(zsh.contains("'frobnicate:Frobnicate an exercise.'"), zsh)
        XCTAssertTrue(zsh.contains("'*--into=[Where.]:DIR:_files -/'"), zsh)
        XCTAssertTrue(zsh.contains("'1:exercise:_memorize_course_exercises'"), zsh)
        let fish = FishCompletion(model: model).render()
        XCTAssertTrue(fish.contains(#"complete -c memorize-course -n '__memorize_course_at "" 0' -a frobnicate -d 'Frobnicate an exercise.'"#), fish)
        XCTAssertTrue(fish.contains("complete -c memorize-course -n '__memorize_course_in frobnicate' -l twice -d 'Do it twice.'"), fish)
        XCTAssertTrue(fish.contains("-n '__memorize_course_at frobnicate 0' -xa '(memorize-course completion --list exercises 2>/dev/null)'"), fish)
    }

    func testQuotesInHelpTextAreEscapedForEachShell() {
        let spec = CommandSpec(name: "say", arguments: "", abstract: "Say 'hi' [loudly].", discussion: "",
                               options: [OptionSpec("--tone", value: "TONE", completes: .words(["warm", "cold"]), help: "It's [the] tone.")])
        let model = CompletionModel(commands: [spec], demoIDs: [])
        XCTAssertTrue(ZshCompletion(model: model).render().contains(#"'*--tone=[It'\''s \[the\] tone.]:TONE:(warm cold)'"#))
        XCTAssertTrue(FishCompletion(model: model).render().contains(#"-l tone -r -xa 'warm cold' -d 'It\'s [the] tone.'"#))
        XCTAssertTrue(BashCompletion(model: model).render().contains("values='--tone=words:warm,cold --course=directory'"))
    }

    func testListPrintsTheCourseFoldersLessonsAndExercises() throws {
        try FileManager.default.createDirectory(at: course.root.appendingPathComponent("Exercises/ex-one"), withIntermediateDirectories: true)
        try #"{"format": 1, "id": "ex-one", "title": "One", "requirements": [{"id": "task-1", "title": "T", "points": 1, "checks": ["C"]}]}"#
            .write(to: course.root.appendingPathComponent("Exercises/ex-one/exercise.json"), atomically: true, encoding: .utf8)
        XCTAssertEqual(run(["completion", "--list", "lessons"]).stdout, "1\n4\n")
        XCTAssertEqual(run(["completion", "--list", "exercises"]).stdout, "ex-one\n")
        XCTAssertEqual(run(["completion", "--list", "tasks", "ex-one"]).stdout, "task-1\n")
        XCTAssertEqual(run(["completion", "--list", "tasks", "nope"]).stdout, "", "no such exercise: nothing, quietly")
        XCTAssertEqual(run(["completion", "--list", "sections"]).stdout, "", "no lesson typed yet")
        try TemporaryCourse.lessonText(number: 4, title: "Logic", body: "## Enums and Optionals\n\nText.\n\n## The `MemoryGame`\n\nMore.")
            .write(to: course.root.appendingPathComponent("Lessons/04-logic/lesson.md"), atomically: true, encoding: .utf8)
        XCTAssertEqual(run(["completion", "--list", "sections", "4"]).stdout, "enums-and-optionals\nthe-memorygame\n")
    }

    func testListIsQuietWithoutACourseFolder() {
        let nowhere = Harness.run(["completion", "--list", "lessons"], currentDirectory: URL(fileURLWithPath: "/"), demos: Self.demos)
        XCTAssertEqual(nowhere.status, 0)
        XCTAssertEqual(nowhere.stdout + nowhere.stderr, "")
    }

    func testUsageErrors() {
        assertUsageError(["completion"], "error: 'completion' needs a shell (bash, zsh, fish); for example: memorize-course completion bash")
        assertUsageError(["completion", "tcsh"], "error: no completion for 'tcsh'; shells are bash, zsh, fish; for example: memorize-course completion bash")
        assertUsageError(["completion", "--list", "demos"], "error: --list demos: it lists lessons, exercises, sections or tasks; see 'memorize-course completion --help'")
    }

    func testNoOptionIsAFlagInOneCommandAndTakesAValueInAnother() {
        // The fish script steps over a value after any option that takes one in some command.
        var takesValue: [String: Bool] = [:]
        for option in CommandRegistry.all.flatMap({ $0.spec.options }) + CompletionModel.topLevelOptions {
            if let earlier = takesValue[option.name] {
                XCTAssertEqual(earlier, option.valueName != nil, option.name)
            }
            takesValue[option.name] = option.valueName != nil
        }
    }
}
