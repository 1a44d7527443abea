#!/usr/bin/env bash
# The ways into a repository that is not navrun's own, tried as a new team takes them, on
# samples in a temporary folder (docs/installing.md describes them). A bare clone of this
# repository's history stands for the navrun repository the team uses; it has no tags unless
# this checkout has some.
#  1. the README's install commands, verbatim but for the repository's address, in an Xcode
#     project's repository: they check out the release the README pins and build it (the one
#     release build of this check), and say that the folder is not on PATH; then the README's
#     `navrun init` and `navrun`, committed;
#  2. the shell CI step that init printed, from a fresh clone of that repository, with CI=true
#     and an empty cache: first with a navrun repository that is not there, where it must stop
#     at the clone; then as printed, where it clones, checks the release out by its version
#     and runs install.sh, whose `swift build` is the release build of step 1 (the same commit;
#     NAVRUN_CHECK_BUILD=full builds it again instead), and runs the scenarios green;
#  3. the GitHub Actions and GitLab CI snippets of that init and of this checkout's
#     (`navrun init --ci`), which run the same lines, parsed as YAML;
#  4. `make install` and `make dist` in the README's clone: the archive's layout, checksum and
#     self-contained command, and the shell CI step again, installing from that archive, and
#     refusing one whose checksum differs;
#  5. the artifact bundle of that clone: info.json, the layout, the command in it, and a
#     package that runs it through a command plugin from a `.binaryTarget`;
#  6. a package that depends on this checkout by path: `swift package navrun` records, then
#     checks;
#  7. `swift package experimental-install`, unless a navrun is installed that way already.
# Steps 4 and 5 reuse the release build of step 1. Each step prints its time.
set -euo pipefail
cd "$(dirname "$0")/.."
root="$PWD"
work="$(mktemp -d)"
cleanup=()
trap 'for c in "${cleanup[@]}"; do eval "$c"; done; rm -rf "$work"' EXIT
navrun="$(swift build --show-bin-path)/navrun"
started=$SECONDS
step() { printf -- '-- %s (%ds)\n' "$*" $((SECONDS - started)); }
fail() { echo "check-install: $*" >&2; exit 1; }
# Runs a script in a folder with a scratch HOME and TMPDIR of its own: sh_in FOLDER NAME SCRIPT
# [VARIABLE=VALUE …]; its output goes to $work/NAME.log.
sh_in() {
  local folder="$1" name="$2" script="$3"
  shift 3
  mkdir -p "$work/$name-home" "$work/$name-tmp"
  (cd "$folder" && env HOME="$work/$name-home" TMPDIR="$work/$name-tmp" "$@" sh "$script") \
    > "$work/$name.log" 2>&1
}

step "1. the README's install in an Xcode project's repository"
if [ "$(git rev-parse --is-shallow-repository)" = true ]; then
  fail "a shallow clone does not hold the release the README pins: git fetch --unshallow"
fi
git clone --quiet --bare "file://$root" "$work/navrun.git"
origin="file://$work/navrun.git"
awk '/^## Install/ { on = 1 } on && /^```sh$/ { code = 1; next } code && /^```$/ { exit } code { print }' \
  README.md > "$work/readme.sh"
grep -q 'https://github.com/your-org/navrun.git' "$work/readme.sh" || fail "the README clones no navrun"
sed -i.orig "s|https://github.com/your-org/navrun.git|$origin|" "$work/readme.sh"
commit="$(sed -n 's/.*checkout --quiet \([0-9a-f]\{40\}\) *# navrun \(.*\)$/\1/p' "$work/readme.sh")"
version="$(sed -n 's/.*checkout --quiet \([0-9a-f]\{40\}\) *# navrun \(.*\)$/\2/p' "$work/readme.sh")"
[ -n "$commit" ] && [ -n "$version" ] || fail "the README pins no release commit"
app="$work/app"
mkdir -p "$app/App.xcodeproj"
touch "$app/App.xcodeproj/project.pbxproj"
git -C "$app" init -q
sh_in "$app" readme "$work/readme.sh" || { tail -n 30 "$work/readme.log"; fail "the README's install"; }
installed="$work/readme-home/.local/bin"
[ "$("$installed/navrun" --version)" = "navrun $version" ] || fail "the README did not install $version"
grep -q "^  export PATH=\"$installed:\$PATH\"\$" "$work/readme.log" \
  || fail "the install did not say that $installed is not on PATH"
