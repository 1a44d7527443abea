// `navrun run` and `navrun validate` over many files: discover, shard, run on worker threads,
// stream each file's result in discovery order (console lines or TAP), then the unreferenced
// goldens of a full run, the summary, the report files and the exit code. Because results are
// delivered in order and every report is built from them alone, `--jobs 8` prints and writes
// the same bytes as `--jobs 1` apart from the times.

import NavigationCore
import Platform
import ScenarioFormat
import ScenarioRunner

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

struct BatchRun {
  var invocation: Invocation
  var paths: [String]
  var record: RecordMode
  var unreferenced: UnreferencedPolicy
  var palette: Palette
  var showsProgress: Bool
  /// The run as the HTML report describes it; made when `--html` is given.
  var metadata: ReportMetadata?
  /// Ends the process with the run's exit code, when the run is the whole process.
  var exitProcess: ((Int32) -> Never)?
  /// Annotations and a job summary for GitHub Actions, when the run is on it.
  var gitHub: GitHubActions?

  /// What discovery found for a run.
  struct Discovered {
    /// The files to run: found, not excluded, in this run's shard, in discovery order.
    var files: [DiscoveredFile]
    /// The goldens found below the run's folders, for the unreferenced ones.
    var goldens: [String]
    /// The paths that do not exist or could not be listed: the run cannot be green.
    var missing: [String]
  }

  /// Runs the files below `paths` and returns the exit code; `write` receives standard output,
  /// `writeError` standard error.
  ///
  /// navrun's own workflow commands go to `commands` and `commandErrors` (standard output and
  /// error as they are), since on GitHub Actions `write` and `writeError` let no line be one.
  func run(
    write: (String) -> Void, writeError: (String) -> Void, commands: (String) -> Void,
    commandErrors: (String) -> Void
  ) -> Int32 {
    let started = ContinuousClock.now
    let jobs = invocation.jobs ?? ProcessInfo.processInfo.activeProcessorCount
    guard let discovered = discover(jobs: jobs, writeError: writeError) else {
      return Navrun.ExitCode.badInput.rawValue
    }
    var stream = ResultStream(
      console: ConsoleReporter(
        palette: palette, pathArguments: ShellWords.arguments(invocation.paths),
        isQuiet: invocation.isQuiet),
      tap: invocation.usesTAP ? TAPReporter() : nil)
    let reports = execute(discovered.files, jobs: jobs, stream: &stream, write: write)
    let code = conclude(
      reports, of: discovered, stream: stream, started: started, write: write,
      writeError: writeError, commands: stream.tap == nil ? commands : commandErrors)
    if let exitProcess {
      // Ending the process here, with everything the run holds still alive, skips freeing
      // every report and path one by one after the last file: the system takes the memory
      // back at once.
      withExtendedLifetime((reports, discovered)) { exitProcess(code) }
    }
    return code
  }

  /// Finds the scenarios and goldens below `paths`, keeps those the run selects, and says what
  /// is missing; nil, after saying why on `writeError`, when the run cannot start.
  func discover(jobs: Int, writeError: (String) -> Void) -> Discovered? {
    // Goldens are listed with the scenarios, before the run: a golden recorded by the run is
    // used by definition, so the ones found later could only add used ones.
    let found = ScenarioDiscovery.scenariosAndGoldens(in: paths, jobs: jobs)
    let conflicts = ReportInputs.conflicts(
      reports: invocation.reportFiles, inputs: found.files.lazy.map(\.path) + found.goldens)
    guard conflicts.isEmpty else {
      for conflict in conflicts { writeError("navrun: error: \(conflict)\n") }
      return nil
    }
    let exclusion = Exclusion(
      globs: invocation.excludes,
      ownFiles: [
        invocation.junitFile, invocation.jsonFile, invocation.htmlFile,
        invocation.configurationFile,
      ]
      .compactMap { $0 })
    let kept = exclusion.kept(found.files)
    for path in found.missing { writeError("navrun: error: no such file or folder: \(path)\n") }
    for problem in found.unlistable { writeError("navrun: error: \(problem)\n") }
    // A folder that could not be listed may hold scenarios: the run cannot be green.
    let missing = found.missing + found.unlistable
    if kept.isEmpty, missing.isEmpty {
      writeError("navrun: error: no scenario files (*.json) in \(paths.joined(separator: ", "))\n")
      return nil
    }
    return Discovered(
      files: invocation.selection.shard(kept),
      goldens: exclusion.kept(goldens: found.goldens, roots: paths), missing: missing)
  }

