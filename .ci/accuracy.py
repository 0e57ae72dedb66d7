#!/usr/bin/env python3
"""`make accuracy`: viper-docs against careful readings of real public VIPER apps.

Each `Docs/Accuracy/<owner>--<name>.yml` says what a reader of the app's code finds (see
Docs/Accuracy/README.md). For every app whose copy is on this machine, this runs
`viper-docs graph --format json` on it and prints, per app and in total:

- module recall (annotated modules found) and precision (reported modules that are modules);
- role agreement (annotated components reported with the same role and type);
- ownership agreement (annotated references reported with the same roles, property and ownership);
- navigation recall and precision, for apps whose reading lists `navigation:` (edges between modules,
  matched by the modules the scorer paired; an edge the tool reports to or from a module that is no
  module of the reading counts against precision).

A copy is a git directory brought by the search tool's `fetch` (`<mirrors>/<owner>+<name>/repo`)
or a checkout at `<mirrors>/<owner>+<name>`; the annotated commit is extracted with `git archive`
into `.build/accuracy/`. Apps without a copy are skipped with a line saying so. Not part of `make test`.
"""
import argparse
import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

try:
    import yaml
except ImportError:  # pragma: no cover
    sys.exit("accuracy: PyYAML is needed (pip install pyyaml, or apt-get install python3-yaml)")


def find_copy(mirrors: Path, repo: str):
    base = mirrors / repo.replace("/", "+")
    for candidate in (base / "repo", base):
        if (candidate / "HEAD").exists() and (candidate / "objects").exists():
            return ("git", candidate)
        if (candidate / ".git").exists():
            return ("git", candidate / ".git")
    return (None, None)


# Storyboards too: navigation that only a storyboard shows (segues, tab bars, references) is read from them.
SOURCE_SUFFIXES = (".swift", ".h", ".m", ".mm", ".pbxproj", ".yml", ".storyboard")
# Written into `.complete` with the commit: a tree extracted with other suffixes is extracted again.
EXTRACTED_FORM = "storyboards"


def extract(kind, path, commit, scan: str, target: Path) -> Path:
    """The annotated commit's source files under `scan` (snapshots may lack their large files)."""
    marker = target / ".complete"
    if marker.exists() and marker.read_text() == f"{commit} {EXTRACTED_FORM}":
        return target
    git = ["git", f"--git-dir={path}"]
    listing = subprocess.run(git + ["ls-tree", "-r", "-z", commit] + ([] if scan in (".", "") else ["--", scan]),
                             check=True, capture_output=True).stdout.split(b"\0")
    wanted = []
    for entry in listing:
        if not entry:
            continue
        meta, name = entry.split(b"\t", 1)
        mode, kind_, sha = meta.split()
        decoded = name.decode("utf-8", "surrogateescape")
        if kind_ == b"blob" and (decoded.endswith(SOURCE_SUFFIXES) or decoded.endswith("Package.swift")):
            wanted.append((decoded, sha.decode()))
    batch = subprocess.run(git + ["cat-file", "--batch"], input="".join(f"{sha}\n" for _, sha in wanted).encode(),
                           check=True, capture_output=True).stdout
    offset = 0
    for name, sha in wanted:
        header_end = batch.index(b"\n", offset)
        header = batch[offset:header_end].split()
        offset = header_end + 1
        if len(header) < 3 or header[1] == b"missing":
            continue
        size = int(header[2])
        data = batch[offset:offset + size]
        offset += size + 1
        out = target / name
        if ".." in Path(name).parts:
            continue
        out.parent.mkdir(parents=True, exist_ok=True)
        out.write_bytes(data)
    marker.write_text(f"{commit} {EXTRACTED_FORM}")
    return target


def base_type(name: str) -> str:
    return name.split(".")[0]


def norm_property(name: str) -> str:
    return name.lstrip("_")