if grep -q "mktemp" "$work/readme.log"; then fail "the build printed the linker's mktemp warning"; fi
readme_src="$(ls -d "$work"/readme-tmp/tmp.*)"
[ "$(git -C "$readme_src" rev-parse HEAD)" = "$commit" ] || fail "the README's clone is not at $commit"
(cd "$app" && PATH="$installed:$PATH" navrun init > "$work/init.txt")
grep -q '^  navrun  *run the scenarios' "$work/init.txt" || fail "init's next step is not navrun"
if grep -q 'swift run' "$work/init.txt"; then fail "init says swift run outside a package"; fi
(cd "$app" && PATH="$installed:$PATH" navrun > /dev/null) || fail "the example does not pass"
git -C "$app" add -A
git -C "$app" -c user.name=check -c user.email=check@localhost commit -qm "navrun"

step "2. init's shell CI step from a fresh clone of the app's repository, CI=true, empty cache"
awk '/^Any other CI/ { on = 1; next } on && NF == 0 && seen { exit } on && NF { seen = 1; print substr($0, 3) }' \
  "$work/init.txt" > "$work/ci.sh"
grep -q "^NAVRUN_VERSION=$version\$" "$work/ci.sh" || fail "the shell snippet does not pin $version"
git clone --quiet "file://$app" "$work/ci-bad"
if sh_in "$work/ci-bad" ci-bad "$work/ci.sh" CI=true NAVRUN_GIT="file://$work/nowhere"; then
  fail "the shell snippet went on past a clone that failed"
fi
if grep -q "install.sh" "$work/ci-bad.log"; then fail "the shell snippet ran install.sh after a failed clone"; fi
# `swift build` in the snippet's clone names the release build of step 1, of the same commit,
# and says which commit it was asked to build.
stub="$work/stub"
mkdir -p "$stub"
cat > "$stub/swift" << SH
#!/bin/sh
for argument in "\$@"; do [ "\$argument" = --show-bin-path ] && { echo "$installed"; exit 0; }; done
git rev-parse HEAD > "$work/built-commit"
SH
chmod +x "$stub/swift"
path="$stub:$PATH"
if [ "${NAVRUN_CHECK_BUILD:-}" = full ]; then path="$PATH"; fi
git clone --quiet "file://$app" "$work/ci"
sh_in "$work/ci" ci "$work/ci.sh" CI=true NAVRUN_GIT="$origin" PATH="$path" \
  || { tail -n 30 "$work/ci.log"; fail "the shell CI step"; }
if [ "$path" != "$PATH" ]; then
  [ "$(cat "$work/built-commit")" = "$commit" ] || fail "the snippet built $(cat "$work/built-commit"), not $commit"
fi
[ -s "$work/ci/build/navrun.xml" ] || fail "the snippet wrote no JUnit report"
[ "$("$work/ci-home/.navrun/$version/bin/navrun" --version)" = "navrun $version" ] \
  || fail "the snippet did not install navrun $version"

step "3. the GitHub Actions and GitLab CI snippets, of that init and of this checkout's"
"$navrun" init --ci > "$work/init-ci.txt"
for output in "$work/init.txt" "$work/init-ci.txt"; do
  python3 - "$output" << 'PYTHON'
import sys, yaml
text = open(sys.argv[1]).read()
def block(title):
    """The YAML under a title of init's output: its first indented lines after a blank one."""
    lines = text.split(title, 1)[1].split("\n")
    start = lines.index("") + 1
    end = next(i for i in range(start, len(lines)) if lines[i] and not lines[i].startswith("  "))
    return yaml.safe_load("\n".join(line[2:] for line in lines[start:end]))
