#!/usr/bin/env bash
# Grading a class: `grade` on 30 submissions against 30 runs of `check --path` one after
# another. The class is made of copies of the reference solution and of broken submissions
# (including ones that hang, crash and do not compile), named student-01…30 in a fixed
# shuffled order. Both sides start from warm scratch packages (a small untimed run first).
# Targets on a 2-core machine: the class in <= 2 minutes, grade >= 1.5x faster than the loop.
#
#   bash bench/grade-class.sh [JOBS]     (default: the number of cores; ROUNDS=3 rounds, medians)
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
out=$root/bench/out/grade-class
jobs=${1:-$(nproc 2>/dev/null || sysctl -n hw.ncpu)}
rm -rf "$out/class" "$out/warm" "$out/grades" && mkdir -p "$out/class" "$out/warm" "$out/tmp"
export MEMORIZE_COURSE_SCRATCH=$out/scratch
export TMPDIR=$out/tmp/   # SwiftPM and the tool's children leave nothing in the system's /tmp

echo "building memorize-course (release)…" >&2
swift build -c release --product memorize-course >/dev/null
tool=$(swift build -c release --show-bin-path)/memorize-course

python3 - "$root/Exercises/assignment2" "$out" <<'PY'
import json, os, random, shutil, sys
exercise, out = sys.argv[1], sys.argv[2]
solution = os.path.join(exercise, "solution")
broken_dir = os.path.join(exercise, "broken")
must = ["hang-in-new-game", "crash-in-shuffle", "does-not-compile"]
others = sorted(n[:-5] for n in os.listdir(broken_dir) if n.endswith(".json") and n[:-5] not in must)
variants = ["reference"] * 6 + must + others[:21]
random.Random(13).shuffle(variants)
def make(folder, variant):
    os.makedirs(folder)
    files = {n: open(os.path.join(solution, n), encoding="utf-8").read() for n in os.listdir(solution) if n.endswith(".swift")}
    if variant != "reference":
        for edit in json.load(open(os.path.join(broken_dir, variant + ".json"), encoding="utf-8"))["edits"]:
            assert files[edit["file"]].count(edit["find"]) == 1, (variant, edit["file"])
            files[edit["file"]] = files[edit["file"]].replace(edit["find"], edit["replace"])
    for name, text in files.items():
        open(os.path.join(folder, name), "w", encoding="utf-8").write(text)
for index, variant in enumerate(variants, 1):
    make(os.path.join(out, "class", "student-%02d" % index), variant)
for index in range(1, 3):
    make(os.path.join(out, "warm", "warm-%d" % index), "reference")
counts = {v: variants.count(v) for v in ("reference", *must)}
print("class: 30 submissions: %(reference)d reference, 1 hang, 1 crash, 1 no-compile, 21 other broken ones" % {"reference": counts["reference"]}, file=sys.stderr)
PY

echo "warming the scratch packages (untimed)…" >&2
"$tool" grade assignment2 "$out/warm" --out "$out/warm-grades" --jobs "$jobs" --force >/dev/null
"$tool" check assignment2 --path "$out/warm/warm-1" >/dev/null

# Several rounds, grade and loop alternating; the figures are the medians.
rounds=${ROUNDS:-3}
grade_times=() loop_times=()
for round in $(seq 1 "$rounds"); do
    echo "round $round of $rounds, load before: $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || uptime)" >&2
    start=$(date +%s.%N)
    "$tool" grade assignment2 "$out/class" --out "$out/grades" --jobs "$jobs" --force > "$out/grade.log" 2> "$out/grade.err"
    grade_times+=("$(echo "$(date +%s.%N) - $start" | bc)")

    start=$(date +%s.%N)
    for folder in "$out"/class/*/; do
        status=0
        "$tool" check assignment2 --path "$folder" >/dev/null 2> "$out/check.err" || status=$?
        if [ "$status" -gt 1 ]; then echo "check --path $folder failed with $status:" >&2; cat "$out/check.err" >&2; exit 1; fi
    done
    loop_times+=("$(echo "$(date +%s.%N) - $start" | bc)")
    printf '  grade %.1f s, loop %.1f s\n' "${grade_times[-1]}" "${loop_times[-1]}" >&2
done
head -n 1 "$out/grade.err" >&2   # the one note a run without a sandbox gives, if any
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || uptime)"
median() { printf '%s\n' "$@" | sort -g | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
grade_seconds=$(median "${grade_times[@]}")
loop_seconds=$(median "${loop_times[@]}")

tail -n 4 "$out/grade.log"
printf 'grade (%s jobs): %.1f s   loop of 30 check --path: %.1f s   loop/grade: %.2fx   (medians of %s rounds)\n' \
    "$jobs" "$grade_seconds" "$loop_seconds" "$(echo "$loop_seconds / $grade_seconds" | bc -l)" "$rounds"
printf 'targets: grade <= 120 s, ratio >= 1.5x\n'
rm -rf "$out/tmp"
