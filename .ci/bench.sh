#!/usr/bin/env bash
# Benchmarks (not part of `make test`): a release build of viper-docs on generated apps of every
# style, timed with the shell's clock, and scored against the generator's ground truth.
# Needs ../shared/bench (the project's shared folder); skips with a message when it is absent.
set -euo pipefail
cd "$(dirname "$0")/.."
BENCH=../shared/bench
if [ ! -f "$BENCH/gen_viper_app.py" ]; then
    echo "bench: $BENCH is absent (it is not part of a user's clone); nothing to measure" >&2
    exit 0
fi
SIZES=${SIZES:-"200 1000"}
STYLES=${STYLES:-"infinum viperb contract zikviper mixed"}
# BIN=path/to/viper-docs measures that binary instead (another commit's release build, for a before/after).
if [ -z "${BIN:-}" ]; then
    swift build -c release --scratch-path .build-release --product viper-docs >&2
    BIN=.build-release/release/viper-docs
fi
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
printf "%-9s %7s %7s %9s %9s %9s  %s\n" style modules files "graph s" "check s" "build s" score
for size in $SIZES; do
    for style in $STYLES; do
        app="$WORK/$style-$size"
        python3 "$BENCH/gen_viper_app.py" --style "$style" --modules "$size" --violations 0.3 --seed 11 --guides 5 --out "$app" >/dev/null
        files=$(find "$app" -name '*.swift' -o -name '*.h' -o -name '*.m' | wc -l)
        t0=$(date +%s.%N); "$BIN" graph "$app" > "$WORK/graph.json"
        t1=$(date +%s.%N); "$BIN" check "$app" --format json > "$WORK/check.json" || true
        t2=$(date +%s.%N); "$BIN" build "$app" --output "$WORK/site-$style-$size" --quiet >/dev/null || true
        t3=$(date +%s.%N)
        score=$(python3 "$BENCH/score_viper_app.py" "$app/viper-truth.json" --model "$WORK/graph.json" --check "$WORK/check.json" | tail -1 || true)
        printf "%-9s %7s %7s %9.2f %9.2f %9.2f  %s\n" "$style" "$size" "$files" \
            "$(python3 -c "print($t1 - $t0)")" "$(python3 -c "print($t2 - $t1)")" "$(python3 -c "print($t3 - $t2)")" "$score"
    done
done
