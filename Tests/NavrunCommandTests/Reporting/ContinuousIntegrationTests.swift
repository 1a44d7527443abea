import NavrunCommandTestSupport
import NavrunTestSupport
import Testing

@testable import NavrunCommand
@testable import ScenarioRunner

/// CI detected from every service's own variable, `TEST_RUNNER_` variables for `xcodebuild
/// test`, and the commit and branch taken from CI variables before `.git`.
@Suite struct ContinuousIntegrationTests {
  @Test(arguments: [
    "CI", "JENKINS_URL", "TF_BUILD", "TEAMCITY_VERSION", "BUILDKITE", "GITLAB_CI", "CIRCLECI",
    "BITBUCKET_BUILD_NUMBER", "GITHUB_ACTIONS", "BITRISE_IO", "CI_XCODE_PROJECT",
  ])
  func eachServicesVariableMeansCI(variable: String) {
    #expect(ContinuousIntegration.isCI([variable: "True"]))
  }

  @Test func noVariableOrAnEmptyOneIsNoCI() {
    #expect(!ContinuousIntegration.isCI([:]))
    #expect(!ContinuousIntegration.isCI(["JENKINS_URL": "", "CI": ""]))
    #expect(!ContinuousIntegration.isCI(["HOME": "/home/me"]))
  }

  @Test func aFalseCITurnsTheDetectionOff() {
    for value in ["0", "false", "FALSE", "no", "off"] {
      #expect(!ContinuousIntegration.isCI(["CI": value, "JENKINS_URL": "http://ci/"]))
    }
    #expect(ContinuousIntegration.isCI(["CI": "", "TF_BUILD": "True"]))
  }

  /// On Jenkins (no `CI`), a new scenario's golden is not recorded: the run fails on it.
  @Test func aMissingGoldenFailsOnJenkinsAsUnderCI() throws {
    let folder = try TemporaryFolder()
    try folder.write(pushScenario, to: "a.json")
    let outcome = navrun(folder.path, environment: ["JENKINS_URL": "https://jenkins.example/"])
    #expect(outcome.code == 1)
    #expect(outcome.output.contains("the golden is missing and recording is off"))
    #expect(folder.read("a.golden") == nil)
  }

  @Test func teamCityMakesUnreferencedGoldensFail() throws {
    let folder = try TemporaryFolder()
    try folder.write(pushScenario, to: "a.json")
    #expect(navrun(folder.path).code == 0)
    try folder.write("window (regular)\n", to: "gone.golden")
    #expect(navrun(folder.path, environment: ["TEAMCITY_VERSION": "2024.1"]).code == 1)
    #expect(navrun(folder.path).code == 0)
  }