def score_app(truth: dict, graph: dict, scan: str, verbose: bool):
    prefix = "" if scan in (".", "") else scan.rstrip("/") + "/"
    tool_modules = graph.get("modules", [])
    truth_modules = truth.get("modules") or []

    def types_of(module, key="type"):
        return {base_type(c[key]) for c in module.get("components", [])}

    # Match modules one to one: most shared component types first, then equal names.
    pairs = []
    for ti, tm in enumerate(truth_modules):
        for oi, om in enumerate(tool_modules):
            shared = len(types_of(tm) & types_of(om))
            same_name = tm["name"].lower() == om["name"].lower()
            if shared or same_name:
                pairs.append((shared, same_name, ti, oi))
    pairs.sort(key=lambda p: (-p[0], -p[1], p[2], p[3]))
    match, used = {}, set()
    for shared, same_name, ti, oi in pairs:
        if ti in match or oi in used:
            continue
        match[ti] = oi
        used.add(oi)

    roles_ok = roles_total = refs_ok = refs_total = 0
    misses = []
    for ti, tm in enumerate(truth_modules):
        om = tool_modules[match[ti]] if ti in match else None
        if om is None:
            misses.append(f"module {tm['name']}: not found")
        tool_components = {(c["role"], c["type"]) for c in (om or {}).get("components", [])}
        tool_bases = {(r, base_type(t)) for r, t in tool_components}
        for c in tm.get("components", []):
            roles_total += 1
            if (c["role"], c["type"]) in tool_components or (c["role"], base_type(c["type"])) in tool_bases:
                roles_ok += 1
            elif om is not None:
                have = sorted(t for r, t in tool_components if r == c["role"])
                misses.append(f"{tm['name']}: {c['role']} {c['type']} (reported {have or 'none'})")
        tool_refs = {}
        for r in (om or {}).get("references", []):
            tool_refs.setdefault((r["from"], norm_property(r["property"])), []).append(r)
        for r in tm.get("references", []):
            refs_total += 1
            found = tool_refs.get((r["from"], norm_property(r["property"])), [])
            if any(f["to"] == r["to"] and f["ownership"] == r["ownership"] for f in found):
                refs_ok += 1
            elif om is not None:
                got = ", ".join(f"{f['to']}/{f['ownership']}" for f in found) or "nothing"
                misses.append(f"{tm['name']}: {r['from']}.{r['property']} → {r['to']} {r['ownership']} (reported {got})")
    nav = score_navigation(truth, tool_modules, match, misses)
    extra = [om["name"] for oi, om in enumerate(tool_modules) if oi not in used]
    for name in extra:
        misses.append(f"reported module {name}: not a module of the annotation")
    if verbose:
        for line in misses:
            print(f"    {line}")
    return {
        "modules": len(truth_modules), "found": len(match), "reported": len(tool_modules),
        "roles_ok": roles_ok, "roles": roles_total, "refs_ok": refs_ok, "refs": refs_total, **nav,
    }


def score_navigation(truth: dict, tool_modules: list, match: dict, misses: list) -> dict:
    """Distinct module-to-module edges: the reading's `navigation:` against the modules' `navigatesTo`."""
    if "navigation" not in truth:
        return {"nav_read": False, "nav_ok": 0, "nav": 0, "nav_reported_ok": 0, "nav_reported": 0}
    truth_modules = truth.get("modules") or []
    name_to_index = {m["name"]: i for i, m in enumerate(truth_modules)}
    tool_name = {ti: tool_modules[oi]["name"] for ti, oi in match.items()}
    truth_edges = set()
    for edge in truth.get("navigation") or []:
        a, b = name_to_index.get(edge["from"]), name_to_index.get(edge["to"])
        if a is None or b is None:
            misses.append(f"navigation {edge['from']} → {edge['to']}: not modules of the reading")
            continue
        if a != b:
            truth_edges.add((a, b))
    truth_pairs = {(tool_name.get(a), tool_name.get(b)) for a, b in truth_edges}
    reported = {(m["name"], target) for m in tool_modules for target in m.get("navigatesTo", []) if target != m["name"]}
    found = 0
    for a, b in sorted(truth_edges):
        if (tool_name.get(a), tool_name.get(b)) in reported:
            found += 1
        else:
            misses.append(f"navigation {truth_modules[a]['name']} → {truth_modules[b]['name']}: not reported")
    reported_ok = sum(1 for pair in reported if pair in truth_pairs)
    for a, b in sorted(reported - truth_pairs):
        misses.append(f"reported navigation {a} → {b}: not in the reading")
    return {"nav_read": True, "nav_ok": found, "nav": len(truth_edges), "nav_reported_ok": reported_ok, "nav_reported": len(reported)}


