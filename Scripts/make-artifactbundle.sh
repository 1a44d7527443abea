#!/usr/bin/env bash
# Builds navrun's release artifact bundle for this machine's platform, for a package that runs
# navrun through a command plugin without building it (`.binaryTarget(name: "navrun", url:
# …, checksum: …)`, as SwiftLint's binary plugins do):
#
#   Scripts/make-artifactbundle.sh [OUT]     # OUT defaults to .build/artifactbundle
#
# writes OUT/navrun.artifactbundle (info.json and navrun-VERSION-TRIPLE/bin/navrun), its zip,
# and prints the zip's checksum. The command is built as Scripts/install.sh builds it (on Linux
# with the Swift runtime linked in); the version is the one the built command reports. Bundles
# are release products: never commit them (.gitignore leaves them out).
set -euo pipefail
out="${1:-.build/artifactbundle}"
case "$out" in /*) ;; *) out="$PWD/$out" ;; esac
cd "$(dirname "$0")/.."

staging="$(mktemp -d)"
trap 'rm -rf "$staging"' EXIT
# On PATH for the build, so that install.sh does not ask to add the staging folder to it.
PREFIX="$staging" PATH="$staging/bin:$PATH" Scripts/install.sh > /dev/null
version="$("$staging/bin/navrun" --version)"
version="${version#navrun }"
triple="$(swift -print-target-info | sed -n 's/.*"unversionedTriple": *"\([^"]*\)".*/\1/p' | head -n 1)"
variant="navrun-$version-$triple"

bundle="$out/navrun.artifactbundle"
rm -rf "$bundle" "$bundle.zip"
mkdir -p "$bundle/$variant/bin"
cp "$staging/bin/navrun" "$bundle/$variant/bin/navrun"
cat > "$bundle/info.json" << JSON
{
  "schemaVersion": "1.0",
  "artifacts": {
    "navrun": {
      "version": "$version",
      "type": "executable",
      "variants": [
        {"path": "$variant/bin/navrun", "supportedTriples": ["$triple"]}
      ]
    }
  }
}
JSON
(cd "$out" && zip -qry navrun.artifactbundle.zip navrun.artifactbundle)
echo "built $bundle ($version, $triple)"
echo "checksum of $bundle.zip: $(swift package compute-checksum "$bundle.zip")"
