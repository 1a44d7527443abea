// `navrun explore NEW --compare OLD`: both versions of the app explored with the same limits,
// each file's `use` paths read from its own folder (so OLD can be the same file in a worktree
// of the base commit), and what changed printed start by start (`ExploreComparison`).
// An OLD that does not exist is an app with no states: the base commit of the pull request that
// adds the app has no file yet, and everything the new version reaches is gained.
// `--json` writes the comparison, `--markdown` the same for a pull request; `--html`, `--out`
// and `--junit` describe the new version, as they would without `--compare`. Exit 1 when the
// new version fails where the old did not, 2 on bad input, 0 otherwise.

import ScenarioRunner

extension ExploreCommand {
  static func compare(
    _ new: ExploreInput, with old: ExploreInput, invocation: Invocation, metadata: ReportMetadata?,
    names: inout ReproducerNames, write: (String) -> Void, writeError: (String) -> Void
  ) -> Int32 {
    var newRecording = mapRecording(invocation)
    newRecording.keepsGraph = true
    var oldRecording = ExploreRecording(keepsGraph: true, writesReproducers: false)
    let newStarts: [ExploredStart]
    let oldStarts: [ExploredStart]
    if old.isMissing {
      write(
        ControlCharacters.escapedInLine(old.file)
          + " does not exist: compared as an app with no states\n")
    }
    switch (
      explore(new, invocation: invocation, names: &names, recording: &newRecording),
      old.isMissing
        ? .success([])
        : explore(old, invocation: invocation, names: &names, recording: &oldRecording)
    ) {
    case (.success(let newExplored), .success(let oldExplored)):
      newStarts = newExplored
      oldStarts = oldExplored
    case (.failure(let problem), _), (_, .failure(let problem)):
      writeError(problem.description + "\n")
      return Navrun.ExitCode.badInput.rawValue
    }
    var code = Navrun.ExitCode.success
    for start in newStarts {
      for problem in start.writeProblems {
        writeError("navrun: error: \(problem)\n")
        code = .badInput
      }
    }
    let comparisons = Self.comparisons(
      new: newStarts, old: oldStarts, newFile: new.file, oldFile: old.file)
    for comparison in comparisons { write(ExploreComparisonConsole.text(for: comparison)) }
    write(ExploreComparisonConsole.summary(comparisons))
    if code == .success, comparisons.contains(where: { !$0.newFailures.isEmpty }) {
      code = .failure
    }
    let reports = ExploreReports.files(
      for: newStarts, invocation: invocation, metadata: metadata, comparisons: comparisons)
    if !writeReports(reports, writeError: writeError) { code = .badInput }
    return code.rawValue
  }

  /// The comparison of each start, matched by name: the new version's starts in order, then
  /// those only the old version has.
  static func comparisons(
    new: [ExploredStart], old: [ExploredStart], newFile: String, oldFile: String
  ) -> [StartComparison] {
    var comparisons = new.map { start in
      StartComparison(
        startName: start.startName, old: old.first { $0.startName == start.startName },
        new: start, oldFile: oldFile, newFile: newFile)
    }
    for start in old where !new.contains(where: { $0.startName == start.startName }) {
      comparisons.append(
        StartComparison(
          startName: start.startName, old: start, new: nil, oldFile: oldFile, newFile: newFile))
    }
    return comparisons
  }
}