  @Test func theTestRunnerPrefixedVariableSetsTheRecordMode() throws {
    #expect(try RecordMode(environment: ["TEST_RUNNER_NAVRUN_RECORD": "missing"]) == .missing)
    #expect(
      try RecordMode(environment: ["NAVRUN_RECORD": "all", "TEST_RUNNER_NAVRUN_RECORD": "new"])
        == .all)
    #expect(
      try RecordMode(environment: ["NAVRUN_RECORD": "", "TEST_RUNNER_NAVRUN_RECORD": "new"])
        == .new)
    #expect(
      throws: UsageError(
        "TEST_RUNNER_NAVRUN_RECORD=x names no record mode; use "
          + "missing, all, new, never")
    ) {
      try RecordMode(environment: ["TEST_RUNNER_NAVRUN_RECORD": "x"])
    }
    let folder = try TemporaryFolder()
    try folder.write(pushScenario, to: "a.json")
    let outcome = navrun(
      folder.path, environment: ["CI": "true", "TEST_RUNNER_NAVRUN_RECORD": "missing"])
    #expect(outcome.code == 0)
    #expect(folder.read("a.golden") != nil)
  }

  static let commit = "0123456789abcdef0123456789abcdef01234567"

  @Test func gitHubNamesThePullRequestsBranchBeforeTheRef() {
    let environment = [
      "GITHUB_SHA": Self.commit, "GITHUB_REF_NAME": "12/merge", "GITHUB_HEAD_REF": "feature/x",
    ]
    #expect(ContinuousIntegration.revision(in: environment)?.commit == Self.commit)
    #expect(ContinuousIntegration.revision(in: environment)?.branch == "feature/x")
    let push = ["GITHUB_SHA": Self.commit, "GITHUB_REF_NAME": "main", "GITHUB_HEAD_REF": ""]
    #expect(ContinuousIntegration.revision(in: push)?.branch == "main")
  }

  @Test(arguments: [
    (["CI_COMMIT_SHA": commit, "CI_COMMIT_REF_NAME": "main"], "main"),
    (["BUILDKITE_COMMIT": commit, "BUILDKITE_BRANCH": "release"], "release"),
    (["GIT_COMMIT": commit, "GIT_BRANCH": "origin/main"], "origin/main"),
    (["BUILD_SOURCEVERSION": commit, "BUILD_SOURCEBRANCH": "refs/heads/a/b"], "a/b"),
    (["BUILD_SOURCEVERSION": commit, "BUILD_SOURCEBRANCHNAME": "b"], "b"),
    (["CIRCLE_SHA1": commit, "CIRCLE_BRANCH": "dev"], "dev"),
    (["BITRISE_GIT_COMMIT": commit, "BITRISE_GIT_BRANCH": "dev"], "dev"),
    (["CI_COMMIT": commit, "CI_BRANCH": "dev"], "dev"),
  ])
  func eachServiceNamesItsCommitAndBranch(environment: [String: String], branch: String) {
    let revision = ContinuousIntegration.revision(in: environment)
    #expect(revision?.commit == Self.commit)
    #expect(revision?.branch == branch)
  }

  @Test func aValueThatIsNoCommitIsPassedOver() {
    let environment = [
      "BUILDKITE_COMMIT": "HEAD", "BUILDKITE_BRANCH": "x", "GIT_COMMIT": "ABCDEF1",
      "GIT_BRANCH": "y",
    ]
    let revision = ContinuousIntegration.revision(in: environment)
    #expect(revision?.commit == "abcdef1")
    #expect(revision?.branch == "y")
    #expect(ContinuousIntegration.revision(in: ["GITHUB_SHA": "not a commit"]) == nil)
  }

  @Test func theReportTakesCIVariablesBeforeTheCheckout() throws {
    let folder = try TemporaryFolder()
    let other = "fedcba9876543210fedcba9876543210fedcba98"
    try folder.write("ref: refs/heads/local\n", to: ".git/HEAD")
    try folder.write(other + "\n", to: ".git/refs/heads/local")
    let fromGit = try ReportMetadata(arguments: [], environment: [:], folder: folder.path)
    #expect(fromGit.commit == other)
    #expect(fromGit.branch == "local")
    let fromCI = try ReportMetadata(
      arguments: [],
      environment: ["CI_COMMIT_SHA": Self.commit, "CI_COMMIT_REF_NAME": "main"],
      folder: folder.path)
    #expect(fromCI.commit == Self.commit)
    #expect(fromCI.branch == "main")
    // A service that names no branch: the checkout's, detached or not, fills it in.
    let noBranch = try ReportMetadata(
      arguments: [], environment: ["BUILD_VCS_NUMBER": Self.commit], folder: folder.path)
    #expect(noBranch.commit == Self.commit)
    #expect(noBranch.branch == "local")
  }

  @Test func theHTMLReportShowsTheBranch() {
    let metadata = ReportMetadata(
      date: 0, arguments: [], commit: Self.commit, branch: "feature/<x>\u{1B}",
      isReproducible: true)
    let html = HTMLReport.run(metadata, seconds: 0)
    #expect(html.contains("<dt>branch</dt><dd><code>feature/&lt;x&gt;\\u001b</code></dd>"))
  }
}
