// What navrun learns from the variables CI services set: whether it runs on one (recording then
// defaults to never and unreferenced goldens fail), and the commit and branch being built, which
// the reports name. Services differ: Jenkins, Azure Pipelines and TeamCity set no `CI`, so each
// service's own marker is read too, and each names its commit and branch its own way. `CI` set
// to a false value (`CI=false`) turns the detection off whatever else is set.

import ScenarioRunner

/// The CI service navrun runs on, as its environment tells.
enum ContinuousIntegration {
  /// Variables one service or another sets on every build, besides `CI`.
  static let serviceVariables = [
    "GITHUB_ACTIONS", "GITLAB_CI", "JENKINS_URL", "HUDSON_URL", "TF_BUILD", "TEAMCITY_VERSION",
    "BUILDKITE", "CIRCLECI", "BITBUCKET_BUILD_NUMBER", "BITRISE_IO", "CI_XCODE_PROJECT",
    "TRAVIS", "APPVEYOR", "CODEBUILD_BUILD_ID", "CM_BUILD_ID", "SEMAPHORE", "DRONE",
    "WOODPECKER_CI",
  ]

  /// Whether the environment is a CI build's.
  static func isCI(_ environment: [String: String]) -> Bool {
    if let value = environment["CI"]?.lowercased(), !value.isEmpty {
      return !["0", "false", "no", "off"].contains(value)
    }
    return serviceVariables.contains { !(environment[$0] ?? "").isEmpty }
  }

  /// The variables that name the commit being built and, in order of preference, its branch,
  /// one entry per service; the first whose commit variable holds a commit wins.
  static let revisionVariables: [(commit: String, branch: [String])] = [
    // GitHub Actions: a pull request's build names its source branch in GITHUB_HEAD_REF.
    ("GITHUB_SHA", ["GITHUB_HEAD_REF", "GITHUB_REF_NAME"]),
    // GitLab CI (and Woodpecker).
    (
      "CI_COMMIT_SHA",
      ["CI_MERGE_REQUEST_SOURCE_BRANCH_NAME", "CI_COMMIT_REF_NAME", "CI_COMMIT_BRANCH"]
    ),
    ("BUILDKITE_COMMIT", ["BUILDKITE_BRANCH"]),
    // Azure Pipelines.
    (
      "BUILD_SOURCEVERSION",
      ["SYSTEM_PULLREQUEST_SOURCEBRANCH", "BUILD_SOURCEBRANCH", "BUILD_SOURCEBRANCHNAME"]
    ),
    ("CIRCLE_SHA1", ["CIRCLE_BRANCH"]),
    ("BITBUCKET_COMMIT", ["BITBUCKET_BRANCH"]),
    ("BITRISE_GIT_COMMIT", ["BITRISE_GIT_BRANCH"]),
    // Xcode Cloud.
    ("CI_COMMIT", ["CI_BRANCH"]),
    ("TRAVIS_COMMIT", ["TRAVIS_PULL_REQUEST_BRANCH", "TRAVIS_BRANCH"]),
    ("APPVEYOR_REPO_COMMIT", ["APPVEYOR_REPO_BRANCH"]),
    ("CM_COMMIT", ["CM_BRANCH"]),
    ("SEMAPHORE_GIT_SHA", ["SEMAPHORE_GIT_BRANCH"]),
    ("DRONE_COMMIT_SHA", ["DRONE_BRANCH"]),
    // TeamCity.
    ("BUILD_VCS_NUMBER", []),
    // Jenkins' Git plugin; last, as other tools set GIT_COMMIT too.
    ("GIT_COMMIT", ["BRANCH_NAME", "GIT_LOCAL_BRANCH", "GIT_BRANCH"]),
  ]

  /// The commit and branch a CI service names, or nil when none names a commit.
  static func revision(in environment: [String: String]) -> (commit: String, branch: String?)? {
    for service in revisionVariables {
      guard let commit = environment[service.commit], isCommit(commit) else { continue }
      let branch = service.branch.lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
      return (commit.lowercased(), branch.map(shortBranch))
    }
    return nil
  }

  /// A commit name as services give it: 7 to 64 hexadecimal digits (not `HEAD`, not a tag).
  static func isCommit(_ text: String) -> Bool {
    (7...64).contains(text.utf8.count)
      && text.utf8.allSatisfy {
        (48...57).contains($0) || (97...102).contains($0) || (65...70).contains($0)
      }
  }

  /// A branch without the `refs/heads/` some services put before it.
  private static func shortBranch(_ branch: String) -> String {
    branch.hasPrefix("refs/heads/") ? String(branch.dropFirst("refs/heads/".count)) : branch
  }
}
