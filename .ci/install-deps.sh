#!/usr/bin/env bash
# Installs what viper-docs needs that Swift does not bring: Graphviz's and cmark's C libraries
# (and pkg-config, through which SwiftPM finds them). Does nothing when they are already there.
set -euo pipefail

if pkg-config --exists libgvc libcmark 2>/dev/null; then
    exit 0
fi

if command -v apt-get >/dev/null 2>&1; then
    SUDO=""
    if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
    echo "Installing libgraphviz-dev, libcmark-dev and pkg-config with apt-get…" >&2
    $SUDO apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq libgraphviz-dev libcmark-dev pkg-config >&2
elif command -v brew >/dev/null 2>&1; then
    echo "Installing graphviz, cmark and pkg-config with Homebrew…" >&2
    brew install graphviz cmark pkg-config >&2
else
    echo "viper-docs needs Graphviz (libgvc) and cmark (libcmark) with pkg-config: install them with your package manager" >&2
    exit 2
fi