  /// Runs `files` on `jobs` worker threads and streams each result in discovery order; returns
  /// the reports of the files the selection keeps, in that order.
  func execute(
    _ files: [DiscoveredFile], jobs: Int, stream: inout ResultStream, write: (String) -> Void
  ) -> [ScenarioReport] {
    if !stream.header.isEmpty { write(stream.header) }
    var progress = ProgressLine(total: files.count, isEnabled: showsProgress)
    write(progress.update(completed: 0))
    var reports: [ScenarioReport] = []
    // Room for every report at once, so that the array never grows and copies them.
    reports.reserveCapacity(files.count)
    // The lines of the results delivered together, written at once before the progress line:
    // the main thread makes one write per batch of results, not per file, since it competes
    // with the workers for the cores. For the same reason the workers format the console
    // lines.
    var lines = ""
    let runner = scenarioRun
    let selection = invocation.selection
    let preparing = stream
    ParallelMap.run(
      count: files.count, jobs: jobs,
      work: { [runner] index -> (ScenarioReport, String)? in
        guard let report = runner.report(for: files[index], selection: selection) else {
          return nil
        }
        // The report's last use, so it moves into the result instead of being copied.
        return (report, preparing.preparedLines(for: report))
      },
      progress: { completed in
        write(lines + progress.update(completed: completed))
        lines = ""
      },
      deliver: { _, result in
        // Moved out, never copied: a copy would retain each of the report's strings and arrays.
        guard let (report, prepared) = result.take() else { return }
        lines += progress.clear() + stream.deliveredLines(for: report, prepared: prepared)
        reports.append(report)
      })
    write(progress.clear())
    return reports
  }

  /// How each file runs: recording, validating only, keeping steps, recording coverage.
  private var scenarioRun: ScenarioRun {
    var runner = ScenarioRun(record: record)
    runner.validatesOnly = invocation.command == .validate
    // Only the report files and TAP show steps. Without them the runs keep none: no step
    // records to time, no appear/disappear events to derive, nothing for the main thread to
    // hold for the whole run.
    runner.keepsSteps =
      invocation.usesTAP || invocation.junitFile != nil || invocation.jsonFile != nil
      || invocation.htmlFile != nil
    runner.recordsCoverage = invocation.coverage && invocation.command == .run
    return runner
  }

