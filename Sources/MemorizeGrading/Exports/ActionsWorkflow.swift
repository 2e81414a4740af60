import Foundation
import MemorizeSupport

/// A GitHub Actions workflow that grades an exercise in any repository, with no classroom
/// service: on every push it fetches the course, builds this tool, and runs
/// `check --format github`, which marks each compile error at the student's file and line,
/// each failed task as an error, and writes the scorecard to the job summary; the JUnit report
/// is uploaded as an artifact. Goes in `.github/workflows/memorize-course.yml`.
public struct ActionsWorkflow {
    public let exercise: Exercise
    /// The git URL of the course (this tool's repository with its Exercises/).
    public let courseRepository: String
    /// The branch or tag of the course to grade with, so a later change to the checks does not
    /// change a grade already given.
    public let courseReference: String?
    /// Where the graded files sit in the student's repository.
    public let path: String

    public init(exercise: Exercise, courseRepository: String, courseReference: String? = nil, path: String = ".") {
        self.exercise = exercise
        self.courseRepository = courseRepository
        self.courseReference = courseReference
        self.path = path
    }

    public static let fileName = ".github/workflows/memorize-course.yml"

    /// Minutes the job may take: a cold build of the tool and the checks, then the checks.
    var timeoutMinutes: Int { 30 + Int((exercise.manifest.timeLimit * Double(exercise.manifest.requirements.count) / 60).rounded(.up)) }

    public var yaml: String {
        let branch = courseReference.map { " --branch \(ShellWord.word($0))" } ?? ""
        let check = "memorize-course check \(exercise.id) --path \(ShellWord.word(path)) --course \"$MEMORIZE_COURSE_ROOT\""
        return """
        # Grades \(exercise.title) (\(exercise.id)) on every push, written by 'memorize-course export actions'.
        # Needs no classroom service: the scorecard is in the job summary, compile errors are marked
        # on your files, and junit.xml is kept as an artifact. The job fails while a task fails.
        name: \(Self.yamlString("memorize-course: \(exercise.id)"))
        'on':
          push:
          pull_request:
          workflow_dispatch:
        permissions:
          contents: read
        concurrency:
          group: memorize-course-${{ github.ref }}
          cancel-in-progress: true
        env:
          MEMORIZE_COURSE_ROOT: ${{ github.workspace }}/../memorize-course
        jobs:
          grade:
            runs-on: ubuntu-latest
            timeout-minutes: \(timeoutMinutes)
            steps:
            - name: Check out your code
              uses: actions/checkout@v4
            - name: Get the course and build memorize-course
              run: |
                swift --version
                git clone --depth 1\(branch) \(ShellWord.word(courseRepository)) "$MEMORIZE_COURSE_ROOT"
                swift build -c release --product memorize-course --package-path "$MEMORIZE_COURSE_ROOT"
                echo "$MEMORIZE_COURSE_ROOT/.build/release" >> "$GITHUB_PATH"
            - name: Grade \(exercise.id)
              run: \(check) --format github --junit memorize-course-junit.xml
            - name: Keep the JUnit report
              if: always()
              uses: actions/upload-artifact@v4
              with:
                name: memorize-course-junit
                path: memorize-course-junit.xml
                if-no-files-found: ignore

        """
    }

    /// A YAML scalar in single quotes (a quote inside is doubled): safe for any text.
    static func yamlString(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "''") + "'"
    }
}
