// The CI snippet `navrun init` prints for a pull request's navigation impact: a GitHub Actions
// job that checks the base commit out in a worktree beside the pull request's, installs navrun
// as the workflow's other job does, runs `navrun explore APP --compare BASE/APP`, puts the
// Markdown in the job's summary, keeps the map of the new version, and fails when the pull
// request fails where its base did not.

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
    \(gitHubSteps(running: [
      #""$NAVRUN_HOME/bin/navrun" explore "$APP" --compare "$RUNNER_TEMP/base/$APP" \"#,
      "  --markdown build/navigation-impact.md --html build/navigation-map.html",
    ], indent: 6))\
          - if: always()
            run: cat build/navigation-impact.md >> "$GITHUB_STEP_SUMMARY" || true
          - uses: actions/upload-artifact@v4
            if: always()
            with: {name: navigation-map, path: build/navigation-map.html}

    """
}
