import Foundation

/// The two scripts Gradescope runs: `setup.sh` once when it builds the image, and
/// `run_autograder` for each submission.
extension GradescopeBundle {
    /// Runs once, as root, when Gradescope builds the image.
    var setupScript: String {
        let version = Self.swiftVersion
        let platform = "ubuntu" + Self.ubuntu.replacingOccurrences(of: ".", with: "")
        return """
        #!/usr/bin/env bash
        # Gradescope runs this once, as root, on its Ubuntu \(Self.ubuntu) image: install Swift \(version)
        # and bubblewrap (the checks' sandbox, used when the container allows it), then build the tool.
        set -euo pipefail
        cd "$(dirname "$0")"
        apt-get update
        DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends \\
          ca-certificates curl binutils git gnupg2 libc6-dev libcurl4-openssl-dev libedit2 libgcc-11-dev \\
          libpython3-dev libsqlite3-0 libstdc++-11-dev libxml2-dev libz3-dev pkg-config tzdata unzip zlib1g-dev bubblewrap
        curl -fsSL "https://download.swift.org/swift-\(version)-release/\(platform)/swift-\(version)-RELEASE/swift-\(version)-RELEASE-ubuntu\(Self.ubuntu).tar.gz" \\
          | tar -xz -C /opt
        ln -sf /opt/swift-\(version)-RELEASE-ubuntu\(Self.ubuntu)/usr/bin/* /usr/local/bin/
        swift build -c release --package-path memorize-course
        # Build the exercise's checks once, so each submission rebuilds only its own files.
        ./run_autograder --warm-up || true
        """
    }

    /// Runs for each submission.
    var runScript: String {
        """
        #!/usr/bin/env bash
        # Gradescope runs this for each submission: grade $root/submission into
        # $root/results/results.json. The root is /autograder unless AUTOGRADER_ROOT says otherwise
        # (that is how the tool's tests run this very script); MEMORIZE_COURSE_BIN overrides the tool.
        set -uo pipefail
        root="${AUTOGRADER_ROOT:-/autograder}"
        source="$(cd "$(dirname "$0")" && pwd)"
        [ -d "$source/course" ] || source="$root/source"
        # The course (its reference solution, its warm build) is root's alone: where bubblewrap
        # cannot run, a student's program runs as an unused user id and reads what any user may.
        chmod go-rwx "$source" 2>/dev/null || true
        tool="${MEMORIZE_COURSE_BIN:-$source/memorize-course/.build/release/memorize-course}"
        export MEMORIZE_COURSE_SCRATCH="${MEMORIZE_COURSE_SCRATCH:-$source/.scratch}"
        if [ "${1:-}" = "--warm-up" ]; then
          exec "$tool" check \(exercise.id) --course "$source/course" --solution >/dev/null
        fi
        mkdir -p "$root/results"
        errors="$(mktemp -p "$root/results")"
        "$tool" check \(exercise.id) --course "$source/course" --path "$root/submission" --format gradescope \\
          > "$root/results/results.json" 2> "$errors"
        status=$?
        cat "$errors"   # Gradescope shows the script's output to the instructor only
        if [ "$status" -gt 1 ] && [ ! -s "$root/results/results.json" ]; then
          # Exit 2 or 64 with no results: the grading could not run; never a zero blamed silently
          # on the student. (Exit 2 with results: graded, some task ungraded, which they name.)
          # The message keeps printable ASCII only (byte by byte, so a control character or half
          # a UTF-8 character cannot reach the JSON), then escapes \\ and ": always valid JSON.
          message="$(head -c 2000 "$errors" | LC_ALL=C tr '\\n\\t\\r' '   ' | LC_ALL=C tr -cd ' -~' \\
            | LC_ALL=C sed 's/\\\\/\\\\\\\\/g; s/"/\\\\"/g')"
          printf '{"score": 0, "output": "The autograder could not grade this submission (exit %s): %s", "output_format": "text", "tests": []}\\n' \\
            "$status" "$message" > "$root/results/results.json"
        fi
        rm -f "$errors"
        exit 0
        """
    }
}
