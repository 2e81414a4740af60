#!/usr/bin/env bash
# How often SwiftPM's incremental build keeps a module compiled against an old layout, and
# whether dropping the importers' incremental records (what `ScratchBuild` does on the SwiftPM
# route, the one a Mac takes for every check) prevents it.
#
# A package of two modules, as the grader's: Submission (a struct the student edits) and
# Contract, which imports it and reads a stored property. Each edit adds or removes stored
# properties, or only changes a body; every build starts at least a second after the last
# (the grader's rewrite gate), and the program must print the value the edit implies. A stale
# Contract reads the wrong field: a wrong number or a crash.
#
# Measured here (Swift 6.3.1, Linux, 2 cores, busy): plain, 3 stale builds in 318 edits (all
# three under heavy load: it comes and goes with it); with the records dropped, none in 204.
#
#   bash bench/swiftpm-stale-layout.sh [ROUNDS]    (default 10 rounds of 3 edits, each way)
set -euo pipefail
cd "$(dirname "$0")/.."
rounds=${1:-10}
out=$(pwd)/bench/out/stale-layout
rm -rf "$out"
mkdir -p "$out/tmp"
export TMPDIR=$out/tmp/ SWIFT_BACKTRACE=enable=no

good='struct Counter {
    private(set) var value = 0
    mutating func increment() { value += 1 }
}'
widened='struct Counter {
    private var history: [Int] = [7, 7]
    private var label = "counter"
    private(set) var value = 0
    mutating func increment() { history.append(value); value += 1 }
}'
widened_by_two=${widened/value += 1/value += 2}

# run WAY: builds the package through every edit; prints how many builds were stale.
run() {
  local way=$1 pkg=$out/$1 stale=0 last=0
  mkdir -p "$pkg/Sources/Submission" "$pkg/Sources/Contract" "$pkg/Sources/Serve"
  cat > "$pkg/Package.swift" <<'EOF'
// swift-tools-version:5.9
import PackageDescription
let package = Package(name: "P", targets: [
  .target(name: "Submission"),
  .target(name: "Contract", dependencies: ["Submission"]),
  .executableTarget(name: "Serve", dependencies: ["Contract"]),
])
EOF
  printf '@testable import Submission\npublic func run() -> Int { var c = Counter(); c.increment(); return c.value }\n' > "$pkg/Sources/Contract/Contract.swift"
  printf 'import Contract\nprint(run())\n' > "$pkg/Sources/Serve/main.swift"
  edit() {  # CODE EXPECTED
    local wait
    wait=$(python3 -c "import time; print(max(0.0, 1 - (time.time() - $last)))")
    sleep "$wait"
    printf '%s\n' "$1" > "$pkg/Sources/Submission/Counter.swift.new"
    mv "$pkg/Sources/Submission/Counter.swift.new" "$pkg/Sources/Submission/Counter.swift"
    rm -f "$pkg/.build/debug/Submission.build/primary.priors"
    [ "$way" = dropped ] && rm -f "$pkg/.build/debug/Contract.build/primary.priors"
    last=$(python3 -c "import time; print(time.time())")
    (cd "$pkg" && swift build -q >/dev/null 2>&1) || { echo "build failed" >&2; exit 2; }
    local got
    got=$("$pkg/.build/debug/Serve" 2>/dev/null || true)
    [ "$got" = "$2" ] || stale=$((stale + 1))
  }
  edit "$good" 1
  for _ in $(seq "$rounds"); do
    edit "$widened" 1
    edit "$widened_by_two" 2
    edit "$good" 1
  done
  echo "$stale"
}

edits=$((rounds * 3))
plain=$(run plain)
dropped=$(run dropped)
echo "plain SwiftPM:               $plain stale builds in $edits edits"
echo "importers' records dropped:  $dropped stale builds in $edits edits"
rm -rf "$out"
[ "$dropped" = 0 ]
