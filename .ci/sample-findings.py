#!/usr/bin/env python3
"""Draws the random sample of findings that a person judges, for `make accuracy`'s findings table.

Runs `viper-docs check --format json` on every app of Docs/Accuracy whose copy is on this machine
(as `.ci/accuracy.py` does), counts each rule's findings, and draws from each rule up to `--per-rule`
findings at random with a fixed seed. Writes them to `Docs/Accuracy/findings.yml` with an empty
`verdict:` (true | false | debatable) and `why:` for a reader to fill from the code; entries already
judged in that file (same app, rule, file and line) keep their verdicts. Not part of `make test`.
"""
import argparse
import json
import os
import random
import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import accuracy  # noqa: E402  (the same copies, extraction and binary)

try:
    import yaml
except ImportError:  # pragma: no cover
    sys.exit("sample-findings: PyYAML is needed (pip install pyyaml)")

ROOT = accuracy.ROOT


def findings_of(binary, truth, mirrors):
    """The app's findings as `check --format json` gives them, or None without a copy."""
    kind, copy = accuracy.find_copy(Path(mirrors), truth["repo"])
    if copy is None:
        return None
    scan = str(truth.get("scan") or ".")
    tree = accuracy.extract(kind, copy, truth["commit"], scan,
                            ROOT / ".build/accuracy" / f"{truth['repo'].replace('/', '+')}@{truth['commit'][:12]}")
    result = subprocess.run([binary, "check", str(tree / scan), "--format", "json", "--no-cache"], capture_output=True, text=True)
    if result.returncode not in (0, 1):
        return None
    document = json.loads(result.stdout)
    return document.get("violations", [])


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--binary", default=None)
    parser.add_argument("--mirrors", default=os.environ.get("VIPER_DOCS_MIRRORS", "/work/.mirror"))
    parser.add_argument("--per-rule", type=int, default=12)
    parser.add_argument("--seed", type=int, default=30031)
    parser.add_argument("--out", default=str(ROOT / "Docs/Accuracy/findings.yml"))
    parser.add_argument("--rescore", action="store_true",
                        help="draw nothing: score today's findings by the verdicts already in --out (those that still fire)")
    args = parser.parse_args()
    binary = args.binary or accuracy.newest_binary()

    by_rule, counts = {}, {}
    for path in sorted((ROOT / "Docs/Accuracy").glob("*--*.yml")):
        truth = yaml.safe_load(path.read_text())
        findings = findings_of(binary, truth, args.mirrors)
        if findings is None:
            print(f"skip {truth['repo']}: no copy or check failed", file=sys.stderr)
            continue
        for f in findings:
            rule = f["rule"]
            counts[rule] = counts.get(rule, 0) + 1
            by_rule.setdefault(rule, []).append({
                "app": truth["repo"], "rule": rule, "severity": f["severity"], "module": f.get("module", ""),
                "at": f"{f['file']}:{f['line']}", "message": f["message"]})
    if args.rescore:
        rescore(by_rule, counts, yaml.safe_load(Path(args.out).read_text()) or {})
        return
    old = {}
    if Path(args.out).exists():
        for entry in (yaml.safe_load(Path(args.out).read_text()) or {}).get("sample", []):
            old[(entry["app"], entry["rule"], entry["at"])] = entry
    rng = random.Random(args.seed)
    sample = []
    for rule in sorted(by_rule):
        chosen = sorted(rng.sample(by_rule[rule], min(args.per_rule, len(by_rule[rule]))), key=lambda e: (e["app"], e["at"]))
        for entry in chosen:
            judged = old.get((entry["app"], entry["rule"], entry["at"]), {})
            entry["verdict"] = judged.get("verdict", "")
            entry["why"] = judged.get("why", "")
            sample.append(entry)
    Path(args.out).write_text(yaml.safe_dump({"seed": args.seed, "per_rule": args.per_rule, "counts": dict(sorted(counts.items())),
                                              "sample": sample}, sort_keys=False, allow_unicode=True, width=120))
    print(f"{len(sample)} findings of {sum(counts.values())} drawn from {len(counts)} rules into {args.out}")


def rescore(by_rule, counts, judged):
    """Each rule's findings today, their severity, and the precision of the judged ones that still fire
    as errors or warnings (a note fails nothing); then that precision weighted by how often each rule
    fires as an error or a warning."""
    verdicts = {(e["app"], e["rule"], e["at"]): e["verdict"] for e in judged.get("sample", []) if e.get("verdict")}
    print(f"{'rule':40} {'findings':>8} {'loud':>5} {'severity':>13} {'judged':>6} {'true':>5} {'precision':>9}")
    weighted = volume = 0.0
    for rule in sorted(counts):
        severities = sorted({e["severity"] for e in by_rule[rule]})
        loud = [e for e in by_rule[rule] if e["severity"] != "note"]
        still = [verdicts[k] for k in {(e["app"], e["rule"], e["at"]) for e in loud} if k in verdicts]
        true = sum(1 for v in still if v == "true")
        precision = true / len(still) if still else None
        print(f"{rule:40} {counts[rule]:>8} {len(loud):>5} {'/'.join(severities):>13} {len(still):>6} {true:>5} "
              f"{'-' if precision is None else f'{precision:.2f}':>9}")
        if precision is not None and loud:
            weighted += precision * len(loud)
            volume += len(loud)
    if volume:
        print(f"errors and warnings: {int(volume)}, precision weighted by findings {weighted / volume:.2f}")


if __name__ == "__main__":
    main()
