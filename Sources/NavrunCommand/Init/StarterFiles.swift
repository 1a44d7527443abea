// What `navrun init` writes: a configuration, the schema for editors, one example scenario
// (its golden is worked out by running it), the git settings goldens need, and the CI
// snippets it prints.

enum StarterFiles {
  static let configuration = """
    {
      "$schema": "navrun.configuration.schema.json",
      "paths": ["Scenarios"]
    }

    """

  static let scenarioFile = "Scenarios/open-a-post.json"

  static let scenario = """
    {
      "$schema": "../navrun.scenario.schema.json",
      "scenario": "Opening a post from the feed pushes it in the feed's tab",
      "tags": ["example"],
      "start": {"tabs": [{"nav": ["Feed"], "id": "feed"}, {"nav": ["Settings"]}]},
      "steps": [
        {"push": {"screen": "Post", "context": "42"}, "on": "#feed"},
        {"expectTop": "Post"}
      ]
    }

    """

  /// The lines each git file needs, and why.
  static let gitLines: [(file: String, line: String)] = [
    // Goldens are compared byte for byte: a checkout that turns their line ends into CRLF
    // would fail every scenario.
    (".gitattributes", "*.golden text eol=lf"),
    // Pending goldens wait for review; they are never committed.
    (".gitignore", "*.golden.new"),
  ]

  /// What to do next, in `navrun init`'s output: how to run the scenarios, then CI snippets.
  ///
  /// In a Swift package (`inPackage`), navrun runs through SwiftPM (the package depends on
  /// navrun); anywhere else, such as an Xcode project's repository, it is the installed
  /// `navrun` command.
  static func nextSteps(inPackage: Bool) -> String {
    runSteps(inPackage: inPackage) + "\n" + ciSnippets
  }

  /// The CI snippets, as `navrun init` prints them and, alone, `navrun init --ci`.
  static let ciSnippets =
    """
    Each snippet below installs navrun \(Navrun.version) once (keep its folder in CI's cache)
    and runs it: set NAVRUN_GIT to the repository you get navrun from, in the snippet or, for
    the shell step, in CI's environment. It builds the release from a clone of that
    repository: the tag \(Navrun.version), or where tags are not published the commit that
    set that version. Where your team publishes a release archive (`make dist`), set
    NAVRUN_ARCHIVE to its address and NAVRUN_ARCHIVE_SHA256 to its checksum instead.


    """
    + [
      gitHubActionsSnippet, navigationImpact, gitLabSnippet, gitLabNavigationImpact, shellSnippet,
    ].joined(separator: "\n")

  private static func runSteps(inPackage: Bool) -> String {
    let navrun = inPackage ? "swift run navrun" : "navrun"
    let how =
      inPackage
      ? "In a package that depends on navrun; `swift package navrun` runs it too."
      : "The installed command runs them; other ways in are in navrun's docs/installing.md."
    return """

      Next:
        \(navrun + String(repeating: " ", count: 30 - navrun.count))run the scenarios (the example passes)
        \(navrun) print \(scenarioFile)
                                      see the tree after each step
      \(how)
      Write a scenario per navigation path of the app; the first run writes its golden, review
      it and commit both. In CI (where CI=true), navrun writes no golden and fails on goldens no
      scenario uses. `navrun init --ci` prints the snippets below again, writing nothing.

      """
  }

  /// The repository the snippets clone navrun from until the user sets theirs.
  private static let gitURL = "https://github.com/your-org/navrun.git"

  /// Where CI gets navrun: the version this navrun is, and a repository to clone it from.
  private static let pinnedSource = [
    (name: "NAVRUN_VERSION", value: Navrun.version), (name: "NAVRUN_GIT", value: gitURL),
  ]

  /// The file of navrun's repository that holds its version: the release of a version is the
  /// commit that first sets it there, which a clone finds whether or not tags were published.
  static let versionFile = "Sources/ScenarioRunner/Library/Version.swift"