github = block("GitHub Actions (.github/workflows/navrun.yml):")
impact = block("Navigation impact of a pull request")
gitlab = block("GitLab CI (.gitlab-ci.yml):")
gitlab_impact = block("Navigation impact of a merge request")
jobs = [github["jobs"]["navigation"], impact["navigation-impact"]]
runs = [step["run"] for job in jobs for step in job["steps"] if "Scripts/install.sh" in step.get("run", "")]
assert len(runs) == 2, runs
uploads = [step["with"]["path"] for job in jobs for step in job["steps"]
           if step.get("uses", "").startswith("actions/upload-artifact")]
assert uploads == ["build/", "build/"], uploads
scripts = gitlab["navrun"]["script"] + gitlab_impact["navigation-impact"]["script"]
for script in runs + scripts:
    assert 'PREFIX="$NAVRUN_HOME" "$src/Scripts/install.sh"' in script, script
    assert '"$NAVRUN_HOME/bin/navrun" ' in script, script
assert "--compare" in gitlab_impact["navigation-impact"]["script"][0]
for job in [gitlab["navrun"], gitlab_impact["navigation-impact"]]:
    assert job["artifacts"]["paths"] == ["build/"], job
    assert job["variables"]["NAVRUN_VERSION"] == github["env"]["NAVRUN_VERSION"], job
PYTHON
done

step "4. make install and make dist in the README's clone, and the CI step from the archive"
make -s -C "$readme_src" install PREFIX="$work/prefix" > /dev/null 2>&1
[ "$("$work/prefix/bin/navrun" --version)" = "navrun $version" ] || fail "make install"
(cd "$app" && "$work/prefix/bin/navrun" --record never > /dev/null)
make -s -C "$readme_src" dist > "$work/dist.log" 2>&1 || { cat "$work/dist.log"; fail "make dist"; }
archive="$(ls "$readme_src"/.build/dist/navrun-"$version"-*.tar.gz)"
name="$(basename "$archive" .tar.gz)"
sum="$( (sha256sum "$archive" 2>/dev/null || shasum -a 256 "$archive") | cut -d ' ' -f 1)"
[ "$(cat "$archive.sha256")" = "$sum  $name.tar.gz" ] || fail "the archive's checksum file"
tar -tzf "$archive" | sort > "$work/archive.txt"
for member in bin/navrun share/navrun/schema.json share/navrun/navrun.scenario.schema.json \
  share/navrun/navrun.definitions.schema.json share/navrun/navrun.configuration.schema.json; do
  grep -qx "$name/$member" "$work/archive.txt" || fail "the archive has no $member"
done
mkdir -p "$work/unpacked"
tar -xzf "$archive" -C "$work/unpacked"
[ "$("$work/unpacked/$name/bin/navrun" --version)" = "navrun $version" ] || fail "the archive's navrun"
if [ "$(uname -s)" = Linux ] && ldd "$work/unpacked/$name/bin/navrun" | grep -q 'libswift\|libFoundation'; then
  fail "the archive's navrun needs the Swift runtime: $(ldd "$work/unpacked/$name/bin/navrun")"
fi
git clone --quiet "file://$app" "$work/ci-archive"
sh_in "$work/ci-archive" ci-archive "$work/ci.sh" CI=true NAVRUN_GIT="file://$work/nowhere" \
  NAVRUN_ARCHIVE="file://$archive" NAVRUN_ARCHIVE_SHA256="$sum" \
  || { tail -n 30 "$work/ci-archive.log"; fail "the shell CI step from the archive"; }
[ -s "$work/ci-archive/build/navrun.xml" ] || fail "the snippet from the archive wrote no JUnit report"
git clone --quiet "file://$app" "$work/ci-forged"
if sh_in "$work/ci-forged" ci-forged "$work/ci.sh" CI=true NAVRUN_GIT="file://$work/nowhere" \
  NAVRUN_ARCHIVE="file://$archive" NAVRUN_ARCHIVE_SHA256="0$sum"; then
  fail "the shell snippet installed an archive whose checksum differs"
