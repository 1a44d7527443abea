#!/usr/bin/env bash
# The ways into a repository that is not navrun's own, tried as a user takes them, on samples
# in a temporary folder (docs/installing.md describes them):
#  1. an Xcode project's repository: `navrun init` says to run the installed command, and the
#     plain shell CI snippet it prints, run as printed, clones a copy of this checkout tagged
#     with navrun's version, installs it with Scripts/install.sh and a PREFIX, and runs it
#     green; the GitHub Actions and GitLab snippets, which run the same lines, parse as YAML;
#  2. `make install PREFIX=…` in that clone, and the installed command;
#  3. the artifact bundle of that clone: info.json, the layout, the command in it, and a
#     package that runs it through a command plugin from a `.binaryTarget`;
#  4. a package that depends on navrun by path: `swift package navrun` records, then checks;
#  5. `swift package experimental-install`, unless a navrun is installed that way already.
# Steps 2 and 3 reuse the release build of step 1. Each step prints its time.
set -euo pipefail
cd "$(dirname "$0")/.."
root="$PWD"
work="$(mktemp -d)"
cleanup=()
trap 'for c in "${cleanup[@]}"; do eval "$c"; done; rm -rf "$work"' EXIT
navrun="$(swift build --show-bin-path)/navrun"
version="$("$navrun" --version)"
version="${version#navrun }"
started=$SECONDS
step() { printf -- '-- %s (%ds)\n' "$*" $((SECONDS - started)); }
fail() { echo "check-install: $*" >&2; exit 1; }

step "1. an Xcode project's repository: init and its CI snippets"
app="$work/app"
mkdir -p "$app/App.xcodeproj"
"$navrun" init "$app" > "$work/init.txt"
grep -q '^  navrun  *run the scenarios' "$work/init.txt" || fail "init's next step is not navrun"
if grep -q 'swift run' "$work/init.txt"; then fail "init says swift run outside a package"; fi
# A copy of this checkout as it is, committed and tagged with the version, for the snippet to
# clone in place of navrun's repository.
source="$work/navrun-source"
mkdir -p "$source"
git ls-files -z --cached --others --exclude-standard \
  | while IFS= read -r -d '' file; do [ -e "$file" ] && printf '%s\0' "$file"; done \
  | tar --null -T - -cf - | tar -xf - -C "$source"
git -C "$source" init -q
git -C "$source" add -A
git -C "$source" -c user.name=check -c user.email=check@localhost commit -qm "navrun $version"
git -C "$source" tag "$version"
awk '/^Any other CI/ { on = 1; next } on && NF == 0 && seen { exit } on && NF { seen = 1; print substr($0, 3) }' \
  "$work/init.txt" > "$work/ci.sh"
grep -q "^NAVRUN_VERSION=$version\$" "$work/ci.sh" || fail "the shell snippet does not pin $version"
mkdir -p "$work/home" "$work/tmp" "$work/tmp-bad"
# Run as printed, in sh, with the repository set in CI's environment: first one that is not
# there, where the snippet must stop at the clone, then this checkout's copy.
if (cd "$app" && HOME="$work/home" TMPDIR="$work/tmp-bad" NAVRUN_GIT="file://$work/nowhere" \
  sh "$work/ci.sh" > "$work/bad.txt" 2>&1); then
  fail "the shell snippet went on past a clone that failed"
fi
if grep -q "install.sh" "$work/bad.txt"; then fail "the shell snippet ran install.sh after a failed clone"; fi
(cd "$app" && HOME="$work/home" TMPDIR="$work/tmp" NAVRUN_GIT="file://$source" sh "$work/ci.sh")
[ -s "$app/build/navrun.xml" ] || fail "the snippet wrote no JUnit report"
[ "$("$work/home/.navrun/$version/bin/navrun" --version)" = "navrun $version" ] \
  || fail "the snippet did not install navrun $version"
python3 - "$work/init.txt" << 'PYTHON'
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
runs = [step["run"] for job in [github["jobs"]["navigation"], impact["navigation-impact"]]
        for step in job["steps"] if "Scripts/install.sh" in step.get("run", "")]
assert len(runs) == 2, runs
for script in runs + gitlab["navrun"]["script"]:
    assert 'PREFIX="$NAVRUN_HOME" "$src/Scripts/install.sh"' in script, script
    assert '"$NAVRUN_HOME/bin/navrun" ' in script, script
assert github["env"]["NAVRUN_VERSION"] == gitlab["navrun"]["variables"]["NAVRUN_VERSION"]
PYTHON
clone="$(ls -d "$work"/tmp/tmp.*)"

step "2. make install PREFIX=… in the clone"
make -s -C "$clone" install PREFIX="$work/prefix" > /dev/null
[ "$("$work/prefix/bin/navrun" --version)" = "navrun $version" ] || fail "make install"
(cd "$app" && "$work/prefix/bin/navrun" --record never > /dev/null)

step "3. the artifact bundle"
"$clone/Scripts/make-artifactbundle.sh" "$work/bundle"
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

step "4. a package that depends on navrun by path: swift package navrun"
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

step "5. swift package experimental-install"
if installed="$(swift package -c debug experimental-install --product navrun 2>&1)"; then
  cleanup+=("swift package experimental-uninstall navrun > /dev/null")
  path="$(printf '%s\n' "$installed" | sed -n 's/.*successfully installed to \(.*\)\.$/\1/p')"
  [ "$("$path" --version)" = "navrun $version" ] || fail "experimental-install: $installed"
elif printf '%s' "$installed" | grep -q 'already installed'; then
  echo "skipped: $installed"
else
  fail "experimental-install: $installed"
fi
step "done"
