// The HTML report's description of a run the command line starts: now, or at
// `SOURCE_DATE_EPOCH`, at the commit and branch the CI service names, else those of the current
// folder's Git checkout.

import ScenarioRunner

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension ReportMetadata {
  /// The metadata of a run started now with these arguments, in `folder` (the current folder
  /// when nil): the commit and branch from the CI service's variables, else from `.git`.
  init(
    arguments: [String], environment: [String: String], folder: String? = nil
  ) throws(UsageError) {
    let fixed = try Self.fixedDate(environment: environment)
    let folder = folder ?? FileManager.default.currentDirectoryPath
    let revision = ContinuousIntegration.revision(in: environment)
    self.init(
      date: fixed ?? Int64(Date().timeIntervalSince1970.rounded(.down)), arguments: arguments,
      commit: revision?.commit ?? GitCommit.head(from: folder),
      branch: revision?.branch ?? GitCommit.branch(from: folder), isReproducible: fixed != nil)
  }
}
