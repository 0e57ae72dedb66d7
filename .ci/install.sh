#!/usr/bin/env bash
# Installs a built viper-docs under a prefix, with nothing pointing back to this checkout:
#   PREFIX/bin/viper-docs                                      the binary
#   PREFIX/share/viper-docs/Themes/default/                    the default theme (the binary looks for it there)
#   PREFIX/share/man/man1/viper-docs.1                         the man page (`man viper-docs`), when given
#   PREFIX/share/bash-completion/completions/viper-docs        bash's completion (bash-completion looks there)
#   PREFIX/share/zsh/site-functions/_viper-docs                zsh's (in zsh's fpath for /usr and /usr/local)
#   PREFIX/share/fish/vendor_completions.d/viper-docs.fish     fish's
#   PREFIX/share/viper-docs/manifest                           what was installed, for `make uninstall`
# The completions are written by the binary itself (`--generate-completion-script`), the man page
# by swift-argument-parser's generate-manual (the tool its GenerateManual plugin runs) from the
# binary's own description of its commands: MANUAL_TOOL, by default the one `swift build --product
# generate-manual` left in .build/debug (`make install` and `make test` build it); without it, no man
# page, and this says so. DESTDIR, when set, is put before every path (a staging folder for a
# package or an archive), as GNU's conventions say.
# Usage: .ci/install.sh install PREFIX BIN_DIR   (`make install` builds BIN_DIR in release first)
#        .ci/install.sh uninstall PREFIX
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
action=${1:-}
prefix=${2:-}
[ -n "$prefix" ] || { echo "install.sh: no prefix; run 'make install PREFIX=/usr/local'" >&2; exit 2; }
dest="${DESTDIR:-}$prefix"
share="$dest/share/viper-docs"

BASH_COMPLETION=share/bash-completion/completions/viper-docs
ZSH_COMPLETION=share/zsh/site-functions/_viper-docs
FISH_COMPLETION=share/fish/vendor_completions.d/viper-docs.fish
MAN=share/man/man1/viper-docs.1

case "$action" in
install)
    bin_dir=${3:-}
    manual_tool=${MANUAL_TOOL:-$root/.build/debug/generate-manual}
    if [ ! -x "$bin_dir/viper-docs" ]; then
        echo "install.sh: no viper-docs binary in '$bin_dir'; run 'make install', which builds it" >&2
        exit 2
    fi
    if [ -e "$share" ] && [ ! -f "$share/manifest" ]; then
        echo "install.sh: $share exists and was not installed by viper-docs; move it away or choose another PREFIX" >&2
        exit 2
    fi
    mkdir -p "$dest/bin" "$share/Themes"
    install -m 755 "$bin_dir/viper-docs" "$dest/bin/viper-docs"
    # A previous install's theme (the manifest says it is ours) is replaced as a whole.
    rm -rf "$share/Themes/default"
    cp -R "$root/Themes/default" "$share/Themes/default"
    installed=(bin/viper-docs share/viper-docs)
    with_man=""
    for shell in bash zsh fish; do
        case $shell in bash) file=$BASH_COMPLETION ;; zsh) file=$ZSH_COMPLETION ;; fish) file=$FISH_COMPLETION ;; esac
        mkdir -p "$(dirname "$dest/$file")"
        "$dest/bin/viper-docs" --generate-completion-script "$shell" > "$dest/$file"
        chmod 644 "$dest/$file"
        installed+=("$file")
    done
    if [ -x "$manual_tool" ]; then
        # Dated by the last commit, so that the same commit gives the same page.
        date=$(git -C "$root" log -1 --format=%cs 2>/dev/null || true)
        mkdir -p "$(dirname "$dest/$MAN")"
        "$manual_tool" "$dest/bin/viper-docs" ${date:+--date "$date"} --output-directory "$(dirname "$dest/$MAN")" >/dev/null
        chmod 644 "$dest/$MAN"
        installed+=("$MAN")
        with_man=" and its man page"
    else
        echo "install.sh: no man page: swift-argument-parser's generate-manual is not built at $manual_tool (swift build --product generate-manual)" >&2
    fi
    printf '%s\n' "${installed[@]}" > "$share/manifest"
    echo "installed $dest/bin/viper-docs ($("$dest/bin/viper-docs" --version)), its theme, completions for bash, zsh and fish$with_man"
    ;;
uninstall)
    if [ -f "$share/manifest" ]; then
        # Each line is a path under the prefix that install wrote; share/viper-docs (with this file) last.
        while IFS= read -r path; do
            case "$path" in ''|/*|*..*) continue ;; share/viper-docs) ;; *) rm -f "$dest/$path" ;; esac
        done < "$share/manifest"
        rm -rf "$share"
        echo "removed $dest/bin/viper-docs, $share, its completions and man page"
    elif [ -e "$dest/bin/viper-docs" ] || [ -e "$share" ]; then
        echo "install.sh: $share/manifest is missing, so nothing under $dest is known to be viper-docs's; remove it by hand" >&2
        exit 2
    else
        echo "viper-docs is not installed under $dest"
    fi
    ;;
*)
    echo "usage: .ci/install.sh install PREFIX BIN_DIR | uninstall PREFIX" >&2
    exit 2
    ;;
esac