  /// The shell lines that install navrun into `home` unless it is there.
  ///
  /// They take the archive `NAVRUN_ARCHIVE` names, checked against `NAVRUN_ARCHIVE_SHA256`,
  /// where the team publishes one; otherwise they build a clone of `NAVRUN_GIT` at the release
  /// of `NAVRUN_VERSION` (its tag where there is one, else the commit that set the version).
  /// Every snippet runs these, so that CI's check of the plain shell one checks them all.
  static func installLines(home: String) -> [String] {
    [
      #"NAVRUN_HOME="\#(home)""#,
      #"if [ ! -x "$NAVRUN_HOME/bin/navrun" ] && [ -n "${NAVRUN_ARCHIVE:-}" ]; then"#,
      #"  archive="$(mktemp)""#,
      #"  curl -fsSL -o "$archive" "$NAVRUN_ARCHIVE""#,
      #"  sum="$( (sha256sum "$archive" 2>/dev/null || shasum -a 256 "$archive") | cut -d ' ' -f 1)""#,
      #"  [ "$sum" = "${NAVRUN_ARCHIVE_SHA256:?the checksum of NAVRUN_ARCHIVE}" ] ||"#,
      #"    { echo "navrun: $NAVRUN_ARCHIVE is not the archive its checksum names" >&2; exit 1; }"#,
      #"  mkdir -p "$NAVRUN_HOME""#,
      #"  tar -xzf "$archive" -C "$NAVRUN_HOME" --strip-components 1"#,
      "fi",
      #"if [ ! -x "$NAVRUN_HOME/bin/navrun" ]; then"#,
      #"  src="$(mktemp -d)""#,
      #"  git clone --quiet "$NAVRUN_GIT" "$src""#,
      #"  release="$(git -C "$src" rev-parse -q --verify "refs/tags/$NAVRUN_VERSION^{commit}" ||"#,
      #"    git -C "$src" log --format=%H -S "navrunVersion = \"$NAVRUN_VERSION\"" \"#,
      "      -- \(versionFile) | tail -n 1)\"",
      #"  git -C "$src" -c advice.detachedHead=false checkout --quiet \"#,
      #"    "${release:?no navrun $NAVRUN_VERSION in $NAVRUN_GIT}""#,
      #"  PREFIX="$NAVRUN_HOME" "$src/Scripts/install.sh""#,
      "fi",
    ]
  }

  /// The installed navrun running the scenarios with the reports CI keeps.
  private static let scenarioRun =
    #""$NAVRUN_HOME/bin/navrun" --junit build/navrun.xml --html build/navrun.html"#

  static func indented(_ lines: [String], by spaces: Int) -> String {
    let margin = String(repeating: " ", count: spaces)
    return lines.map { margin + $0 + "\n" }.joined()
  }

  /// GitHub Actions steps, at `indent`, that restore navrun from the cache or install it, then
  /// run `commands`.
  static func gitHubSteps(running commands: [String], indent: Int) -> String {
    indented(
      [
        "- uses: actions/cache@v4",
        "  with:",
        "    path: ~/.navrun",
        "    key: navrun-${{ runner.os }}-\(Navrun.version)",
        "- run: |",
      ], by: indent)
      + indented(installLines(home: "$HOME/.navrun") + commands, by: indent + 4)
  }

  private static let gitHubActionsSnippet = """
    GitHub Actions (.github/workflows/navrun.yml):

      name: navrun
      on: [push, pull_request]
      env:
    \(indented(pinnedSource.map { "\($0.name): \"\($0.value)\"" }, by: 4))\
      jobs:
        navigation:
          runs-on: macos-latest
          steps:
            - uses: actions/checkout@v4
    \(gitHubSteps(running: [scenarioRun], indent: 8))\
            - uses: actions/upload-artifact@v4
              if: always()
              with: {name: navrun-report, path: build/}
            - uses: mikepenz/action-junit-report@v5
              if: always()
              with: {report_paths: build/navrun.xml}

    """

  /// The body of a GitLab CI job, at 4 spaces: the image, the pinned version, `more`
  /// variables, the cache, and a script that installs navrun unless cached, then runs
  /// `commands`.
  static func gitLabJob(running commands: [String], variables more: [String] = []) -> String {
    indented(
      ["image: swift:6.1", "variables:"]
        + pinnedSource.map { "  \($0.name): \"\($0.value)\"" } + more.map { "  " + $0 }
        + ["cache:", "  key: navrun-\(Navrun.version)", "  paths: [.navrun/]", "script:", "  - |"],
      by: 4)
      + indented(installLines(home: "$CI_PROJECT_DIR/.navrun") + commands, by: 8)
  }

  private static let gitLabSnippet = """
    GitLab CI (.gitlab-ci.yml):

      navrun:
    \(gitLabJob(running: [scenarioRun]))\
        artifacts:
          when: always
          paths: [build/]
          reports:
            junit: build/navrun.xml

    """

  /// The shell step stops at its first failing command, and takes `NAVRUN_GIT` and
  /// `NAVRUN_HOME` from the environment when CI sets them.
  private static let shellSnippet = """
    Any other CI (Jenkins, Bitrise, Buildkite…), as a shell step:

    \(indented(
      ["set -e", "NAVRUN_VERSION=\(Navrun.version)", #"NAVRUN_GIT="${NAVRUN_GIT:-\#(gitURL)}""#]
        + installLines(home: "${NAVRUN_HOME:-$HOME/.navrun/$NAVRUN_VERSION}") + [scenarioRun],
      by: 2))
    """
}
