#!/usr/bin/env bash
# How long `memorize-course lesson 4` takes, against a minimal Foundation "hello" binary
# built the same way (release, same toolchain, same machine, same run). Prints both medians
# and the ratio. Target: at most 1.5x.
#
#   bash bench/lesson-startup.sh [RUNS]     (default 41 runs each, alternating)
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-41}
out=bench/out
mkdir -p "$out/hello/Sources/hello"

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

python3 - "$runs" "$tool" "$hello" <<'PY'
import statistics, subprocess, sys, time
runs, tool, hello = int(sys.argv[1]), sys.argv[2], sys.argv[3]
def once(cmd):
    start = time.perf_counter()
    subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
    return time.perf_counter() - start
for cmd in ([tool, "lesson", "4"], [hello]):   # warm the page cache
    for _ in range(3): once(cmd)
lesson, base = [], []
for _ in range(runs):                           # alternate, so machine noise hits both alike
    lesson.append(once([tool, "lesson", "4"]))
    base.append(once([hello]))
ml, mb = statistics.median(lesson), statistics.median(base)
print(f"memorize-course lesson 4: median {ml*1000:.1f} ms over {runs} runs")
print(f"Foundation hello:         median {mb*1000:.1f} ms over {runs} runs")
ratio = ml / mb
print(f"ratio: {ratio:.2f}x (target <= 1.5x) -> {'OK' if ratio <= 1.5 else 'OVER TARGET'}")
sys.exit(0 if ratio <= 1.5 else 1)
PY