fi
[ ! -e "$work/ci-forged-home/.navrun/$version/bin/navrun" ] || fail "a forged archive was installed"

step "5. the artifact bundle"
"$readme_src/Scripts/make-artifactbundle.sh" "$work/bundle" > /dev/null
python3 - "$work/bundle/navrun.artifactbundle" "$version" << 'PYTHON'
import json, os, sys
bundle, version = sys.argv[1], sys.argv[2]
info = json.load(open(os.path.join(bundle, "info.json")))
assert info["schemaVersion"] == "1.0", info
artifact = info["artifacts"]["navrun"]
assert artifact["type"] == "executable" and artifact["version"] == version, artifact
[variant] = artifact["variants"]
assert variant["path"] == f"navrun-{version}-{variant['supportedTriples'][0]}/bin/navrun", variant
assert os.access(os.path.join(bundle, variant["path"]), os.X_OK), variant
PYTHON
[ -f "$work/bundle/navrun.artifactbundle.zip" ] || fail "no zip of the bundle"
binary="$work/binary"
mkdir -p "$binary/Plugins/NavrunPlugin"
cp "$work/bundle/navrun.artifactbundle.zip" "$binary/"
cp "$root/Plugins/NavrunPlugin/NavrunPlugin.swift" "$binary/Plugins/NavrunPlugin/"
cat > "$binary/Package.swift" << 'SWIFT'
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "NavrunBinary",
  targets: [
    .binaryTarget(name: "navrun", path: "navrun.artifactbundle.zip"),
    .plugin(
      name: "NavrunPlugin",
      capability: .command(
        intent: .custom(verb: "navrun", description: "Run navigation scenarios"),
        permissions: [.writeToPackageDirectory(reason: "navrun records goldens")]),
      dependencies: ["navrun"]),
  ])
SWIFT
"$navrun" init "$binary" > /dev/null
(cd "$binary" && swift package --allow-writing-to-package-directory navrun --record never)

step "6. a package that depends on navrun by path: swift package navrun"
package="$work/package"
mkdir -p "$package/Sources/App"
cat > "$package/Package.swift" << SWIFT
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "App",
  dependencies: [.package(path: "$root")],
  targets: [.target(name: "App")])
SWIFT
echo 'public let app = "App"' > "$package/Sources/App/App.swift"
"$navrun" init "$package" > "$work/init-package.txt"
grep -q '^  swift run navrun  *run the scenarios' "$work/init-package.txt" \
  || fail "init's next step in a package is not swift run navrun"
rm "$package/Scenarios/open-a-post.golden"
(cd "$package" && swift package --allow-writing-to-package-directory navrun Scenarios --record missing) \
  | grep -q '^NEW ' || fail "the plugin recorded no golden"
[ -f "$package/Scenarios/open-a-post.golden" ] || fail "the plugin wrote no golden"
(cd "$package" && swift package --allow-writing-to-package-directory navrun --record never) \
  > /dev/null
printf '{"start": "A", "steps": [{"expectTop": "B"}], "golden": false}\n' \
  > "$package/Scenarios/failing.json"
if (cd "$package" && swift package --allow-writing-to-package-directory navrun > /dev/null 2>&1)
then fail "a failing scenario passed through the plugin"; fi

step "7. swift package experimental-install"
if installed="$(swift package -c debug experimental-install --product navrun 2>&1)"; then
  cleanup+=("swift package experimental-uninstall navrun > /dev/null")
  path="$(printf '%s\n' "$installed" | sed -n 's/.*successfully installed to \(.*\)\.$/\1/p')"
  [ "$("$path" --version)" = "$("$navrun" --version)" ] || fail "experimental-install: $installed"
elif printf '%s' "$installed" | grep -q 'already installed'; then
  echo "skipped: $installed"
else
  fail "experimental-install: $installed"
fi
step "done"
