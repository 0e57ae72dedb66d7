#!/usr/bin/env bash
# `make dist`: the release files of one platform, under dist/ (git-ignored):
#   viper-docs-VERSION-OS-ARCH.tar.gz          a folder of that name with bin/viper-docs, its man page
#                                              (share/man/man1), completions for bash, zsh and fish
#                                              (share/…, as `make install` lays them out), the theme,
#                                              LICENSE and README.md; unpack it and run bin/viper-docs,
#                                              or copy the folder's contents under a prefix
#   viper-docs-VERSION-OS-ARCH.tar.gz.sha256   its SHA-256, as `sha256sum -c` reads it
#   viper-docs-VERSION-OS-ARCH.artifactbundle.zip (and .sha256)
#                                              a SwiftPM artifact bundle: info.json and the binary, for
#                                              `.binaryTarget(url:checksum:)` (the checksum is the
#                                              SHA-256, as `swift package compute-checksum` gives it)
# VERSION is what the binary's --version says, OS linux or macos, ARCH what `uname -m` says. The
# binary is the release build of `make install` (the theme built in; on Linux Swift's libraries
# linked in, so it needs only Graphviz's and cmark's shared libraries), without debug information. BIN_DIR=… packages a binary
# already built there instead (the tests package the debug build so). The files are the same for the
# same commit: names sorted, owners and times fixed to the commit's, gzip without a time stamp.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
out=${DIST_DIR:-$root/dist}
bin_dir=${BIN_DIR:-}

if [ -z "$bin_dir" ]; then
    ./.ci/install-deps.sh --release
    flags=$(./.ci/release-flags.sh)
    # shellcheck disable=SC2086 # the flags are words
    swift build -c release $flags --product viper-docs
    # shellcheck disable=SC2086
    bin_dir=$(swift build -c release $flags --show-bin-path)
    swift build --product generate-manual
fi
[ -x "$bin_dir/viper-docs" ] || { echo "dist: no viper-docs binary in '$bin_dir'" >&2; exit 2; }

version=$("$bin_dir/viper-docs" --version)
case "$(uname -s)" in Linux) os=linux ;; Darwin) os=macos ;; *) os=$(uname -s | tr '[:upper:]' '[:lower:]') ;; esac
arch=$(uname -m)
case "$os-$arch" in
    linux-x86_64) triple=x86_64-unknown-linux-gnu ;;
    linux-aarch64 | linux-arm64) triple=aarch64-unknown-linux-gnu ;;
    macos-arm64) triple=arm64-apple-macosx ;;
    macos-x86_64) triple=x86_64-apple-macosx ;;
    *) echo "dist: no SwiftPM triple known for $os-$arch" >&2; exit 2 ;;
esac
name=viper-docs-$version-$os-$arch
stamp=$(git log -1 --format=%ct 2>/dev/null || date +%s)

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$out"

# The archive: `make install`'s layout under a folder of its name, with the licence and the README.
./.ci/install.sh install "$work/$name" "$bin_dir" >/dev/null
# Without its debug information the binary is a third smaller; its symbols stay, for backtraces.
if [ "$os" = linux ] && command -v strip >/dev/null 2>&1; then
    strip --strip-debug "$work/$name/bin/viper-docs"
elif [ "$os" = macos ]; then
    strip -S "$work/$name/bin/viper-docs"
fi
if [ -f LICENSE ]; then
    cp LICENSE "$work/$name/LICENSE"
else
    echo "dist: warning: this repository has no LICENSE file, so the archive has none" >&2
fi
cp README.md "$work/$name/README.md"
sha() { if command -v sha256sum >/dev/null 2>&1; then sha256sum "$@"; else shasum -a 256 "$@"; fi; }
tarball() {  # tarball FOLDER FILE: a reproducible .tar.gz of FOLDER (a name under $work)
    if tar --version 2>/dev/null | grep -q 'GNU tar'; then
        tar -C "$work" --sort=name --owner=0 --group=0 --numeric-owner --mtime="@$stamp" -cf - "$1" | gzip -n > "$2"
    else
        tar -C "$work" --uid 0 --gid 0 -cf - "$1" | gzip -n > "$2"
    fi
}
tarball "$name" "$out/$name.tar.gz"

# The artifact bundle: the binary under a variant folder, and info.json naming it for its triple.
bundle=$name.artifactbundle
mkdir -p "$work/$bundle/$name/bin"
cp "$work/$name/bin/viper-docs" "$work/$bundle/$name/bin/viper-docs"
cat > "$work/$bundle/info.json" <<JSON
{
  "schemaVersion": "1.0",
  "artifacts": {
    "viper-docs": {
      "version": "$version",
      "type": "executable",
      "variants": [
        {
          "path": "$name/bin/viper-docs",
          "supportedTriples": ["$triple"]
        }
      ]
    }
  }
}
JSON
# Zipped by Python's zipfile (on every machine that has python3), entries sorted and dated by the commit.
python3 - "$work" "$bundle" "$out/$bundle.zip" "$stamp" <<'PY'
import os, stat, sys, time, zipfile
work, bundle, target, stamp = sys.argv[1:]
date = time.gmtime(max(int(stamp), 315532800))[:6]  # zip dates start in 1980
with zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED) as archive:
    for folder, folders, files in os.walk(os.path.join(work, bundle)):
        folders.sort()
        relative = os.path.relpath(folder, work)
        entry = zipfile.ZipInfo(relative + "/", date)
        entry.external_attr = (0o40755 << 16) | 0x10
        archive.writestr(entry, b"")
        for name in sorted(files):
            path = os.path.join(folder, name)
            entry = zipfile.ZipInfo(os.path.join(relative, name), date)
            entry.external_attr = (stat.S_IFREG | (0o755 if os.access(path, os.X_OK) else 0o644)) << 16
            entry.compress_type = zipfile.ZIP_DEFLATED
            with open(path, "rb") as f:
                archive.writestr(entry, f.read())
PY

cd "$out"
for file in "$name.tar.gz" "$bundle.zip"; do sha "$file" > "$file.sha256"; done
echo "dist: $out/$name.tar.gz ($(cut -d' ' -f1 < "$name.tar.gz.sha256"))"
echo "dist: $out/$bundle.zip ($(cut -d' ' -f1 < "$bundle.zip.sha256"))"
