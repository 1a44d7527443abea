#!/usr/bin/env bash
# Builds the navrun command in release and installs it as $PREFIX/bin/navrun (PREFIX defaults to
# /usr/local; a relative PREFIX is taken from the folder this is run from):
#
#   PREFIX="$HOME/.local" Scripts/install.sh      # or: make install PREFIX="$HOME/.local"
#
# On Linux the Swift runtime is linked into the command (--static-swift-stdlib), so it keeps
# working without the toolchain that built it, cached by CI or copied to another machine. The
# build has a folder of its own, .build/install, and leaves `swift build`'s alone. The command
# is copied beside its place and renamed over it, so a navrun running from there never sees a
# half-written file, and a link at that place is replaced, never written through.
set -euo pipefail
prefix="${PREFIX:-/usr/local}"
case "$prefix" in /*) ;; *) prefix="$PWD/$prefix" ;; esac
cd "$(dirname "$0")/.."

build=(swift build -c release --product navrun --scratch-path .build/install)
if [ "$(uname -s)" = Linux ]; then build+=(--static-swift-stdlib); fi
"${build[@]}"
binary="$("${build[@]}" --show-bin-path)/navrun"

mkdir -p "$prefix/bin"
staged="$(mktemp "$prefix/bin/.navrun.XXXXXX")"
trap 'rm -f "$staged"' EXIT
cp "$binary" "$staged"
chmod 755 "$staged"
target="$prefix/bin/navrun"
if [ -d "$target" ] && [ ! -L "$target" ]; then
  echo "install.sh: $target is a folder; move it away first" >&2
  exit 1
fi
# The place itself is renamed over, a link there included, never what a link leads to: GNU mv
# says so with -T, BSD mv with -h.
if mv --version >/dev/null 2>&1; then mv -fT "$staged" "$target"; else mv -fh "$staged" "$target"; fi
version="$("$target" --version)"
echo "installed $target ($version)"
