#!/usr/bin/env bash
# Grader speed: a cold `check` (empty scratch package), a warm re-check after editing one
# file, and the same scratch package through a plain `swift build --build-tests` +
# `swift test --skip-build` after the same edit. Prints medians and the grader's overhead.
# Targets: warm re-check <= 2.5 s (goal 1.5 s), cold <= 30 s, overhead <= 20 %.
#
#   bash bench/check-speed.sh [EXERCISE] [RUNS]     (default: assignment2, 7 runs)
set -euo pipefail
cd "$(dirname "$0")/.."
exercise=${1:-assignment2}
runs=${2:-7}
root=$(pwd)
out=$root/bench/out/check-speed
rm -rf "$out" && mkdir -p "$out/student"
cp "Exercises/$exercise/solution/"*.swift "$out/student/"
edited=$(ls "$out/student" | head -1)

echo "building memorize-course (release)…" >&2
swift build -c release --product memorize-course >/dev/null
tool=$(swift build -c release --show-bin-path)/memorize-course

python3 - "$tool" "$exercise" "$out" "$edited" "$runs" <<'PY'
import os, statistics, subprocess, sys, time
tool, exercise, out, edited, runs = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4], int(sys.argv[5])
student = os.path.join(out, "student")
scratch = os.path.join(out, "scratch")
package = os.path.join(scratch, exercise)
env = dict(os.environ, MEMORIZE_COURSE_SCRATCH=scratch)

def timed(cmd, cwd=None, ok=(0,)):
    start = time.perf_counter()
    result = subprocess.run(cmd, cwd=cwd, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    elapsed = time.perf_counter() - start
    if result.returncode not in ok:
        sys.exit(f"{' '.join(cmd)} failed ({result.returncode}): {result.stderr.decode()[-500:]}")
    return elapsed

edits = 0
def edit(path):
    global edits
    edits += 1
    with open(path, "a") as f: f.write(f"\n// bench edit {edits}\n")

check = [tool, "check", exercise, "--path", student]
cold = timed(check)
warm = []
for _ in range(runs):
    edit(os.path.join(student, edited))
    warm.append(timed(check))
# The same package, the plain way: edit the scratch copy, then build and test.
plain = []
for _ in range(runs):
    edit(os.path.join(package, "Sources", "Submission", edited))
    plain.append(timed(["swift", "build", "--build-tests"], cwd=package)
                 + timed(["swift", "test", "--skip-build"], cwd=package))
subprocess.run(["rm", "-rf", os.path.join(package, ".build")])
plain_cold = timed(["swift", "build", "--build-tests"], cwd=package) + timed(["swift", "test", "--skip-build"], cwd=package)

w, p = statistics.median(warm), statistics.median(plain)
overhead = (w / p - 1) * 100
print(f"cold check:               {cold:6.2f} s   (target <= 30 s)")
print(f"plain cold build + test:  {plain_cold:6.2f} s")
print(f"warm re-check, 1 edit:    {w:6.2f} s   median of {runs} (target <= 2.5 s, goal 1.5 s)")
print(f"plain build + test, same: {p:6.2f} s   median of {runs}")
print(f"grader overhead:          {overhead:+5.1f} %  (target <= 20 %)")
ok = cold <= 30 and w <= 2.5 and overhead <= 20
print("OK" if ok else "OVER TARGET")
sys.exit(0 if ok else 1)
PY
