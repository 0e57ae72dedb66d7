#!/usr/bin/env bash
# Installs a built viper-docs under a prefix, with nothing pointing back to this checkout:
#   PREFIX/bin/viper-docs                        the binary
#   PREFIX/share/viper-docs/Themes/default/      the default theme (the binary looks for it there)
#   PREFIX/share/viper-docs/manifest             what was installed, for `make uninstall`
# Usage: .ci/install.sh install PREFIX BIN_DIR    (`make install` builds BIN_DIR in release first)
#        .ci/install.sh uninstall PREFIX
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
action=${1:-}
prefix=${2:-}
[ -n "$prefix" ] || { echo "install.sh: no prefix; run 'make install PREFIX=/usr/local'" >&2; exit 2; }
share="$prefix/share/viper-docs"

case "$action" in
install)
    bin_dir=${3:-}
    if [ ! -x "$bin_dir/viper-docs" ]; then
        echo "install.sh: no viper-docs binary in '$bin_dir'; run 'make install', which builds it" >&2
        exit 2
    fi
    if [ -e "$share" ] && [ ! -f "$share/manifest" ]; then
        echo "install.sh: $share exists and was not installed by viper-docs; move it away or choose another PREFIX" >&2
        exit 2
    fi
    mkdir -p "$prefix/bin" "$share/Themes"
    install -m 755 "$bin_dir/viper-docs" "$prefix/bin/viper-docs"
    # A previous install's theme (the manifest says it is ours) is replaced as a whole.
    rm -rf "$share/Themes/default"
    cp -R "$root/Themes/default" "$share/Themes/default"
    printf 'bin/viper-docs\nshare/viper-docs\n' > "$share/manifest"
    echo "installed $prefix/bin/viper-docs ($("$prefix/bin/viper-docs" --version))"
    ;;
uninstall)
    if [ -f "$share/manifest" ]; then
        rm -f "$prefix/bin/viper-docs"
        rm -rf "$share"
        echo "removed $prefix/bin/viper-docs and $share"
    elif [ -e "$prefix/bin/viper-docs" ] || [ -e "$share" ]; then
        echo "install.sh: $share/manifest is missing, so nothing under $prefix is known to be viper-docs's; remove it by hand" >&2
        exit 2
    else
        echo "viper-docs is not installed under $prefix"
    fi
    ;;
*)
    echo "usage: .ci/install.sh install PREFIX BIN_DIR | uninstall PREFIX" >&2
    exit 2
    ;;
esac
