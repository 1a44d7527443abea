// What `navrun init` writes: a configuration, the schema for editors, one example scenario
// (its golden is worked out by running it), the git settings goldens need, and the CI
// snippets it prints.

enum StarterFiles {
  static let configuration = """
    {
      "$schema": "navrun.schema.json",
      "paths": ["Scenarios"]
    }

    """

  static let schemaFile = "navrun.schema.json"
  static let scenarioFile = "Scenarios/open-a-post.json"

  static let scenario = """
    {
      "$schema": "../navrun.schema.json",
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

  static let nextSteps = """

    Next:
      swift run navrun              run the scenarios (the example passes)
      swift run navrun print \(scenarioFile)
                                    see the tree after each step
    Write a scenario per navigation path of the app; the first run writes its golden, review
    it and commit both. In CI (where CI=true), navrun writes no golden and fails on goldens no
    scenario uses.

    GitHub Actions (.github/workflows/navrun.yml):

      name: navrun
      on: [push, pull_request]
      jobs:
        navigation:
          runs-on: macos-latest
          steps:
            - uses: actions/checkout@v4
            - run: swift run navrun --junit build/navrun.xml --html build/navrun.html
            - uses: actions/upload-artifact@v4
              if: always()
              with: {name: navrun-report, path: build/navrun.html}
            - uses: mikepenz/action-junit-report@v5
              if: always()
              with: {report_paths: build/navrun.xml}

    GitLab CI (.gitlab-ci.yml):

      navrun:
        image: swift:6.1
        script:
          - swift run navrun --junit build/navrun.xml --html build/navrun.html
        artifacts:
          when: always
          paths: [build/navrun.html]
          reports:
            junit: build/navrun.xml

    """
}
