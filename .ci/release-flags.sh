#!/usr/bin/env bash
# Prints the flags of a release build (`make install`, `make bench`, `make robustness-release`).
#
# On Linux: `--static-swift-stdlib`, the Swift runtime and Foundation linked into the binary. Measured
# on the 1,000-module app of `make bench` (release builds of the same commit, 16 runs of each,
# interleaved): `check` 13 % faster (695 against 794 ms), the full build 4 %, the same output byte for
# byte. The binary then also runs where Swift is not installed.
#
# Foundation's static library needs libcurl's development files to link (`serve`'s HTTP server,
# FlyingFox, imports FoundationNetworking), and libxml2's (storyboards are read with FoundationXML);
# `.ci/install-deps.sh --release` installs them. Without
# them, or with a toolchain that has no static libraries, the build links the runtime dynamically,
# and this says so on stderr.
set -euo pipefail

[ "$(uname -s)" = "Linux" ] || exit 0
# The toolchain's static libraries (swift.org's toolchains have them; a distribution's package may not).
swiftc=$(command -v swiftc || true)
toolchain=${swiftc:+$(dirname "$(dirname "$(readlink -f "$swiftc")")")}
if [ ! -f "$toolchain/lib/swift_static/linux/libFoundation.a" ]; then
    echo "release build: this Swift toolchain has no static Foundation (${toolchain:-no swiftc on PATH}):" \
        "the Swift runtime is linked dynamically, and check runs about 13 % slower" >&2
elif ! pkg-config --exists libcurl 2>/dev/null; then
    echo "release build: libcurl's development files are missing (apt-get install libcurl4-openssl-dev):" \
        "the Swift runtime is linked dynamically, and check runs about 13 % slower" >&2
elif ! pkg-config --exists libxml-2.0 2>/dev/null; then
    echo "release build: libxml2's development files are missing (apt-get install libxml2-dev):" \
        "the Swift runtime is linked dynamically, and check runs about 13 % slower" >&2
else
    echo "--static-swift-stdlib"
fi
