#!/usr/bin/env bash
# `make bench` (not part of `make test`): a release build of viper-docs timed on generated apps
# (../shared/bench/gen_viper_app.py --style mixed --violations 0.2 --seed 5 --guides 50), one row per size:
#
#   full build (empty cache) · rebuild with nothing changed · rebuild after one presenter changed ·
#   check (no cache, after one run not timed) · the lower bound measured in the same run (`viper-docs
#   lower-bound`, RUNS processes: every file parsed on all cores, first in the process, + every diagram
#   laid out in process, the same code; `check/warm parse` divides by the parse again after an
#   analysis in the same process, the bound used before 2026-11-24) · peak memory · ratios.
#
# Times are hyperfine's medians of RUNS runs (3 by default). Peers: one `dot -Tsvg` process per
# diagram of the same app, and Doxygen (HAVE_DOT, collaboration graphs, SVG) on the Objective-C app of
# 200 modules. The table is also written as JSON to artifacts/bench/ (git-ignored) and into
# Docs/Performance.md, between its `bench:latest` markers.
#
#   make bench                      # 200 and 1,000 modules
#   SIZES="200 1000 5000" make bench
#   BIN=path/to/viper-docs make bench   # another build (a before/after)
#   DOXYGEN_PEER=0 make bench       # without the Doxygen peer (minutes on its own)
#
# Needs ../shared/bench (not part of a user's clone), GNU time, hyperfine, and for the peers dot and
# doxygen (`.ci/install-deps.sh --bench` installs them); skips what is missing, saying so.
set -euo pipefail
cd "$(dirname "$0")/.."
BENCH=../shared/bench
if [ ! -f "$BENCH/gen_viper_app.py" ]; then
    echo "bench: $BENCH is absent (it is not part of a user's clone); nothing to measure" >&2
    exit 0
fi
for tool in hyperfine /usr/bin/time python3; do
    if ! command -v "$tool" >/dev/null 2>&1; then
        echo "bench: $tool is missing; run .ci/install-deps.sh --bench" >&2
        exit 2
    fi
done
SIZES=${SIZES:-"200 1000"}
RUNS=${RUNS:-3}
OUT=${OUT:-artifacts/bench}
if [ -z "${BIN:-}" ]; then
    # shellcheck disable=SC2046 # the flags are words
    swift build -c release $(./.ci/release-flags.sh) --scratch-path .build-release --product viper-docs >&2
    BIN=.build-release/release/viper-docs
fi
BIN=$(cd "$(dirname "$BIN")" && pwd)/$(basename "$BIN")
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
mkdir -p "$OUT"
ROWS="$WORK/rows.jsonl"
: > "$ROWS"

# The median of a hyperfine run, in seconds (of RUNS runs; ONCE=1 for one). `-i`: a build exits 1
# when it finds errors.
median() {
    local name=$1; shift
    local runs=$RUNS
    if [ -n "${ONCE:-}" ]; then runs=1; fi
    hyperfine --style none --runs "$runs" -i --export-json "$WORK/$name.json" "$@" >/dev/null 2>&1
    python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["results"][0]["median"])' "$WORK/$name.json"
}

# Peak resident memory of one command, in MB (GNU time's "Maximum resident set size").
peak_mb() {
    /usr/bin/time -v "$@" >/dev/null 2>"$WORK/time.txt" || true
    awk -F': ' '/Maximum resident set size/ { printf "%.0f\n", $2 / 1024 }' "$WORK/time.txt"
}

