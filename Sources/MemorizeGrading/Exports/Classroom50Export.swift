import Foundation
import MemorizeSupport

/// What Classroom 50 needs to grade an exercise (its wiki, "Advanced Autograding"): an
/// `autograder.py` for `CLASSROOM/autograders/ASSIGNMENT/` in the classroom50 config
/// repository, which the runner starts in the student's checkout. It fetches the course,
/// builds this tool and lets `check --format classroom50` write `result.json`. A submission the
/// tool refuses (exit 64) is the student's 0 with its reason; a non-zero exit otherwise (the
/// course could not be fetched or built, the tool could not grade) is an infrastructure error
/// the runner reports as such, never a student's 0. The Python is only glue: the grading is this tool's.
public struct Classroom50Export {
    public let exercise: Exercise
    public let courseRepository: String
    public let courseReference: String?

    public init(exercise: Exercise, courseRepository: String, courseReference: String? = nil) {
        self.exercise = exercise
        self.courseRepository = courseRepository
        self.courseReference = courseReference
    }

    /// Files to write, by path inside the export folder.
    public var files: [String: String] {
        ["autograders/\(exercise.id)/autograder.py": autograder, "runtime.json": runtime, "README.md": readme]
    }

    /// The `runtime` block for the assignment: GitHub's Ubuntu runner, which has Swift.
    public var runtime: String { "{\n  \"runs-on\": \"ubuntu-latest\"\n}\n" }

    public var autograder: String {
        let branch = courseReference.map { "\"--branch\", \(Self.pythonString($0)), " } ?? ""
        return """
        \"\"\"Classroom 50 autograder for \(exercise.title) (\(exercise.id)), written by
        'memorize-course export classroom50'. Fetches the course, builds memorize-course, and lets it
        grade the student's checkout (the working directory) into result.json.\"\"\"

        import datetime, json, os, shutil, subprocess, sys, tempfile
        from pathlib import Path

        COURSE_REPOSITORY = \(Self.pythonString(courseRepository))
        EXERCISE = \(Self.pythonString(exercise.id))
        MAX_SCORE = \(exercise.manifest.automatedRequirements.reduce(0) { $0 + $1.points })

        if shutil.which("swift") is None:
            print("::error::no Swift toolchain on this runner; use runs-on ubuntu-latest (see runtime.json)", file=sys.stderr)
            sys.exit(2)
        course = Path(tempfile.mkdtemp(prefix="memorize-course-"))
        subprocess.run(["git", "clone", "--depth", "1", \(branch)COURSE_REPOSITORY, str(course)], check=True)
        # MEMORIZE_COURSE_BIN: a tool already built (how the tool's own tests run this very script).
        tool = os.environ.get("MEMORIZE_COURSE_BIN")
        if not tool:
            subprocess.run(["swift", "build", "-c", "release", "--product", "memorize-course", "--package-path", str(course)], check=True)
            tool = course / ".build" / "release" / "memorize-course"
        graded = subprocess.run([str(tool), "check", EXERCISE, "--path", ".", "--course", str(course), "--format", "classroom50"],
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        sys.stderr.buffer.write(graded.stderr)
        # 0: every task passed; 1: some failed; 2 with a result: some wait for a person. Each wrote result.json.
        if graded.returncode in (0, 1, 2) and graded.stdout.strip():
            Path("result.json").write_bytes(graded.stdout)
        elif graded.returncode == 64:
            # The submission itself was refused (no Swift file, too many, a name that prints as
            # something else): the student's 0, with the tool's reason, as on Gradescope.
            reason = graded.stderr.decode("utf-8", "replace").strip().splitlines()
            reason = reason[0].removeprefix("error: ") if reason else "the submission could not be graded"
            commit = os.environ.get("COMMIT_URL", "")
            Path("result.json").write_text(json.dumps({
                "schema": "classroom50/result/v1", "classroom": os.environ.get("CLASSROOM", ""),
                "assignment": os.environ.get("ASSIGNMENT", EXERCISE), "submission": os.environ.get("SUBMISSION_TAG", ""),
                "commit": commit, "release": os.environ.get("RELEASE_URL", ""), "review": os.environ.get("REVIEW_URL") or commit,
                "datetime": datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ"),
                "score": 0, "max-score": MAX_SCORE,
                "tests": [{"test-name": "Submission", "passed": False, "score": 0, "max-score": MAX_SCORE,
                           "message": "Not graded: " + "".join(c if c.isprintable() else " " for c in reason)}],
            }, indent=2) + "\\n")
        else:
            # The tool's fault (it could not grade at all): an infrastructure error, never a student's 0.
            sys.exit(graded.returncode or 2)

        """
    }

    public var readme: String {
        """
        # \(exercise.title) on Classroom 50

        Written by `memorize-course export classroom50 \(exercise.id)`. Classroom 50 grades in each
        student's own repository with GitHub Actions; this folder holds what it needs.

        1. Copy `autograders/\(exercise.id)/` into your `classroom50` config repository as
           `CLASSROOM/autograders/ASSIGNMENT/` (CLASSROOM: the classroom's short name; ASSIGNMENT:
           the assignment's slug). Commit and push; Classroom 50 publishes it.
        2. Give the assignment the runtime in `runtime.json` (GitHub's Ubuntu runner, which has a
           Swift toolchain): `gh teacher assignment add … --runtime runtime.json`, or the web form's
           Advanced settings.
        3. Push a submission to try it: the Release of each submission shows the score and one line
           per Required Task, with the message a student reads for each failed one.

        The autograder fetches the course from \(courseRepository)\(courseReference.map { " at \($0)" } ?? ""), builds
        memorize-course (a few minutes the first time on a runner) and runs
        `memorize-course check \(exercise.id) --format classroom50`, which writes Classroom 50's
        `result.json` (schema `\(Classroom50Result.schemaName)`). Requirements a person grades are
        not in it: grade them in Classroom 50 yourself. A submission the tool refuses (no Swift
        file, too many, a name that prints as something else) gets 0 with the reason as one test,
        "Submission"; when the course cannot be fetched or built, or the tool cannot grade at all,
        the run fails as an infrastructure error, never as a student's 0.

        """
    }

    /// A Python string literal: JSON's escaping is valid Python, once `/` is left alone (`\/`
    /// is no escape in Python, so a URL would keep its backslashes).
    static func pythonString(_ text: String) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .withoutEscapingSlashes
        let data = (try? encoder.encode(text)) ?? Data("\"\"".utf8)
        return String(decoding: data, as: UTF8.self)
    }
}