def newest_binary() -> str:
    builds = [ROOT / ".build/release/viper-docs", ROOT / ".build-release/release/viper-docs", ROOT / ".build/debug/viper-docs"]
    present = [b for b in builds if b.exists()]
    if not present:
        sys.exit("accuracy: no viper-docs binary; run `swift build` first or pass --binary")
    return str(max(present, key=lambda b: b.stat().st_mtime))


def findings_table(path: Path, markdown: bool):
    """Each rule's findings on the apps, the judged sample (Docs/Accuracy/findings.yml) and its precision."""
    if not path.exists():
        return
    data = yaml.safe_load(path.read_text()) or {}
    counts, sample = data.get("counts", {}), data.get("sample", [])
    rows, weighted, volume = [], 0.0, 0
    for rule in sorted(counts):
        judged = [e for e in sample if e["rule"] == rule and e.get("verdict")]
        verdicts = {v: sum(1 for e in judged if e["verdict"] == v) for v in ("true", "false", "debatable")}
        precision = verdicts["true"] / len(judged) if judged else None
        if precision is not None:
            weighted += precision * counts[rule]
            volume += counts[rule]
        rows.append((rule, counts[rule], len(judged), verdicts, precision))
    print()
    if markdown:
        print("| rule | findings | judged | true | false | debatable | precision |")
        print("|---|---:|---:|---:|---:|---:|---:|")
        for rule, count, n, v, p in rows:
            print(f"| `{rule}` | {count} | {n} | {v['true']} | {v['false']} | {v['debatable']} | {'–' if p is None else f'{p:.2f}'} |")
        print(f"| **weighted by findings** | {volume} | | | | | {weighted / volume:.2f} |" if volume else "")
        return
    print(f"{'rule':40} {'findings':>8} {'judged':>6} {'true':>5} {'false':>5} {'debat.':>6} {'precision':>9}")
    for rule, count, n, v, p in rows:
        print(f"{rule:40} {count:>8} {n:>6} {v['true']:>5} {v['false']:>5} {v['debatable']:>6} {'-' if p is None else f'{p:.2f}':>9}")
    if volume:
        print(f"{'weighted by findings':40} {volume:>8} {'':>6} {'':>5} {'':>5} {'':>6} {weighted / volume:>9.2f}")