  /// Ends the run: the unreferenced goldens of a full run, coverage, the report files, GitHub's
  /// annotations and summary, then the summary line; returns the exit code.
  func conclude(
    _ reports: [ScenarioReport], of discovered: Discovered, stream: ResultStream,
    started: ContinuousClock.Instant, write: (String) -> Void, writeError: (String) -> Void,
    commands: (String) -> Void
  ) -> Int32 {
    let selection = invocation.selection
    var summary = RunSummary(reports: reports)
    summary.unreferencedPolicy = unreferenced
    var code = exitCode(of: reports, missing: discovered.missing)
    if reports.isEmpty, !discovered.files.isEmpty, selection.shard == nil {
      writeError(
        "navrun: error: no scenario matches the selection"
          + Self.knownTags(in: discovered.files, for: selection) + "\n")
      code = Navrun.ExitCode.badInput.rawValue
    }
    if invocation.unreferenced != nil, !selection.isEverything {
      writeError(
        "navrun: note: unreferenced goldens are looked for on full runs only "
          + "(no --filter, --tag, --exclude-tag or --shard)\n")
    }
    if invocation.command == .run, selection.isEverything {
      summary.unreferencedGoldens = UnreferencedGoldens.find(
        among: discovered.goldens, reports: reports)
      if unreferenced == .delete {
        for golden in summary.unreferencedGoldens where FileKind.entry(at: golden.file) == .regular
        {
          FileSystem.remove(golden.file)
        }
      }
      if unreferenced == .fail, !summary.unreferencedGoldens.isEmpty,
        code == Navrun.ExitCode.success.rawValue
      {
        code = Navrun.ExitCode.failure.rawValue
      }
    }
    var coverageShortfall: String?
    if scenarioRun.recordsCoverage {
      let coverage = CoverageSummary(records: reports.lazy.compactMap(\.coverage))
      summary.coverage = coverage
      if let minimum = invocation.coverageMinimum, coverage.permille < minimum * 10 {
        coverageShortfall =
          "navigation coverage \(coverage.percentText) is below --coverage-min \(minimum)"
        if code == Navrun.ExitCode.success.rawValue { code = Navrun.ExitCode.failure.rawValue }
      }
    }
    summary.seconds = ScenarioRun.seconds(ContinuousClock.now - started)
    // The report files first, so that the last line can say when one could not be written.
    let reportFailures = ReportFiles.write(summary, invocation: invocation, metadata: metadata)
    for failure in reportFailures {
      writeError("navrun: error: \(failure)\n")
      code = Navrun.ExitCode.badInput.rawValue
    }
    if let gitHub {
      // Standard output carries workflow commands, unless it is TAP's alone.
      commands(gitHub.annotations(for: summary))
      if let problem = gitHub.writeSummary(summary, counts: stream.console.summary(of: reports)) {
        writeError("navrun: warning: \(problem)\n")
      }
    }
    if let tap = stream.tap {
      write(tap.footer(for: summary))
      return code
    }
    let console = stream.console
    write(console.unreferenced(summary.unreferencedGoldens, policy: unreferenced))
    // Unstyled, and naming destinations and files: escaped whole.
    if let coverage = summary.coverage { write(ControlCharacters.escaped(coverage.consoleText)) }
    var text = console.summary(of: reports)
    // A run with no failed file that still exits non-zero says why on its last line.
    if code != Navrun.ExitCode.success.rawValue, reports.allSatisfy(\.isPassing) {
      var reasons: [String] = []
      if !discovered.missing.isEmpty { reasons.append("a path is missing or could not be listed") }
      if reports.isEmpty, !discovered.files.isEmpty {
        reasons.append("nothing matched the selection")
      }
      if !reportFailures.isEmpty { reasons.append("a report could not be written") }
      if let coverageShortfall { reasons.append(coverageShortfall) }
      if unreferenced == .fail, !summary.unreferencedGoldens.isEmpty {
        reasons.append("unreferenced goldens (--unreferenced fail, the default under CI)")
      }
      if !reasons.isEmpty {
        text =
          String(text.dropLast()) + "; exit \(code): " + reasons.joined(separator: ", ") + "\n"
      }
    }
    write(text)
    return code
  }

  /// For a `--tag` that selected nothing: a did-you-mean for each tag no scenario carries, and the
  /// tags the scenarios do carry.
  ///
  /// Decodes every file again, on this error only.
  static func knownTags(in files: [DiscoveredFile], for selection: Selection) -> String {
    let wanted = selection.tags + selection.excludedTags
    guard !wanted.isEmpty else { return "" }
    let loader = ScenarioLoader()
    let known = Set(files.flatMap { (try? loader.load($0.path).tags) ?? [] })
    guard !known.isEmpty else { return "; no scenario has tags" }
    let hints = wanted.filter { !known.contains($0) }.map { tag in
      "; no scenario has the tag \"\(tag)\"" + Suggestion.hint(for: tag, among: known)
    }
    return hints.joined() + "; the scenarios' tags are " + known.sorted().joined(separator: ", ")
  }

  private func exitCode(of reports: [ScenarioReport], missing: [String]) -> Int32 {
    // Statuses read in place by index, so that no report is copied.
    let statuses = reports.indices.lazy.map { reports[$0].status }
    if !missing.isEmpty || statuses.contains(.invalid) {
      return Navrun.ExitCode.badInput.rawValue
    }
    return statuses.allSatisfy(\.isPassing)
      ? Navrun.ExitCode.success.rawValue : Navrun.ExitCode.failure.rawValue
  }
}

/// The `[12/340]` line on a terminal, rewritten in place and erased before other output.
struct ProgressLine {
  var total: Int
  var isEnabled: Bool
  private var shown: Int?

  init(total: Int, isEnabled: Bool) {
    self.total = total
    self.isEnabled = isEnabled
  }

  /// The text that shows `completed` of `total`; empty when off or unchanged.
  mutating func update(completed: Int) -> String {
    guard isEnabled, completed != shown, completed < total else { return "" }
    shown = completed
    return "\r\u{1B}[K[\(completed)/\(total)]"
  }

  /// The text that erases the line; empty when nothing is shown.
  mutating func clear() -> String {
    guard shown != nil else { return "" }
    shown = nil
    return "\r\u{1B}[K"
  }
}
