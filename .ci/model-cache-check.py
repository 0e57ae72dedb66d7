#!/usr/bin/env python3
"""Checks that a model taken from the cache is the model built without it, on real apps.

For each app folder given, on a copy: builds once, then makes random edits that add or remove lines
(an empty line, a comment line, an empty line removed) in random source files; after each edit,
compares `graph --format json --explain` and `check --format json` with the cache and without it
(`--no-cache`), then builds again (so the next edit is against that build's `model.pack`). Prints,
per app, how many rebuilds reused the model as it was, how many moved its lines, and how many
outputs differed (must be 0). Not part of `make test`: it needs apps (`fetch` them) and a release build.

    python3 .ci/model-cache-check.py --binary .build/release/viper-docs --edits 8 APP [APP...]
"""
import argparse, os, random, shutil, subprocess, sys, tempfile

parser = argparse.ArgumentParser()
parser.add_argument("--binary", default=".build/release/viper-docs")
parser.add_argument("--edits", type=int, default=8)
parser.add_argument("--seed", type=int, default=1)
parser.add_argument("apps", nargs="+")
args = parser.parse_args()
binary = os.path.abspath(args.binary)
if not os.access(binary, os.X_OK):
    sys.exit(f"model-cache-check: no viper-docs at {binary}: build it (swift build -c release) or pass --binary")
random.seed(args.seed)
total_diffs = 0
for source in args.apps:
    if not os.path.isdir(source):
        print(f"model-cache-check: {source} is no folder; skipped", file=sys.stderr)
        continue
    work = tempfile.mkdtemp(prefix="model-cache-check-")
    app, site = os.path.join(work, "app"), os.path.join(work, "site")
    shutil.copytree(source, app, symlinks=True)
    shutil.rmtree(os.path.join(app, ".viper-docs-cache"), ignore_errors=True)
    files = [os.path.join(d, f) for d, _, names in os.walk(app) for f in names
             if f.endswith((".swift", ".m", ".h")) and ".viper-docs" not in d]
    run = lambda *a: subprocess.run([binary, *a], capture_output=True, text=True)
    run("build", app, "-o", site, "--quiet")
    moved = same = diffs = 0
    for _ in range(args.edits if files else 0):
        path = random.choice(files)
        with open(path, encoding="utf-8", errors="surrogateescape") as f:
            lines = f.read().split("\n")
        where, kind = random.randrange(len(lines) + 1), random.random()
        if kind < 0.4:
            lines.insert(where, "")
        elif kind < 0.8:
            lines.insert(where, "// model-cache-check")
        else:
            empty = [i for i, line in enumerate(lines) if not line.strip()]
            if empty:
                del lines[random.choice(empty)]
        with open(path, "w", encoding="utf-8", errors="surrogateescape") as f:
            f.write("\n".join(lines))
        same_graph = run("graph", app, "--format", "json", "--explain").stdout == run("graph", app, "--format", "json", "--explain", "--no-cache").stdout
        same_check = run("check", app, "--format", "json").stdout == run("check", app, "--format", "json", "--no-cache").stdout
        if not (same_graph and same_check):
            diffs += 1
            print(f"DIFF after an edit at line {where + 1} of {os.path.relpath(path, app)}")
        stderr = run("build", app, "-o", site).stderr
        moved += "lines of" in stderr
        same += "no file's facts changed" in stderr
    print(f"{os.path.basename(os.path.normpath(source))}: edits {args.edits if files else 0}, model reused {same}, moved {moved}, outputs differing {diffs}")
    total_diffs += diffs
    shutil.rmtree(work, ignore_errors=True)
sys.exit(1 if total_diffs else 0)
