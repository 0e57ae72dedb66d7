#!/usr/bin/env bash
# Prints the path of a command-line tool from PyPI, installing it first into .build-ci-tools (a
# virtual environment made on first use) when it is neither there nor on the PATH. Prints nothing,
# and exits 1, where it cannot be installed (no network, no venv module); the log of the attempt is
# .build-ci-tools/PACKAGE.log. pip's own complaints go to that log, never to the terminal.
# Usage: .ci/python-tool.sh NAME PACKAGE      (validate-ci.sh, and `make test` for pre-commit)
set -uo pipefail
cd "$(dirname "$0")/.."
PYTHON=${PYTHON:-python3}
TOOLS=.build-ci-tools
name=$1 package=$2
if [ -x "$TOOLS/bin/$name" ]; then echo "$PWD/$TOOLS/bin/$name"; exit 0; fi
if command -v "$name" >/dev/null 2>&1; then command -v "$name"; exit 0; fi
if [ ! -x "$TOOLS/bin/pip" ]; then
    "$PYTHON" -m venv "$TOOLS" >/dev/null 2>&1 || exit 1
fi
if "$TOOLS/bin/pip" install --quiet --disable-pip-version-check "$package" >"$TOOLS/$package.log" 2>&1; then
    echo "$PWD/$TOOLS/bin/$name"
else
    exit 1
fi
