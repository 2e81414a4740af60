#!/usr/bin/env bash
# Grading 15 distinct submissions with warm workers: the four real-project fixtures under
# Tests/Fixtures/assignment2-projects (each its own spellings and interface), the reference,
# and ten different broken submissions (a crash and a compile error among them). No hang: a
# hanging task costs its time limit by design (5 s of CPU each), which bench/grade-class.sh
# measures.
# No two are alike, so none is skipped as a copy. The workers' scratch packages are warmed by
# an untimed round on other submissions first; each timed round grades all 15 (--force).
# Baseline in the same go: the class graded one submission at a time with `check --path`.
# Target on a 2-core machine: <= 12 s for the class.
#
#   bash bench/grade-distinct.sh [ROUNDS]     (default 3 rounds, medians)
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
rounds=${1:-3}
out=$root/bench/out/grade-distinct
rm -rf "$out" && mkdir -p "$out/class" "$out/warm" "$out/tmp"
export MEMORIZE_COURSE_SCRATCH=$out/scratch
export TMPDIR=$out/tmp/   # SwiftPM and the tool's children leave nothing in the system's /tmp

echo "building memorize-course (release)…" >&2
swift build -c release --product memorize-course >/dev/null
tool=$(swift build -c release --show-bin-path)/memorize-course

python3 - "$root" "$out" <<'PY'
import json, os, shutil, sys
root, out = sys.argv[1], sys.argv[2]
exercise = os.path.join(root, "Exercises/assignment2")
solution = os.path.join(exercise, "solution")
projects = os.path.join(root, "Tests/Fixtures/assignment2-projects")
def broken(folder, variant):
    files = {n: open(os.path.join(solution, n), encoding="utf-8").read() for n in os.listdir(solution) if n.endswith(".swift")}
    for edit in json.load(open(os.path.join(exercise, "broken", variant + ".json"), encoding="utf-8"))["edits"]:
        files[edit["file"]] = files[edit["file"]].replace(edit["find"], edit["replace"])
    os.makedirs(folder)
    for name, text in files.items():
        open(os.path.join(folder, name), "w", encoding="utf-8").write(text)
names = sorted(n for n in os.listdir(projects) if os.path.isdir(os.path.join(projects, n)))
for name in names:
    shutil.copytree(os.path.join(projects, name), os.path.join(out, "class", name))
shutil.copytree(solution, os.path.join(out, "class", "reference"))
variants = sorted(n[:-5] for n in os.listdir(os.path.join(exercise, "broken")) if n.endswith(".json"))
must = ["crash-in-shuffle", "does-not-compile"]
# A fixed list, so that a broken submission added later does not change the class that earlier
# measurements (the baseline of 8ead5ff among them) graded.
chosen = must + ["at-most-one-point-per-mismatch", "color-by-theme-name", "emoji-drawn-with-replacement", "first-emoji-only",
                 "init-deals-every-emoji", "init-theme-without-colour", "init-written-out-unshuffled", "matched-card-chosen-again"]
for variant in chosen:
    broken(os.path.join(out, "class", variant), variant)
rest = [v for v in variants if v not in chosen and not v.startswith("hang")]
for variant in rest[:2]:
    broken(os.path.join(out, "warm", variant), variant)
print("class: %d submissions: %d real projects, the reference, %d broken" % (len(os.listdir(os.path.join(out, "class"))), len(names), len(chosen)),
      file=sys.stderr)
PY

echo "warming the workers' scratch packages (untimed)…" >&2
"$tool" grade assignment2 "$out/warm" --out "$out/warm-grades" --force >/dev/null

python3 - "$tool" "$out" "$rounds" <<'PY'
import os, resource, statistics, subprocess, sys, time
tool, out, rounds = sys.argv[1], sys.argv[2], int(sys.argv[3])
students = sorted(os.listdir(os.path.join(out, "class")))
def timed(command):
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    result = subprocess.run(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if result.returncode not in (0, 1):
        sys.exit(f"{' '.join(command)} failed ({result.returncode}): {result.stderr.decode()[-500:]}")
    return wall, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
grade, loop = [], []
for _ in range(rounds):
    grade.append(timed([tool, "grade", "assignment2", os.path.join(out, "class"), "--out", os.path.join(out, "grades"), "--force"]))
    total = [0.0, 0.0]
    for student in students:
        wall, cpu = timed([tool, "check", "assignment2", "--path", os.path.join(out, "class", student)])
        total[0] += wall; total[1] += cpu
    loop.append(tuple(total))
g, l = statistics.median(w for w, _ in grade), statistics.median(w for w, _ in loop)
gc = statistics.median(c for _, c in grade)
print(f"grade, 15 distinct, warm workers: {g:6.2f} s   {gc:5.1f} CPU-s   median of {rounds} (target <= 12 s)")
print(f"baseline, check --path one by one: {l:6.2f} s   (grade is {l / g:.2f}x faster)")
sys.exit(0 if g <= 12 else 1)
PY