for size in $SIZES; do
    app="$WORK/app-$size"
    echo "bench: $size modules…" >&2
    python3 "$BENCH/gen_viper_app.py" --style mixed --modules "$size" --violations 0.2 --seed 5 --guides 50 --out "$app" >/dev/null
    files=$(find "$app" \( -name '*.swift' -o -name '*.h' -o -name '*.m' \) | wc -l)
    # The lower bound's figures: medians of RUNS runs, each in a process of its own (its parse comes
    # first in the process, as a check's does). The first run also writes the diagrams' DOT.
    : > "$WORK/lower-$size.jsonl"
    dot=(--write-dot "$WORK/dot-$size")
    for _ in $(seq "$RUNS"); do
        "$BIN" lower-bound "$app" "${dot[@]}" >> "$WORK/lower-$size.jsonl"
        dot=()
    done
    lower=$(python3 -c '
import json, statistics, sys
runs = [json.loads(line) for line in open(sys.argv[1])]
median = {key: statistics.median(run[key] for run in runs) for key in runs[0]}
median["totalSeconds"] = median["parseSeconds"] + median["layoutSeconds"]
median["runs"] = len(runs)
print(json.dumps(median))' "$WORK/lower-$size.jsonl")

    # Each full build writes a new site folder, and all of them stay until the bench ends: removing
    # thousands of files before a build would time the file system, not viper-docs (ext4 without a
    # journal, as on the machine the figures of Docs/Performance.md come from, scans past every inode freed in the
    # last 30 s when it makes a file; the next size's app is generated in less time than that).
    full=$(median "full-$size" --prepare "'$BIN' clean '$app' >/dev/null; mktemp -u -p '$WORK' full-$size-XXXXXX > '$WORK/next-site'" \
        "'$BIN' build '$app' --output \"\$(cat '$WORK/next-site')\" --quiet")
    site=$(cat "$WORK/next-site")
    # The full build's CPU time (user, system; means): steadier than its wall time on a busy or
    # freshly emptied disk, and the system time shows what the file system cost.
    fullcpu=$(python3 -c 'import json,sys; r=json.load(open(sys.argv[1]))["results"][0]; print(json.dumps({"user": r["user"], "system": r["system"]}))' "$WORK/full-$size.json")
    nochange=$(median "nochange-$size" --warmup 1 "'$BIN' build '$app' --output '$site' --quiet")
    presenter=$(find "$app/Modules" -name '*Presenter.swift' | sort | sed -n 1p)
    # Each run changes the presenter's text (a new comment line), so its facts are not in the cache.
    onefile=$(median "onefile-$size" --prepare "echo \"// bench edit \$(date +%s%N)\" >> '$presenter'" \
        "'$BIN' build '$app' --output '$site' --quiet")
    # After one run not timed, as the lower bound is: its parse reads files an analysis read a moment
    # before. Without it the first run may read the sources from the disk: the builds before it read
    # the cache, not the sources, and this machine's kernel (DAMON) reclaims page cache left unread.
    check=$(median "check-$size" --warmup 1 "'$BIN' check '$app' --format json --no-cache")
    memory=$(peak_mb "$BIN" build "$app" --output "$WORK/memory-site-$size" --quiet --no-cache)
    # Accuracy against the generator's ground truth (as before this table: the speed must not cost it).
    "$BIN" graph "$app" > "$WORK/graph.json"
    "$BIN" check "$app" --format json > "$WORK/check.json" || true
    score=$(python3 "$BENCH/score_viper_app.py" "$app/viper-truth.json" --model "$WORK/graph.json" --check "$WORK/check.json" | tail -1 || true)
    sitefiles=$(find "$site" -type f | wc -l)
    sitemb=$(du -sm "$site" | cut -f1)

    # The peer: one `dot -Tsvg` process per diagram of the same app.
    dotpeer=null
    if command -v dot >/dev/null 2>&1; then
        dotpeer=$(ONCE=1 median "dot-$size" "for f in '$WORK/dot-$size'/*.dot; do dot -Tsvg \"\$f\" >/dev/null; done")
    fi
    python3 - "$size" "$files" "$full" "$nochange" "$onefile" "$check" "$memory" "$sitefiles" "$sitemb" "$dotpeer" "$lower" "$score" "$fullcpu" >>"$ROWS" <<'PY'
import json, sys
size, files, full, nochange, onefile, check, memory, sitefiles, sitemb, dotpeer, lower, score, fullcpu = sys.argv[1:]
lower = json.loads(lower)
print(json.dumps({
    "modules": int(size), "files": int(files), "full_s": float(full), "full_cpu_s": json.loads(fullcpu), "no_change_s": float(nochange),
    "one_file_s": float(onefile), "check_s": float(check), "peak_mb": int(memory),
    "site_files": int(sitefiles), "site_mb": int(sitemb),
    "lower_bound": lower, "dot_per_diagram_s": None if dotpeer == "null" else float(dotpeer), "score": score,
}))
PY
done

# Doxygen on the Objective-C app of 200 modules, beside viper-docs on the same app.
DOXYGEN=null
if [ "${DOXYGEN_PEER:-1}" = 0 ]; then
    echo "bench: DOXYGEN_PEER=0; no Doxygen peer (it takes minutes)" >&2
elif command -v doxygen >/dev/null 2>&1 && command -v dot >/dev/null 2>&1; then
    echo "bench: Doxygen on the Objective-C app of 200 modules…" >&2
    objc="$WORK/objc-200"
    python3 "$BENCH/gen_viper_app.py" --style zikviper --modules 200 --violations 0.2 --seed 5 --guides 5 --out "$objc" >/dev/null
    cat > "$WORK/Doxyfile" <<EOF
INPUT = $objc
RECURSIVE = YES
FILE_PATTERNS = *.h *.m
EXTRACT_ALL = YES
HAVE_DOT = YES
COLLABORATION_GRAPH = YES
CLASS_GRAPH = YES
DOT_IMAGE_FORMAT = svg
GENERATE_LATEX = NO
OUTPUT_DIRECTORY = $WORK/doxygen
QUIET = YES
WARNINGS = NO
EOF
    doxygen_s=$(ONCE=1 median doxygen --prepare "rm -rf '$WORK/doxygen'" "doxygen '$WORK/Doxyfile'")
    ours_s=$(median objc-ours --prepare "rm -rf '$WORK/objc-site'; '$BIN' clean '$objc' >/dev/null" \
        "'$BIN' build '$objc' --output '$WORK/objc-site' --quiet")
    DOXYGEN="{\"doxygen_s\": $doxygen_s, \"viper_docs_s\": $ours_s}"
else
    echo "bench: doxygen or dot is missing (.ci/install-deps.sh --bench); no Doxygen peer" >&2
fi

python3 - "$ROWS" "$OUT" "$DOXYGEN" "$BIN" <<'PY'
import json, os, platform, subprocess, sys, time
rows_path, out, doxygen, binary = sys.argv[1:]
rows = [json.loads(line) for line in open(rows_path)]
def cpu():
    try:
        for line in open("/proc/cpuinfo"):
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or "unknown"
machine = f"{cpu()}, {os.cpu_count()} cores, {platform.system()} {platform.release()}"
header = ["modules", "files", "full s", "full CPU s (user+sys)", "no-change s", "one-file s", "check s", "lower s (parse+layout)",
          "full/lower", "no-change/full", "one-file/full", "check/parse", "check/warm parse", "scale", "peak MB", "dot/diagram s", "score"]
lines = []
previous = None
for row in rows:
    lb = row["lower_bound"]
    scale = "" if previous is None else f"{row['full_s'] / previous['full_s']:.1f}× for {row['modules'] / previous['modules']:.0f}×"
    row["ratios"] = {
        "full_over_lower_bound": row["full_s"] / lb["totalSeconds"],
        "no_change_over_full": row["no_change_s"] / row["full_s"],
        "one_file_over_full": row["one_file_s"] / row["full_s"],
        "check_over_parse": row["check_s"] / lb["parseSeconds"],
        # The bound used before 2026-11-24: the parse after an analysis in the same process.
        "check_over_warm_parse": row["check_s"] / lb["parseWarmSeconds"],
    }
    if previous is not None:
        row["ratios"]["full_over_previous_size"] = row["full_s"] / previous["full_s"]
    r = row["ratios"]
    cpu = row["full_cpu_s"]
    lines.append([f"{row['modules']:,}", f"{row['files']:,}", f"{row['full_s']:.2f}", f"{cpu['user']:.2f}+{cpu['system']:.2f}", f"{row['no_change_s']:.2f}",
                  f"{row['one_file_s']:.2f}", f"{row['check_s']:.2f}",
                  f"{lb['totalSeconds']:.2f} ({lb['parseSeconds']:.2f}+{lb['layoutSeconds']:.2f})",
                  f"{r['full_over_lower_bound']:.1f}×", f"{100 * r['no_change_over_full']:.0f} %",
                  f"{100 * r['one_file_over_full']:.0f} %", f"{r['check_over_parse']:.1f}×", f"{r['check_over_warm_parse']:.1f}×", scale,
                  f"{row['peak_mb']}", "" if row["dot_per_diagram_s"] is None else f"{row['dot_per_diagram_s']:.2f}",
                  row["score"]])
    previous = row
print(f"viper-docs {binary}")
print(f"machine: {machine}")
print("| " + " | ".join(header) + " |")
print("|" + "---|" * len(header))
for line in lines:
    print("| " + " | ".join(line) + " |")
peers = json.loads(doxygen) if doxygen != "null" else None
if peers:
    print(f"\nDoxygen (HAVE_DOT, collaboration graphs, SVG) on the Objective-C app of 200 modules: "
          f"{peers['doxygen_s']:.2f} s; viper-docs on the same app: {peers['viper_docs_s']:.2f} s "
          f"({peers['doxygen_s'] / peers['viper_docs_s']:.0f}× faster)")
stamp = time.strftime("%Y-%m-%dT%H-%M-%S")
result = {"date": stamp, "machine": machine, "binary": binary, "runs": int(os.environ.get("RUNS", "3")),
          "rows": rows, "doxygen": peers}
for name in (f"bench-{stamp}.json", "latest.json"):
    with open(os.path.join(out, name), "w") as f:
        json.dump(result, f, indent=2)
print(f"\nwritten: {out}/bench-{stamp}.json")

# Docs/Performance.md keeps the latest table between its markers (the README links to it; it is
# never written here). PERFORMANCE_DOC= (empty) leaves the page alone, for a before/after run.
doc = os.environ.get("PERFORMANCE_DOC", "Docs/Performance.md")
if doc and os.path.isfile(doc):
    text = open(doc, encoding="utf-8").read()
    begin, end = "<!-- bench:latest:begin -->", "<!-- bench:latest:end -->"
    if begin in text and end in text:
        try:
            commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], capture_output=True, text=True).stdout.strip()
        except OSError:
            commit = ""
        block = [f"Latest run, {stamp}, of `{os.path.basename(binary)}`" + (f" built from {commit}" if commit else "")
                 + f" on {machine}; medians of {result['runs']} (`{out}/bench-{stamp}.json`).", "",
                 "| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
        block += ["| " + " | ".join(line) + " |" for line in lines]
        if peers:
            block += ["", f"Doxygen on the Objective-C app of 200 modules: {peers['doxygen_s']:.2f} s; "
                          f"viper-docs: {peers['viper_docs_s']:.2f} s."]
        head, rest = text.split(begin, 1)
        tail = rest.split(end, 1)[1]
        with open(doc, "w", encoding="utf-8") as f:
            f.write(head + begin + "\n" + "\n".join(block) + "\n" + end + tail)
        print(f"updated: {doc} (its latest run; review the diff)")
PY
