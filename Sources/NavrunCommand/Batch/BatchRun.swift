// `navrun run` and `navrun validate` over many files: discover, shard, run on worker threads,
// stream each file's result in discovery order (console lines or TAP), then the unreferenced
// goldens of a full run, the summary, the report files and the exit code. Because results are
// delivered in order and every report is built from them alone, `--jobs 8` prints and writes
// the same bytes as `--jobs 1` apart from the times.

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

  func run(write: (String) -> Void, writeError: (String) -> Void) -> Int32 {
    let clock = ContinuousClock()
    let started = clock.now
    // Goldens are listed with the scenarios, before the run: a golden recorded by the run is
    // used by definition, so the ones found later could only add used ones.
    let jobs = invocation.jobs ?? ProcessInfo.processInfo.activeProcessorCount
    let found = ScenarioDiscovery.scenariosAndGoldens(in: paths, jobs: jobs)
    let (absent, unlistable) = (found.missing, found.unlistable)
    let conflicts = ReportInputs.conflicts(
      reports: invocation.reportFiles, inputs: found.files.lazy.map(\.path) + found.goldens)
    guard conflicts.isEmpty else {
      for conflict in conflicts { writeError("navrun: error: \(conflict)\n") }
      return Navrun.ExitCode.badInput.rawValue
    }
    let exclusion = Exclusion(
      globs: invocation.excludes,
      ownFiles: [
        invocation.junitFile, invocation.jsonFile, invocation.htmlFile,
        invocation.configurationFile,
      ]
      .compactMap { $0 })
    let discovered = exclusion.kept(found.files)
    let goldens = exclusion.kept(goldens: found.goldens, roots: paths)
    for path in absent { writeError("navrun: error: no such file or folder: \(path)\n") }
    for problem in unlistable { writeError("navrun: error: \(problem)\n") }
    // A folder that could not be listed may hold scenarios: the run cannot be green.
    let missing = absent + unlistable
    if discovered.isEmpty, missing.isEmpty {
      writeError("navrun: error: no scenario files (*.json) in \(paths.joined(separator: ", "))\n")
      return Navrun.ExitCode.badInput.rawValue
    }
    let selection = invocation.selection
    let files = selection.shard(discovered)
    let console = ConsoleReporter(
      palette: palette, pathArguments: ShellWords.arguments(invocation.paths),
      isQuiet: invocation.isQuiet)
    let tap = invocation.usesTAP ? TAPReporter() : nil
    if let tap { write(tap.header) }
    var progress = ProgressLine(total: files.count, isEnabled: showsProgress)
    write(progress.update(completed: 0))
    var reports: [ScenarioReport] = []
    // Room for every report at once: growing the array copied the reports again and again.
    reports.reserveCapacity(files.count)
    // The lines of the results delivered together, written at once before the progress
    // line: one write per file cost the main thread a system call each, and the main thread
    // competes with the workers for the cores. For the same reason the workers format the
    // console lines; TAP numbers its lines in delivery order, so the main thread does that.
    var lines = ""
    // TAP numbers the scenarios only: a valid definitions file is a comment, as it is no test
    // in the other reports.
    var testPoints = 0
    // Only the report files and TAP show steps. Without them the runs keep none: no step
    // records to time, no appear/disappear events to derive, nothing for the main thread to
    // hold for the whole run and free at its end while the workers wait.
    let keepsSteps =
      tap != nil || invocation.junitFile != nil || invocation.jsonFile != nil
      || invocation.htmlFile != nil
    var runner = ScenarioRun(record: record)
    runner.validatesOnly = invocation.command == .validate
    runner.keepsSteps = keepsSteps
    runner.recordsCoverage = invocation.coverage && invocation.command == .run
    ParallelMap.run(
      count: files.count, jobs: jobs,
      work: { [runner] index -> (ScenarioReport, String)? in
        guard let report = runner.report(for: files[index], selection: selection) else {
          return nil
        }
        let lines = tap == nil ? console.lines(for: report) : ""
        // The report's last use, so it moves into the result instead of being copied.
        return (report, lines)
      },
      progress: { completed in
        write(lines + progress.update(completed: completed))
        lines = ""
      },
      deliver: { _, result in
        // Moved out: a copy retained each of the report's strings and arrays.
        guard let (report, consoleLines) = result.take() else { return }
        lines += progress.clear()
        if let tap {
          if report.status == .definitions {
            lines += tap.comment(forDefinitions: report)
          } else {
            testPoints += 1
            lines += tap.testPoint(for: report, number: testPoints)
          }
        } else {
          lines += consoleLines
        }
        reports.append(report)
      })
    write(progress.clear())
    var summary = RunSummary(reports: reports)
    summary.unreferencedPolicy = unreferenced
    var code = exitCode(of: reports, missing: missing)
    if reports.isEmpty, !files.isEmpty, selection.shard == nil {
      writeError(
        "navrun: error: no scenario matches the selection"
          + Self.knownTags(in: files, for: selection) + "\n")
      code = Navrun.ExitCode.badInput.rawValue
    }
    if invocation.unreferenced != nil, !selection.isEverything {
      writeError(
        "navrun: note: unreferenced goldens are looked for on full runs only "
          + "(no --filter, --tag, --exclude-tag or --shard)\n")
    }
    if invocation.command == .run, selection.isEverything {
      summary.unreferencedGoldens = UnreferencedGoldens.find(among: goldens, reports: reports)
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
    if runner.recordsCoverage {
      let coverage = CoverageSummary(records: reports.lazy.compactMap(\.coverage))
      summary.coverage = coverage
      if let minimum = invocation.coverageMinimum, coverage.permille < minimum * 10 {
        coverageShortfall =
          "navigation coverage \(coverage.percentText) is below --coverage-min \(minimum)"
        if code == Navrun.ExitCode.success.rawValue { code = Navrun.ExitCode.failure.rawValue }
      }
    }
    summary.seconds = ScenarioRun.seconds(clock.now - started)
    // The report files first, so that the last line can say when one could not be written.
    let reportFailures = ReportFiles.write(summary, invocation: invocation, metadata: metadata)
    for failure in reportFailures {
      writeError("navrun: error: \(failure)\n")
      code = Navrun.ExitCode.badInput.rawValue
    }
    if let gitHub {
      // Standard output carries workflow commands, unless it is TAP's alone.
      let commands = gitHub.annotations(for: summary)
      if tap == nil { write(commands) } else { writeError(commands) }
      if let problem = gitHub.writeSummary(summary, counts: console.summary(of: reports)) {
        writeError("navrun: warning: \(problem)\n")
      }
    }
    if let tap {
      write(tap.footer(for: summary))
    } else {
      write(console.unreferenced(summary.unreferencedGoldens, policy: unreferenced))
      // Unstyled, and naming destinations and files: escaped whole.
      if let coverage = summary.coverage { write(ControlCharacters.escaped(coverage.consoleText)) }
      var text = console.summary(of: reports)
      // A run with no failed file that still exits non-zero says why on its last line.
      if code != Navrun.ExitCode.success.rawValue, reports.allSatisfy(\.isPassing) {
        var reasons: [String] = []
        if !missing.isEmpty { reasons.append("a path is missing or could not be listed") }
        if reports.isEmpty, !files.isEmpty { reasons.append("nothing matched the selection") }
        if !reportFailures.isEmpty { reasons.append("a report could not be written") }
        if let coverageShortfall { reasons.append(coverageShortfall) }
        if unreferenced == .fail, !summary.unreferencedGoldens.isEmpty {
          reasons.append("unreferenced goldens (--unreferenced fail, the default under CI)")
        }
        if !reasons.isEmpty {
          text =
            String(text.dropLast()) + "; exit \(code): " + reasons.joined(separator: ", ")
            + "\n"
        }
      }
      write(text)
    }
    if let exitProcess {
      // Ending the process here, with everything the run holds still alive, skips freeing
      // ten thousand reports and paths one by one: 4 ms of a 400 ms run, all of it after
      // the last file. The system takes the memory back at once.
      withExtendedLifetime((reports, summary, files, discovered, goldens)) { exitProcess(code) }
    }
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
    // Statuses read in place by index: iterating the reports copied each one.
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
