// The step of watch mode: one poll finds the files again, compares each watched file's stamp
// with the one it had, and re-runs only the scenarios whose file, golden or `use`d definitions
// changed. It never sleeps and never loops, so tests drive it poll by poll; `WatchCommand`
// is the loop around it.

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
    /// sorted; on the first poll, every file found.
    public var changed: [String] = []
    /// The reports of the files run in this poll, in discovery order. A file the selection
    /// leaves out runs but has no report.
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
    /// Every input of the file with its stamp when it last ran: the file, its golden, and
    /// the files it uses. A nil stamp is a file that did not exist.
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
  /// How many files run at once.
  public var jobs: Int
  /// How each file runs, with the recording mode.
  public var runner: ScenarioRun

  private var entries: [String: Entry] = [:]
  private var order: [String] = []

  /// Creates a watcher that runs `jobs` files at once (default: the number of cores); nothing
  /// runs until the first `poll()`.
  public init(
    paths: [String], runner: ScenarioRun, selection: Selection = Selection(),
    excludes: [Glob] = [], jobs: Int? = nil
  ) {
    self.paths = paths
    self.runner = runner
    self.selection = selection
    self.excludes = excludes
    self.jobs = max(1, jobs ?? ProcessInfo.processInfo.activeProcessorCount)
  }

  /// The latest report of every watched file the selection keeps, in discovery order.
  public var reports: [ScenarioReport] {
    order.compactMap { entries[$0]?.report }
  }

  /// The number of files watched: scenarios, definitions files, goldens and used files.
  public var watchedFileCount: Int {
    var files = Set<String>()
    for entry in entries.values { files.formUnion(entry.inputs.map(\.path)) }
    return files.count
  }

  /// Finds the files again and runs every file that is new or whose inputs changed.
  public mutating func poll() -> Cycle {
    var cycle = Cycle()
    let found = ScenarioDiscovery.scenariosAndGoldens(in: paths, jobs: jobs)
    cycle.problems =
      found.missing.map { "no such file or folder: \($0)" } + found.unlistable
    let files = Exclusion(globs: excludes, reports: []).kept(found.files)
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
        changed.insert(file.path)
        let golden = GoldenStore.goldenPath(for: file.path)
        due.append(
          (file, [(file.path, FileStamp(path: file.path)), (golden, FileStamp(path: golden))]))
        continue
      }
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
    let kept = Set(files.map(\.path))
    cycle.removed = order.filter { !kept.contains($0) }
    for path in cycle.removed { entries[path] = nil }
    order = files.map(\.path)
    cycle.changed = changed.sorted()
    cycle.reruns = run(due, usedStamp: usedStamp)
    return cycle
  }

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
      entries[file.path] = Entry(inputs: inputs, report: report)
    }
    return reports.compactMap { $0 }
  }
}
