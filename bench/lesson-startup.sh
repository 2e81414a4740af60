#!/usr/bin/env bash
# How long `memorize-course lesson 4` takes, against a minimal Foundation "hello" binary
# built the same way (release, same toolchain, same machine, same run), in the two places
# students run it:
#   - in the course folder, with a progress file there (the checkout's own, or a sample one
#     written for the run and removed after; a student's file is never touched);
#   - from a folder outside the course (/), with MEMORIZE_COURSE_ROOT pointing to it.
# Prints both medians and the ratio for each place. Target: at most 1.2x; exits 1 when a
# place is over it. Output is not a terminal here, so the pager stays out of the measure.
#
#   bash bench/lesson-startup.sh [RUNS]     (default 41 runs each, alternating)
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
runs=${1:-41}
out=bench/out
mkdir -p "$out/hello/Sources/hello"
mkdir -p "$out/tmp"
export TMPDIR=$root/$out/tmp/   # SwiftPM leaves TemporaryDirectory.* folders behind: keep them out of the system's /tmp

echo "building memorize-course (release)…" >&2
swift build -c release --product memorize-course >/dev/null
tool=$(swift build -c release --show-bin-path)/memorize-course

cat > "$out/hello/Package.swift" <<'SWIFT'
// swift-tools-version:6.0
import PackageDescription
let package = Package(name: "hello", targets: [.executableTarget(name: "hello")])
SWIFT
cat > "$out/hello/Sources/hello/main.swift" <<'SWIFT'
import Foundation
FileHandle.standardOutput.write(Data("hello, \(ProcessInfo.processInfo.processName)\n".utf8))
SWIFT
echo "building the Foundation hello baseline (release)…" >&2
(cd "$out/hello" && swift build -c release >/dev/null)
hello=$(cd "$out/hello" && swift build -c release --show-bin-path)/hello

progress="$root/.memorize-progress.json"
if [ ! -e "$progress" ]; then
    # A progress file like one after a few weeks of the course: checked exercises, a quiz.
    trap 'rm -f "$progress"' EXIT
    cat > "$progress" <<'JSON'
{"format": 1,
 "exercises": {"fast-food": {"passed": 3, "total": 3, "everPassed": true, "hintsShown": 1, "lastChecked": 786000000},
               "one-and-only": {"passed": 1, "total": 3, "everPassed": false, "hintsShown": 2, "lastChecked": 786100000}},
 "quizzes": {"4": {"best": 5, "total": 6, "takenAt": 786200000}}}
JSON
fi

python3 - "$runs" "$tool" "$hello" "$root" <<'PY'
import os, statistics, subprocess, sys, time
runs, tool, hello, root = int(sys.argv[1]), sys.argv[2], sys.argv[3], sys.argv[4]
target = 1.2
places = [
    ("in the course folder, with a progress file", root, {}),
    ("outside the course, with MEMORIZE_COURSE_ROOT", "/", {"MEMORIZE_COURSE_ROOT": root}),
]
def once(cmd, cwd, env):
    """Wall time, and the CPU time the process used (which waiting for a busy CPU does not inflate)."""
    start = time.perf_counter()
    process = subprocess.Popen(cmd, cwd=cwd, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(process.pid, 0)
    if status != 0: sys.exit(f"{' '.join(cmd)} failed (status {status})")
    return time.perf_counter() - start, usage.ru_utime + usage.ru_stime
over = False
for name, cwd, extra in places:
    env = {k: v for k, v in os.environ.items() if k != "MEMORIZE_COURSE_ROOT"}
    env.update(extra)
    lesson_cmd = [tool, "lesson", "4"]
    for cmd in (lesson_cmd, [hello]):            # warm the page cache
        for _ in range(3): once(cmd, cwd, env)
    lesson, base = [], []
    for _ in range(runs):                        # alternate, so machine noise hits both alike
        lesson.append(once(lesson_cmd, cwd, env))
        base.append(once([hello], cwd, env))
    ml, mb = (statistics.median(t for t, _ in times) for times in (lesson, base))
    cl, cb = (statistics.median(c for _, c in times) for times in (lesson, base))
    ratio = ml / mb
    over |= ratio > target
    print(f"{name}:")
    print(f"  memorize-course lesson 4: median {ml*1000:.1f} ms over {runs} runs (CPU {cl*1000:.1f} ms)")
    print(f"  Foundation hello:         median {mb*1000:.1f} ms over {runs} runs (CPU {cb*1000:.1f} ms)")
    print(f"  ratio: {ratio:.2f}x (target <= {target}x) -> {'OK' if ratio <= target else 'OVER TARGET'}")
    # On a busy machine both wait for a CPU alike, which pulls the wall ratio toward 1.
    print(f"  CPU ratio: {cl/cb:.2f}x (trust this one when the machine is busy)")
sys.exit(1 if over else 0)
PY
