#!/usr/bin/env bash
# Mutation scores of the exercises' checks: `validate ID --mutants` on each exercise (a
# release build of the tool, its own scratch folder), printing each exercise's score, its
# mutants, and the seconds the mutants took and the whole validation took. A score is
# "caught of scored", where scored leaves out the mutants that do not compile and those
# acknowledged in the exercise's mutants.json. Exit 1 when any exercise has a survivor.
#
#   bash bench/mutants.sh [EXERCISE…]     (default: every exercise)
#   MEMORIZE_COURSE_ROOT=DIR bash bench/mutants.sh   (another course folder's exercises,
#                                                     e.g. an older checkout, for before/after)
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
out=$root/bench/out/mutants
rm -rf "$out" && mkdir -p "$out/tmp"
export TMPDIR=$out/tmp/   # SwiftPM leaves TemporaryDirectory.* folders behind: keep them out of the system's /tmp
course=${MEMORIZE_COURSE_ROOT:-$root}
exercises=("$@")
if [ ${#exercises[@]} -eq 0 ]; then
    for manifest in "$course"/Exercises/*/exercise.json; do exercises+=("$(basename "$(dirname "$manifest")")"); done
fi

echo "building memorize-course (release)…" >&2
swift build -c release --product memorize-course >/dev/null
tool=$(swift build -c release --show-bin-path)/memorize-course

status=0
printf '%-14s %-104s %9s\n' exercise "mutants (score; cost)" "validate"
for exercise in "${exercises[@]}"; do
    start=$SECONDS
    if MEMORIZE_COURSE_ROOT="$course" MEMORIZE_COURSE_SCRATCH="$out/scratch" "$tool" validate "$exercise" --mutants > "$out/$exercise.txt" 2>&1; then :; else status=1; fi
    line=$(grep -o 'mutants: .*' "$out/$exercise.txt" | head -1 | sed 's/^mutants: //')
    printf '%-14s %-104s %8ss\n' "$exercise" "${line:-(not run: see $out/$exercise.txt)}" "$((SECONDS - start))"
    grep '^      solution/' "$out/$exercise.txt" | sed 's/^      /    survivor: /' || true
done
exit $status
