#!/usr/bin/env bash
# Builds navrun's release archive for this machine's platform, for a team to publish, cache or
# vendor, and for CI to download instead of building (init's snippets, with NAVRUN_ARCHIVE):
#
#   Scripts/make-dist.sh [OUT]     # or: make dist; OUT defaults to the checkout's .build/dist
#
# writes OUT/navrun-VERSION-PLATFORM.tar.gz, which holds one folder of that name with
#   bin/navrun                          the command, built as Scripts/install.sh builds it
#   share/navrun/*.schema.json          the schema of each kind of file, and schema.json
# and OUT/navrun-VERSION-PLATFORM.tar.gz.sha256, its checksum as sha256sum writes it. On Linux
# the Swift runtime is linked in (--static-swift-stdlib) and PLATFORM is the target triple
# (x86_64-unknown-linux-gnu); on macOS the command is universal, arm64 and x86_64, and PLATFORM
# is universal-apple-macosx. Archives are release products: never commit them.
set -euo pipefail
# OUT is taken from the folder this is run from; the default is the checkout's .build/dist.
case "${1:-}" in "") out="" ;; /*) out="$1" ;; *) out="$PWD/$1" ;; esac
cd "$(dirname "$0")/.."
out="${out:-$PWD/.build/dist}"
staging="$(mktemp -d)"
trap 'rm -rf "$staging"' EXIT

if [ "$(uname -s)" = Darwin ]; then
  export NAVRUN_ARCHS="arm64 x86_64"
  platform=universal-apple-macosx
else
  platform="$(swift -print-target-info | sed -n 's/.*"unversionedTriple": *"\([^"]*\)".*/\1/p' | head -n 1)"
fi
# On PATH for the build, so that install.sh does not ask to add the staging folder to it.
PREFIX="$staging/root" PATH="$staging/root/bin:$PATH" Scripts/install.sh > /dev/null
version="$("$staging/root/bin/navrun" --version)"
version="${version#navrun }"
name="navrun-$version-$platform"
mkdir -p "$staging/$name/bin" "$staging/$name/share/navrun" "$out"
cp "$staging/root/bin/navrun" "$staging/$name/bin/navrun"
cp schema.json "$staging/$name/share/navrun/schema.json"
for kind in scenario definitions configuration; do
  cp "schemas/$kind.schema.json" "$staging/$name/share/navrun/navrun.$kind.schema.json"
done
rm -f "$out/$name.tar.gz" "$out/$name.tar.gz.sha256"
tar -czf "$out/$name.tar.gz" -C "$staging" "$name"
sum="$( (sha256sum "$out/$name.tar.gz" 2>/dev/null || shasum -a 256 "$out/$name.tar.gz") | cut -d ' ' -f 1)"
echo "$sum  $name.tar.gz" > "$out/$name.tar.gz.sha256"
echo "built $out/$name.tar.gz ($version, $platform)"
echo "sha256: $sum"
