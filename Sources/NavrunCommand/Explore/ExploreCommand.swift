// `navrun explore FILE… [--depth N] [--max-states N] [--out DIR] [--jobs N] [--json F]
// [--junit F] [--html F]`: each scenario file is an app, explored breadth first from each of
// its starts (after its own steps). The console shows the states and transitions, a table of
// the actions and every distinct failure with the shortest path to it; `--out` writes each
// failure's reproducer as a scenario, `--html` the map of every state (`ExploreMap`). Exit 0
// when nothing failed, 1 when something did, 2 on bad input. With `--compare OLD`, see
// `ExploreCommand.compare`.

import NavigationCore
import Platform
import ScenarioFormat
import ScenarioRunner

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The exploration of one start of one file.
struct ExploredStart: Sendable {
  var file: String
  var startName: String?
  var result: ExplorationResult
  /// The reproducers written, by failure, in the order of `result.failures`.
  var reproducers: [String?] = []
  /// Why reproducers could not be written.
  var writeProblems: [String] = []
  /// The graph the search found, when a map or a comparison needs it.
  var graph: ExploredGraph?
  /// The scenario that reaches a state of the map, up to the steps of the path: the explored
  /// scenario's members, `use` paths as seen from the map's folder, and its own steps.
  var scenarioHead: String?
}

/// What an exploration records besides its result.
struct ExploreRecording {
  /// Whether the graph is kept.
  var keepsGraph = false
  /// How many more cards the map may hold.
  var cards = ExploredGraph.CardRule.none
  /// The folder of the map, for the `use` paths of its scenarios; nil without a map.
  var mapFolder: String?
  /// Whether failures' reproducers are written (`--out`).
  var writesReproducers = true
}

enum ExploreCommand: NavrunSubcommand {
  static let defaultDepth = 6
  static let defaultMaximumStates = 100_000

  static func run(_ invocation: Invocation, in context: CommandContext) -> Int32 {
    let metadata: ReportMetadata?
    do throws(UsageError) {
      metadata = try context.reportMetadata(for: invocation)
    } catch {
      return context.usageFailure(error)
    }
    let (write, writeError) = (context.write, context.writeError)
    guard !invocation.paths.isEmpty else {
      writeError(
        "navrun: error: `navrun explore` takes the scenario files of the apps to explore\n")
      return Navrun.ExitCode.badInput.rawValue
    }
    let files = (invocation.paths + (invocation.compareFile.map { [$0] } ?? []))
      .map(ExploreInput.init(reading:))
    // The files explored and the definitions they use are inputs, never report paths.
    let inputs = files.map(\.file) + files.flatMap(\.usedFiles)
    let conflicts = ReportInputs.conflicts(reports: invocation.reportFiles, inputs: inputs)
    guard conflicts.isEmpty else {
      for conflict in conflicts { writeError("navrun: error: \(conflict)\n") }
      return Navrun.ExitCode.badInput.rawValue
    }
    var explored: [ExploredStart] = []
    var code = Navrun.ExitCode.success
    // The reproducer names this run gave: each failure gets its own file, and none is written
    // over an input that lies in the out folder.
    var names = ReproducerNames()
    if let folder = invocation.outFolder, let out = FileBytes.resolvedPath(folder) {
      for input in inputs where FileBytes.resolvedPath(input).map(FilePaths.folder) == out {
        names.reserve(input.fileName)
      }
    }
    if invocation.compareFile != nil, let new = files.first, let old = files.last {
      return compare(
        new, with: old, invocation: invocation, metadata: metadata, names: &names, write: write,
        writeError: writeError)
    }
    var recording = mapRecording(invocation)
    var progress = context.exploreProgressLine
    for file in files {
      let outcome = explore(
        file, invocation: invocation, names: &names, recording: &recording, progress: &progress)
      progress.erase()
      switch outcome {
      case .success(let starts):
        for start in starts {
          write(ExploreConsole.text(for: start))
          for problem in start.writeProblems {
            writeError("navrun: error: \(problem)\n")
            code = .badInput
          }
        }
        explored += starts
      case .failure(let problem):
        writeError(problem.allErrors.map { $0.description + "\n" }.joined())
        code = .badInput
      }
    }
    let failures = explored.reduce(0) { $0 + $1.result.failures.count }
    if failures > 0, code == .success { code = .failure }
    write(
      "\(explored.count) start\(explored.count == 1 ? "" : "s") explored, "
        + "\(failures) distinct failure\(failures == 1 ? "" : "s")\n")
    let reports = ExploreReports.files(for: explored, invocation: invocation, metadata: metadata)
    if !writeReports(reports, writeError: writeError) { code = .badInput }
    return code.rawValue
  }

  /// What the search records for `--html`: the graph, with the map's cards.
  static func mapRecording(_ invocation: Invocation) -> ExploreRecording {
    guard let map = invocation.htmlFile else { return ExploreRecording() }
    return ExploreRecording(
      keepsGraph: true, cards: ExploreMap.cardRule, mapFolder: FilePaths.folder(map))
  }

  /// Writes report files; false when one could not be written, which standard error says.
  static func writeReports(_ reports: [(String, String)], writeError: (String) -> Void) -> Bool {
    var wroteAll = true
    for (path, text) in reports {
      // The same rules as a run's reports: a link's file replaced, a FIFO or a device
      // written into.
      if let problem = ReportFiles.write(text, to: path) {
        writeError("navrun: error: \(problem)\n")
        wroteAll = false
      }
    }
    return wroteAll
  }

  /// Explores each start of a file, with no progress line.
  static func explore(
    _ input: ExploreInput, invocation: Invocation, names: inout ReproducerNames,
    recording: inout ExploreRecording
  ) -> Result<[ExploredStart], Diagnostic> {
    var progress = ExploreProgressLine.off
    return explore(
      input, invocation: invocation, names: &names, recording: &recording, progress: &progress)
  }

