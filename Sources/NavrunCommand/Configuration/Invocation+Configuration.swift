// What `navrun.json` changes in a command line: the settings no flag gives. The record mode
// and the unreferenced policy are decided with the environment (`NAVRUN_RECORD`, `CI`) where
// the run starts.

import ScenarioRunner

extension Invocation {
  /// Takes from `configuration` what the flags leave unset; its exclusions are added to the
  /// flags' ones.
  mutating func adopt(_ configuration: Configuration) {
    excludes = configuration.excludes + excludes
    configurationFile = configuration.file
    guard command == .run || command == .validate else { return }
    jobs = jobs ?? configuration.jobs
    junitFile = junitFile ?? configuration.junitFile
    jsonFile = jsonFile ?? configuration.jsonFile
    htmlFile = htmlFile ?? configuration.htmlFile
  }
}
