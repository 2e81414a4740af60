#!/usr/bin/env bash
# How long an edited demo takes to run again after a save (`demo ID --edit`), for one demo of
# each of lessons 4-8, against a baseline: compiling and running a one-line main.swift with
# the same swiftc and flags, in the same run. Each run first changes main.swift (a comment
# with the run's number), so every run compiles again, as after a real save.
#
# The measure is the piped `demo ID --edit`, which writes nothing new and runs the program
# once: tool start, compile, run. On a terminal, `--edit` also waits up to a quarter of a
# second to notice the save (it looks four times a second). Target: a median of at most 1.5 s
# per demo ("about a second"); exits 1 when a demo is over it.
#
# Runs on a copy of Lessons/ in bench/out/, so a student's Work/demos/ is never touched.
#
#   bash bench/demo-edit.sh [RUNS]     (default 7 runs each, alternating)
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
runs=${1:-7}
out=$root/bench/out/demo-edit
rm -rf "$out"
mkdir -p "$out/tmp" "$out/course" "$out/hello"
export TMPDIR=$out/tmp/   # swift build leaves TemporaryDirectory.* folders: keep them here
export MEMORIZE_COURSE_SCRATCH=$out/scratch

echo "building memorize-course (release)…" >&2
swift build -c release --product memorize-course >/dev/null
tool=$(swift build -c release --show-bin-path)/memorize-course
cp -R Lessons Exercises "$out/course/"

demos=(one-and-only layout pie card-flip bonus-time)
printf 'print("hello")\n' > "$out/hello/main.swift"

now() { date +%s.%N; }
elapsed() { awk -v a="$1" -v b="$(now)" 'BEGIN { printf "%.3f\n", b - a }'; }
median() { sort -n | awk '{ a[NR] = $1 } END { print (NR % 2) ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2 }'; }

# The first run of each writes Work/demos/ID/main.swift; it is not measured.
for id in "${demos[@]}"; do
    "$tool" demo "$id" --edit --course "$out/course" >/dev/null
done

: > "$out/hello.times"
for id in "${demos[@]}"; do : > "$out/$id.times"; done
for run in $(seq 1 "$runs"); do
    echo "// save $run" >> "$out/hello/main.swift"
    start=$(now)
    swiftc -Onone -module-cache-path "$out/module-cache" "$out/hello/main.swift" -o "$out/hello/hello" >/dev/null
    "$out/hello/hello" >/dev/null
    elapsed "$start" >> "$out/hello.times"
    for id in "${demos[@]}"; do
        echo "// save $run" >> "$out/course/Work/demos/$id/main.swift"
        start=$(now)
        "$tool" demo "$id" --edit --course "$out/course" >/dev/null
        elapsed "$start" >> "$out/$id.times"
    done
done

baseline=$(median < "$out/hello.times")
printf 'baseline (swiftc -Onone + run of a one-line main.swift): median %s s over %d runs\n' "$baseline" "$runs"
status=0
for id in "${demos[@]}"; do
    m=$(median < "$out/$id.times")
    verdict=$(awk -v m="$m" 'BEGIN { print (m > 1.5) ? "over 1.5 s" : "ok" }')
    [ "$verdict" = ok ] || status=1
    awk -v id="$id" -v m="$m" -v b="$baseline" -v v="$verdict" \
        'BEGIN { printf "%-14s median %.2f s  (%.2fx the baseline)  %s\n", id, m, m / b, v }'
done
exit $status
