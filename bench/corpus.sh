#!/usr/bin/env bash
# How the grader agrees with a careful human reader on real Assignment II projects.
#
# bench/corpus/assignment2.tsv lists public CS193p projects (repository, commit, folder) with
# a reader's verdict per Required Task 1-9 (P or F, one line of evidence per F), written by
# reading each project's Model, ViewModel and View. This script fetches nothing: it grades
# every listed project whose repository is in the local mirror ($MEMORIZE_CORPUS_MIRROR,
# default /work/.mirror, one bare git directory per owner+name, as the search tool's fetch
# leaves them), exactly as its author left it, with `check assignment2 --path FOLDER --json`,
# and prints per project and in total: agreement with the reader, false passes, false fails,
# ungraded tasks, how many projects compile, and the median first check (the scratch folder
# warmed once by the reference solution, as on a machine that has graded before).
#
#   bash bench/corpus.sh [--only OWNER/NAME] [--keep]     (SHOW_UNGRADED=1 lists what each ? waits for)
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
mirror=${MEMORIZE_CORPUS_MIRROR:-/work/.mirror}
out=$root/bench/out/corpus
only=""; keep=0
while [ $# -gt 0 ]; do
  case "$1" in
    --only) only=$2; shift 2 ;;
    --keep) keep=1; shift ;;
    *) echo "usage: bash bench/corpus.sh [--only OWNER/NAME] [--keep]" >&2; exit 64 ;;
  esac
done
rm -rf "$out" && mkdir -p "$out/tmp" "$out/projects" "$out/solution/Memorize"
export TMPDIR=$out/tmp/
cp Exercises/assignment2/solution/*.swift "$out/solution/Memorize/"

echo "building memorize-course (release)…" >&2
swift build -c release --product memorize-course >"$out/build.log" 2>&1 || { tail -20 "$out/build.log" >&2; exit 2; }
tool=$(swift build -c release --show-bin-path)/memorize-course

KEEP=$keep python3 - "$tool" "$root" "$out" "$mirror" "$only" <<'PY'
import json, os, shutil, statistics, subprocess, sys, time
tool, root, out, mirror, only = sys.argv[1:6]
rows = []
for line in open(os.path.join(root, "bench/corpus/assignment2.tsv"), encoding="utf-8"):
    if line.startswith("#") or not line.strip(): continue
    cols = line.rstrip("\n").split("\t")
    repo, commit, folder, lectures, verdicts = cols[:5]
    if only and repo != only: continue
    rows.append((repo, commit, folder, lectures, verdicts))

def git_dir(repo):
    base = os.path.join(mirror, repo.replace("/", "+"), "repo")
    return os.path.join(base, ".git") if os.path.isdir(os.path.join(base, ".git")) else base

scratch = os.path.join(out, "scratch")
env = dict(os.environ, MEMORIZE_COURSE_SCRATCH=scratch)
subprocess.run([tool, "check", "assignment2", "--path", os.path.join(out, "solution")], env=env,
               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)

tasks = [f"task-{n}" for n in range(1, 10)]
totals = dict(agree=0, false_pass=0, false_fail=0, ungraded=0, tasks=0, compiled=0, projects=0, missing=0)
times, lines = [], []
for repo, commit, folder, lectures, verdicts in rows:
    gd = git_dir(repo)
    if not os.path.isdir(gd):
        totals["missing"] += 1
        continue
    name = repo.replace("/", "+")
    dest = os.path.join(out, "projects", name)
    os.makedirs(dest)
    # Only the Swift sources and Xcode project files of the folder: snapshots lack large files
    # (videos, images), so a whole-tree archive can fail where the code is all there.
    listed = subprocess.run(["git", "--git-dir", gd, "ls-tree", "-r", "-z", "--name-only", commit] + ([] if folder == "." else ["--", folder]),
                            capture_output=True)
    paths = [p for p in listed.stdout.decode("utf-8", "replace").split("\0") if p.endswith((".swift", ".pbxproj"))]
    if listed.returncode != 0 or not paths:
        lines.append(f"{repo:48} commit {commit[:10]} not in the mirror")
        totals["missing"] += 1
        continue
    for path in paths:
        blob = subprocess.run(["git", "--git-dir", gd, "cat-file", "blob", f"{commit}:{path}"], capture_output=True)
        os.makedirs(os.path.dirname(os.path.join(dest, path)) or dest, exist_ok=True)
        with open(os.path.join(dest, path), "wb") as f: f.write(blob.stdout)
    path = os.path.normpath(os.path.join(dest, folder))
    try: os.remove(os.path.join(scratch, "assignment2", ".contract-choice.json"))
    except FileNotFoundError: pass
    start = time.perf_counter()
    result = subprocess.run([tool, "check", "assignment2", "--path", path, "--json"], env=env, capture_output=True, text=True)
    seconds = time.perf_counter() - start
    totals["projects"] += 1
    try:
        report = json.loads(result.stdout)
    except ValueError:
        lines.append(f"{repo:48} exit {result.returncode}: {result.stderr.strip()[:200]}")
        totals["tasks"] += 9; totals["false_fail"] += verdicts.count("P"); totals["agree"] += verdicts.count("F")
        continue
    times.append(seconds)
    status = {r["id"]: r["status"] for r in report["requirements"]}
    messages = {r["id"]: r["message"] for r in report["requirements"]}
    built = not any(r.get("cause") == "not-built" for r in report["requirements"])
    totals["compiled"] += built
    marks, notes = "", []
    for n, task in enumerate(tasks):
        human, tool_says = verdicts[n], status.get(task, "missing")
        totals["tasks"] += 1
        if tool_says == "ungraded":
            totals["ungraded"] += 1; marks += "?"
            if os.environ.get("SHOW_UNGRADED"): notes.append(f"T{n+1} ? {messages.get(task, '')[:150]}")
            continue
        ok = (tool_says == "passed") == (human == "P")
        totals["agree"] += ok
        if ok: marks += "."
        elif human == "F": totals["false_pass"] += 1; marks += "+"; notes.append(f"T{n+1} false pass")
        else: totals["false_fail"] += 1; marks += "-"; notes.append(f"T{n+1}: {messages.get(task, '')[:150]}")
    lines.append(f"{repo:48} {lectures} {verdicts} {marks} {report['score']:3}/{report['maxScore']:<3} {seconds:5.1f} s{'' if built else ' (does not compile)'}")
    lines += ["    " + note for note in notes]
    if not int(os.environ.get("KEEP", "0")): shutil.rmtree(dest, ignore_errors=True)

print("\n".join(lines))
graded = totals["tasks"] - totals["ungraded"]
print(f"\nprojects graded: {totals['projects']} (not in the mirror: {totals['missing']}); compile here: {totals['compiled']}")
print(f"task verdicts: {totals['tasks']}; graded: {graded} ({100 * graded / max(1, totals['tasks']):.1f} %); ungraded: {totals['ungraded']}")
print(f"agree with the reader: {totals['agree']} of {graded} graded ({100 * totals['agree'] / max(1, graded):.1f} %), "
      f"of all tasks {100 * totals['agree'] / max(1, totals['tasks']):.1f} %")
print(f"false passes: {totals['false_pass']}; false fails: {totals['false_fail']}")
if times: print(f"first check (scratch warmed by the solution): median {statistics.median(times):.2f} s over {len(times)}")
PY
