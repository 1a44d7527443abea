// The HTML report's description of a run the command line starts: now, or at
// `SOURCE_DATE_EPOCH`, at the commit of the current folder's Git checkout.

import ScenarioRunner

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension ReportMetadata {
  /// The metadata of a run started now with these arguments, in the current folder.
  init(arguments: [String], environment: [String: String]) throws(UsageError) {
    let fixed = try Self.fixedDate(environment: environment)
    self.init(
      date: fixed ?? Int64(Date().timeIntervalSince1970.rounded(.down)), arguments: arguments,
      commit: GitCommit.head(from: FileManager.default.currentDirectoryPath),
      isReproducible: fixed != nil)
  }
}
