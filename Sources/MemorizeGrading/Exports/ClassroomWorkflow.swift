import Foundation
import MemorizeSupport

/// A GitHub Actions workflow for a student's repository under GitHub Classroom: it fetches the
/// course and builds this tool, then has one step of Classroom's command grader per automated
/// requirement (`check --only`, exit 0 earns the requirement's points), and the reporter that
/// hands the total to Classroom. Goes in `.github/workflows/classroom.yml`.
public struct ClassroomWorkflow {
    public let exercise: Exercise
    /// The git URL of the course (this tool's repository with its Exercises/).
    public let courseRepository: String
    /// Where the graded files sit in the student's repository.
    public let path: String

    public init(exercise: Exercise, courseRepository: String, path: String = ".") {
        self.exercise = exercise
        self.courseRepository = courseRepository
        self.path = path
    }

    /// The shell command that grades one requirement, as the grader step runs it.
    public func command(for requirement: ExerciseManifest.Requirement) -> String {
        "memorize-course check \(exercise.id) --path \(Self.quoted(path)) --only \(requirement.id)"
    }

    /// Minutes a step may take: the first one builds everything.
    var timeoutMinutes: Int { max(10, Int((exercise.manifest.timeLimit * 4 / 60).rounded(.up)) + 5) }

    /// The workflow's YAML text.
    public var yaml: String {
        let requirements = exercise.manifest.automatedRequirements
        var lines = [
            "# GitHub Classroom autograding for \(exercise.title) (\(exercise.id)), written by 'memorize-course export classroom'.",
            "# One step per Required Task, each worth its points; the reporter sends the total to Classroom.",
            "name: Autograding Tests",
            "'on':",
            "- push",
            "- repository_dispatch",
            "permissions:",
            "  checks: write",
            "  actions: read",
            "  contents: read",
            "env:",
            "  MEMORIZE_COURSE_ROOT: ${{ github.workspace }}/../memorize-course",
            "jobs:",
            "  run-autograding-tests:",
            "    runs-on: ubuntu-latest",
            "    if: github.actor != 'github-classroom[bot]'",
            "    steps:",
            "    - name: Checkout code",
            "      uses: actions/checkout@v4",
            "    - name: Get the course and build memorize-course",
            "      run: |",
            "        git clone --depth 1 \(Self.quoted(courseRepository)) \"$MEMORIZE_COURSE_ROOT\"",
            "        swift build -c release --package-path \"$MEMORIZE_COURSE_ROOT\"",
            "        echo \"$MEMORIZE_COURSE_ROOT/.build/release\" >> \"$GITHUB_PATH\"",
        ]
        for requirement in requirements {
            let name = Self.yamlString("\(GradescopeReport.title(requirement.id)): \(requirement.title)")
            lines += [
                "    - name: \(name)",
                "      id: \(requirement.id)",
                "      uses: classroom-resources/autograding-command-grader@v1",
                "      with:",
                "        test-name: \(name)",
                "        command: \(Self.yamlString(command(for: requirement)))",
                "        timeout: \(timeoutMinutes)",
                "        max-score: \(requirement.points)",
            ]
        }
        lines += [
            "    - name: Autograding Reporter",
            "      uses: classroom-resources/autograding-grading-reporter@v1",
            "      env:",
        ]
        lines += requirements.map { "        \($0.id.uppercased())_RESULTS: \"${{steps.\($0.id).outputs.result}}\"" }
        lines += [
            "      with:",
            "        runners: \(requirements.map(\.id).joined(separator: ","))",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    /// A YAML scalar in single quotes (a quote inside is doubled): safe for any text.
    static func yamlString(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "''") + "'"
    }

    /// A shell word: as it is when plain, else in single quotes.
    static func quoted(_ word: String) -> String {
        word.allSatisfy { $0.isLetter || $0.isNumber || "-_./:@".contains($0) } ? word
            : "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
