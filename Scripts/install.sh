#!/usr/bin/env bash
# Builds the navrun command in release and installs it as $PREFIX/bin/navrun (PREFIX defaults to
# /usr/local; a relative PREFIX is taken from the folder this is run from), from a clone of
# navrun checked out at a release (README.md pins the latest; a release is its tag where tags
# were published, and always the commit that set its version):
#
#   src="$(mktemp -d)"
#   git clone --quiet https://github.com/your-org/navrun.git "$src"
#   git -C "$src" -c advice.detachedHead=false checkout --quiet f4cdad848432d53c47b291d51f5ad0821c0b1cc9   # navrun 0.12.0
#   PREFIX="$HOME/.local" "$src/Scripts/install.sh"    # or: make -C "$src" install PREFIX=…
#
# When $PREFIX/bin is not on PATH, it says so, with the line that puts it there.
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
# NAVRUN_ARCHS="arm64 x86_64" builds one universal command on macOS (Scripts/make-dist.sh).
for arch in ${NAVRUN_ARCHS:-}; do build+=(--arch "$arch"); done
# The static link warns that `mktemp' is dangerous: the runtime's Data.write(to:) in
# FoundationEssentials refers to it, and navrun never calls it (docs/installing.md). Only that
# line is left out; the build's status is kept (pipefail).
"${build[@]}" 2>&1 | sed "/the use of .mktemp. is dangerous/d"
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
case ":$PATH:" in
  *":$prefix/bin:"*) ;;
  *)
    echo "install.sh: $prefix/bin is not on your PATH; to run navrun by its name, add this line" \
      "to your shell's profile (~/.zshrc, ~/.bashrc or ~/.profile) and open a new shell:" >&2
    echo "  export PATH=\"$prefix/bin:\$PATH\"" >&2
    ;;
esac
