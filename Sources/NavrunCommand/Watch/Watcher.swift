// The step of watch mode: one poll finds the files again, compares each watched file's stamp
// with the one it had, and re-runs only the scenarios whose file, golden or `use`d definitions
// changed. Where the platform has file events (`FileEvents`), a poll looks only at what they
// name, and at everything every `fullPollEvery` polls; elsewhere every poll looks at
// everything. It never sleeps and never loops, so tests drive it poll by poll; `WatchCommand`
// is the loop around it.

import Platform
import ScenarioRunner

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Runs scenarios, then re-runs those whose inputs changed, one `poll()` at a time.
public struct Watcher {
  /// What one poll found and re-ran.
  public struct Cycle: Sendable {
    /// The watched files that changed, appeared or disappeared since the previous poll,
    /// sorted (the files no longer found are `removed`); on the first poll, every file found.
    public var changed: [String] = []
    /// The reports of the files run in this poll, in discovery order.
    ///
    /// A file the selection leaves out runs but has no report.
    public var reruns: [ScenarioReport] = []
    /// The files watched before and no longer found (deleted, renamed or now excluded).
    public var removed: [String] = []
    /// Given paths that do not exist, and folders that could not be listed.
    public var problems: [String] = []

    /// Whether the poll found nothing new.
    public var isEmpty: Bool { changed.isEmpty && removed.isEmpty }
  }

  /// What is known of one watched file.
  private struct Entry {
    /// Every input of the file with its stamp when it last ran: the file, its golden, and the files
    /// it uses.
    ///
    /// A nil stamp is a file that did not exist.
    var inputs: [(path: String, stamp: FileStamp?)]
    /// Its latest report, nil when the selection leaves it out.
    var report: ScenarioReport?
  }

  /// The files and folders watched.
  public var paths: [String]
  /// Which scenarios are reported (`--filter`, `--tag`, `--exclude-tag`).
  public var selection: Selection
  /// `--exclude` globs.
  public var excludes: [Glob]
  /// The command's own files (its `navrun.json`), never taken for scenarios.
  public var ownFiles: [String] = []
  /// How many files run at once.
  public var jobs: Int
  /// How each file runs, with the recording mode.
  public var runner: ScenarioRun

  /// The platform's file events, nil where there are none or they are not wanted.
  private let events: FileEvents?
  /// How many polls guided by events come between two polls that look at every file.
  public var fullPollEvery = 100
  private var pollsSinceFullPoll = 0
  private var hasPolled = false
  /// Whether the last poll looked at every file, rather than at what events named.
  private(set) var lookedAtEverything = true
  private var entries: [String: Entry] = [:]
  private var files: [DiscoveredFile] = []
  private var problems: [String] = []
  /// The watched files that depend on each input, for the paths events name.
  private var dependents: [String: Set<String>] = [:]
  /// Inputs in folders events cannot watch (a used file's folder that does not exist yet):
  /// looked at on every poll.
  private var unwatched: Set<String> = []
  private var failing: Set<String> = []

  /// Creates a watcher that runs `jobs` files at once (default: the number of cores); nothing
  /// runs until the first `poll()`.
  public init(
    paths: [String], runner: ScenarioRun, selection: Selection = Selection(),
    excludes: [Glob] = [], jobs: Int? = nil, usesFileEvents: Bool = true
  ) {
    events = usesFileEvents ? FileEvents() : nil
    self.paths = paths
    self.runner = runner
    self.selection = selection
    self.excludes = excludes
    self.jobs = max(1, jobs ?? ProcessInfo.processInfo.activeProcessorCount)
  }

  /// The latest report of every watched file the selection keeps, in discovery order.
  public var reports: [ScenarioReport] {
    files.compactMap { entries[$0.path]?.report }
  }

  /// The number of scenario and definitions files found.
  public var fileCount: Int { files.count }

  /// How many of the reports have each status: the summary, without going over them all.
  public private(set) var statusCounts: [ScenarioStatus: Int] = [:]

