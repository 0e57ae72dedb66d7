#!/usr/bin/env bash
# Installs what viper-docs needs that Swift does not bring: Graphviz's and cmark-gfm's C libraries
# (cmark-gfm reads guides as GitHub-flavoured Markdown) and pkg-config, through which SwiftPM finds
# them. Then, for the browser tests only (--browser), Chromium
# with its driver and the Python packages selenium, html5lib and pytest. Does nothing for what is
# already there; a missing browser is no failure (those tests skip and say why).
set -euo pipefail

SUDO=""
if [ "$(id -u)" != "0" ] && command -v sudo >/dev/null 2>&1; then SUDO="sudo"; fi
APT_UPDATED=""
apt_install() {
    if [ -z "$APT_UPDATED" ]; then
        $SUDO apt-get update -qq
        APT_UPDATED=1
    fi
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "$@" >&2
}

# MARK: - The C libraries (required)

# Package.swift builds against cmark-gfm's headers, its core extensions' included.
has_gfm() {
    pkg-config --exists libcmark-gfm 2>/dev/null || return 1
    for folder in /usr/include /usr/local/include /opt/homebrew/include; do
        [ -f "$folder/cmark-gfm-core-extensions.h" ] && return 0
    done
    return 1
}
if ! pkg-config --exists libgvc 2>/dev/null || ! has_gfm; then
    if command -v apt-get >/dev/null 2>&1; then
        echo "Installing libgraphviz-dev, libcmark-gfm-dev, libcmark-gfm-extensions-dev and pkg-config with apt-get…" >&2
        apt_install libgraphviz-dev libcmark-gfm-dev libcmark-gfm-extensions-dev pkg-config
    elif command -v brew >/dev/null 2>&1; then
        echo "Installing graphviz, cmark-gfm and pkg-config with Homebrew…" >&2
        brew install graphviz cmark-gfm pkg-config >&2
    else
        echo "viper-docs needs Graphviz (libgvc) and cmark-gfm with its extensions, and pkg-config: install them with your package manager" >&2
        exit 2
    fi
fi

# MARK: - A release build's static link (optional; with --release or --bench)

# `.ci/release-flags.sh` links the Swift runtime and Foundation statically on Linux, and Foundation's
# static libraries need libcurl's and libxml2's development files to link.
if [ "${1:-}" = "--release" ] || [ "${1:-}" = "--bench" ]; then
    if [ "$(uname -s)" = "Linux" ] && command -v apt-get >/dev/null 2>&1; then
        static=()
        pkg-config --exists libcurl 2>/dev/null || static+=(libcurl4-openssl-dev)
        pkg-config --exists libxml-2.0 2>/dev/null || static+=(libxml2-dev)
        if [ ${#static[@]} -gt 0 ]; then
            echo "Installing ${static[*]} with apt-get (a release build links Foundation statically)…" >&2
            apt_install "${static[@]}" || echo "Could not install ${static[*]}; the release build links Swift's runtime dynamically." >&2
        fi
    fi
    [ "${1:-}" = "--release" ] && exit 0
fi

# MARK: - The benchmark's tools (optional; only with --bench, as `make bench` asks)

if [ "${1:-}" = "--bench" ]; then
    missing=()
    command -v hyperfine >/dev/null 2>&1 || missing+=(hyperfine)
    [ -x /usr/bin/time ] || missing+=(time)
    command -v dot >/dev/null 2>&1 || missing+=(graphviz)
    command -v doxygen >/dev/null 2>&1 || missing+=(doxygen)
    if [ ${#missing[@]} -gt 0 ]; then
        if command -v apt-get >/dev/null 2>&1; then
            echo "Installing ${missing[*]} with apt-get…" >&2
            apt_install "${missing[@]}"
        elif command -v brew >/dev/null 2>&1; then
            brew install "${missing[@]/time/gnu-time}" >&2
        else
            echo "make bench needs ${missing[*]}: install them with your package manager" >&2
        fi
    fi
    exit 0
fi

# MARK: - The browser tests (optional; only with --browser, as `make test` asks)

if [ "${1:-}" != "--browser" ]; then
    exit 0
fi

if command -v apt-get >/dev/null 2>&1 && ! { command -v chromium >/dev/null 2>&1 && command -v chromedriver >/dev/null 2>&1; }; then
    echo "Installing chromium and chromium-driver with apt-get (for the browser tests)…" >&2
    apt_install chromium chromium-driver || echo "Could not install Chromium; the browser tests will be skipped." >&2
fi

have_python_packages() { python3 -c 'import selenium, html5lib, pytest' 2>/dev/null; }
if command -v python3 >/dev/null 2>&1 && ! have_python_packages; then
    echo "Installing selenium, html5lib and pytest (for the browser tests)…" >&2
    # pip is tried two ways, quietly: plainly (a virtual environment, an unmanaged Python), then for
    # this user past Debian's "externally managed" guard (PEP 668). A way that fails is expected,
    # so what it says goes to a log, shown only when every way failed.
    pip_log=$(mktemp)
    if python3 -m pip --version >/dev/null 2>&1; then
        for options in "" "--user --break-system-packages"; do
            # shellcheck disable=SC2086 # $options is two words or none
            if python3 -m pip install --quiet --disable-pip-version-check $options selenium html5lib pytest >>"$pip_log" 2>&1 \
                && have_python_packages; then
                break
            fi
        done
    fi
    # A fresh Debian's python3 has no pip: Debian packages them.
    if ! have_python_packages && command -v apt-get >/dev/null 2>&1; then
        apt_install python3-selenium python3-html5lib python3-pytest >>"$pip_log" 2>&1 || true
    fi
    if ! have_python_packages; then
        tail -n 5 "$pip_log" >&2
        echo "Could not install selenium, html5lib and pytest; the browser tests will be skipped." >&2
    fi
    rm -f "$pip_log"
fi
exit 0
