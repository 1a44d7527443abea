// navrun's options in the order the help lists them, each with the commands that take it, why
// `--watch` refuses it (if it does), what the help says of it and what it does to the
// invocation.

import ScenarioRunner

extension Invocation {
  /// Why `--watch` refuses a report file.
  private static let reportsEndARun = "report files are written once, after a run that ends"

  /// Every option, in the order the help lists them.
  static let optionTable: [CommandLineOption] = [
    CommandLineOption(
      "--record", value: "missing|all|new|never", commands: [.run],
      "write missing goldens (default; never under CI), rewrite all that differ, write "
        + "differences as x.golden.new, or write nothing",
      parser: .choice(RecordMode.self) { $0.record = $1 }),
    CommandLineOption(
      "--update", commands: [.run], "same as --record all", parser: .flag { $0.record = .all }),
    CommandLineOption(
      "--jobs", value: "N", commands: [.run, .validate, .explore],
      "run N files at once (default: the number of cores)",
      parser: .number(1..., "a number of parallel jobs (1, 2, …)") { $0.jobs = $1 }),
    CommandLineOption(
      "--filter", value: "GLOB", commands: [.run, .validate],
      "only files whose path or scenario name matches (*, **, ?)",
      parser: .glob(example: "tabs/*") { $0.selection.filters.append($1) }),
    CommandLineOption(
      "--tag", value: "TAG", commands: [.run, .validate], "only scenarios with any of the tags",
      parser: .text("a tag") { $0.selection.tags.append($1) }),
    CommandLineOption(
      "--exclude-tag", value: "TAG", commands: [.run, .validate],
      "only scenarios with none of the tags",
      parser: .text("a tag") { $0.selection.excludedTags.append($1) }),
    CommandLineOption(
      "--exclude", value: "GLOB", commands: [.run, .validate],
      "leave out the files that match (repeatable); the run's own report files are always "
        + "left out",
      parser: .glob(example: "out/**") { $0.excludes.append($1) }),
    CommandLineOption(
      "--shard", value: "I/N", commands: [.run, .validate],
      refusedWhileWatching:
        "watching runs on one machine; the shards would move as files come and go",
      "only the I-th of N parts, split by path order",
      parser: OptionParser { invocation, _, value throws(UsageError) in
        guard let shard = Shard(value) else {
          throw UsageError("--shard takes i/n with 1 ≤ i ≤ n, such as 2/4, not \"\(value)\"")
        }
        invocation.selection.shard = shard
      }),
    CommandLineOption(
      "--junit", value: "FILE", commands: [.run, .validate, .explore],
      refusedWhileWatching: reportsEndARun, "also write a JUnit XML report",
      parser: .text("a file path") { $0.junitFile = $1 }),
    CommandLineOption(
      "--json", value: "FILE", commands: [.run, .validate, .explore],
      refusedWhileWatching: reportsEndARun, "also write a JSON report",
      parser: .text("a file path") { $0.jsonFile = $1 }),
    CommandLineOption(
      "--html", value: "FILE", commands: [.run, .validate, .explore],
      refusedWhileWatching: reportsEndARun,
      "also write an HTML report (explore: the map of every state)",
      parser: .text("a file path") { $0.htmlFile = $1 }),
    CommandLineOption(
      "--tap", commands: [.run, .validate],
      refusedWhileWatching: "TAP is one stream with one plan, not a screen redrawn",
      "print TAP 13 instead of the console format", parser: .flag { $0.usesTAP = true }),
    CommandLineOption(
      "--quiet", "-q", commands: [.run, .validate],
      "print the failing files and the summary only: no passing files, no expected warnings",
      parser: .flag { $0.isQuiet = true }),
    CommandLineOption(
      "--coverage", commands: [.run],
      "report what the scenarios use of their definitions files",
      parser: .flag { $0.coverage = true }),
    CommandLineOption(
      "--coverage-min", value: "PERCENT", commands: [.run],
      "fail the run when the coverage is lower (implies --coverage)",
      parser: .number(0...100, "a percentage from 0 to 100") {
        $0.coverageMinimum = $1
        $0.coverage = true
      }),
    CommandLineOption(
      "--watch", commands: [.run, .validate],
      "run, then re-run the scenarios whose file, golden or used definitions change, until "
        + "Ctrl-C; with selection options and --record missing|new|never only",
      parser: .flag { $0.watches = true }),
    CommandLineOption(
      "--unreferenced", value: "warn|fail|delete", commands: [.run],
      refusedWhileWatching: "unreferenced goldens are looked for by a full run that ends",
      "what to do with goldens no scenario uses, on a full run (default warn; fail under CI)",
      parser: .choice(UnreferencedPolicy.self) { $0.unreferenced = $1 }),
    CommandLineOption(
      "--step", value: "N", commands: [.print], "print the tree after step N only",
      parser: .number(0..., "a step index (0, 1, …)") { $0.step = $1 }),
    CommandLineOption(
      "--format", value: "text|json|mermaid|dot|svg|hierarchy", commands: [.print],
      "print the trees as text (default), JSON, a Mermaid or Graphviz diagram, an SVG "
        + "wireframe, or UIKit's printed hierarchy",
      parser: .choice(PictureFormat.self) { $0.format = $1 }),
    CommandLineOption(
      "--depth", value: "N", commands: [.explore], "explore at most N actions from the start",
      parser: .number(1..., "a number (1, 2, …)") { $0.exploreDepth = $1 }),
    CommandLineOption(
      "--max-states", value: "N", commands: [.explore], "stop after N distinct states",
      parser: .number(1..., "a number (1, 2, …)") { $0.exploreMaximumStates = $1 }),
    CommandLineOption(
      "--out", value: "DIR", commands: [.explore],
      "write a shortest reproducer scenario of each failure into DIR",
      parser: .text("a folder") { $0.outFolder = $1 }),
    CommandLineOption(
      "--compare", value: "OLD", commands: [.explore],
      "compare the navigation of the file explored with that of OLD, its old version: states, "
        + "screens and transitions gained and lost, failures new and fixed; exit 1 on a new "
        + "failure",
      parser: .text("a file path") { $0.compareFile = $1 }),
    CommandLineOption(
      "--markdown", value: "FILE", commands: [.explore],
      "with --compare, also write the comparison as Markdown (a pull request comment)",
      parser: .text("a file path") { $0.markdownFile = $1 }),
    CommandLineOption(
      "--ci", commands: [.setUp],
      "print the CI snippets only, for a repository already set up; write nothing",
      parser: .flag { $0.printsCISnippets = true }),
    CommandLineOption(
      "--color", value: "auto|always|never", commands: nil,
      "color the output (auto: on a terminal, unless NO_COLOR)",
      parser: .choice(ColorChoice.self) { $0.color = $1 }),
    CommandLineOption(
      "--version", commands: nil, "print navrun's version",
      parser: .flag { $0.wantsVersion = true }),
    CommandLineOption(
      "--help", "-h", commands: nil, "print this help, or a command's",
      parser: .flag { $0.wantsHelp = true }),
  ]
}