  /// The latest reports that do not pass, in byte order of their paths.
  public var failingReports: [ScenarioReport] {
    failing.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }.compactMap {
      entries[$0]?.report
    }
  }

  /// Replaces the entry of `path`, keeping the counts and the failing files up to date.
  private mutating func setEntry(_ entry: Entry?, for path: String) {
    if let old = entries[path]?.report { statusCounts[old.status, default: 0] -= 1 }
    failing.remove(path)
    entries[path] = entry
    guard let report = entry?.report else { return }
    statusCounts[report.status, default: 0] += 1
    if !report.isPassing { failing.insert(path) }
  }

  /// Runs every file that is new or whose inputs changed, finding the files again first
  /// unless events say that nothing was created, deleted or renamed.
  public mutating func poll() -> Cycle {
    let batch = events?.drain()
    // Events name paths only once the files are watched, by the first poll.
    let lookAtEverything =
      batch == nil || batch?.overflowed == true || !hasPolled
      || pollsSinceFullPoll >= fullPollEvery
    hasPolled = true
    pollsSinceFullPoll = lookAtEverything ? 0 : pollsSinceFullPoll + 1
    lookedAtEverything = lookAtEverything
    let named = (batch?.paths ?? []).union(unwatched)
    if !lookAtEverything, named.isEmpty { return Cycle(problems: problems) }
    var cycle = Cycle()
    if lookAtEverything || batch?.needsDiscovery == true {
      let found = ScenarioDiscovery.scenariosAndGoldens(in: paths, jobs: jobs)
      problems = found.missing.map { "no such file or folder: \($0)" } + found.unlistable
      let kept = Exclusion(globs: excludes, ownFiles: ownFiles).kept(found.files)
      let keptPaths = Set(kept.map(\.path))
      cycle.removed = files.map(\.path).filter { !keptPaths.contains($0) }
      for path in cycle.removed { forget(path) }
      files = kept
    }
    cycle.problems = problems
    // Only the files whose inputs the events name, unless looking at everything.
    let candidates: Set<String>? =
      lookAtEverything ? nil : named.reduce(into: []) { $0.formUnion(dependents[$1] ?? []) }
    // Used files are shared by many scenarios: each is looked at once a poll.
    var usedStamps: [String: FileStamp?] = [:]
    func usedStamp(_ path: String) -> FileStamp? {
      if let known = usedStamps[path] { return known }
      let stamp = FileStamp(path: path)
      usedStamps[path] = stamp
      return stamp
    }
    var changed = Set<String>()
    var due: [(file: DiscoveredFile, inputs: [(path: String, stamp: FileStamp?)])] = []
    for file in files {
      guard let entry = entries[file.path] else {
        // Watched before it is stamped and run: a change made while it runs is an event.
        events?.watchFolders(of: file.path, relativePath: file.relativePath)
        changed.insert(file.path)
        let golden = GoldenStore.goldenPath(for: file.path)
        due.append(
          (file, [(file.path, FileStamp(path: file.path)), (golden, FileStamp(path: golden))]))
        continue
      }
      if let candidates, !candidates.contains(file.path) { continue }
      var inputs = entry.inputs
      var isDue = false
      for index in inputs.indices {
        let path = inputs[index].path
        // The file and its golden are its own; anything after them is a used file.
        let stamp = index < 2 ? FileStamp(path: path) : usedStamp(path)
        if stamp != inputs[index].stamp {
          changed.insert(path)
          inputs[index].stamp = stamp
          isDue = true
        }
      }
      if isDue { due.append((file, inputs)) }
    }
    // Named as the user would name them: a used file through `..` is the file itself.
    cycle.changed = Set(changed.map(FilePaths.normalised)).sorted()
    cycle.reruns = run(due, usedStamp: usedStamp)
    return cycle
  }

  /// Forgets a file that is gone: its entry, and its place among the dependents of its inputs,
  /// so that what the watcher holds does not grow with every file it ever saw.
  private mutating func forget(_ path: String) {
    for input in entries[path]?.inputs ?? [] {
      dependents[input.path]?.remove(path)
      if dependents[input.path]?.isEmpty == true {
        dependents[input.path] = nil
        unwatched.remove(input.path)
        events?.forget(path: input.path)
      }
    }
    setEntry(nil, for: path)
  }

  /// The number of inputs the watcher relates to files, for tests of what it keeps.
  var dependentCount: Int { dependents.count }

  /// Runs the due files and remembers, for each, the stamps its inputs had before it ran:
  /// a change made while it ran is seen by the next poll.
  private mutating func run(
    _ due: [(file: DiscoveredFile, inputs: [(path: String, stamp: FileStamp?)])],
    usedStamp: (String) -> FileStamp?
  ) -> [ScenarioReport] {
    let (runner, selection) = (self.runner, self.selection)
    let reports = ParallelMap.map(count: due.count, jobs: min(jobs, due.count)) {
      [due] index in runner.report(for: due[index].file, selection: selection)
    }
    for ((file, before), report) in zip(due, reports) {
      var inputs = Array(before.prefix(2))
      // A golden the run wrote is not a change to re-run for.
      if report?.status == .recorded || report?.status == .updated {
        inputs[1].stamp = FileStamp(path: inputs[1].path)
      }
      let known = Dictionary(before.dropFirst(2).map { ($0.path, $0.stamp) }) { first, _ in first }
      for used in report?.usedFiles ?? [] where !inputs.contains(where: { $0.path == used }) {
        inputs.append((used, known[used] ?? usedStamp(used)))
      }
      setEntry(Entry(inputs: inputs, report: report), for: file.path)
      if let events {
        for input in inputs {
          dependents[input.path, default: []].insert(file.path)
          if events.watchFolder(of: input.path) {
            unwatched.remove(input.path)
          } else {
            unwatched.insert(input.path)
          }
        }
      }
    }
    return reports.compactMap { $0 }
  }
}
