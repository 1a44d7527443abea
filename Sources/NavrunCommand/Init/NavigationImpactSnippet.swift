// The CI snippets `navrun init` prints for a pull request's navigation impact: a GitHub Actions
// job, and a GitLab CI one for a merge request, that check the base commit out in a worktree
// beside the pull request's, install navrun as the other jobs do, run `navrun explore APP
// --compare BASE/APP`, keep the comparison (in GitHub's job summary too) and the map of the new
// version, and fail when the pull request fails where its base did not. A base without APP
// (the pull request that adds navrun) compares as an app with no states.

extension StarterFiles {
  static let navigationImpact = """
    Navigation impact of a pull request, a job for the GitHub Actions workflow above: it
    explores the app as the pull request leaves it and as its base had it, writes what changed
    to the job's summary, keeps the map of every state, and fails when the pull request fails
    where the base did not. APP is the scenario file that describes the app (its start and
    definitions).

      navigation-impact:
        if: github.event_name == 'pull_request'
        runs-on: macos-latest
        env: {APP: \(scenarioFile)}
        steps:
          - uses: actions/checkout@v4
            with: {fetch-depth: 0}
          - run: git worktree add "$RUNNER_TEMP/base" "${{ github.event.pull_request.base.sha }}"
    \(gitHubSteps(running: impactRun(base: "$RUNNER_TEMP/base"), indent: 6))\
          - if: always()
            run: cat build/navigation-impact.md >> "$GITHUB_STEP_SUMMARY" || true
          - uses: actions/upload-artifact@v4
            if: always()
            with: {name: navigation-impact, path: build/}

    """

  /// The explore run both impact jobs end with, the base's copy of the app in `base`.
  private static func impactRun(base: String) -> [String] {
    [
      #""$NAVRUN_HOME/bin/navrun" explore "$APP" --compare "\#(base)/$APP" \"#,
      "  --markdown build/navigation-impact.md --html build/navigation-map.html",
    ]
  }

  static let gitLabNavigationImpact = """
    Navigation impact of a merge request, a job for the GitLab CI file above: the same
    comparison against the merge request's base, kept with the map as the job's artifacts
    (linked from the merge request).

      navigation-impact:
        rules:
          - if: $CI_PIPELINE_SOURCE == "merge_request_event"
    \(gitLabJob(
      running: [
        #"base="$(mktemp -d)/base""#,
        #"git worktree add --detach "$base" "$CI_MERGE_REQUEST_DIFF_BASE_SHA""#,
      ] + impactRun(base: "$base"),
      variables: ["APP: \(scenarioFile)", #"GIT_DEPTH: "0""#]))\
        artifacts:
          when: always
          expose_as: navigation impact
          paths: [build/]

    """
}