  /// Explores every start of a file, showing on `progress` how far each search got.
  ///
  /// Writes reproducers when asked, and records what `recording` asks; the map's cards are
  /// taken from what it has left.
  static func explore(
    _ input: ExploreInput, invocation: Invocation, names: inout ReproducerNames,
    recording: inout ExploreRecording, progress: inout ExploreProgressLine
  ) -> Result<[ExploredStart], Diagnostic> {
    let file = input.file
    let scenario: Scenario
    // The document decoding parsed, which reproducers and the map copy members of.
    let document: JSONNode?
    switch input.scenario {
    case .success(let decoded): (scenario, document) = decoded
    case .failure(let problem): return .failure(problem)
    }
    let exploration = scenario.exploration ?? Exploration()
    var results: [ExploredStart] = []
    // The scenario's `define`, written once beside its reproducers when the first is written.
    var definitionsFile: String?
    for start in scenario.startsToRun {
      let state: NavigationState
      switch prefix(scenario, from: start) {
      case .success(let reached): state = reached
      case .failure(let problem): return .failure(problem)
      }
      let explorer = Explorer(
        catalogue: ActionCatalogue(scenario: scenario, start: state),
        maximumDepth: invocation.exploreDepth ?? exploration.depth ?? defaultDepth,
        maximumStates: invocation.exploreMaximumStates ?? exploration.maximumStates
          ?? defaultMaximumStates,
        exploration: exploration,
        jobs: invocation.jobs ?? ProcessInfo.processInfo.activeProcessorCount,
        offered: CoverageRecord(offeredBy: scenario, start: state))
      var explored: ExploredStart
      progress.restart()
      if recording.keepsGraph {
        var graph = ExploredGraph(cards: recording.cards)
        explored = ExploredStart(
          file: file, startName: start.name,
          result: explorer.explore(from: state, recording: &graph) { progress.show($0) }
        )
        recording.cards.total -= graph.cards.count
        explored.graph = graph
      } else {
        explored = ExploredStart(
          file: file, startName: start.name,
          result: explorer.explore(from: state) { progress.show($0) })
      }
      if let folder = recording.mapFolder, let root = document {
        explored.scenarioHead = Reproducer(file: file, root: root, startName: start.name)
          .mapHead(in: folder)
      }
      if let folder = invocation.outFolder, recording.writesReproducers, let root = document {
        var reproducer = Reproducer(file: file, root: root, startName: start.name)
        reproducer.definitionsFile = definitionsFile
        write(&explored, reproducer: &reproducer, to: folder, names: &names)
        definitionsFile = reproducer.definitionsFile
      }
      results.append(explored)
    }
    return .success(results)
  }

  /// The state after the scenario's own steps, or why they fail.
  private static func prefix(_ scenario: Scenario, from start: NamedStart)
    -> Result<NavigationState, Diagnostic>
  {
    let playback = ScenarioPlayback(scenario: scenario, start: start)
    let lead = "the scenario's steps, run before exploring, fail: "
    var state: NavigationState
    switch playback.makeState() {
    case .success(let built):
      state = built
    case .failure(let error):
      return .failure(
        playback.diagnostic(at: nil, lead + "start: \(error.code.rawValue): \(error.message)"))
    }
    var failure: Diagnostic?
    playback.play(on: &state) { step, played, _ in
      guard let message = played.verdict.failure else { return true }
      failure = Diagnostic(
        file: scenario.file, location: step.location, message: lead + message)
      return false
    }
    return failure.map { .failure($0) } ?? .success(state)
  }

  /// Writes a reproducer per failure, noting the paths, nil where writing failed.
  private static func write(
    _ explored: inout ExploredStart, reproducer: inout Reproducer, to folder: String,
    names: inout ReproducerNames
  ) {
    let failures = explored.result.failures
    guard !failures.isEmpty else { return }
    // The folder first, so that the `use` paths are worked out from where it really is.
    if let problem = AtomicFile.createFolder(folder) {
      explored.writeProblems.append(problem)
      explored.reproducers = failures.map { _ in nil }
      return
    }
    // The scenario's definitions are written once, and each reproducer `use`s them: a copy
    // in every reproducer made the disk used grow with failures times definitions.
    if reproducer.definitionsFile == nil, let define = reproducer.root["define"] {
      let base = explored.file.fileName.droppingJSONExtension
      let text = JSONText.compact(define) + "\n"
      let name = names.unique(
        Reproducer.slug(base).nonEmpty("app") + ".defs.json", in: folder, writing: text)
      let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
      if let problem = AtomicFile.write(text, to: path) {
        explored.writeProblems.append(problem)
        explored.reproducers = failures.map { _ in nil }
        return
      }
      reproducer.definitionsFile = name
    }
    var groups: [String: Int] = [:]
    for failure in failures { groups["\(failure.action)\u{0}\(failure.code)", default: 0] += 1 }
    // A matrix scenario's reproducers are named after the start too.
    let base =
      explored.file.fileName.droppingJSONExtension + (explored.startName.map { " \($0)" } ?? "")
    explored.reproducers = failures.map { failure in
      let withPlace = groups["\(failure.action)\u{0}\(failure.code)", default: 0] > 1
      let text = reproducer.text(for: failure, in: folder)
      let name = names.unique(
        Reproducer.fileName(base: base, failure: failure, withPlace: withPlace), in: folder,
        writing: text)
      let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
      if let problem = AtomicFile.write(text, to: path, createsFolders: true) {
        explored.writeProblems.append(problem)
        return nil
      }
      return path
    }
  }
}