def ratio(a, b):
    return f"{a / b:.2f}" if b else "  - "


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--binary", default=None, help="viper-docs to run (default: the newest build)")
    parser.add_argument("--mirrors", default=os.environ.get("VIPER_DOCS_MIRRORS", "/work/.mirror"))
    parser.add_argument("--only", action="append", help="only apps whose repository contains this")
    parser.add_argument("--annotations", default=str(ROOT / "Docs/Accuracy"), help="the folder of readings (default: Docs/Accuracy)")
    parser.add_argument("--verbose", "-v", action="store_true", help="list every miss")
    parser.add_argument("--json", help="write the figures to this file")
    parser.add_argument("--markdown", action="store_true", help="print the table as Markdown (for Docs/Accuracy.md)")
    args = parser.parse_args()

    binary = args.binary or newest_binary()
    annotations = sorted(Path(args.annotations).glob("*--*.yml"))
    if not annotations:
        sys.exit("accuracy: no annotations in Docs/Accuracy")

    rows, skipped = [], []
    for path in annotations:
        truth = yaml.safe_load(path.read_text())
        if not isinstance(truth, dict) or "repo" not in truth or "modules" not in truth:
            continue  # another file beside the readings (a sample of judged findings)
        repo = truth["repo"]
        if args.only and not any(o.lower() in repo.lower() for o in args.only):
            continue
        kind, copy = find_copy(Path(args.mirrors), repo)
        if copy is None:
            skipped.append(f"skip {repo}: no copy under {args.mirrors} (bring it with the search tool's fetch github:{repo})")
            continue
        scan = str(truth.get("scan") or ".")
        tree = extract(kind, copy, truth["commit"], scan, ROOT / ".build/accuracy" / f"{repo.replace('/', '+')}@{truth['commit'][:12]}")
        result = subprocess.run([binary, "graph", str(tree / scan), "--format", "json"], capture_output=True, text=True)
        if result.returncode not in (0, 1):
            skipped.append(f"fail {repo}: viper-docs exited {result.returncode}: {result.stderr.strip().splitlines()[-1:]}")
            continue
        if args.verbose:
            print(f"{repo}:")
        figures = score_app(truth, json.loads(result.stdout), scan, args.verbose)
        figures.update(repo=repo, dialect=truth.get("dialect", ""), language=truth.get("language", ""))
        rows.append(figures)

    keys = ("modules", "found", "reported", "roles_ok", "roles", "refs_ok", "refs", "nav_ok", "nav", "nav_reported_ok", "nav_reported")
    total = {k: 0 for k in keys}
    for r in rows:
        for k in total:
            total[k] += r[k]
    total["nav_read"] = any(r["nav_read"] for r in rows)

    def navigation(r, markdown):
        """Navigation recall and precision, or a dash for an app whose reading has no navigation."""
        if not r["nav_read"]:
            return ("–", "–") if markdown else ("-", "-")
        return (f"{ratio(r['nav_ok'], r['nav'])} ({r['nav_ok']}/{r['nav']})" if markdown else f"{ratio(r['nav_ok'], r['nav'])}",
                f"{ratio(r['nav_reported_ok'], r['nav_reported'])} ({r['nav_reported_ok']}/{r['nav_reported']})" if markdown
                else f"{ratio(r['nav_reported_ok'], r['nav_reported'])}")

    if args.markdown:
        print("| app | language | dialect | modules | module recall | module precision | role types | reference ownership "
              "| navigation recall | navigation precision |")
        print("|---|---|---|---:|---:|---:|---:|---:|---:|---:|")
        for r in rows + [dict(total, repo=None)]:
            name = f"[{r['repo']}](https://github.com/{r['repo']})" if r["repo"] else f"**all {len(rows)} apps**"
            language, dialect = (r["language"], r["dialect"]) if r["repo"] else ("", "")
            nav_recall, nav_precision = navigation(r, True)
            print(f"| {name} | {language} | {dialect} | {r['modules']} | {ratio(r['found'], r['modules'])} | "
                  f"{ratio(r['found'], r['reported'])} | {ratio(r['roles_ok'], r['roles'])} ({r['roles_ok']}/{r['roles']}) | "
                  f"{ratio(r['refs_ok'], r['refs'])} ({r['refs_ok']}/{r['refs']}) | {nav_recall} | {nav_precision} |")
        for line in skipped:
            print(line, file=sys.stderr)
        findings_table(Path(args.annotations) / "findings.yml", True)
        return
    header = f"{'app':44} {'dialect':16} {'modules':>7} {'recall':>6} {'precis.':>7} {'roles':>9} {'ownership':>11} {'nav rec.':>8} {'nav prec.':>9}"
    print(header)
    print("-" * len(header))
    for r in rows + [dict(total, repo="total", dialect="")]:
        if r["repo"] == "total":
            print("-" * len(header))
        nav_recall, nav_precision = navigation(r, False)
        print(f"{r['repo'][:44]:44} {r['dialect'][:16]:16} {r['modules']:>7} {ratio(r['found'], r['modules']):>6} "
              f"{ratio(r['found'], r['reported']):>7} {ratio(r['roles_ok'], r['roles']):>4} {r['roles_ok']:>2}/{r['roles']:<3}"
              f"{ratio(r['refs_ok'], r['refs']):>5} {r['refs_ok']:>3}/{r['refs']:<3} {nav_recall:>8} {nav_precision:>9}")
    for line in skipped:
        print(line)
    findings_table(Path(args.annotations) / "findings.yml", False)
    if args.json:
        Path(args.json).write_text(json.dumps({"apps": rows, "total": total}, indent=2, sort_keys=True) + "\n")

if __name__ == "__main__":
    main()
