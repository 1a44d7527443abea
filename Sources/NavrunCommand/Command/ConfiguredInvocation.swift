// The command line of a command that finds scenarios (run, validate, review, accept, reject)
// with what the nearest `navrun.json` adds to it: the settings no flag gives, and the paths to
// look in when none is given.

import ScenarioFormat

/// A command line that finds scenarios, with its configuration.
struct ConfiguredInvocation {
  /// The command line, with the configuration's settings adopted.
  var invocation: Invocation
  /// The `navrun.json` found, if any.
  var configuration: Configuration?
  /// The files and folders to look in: the arguments', else the configuration's, else
  /// `Scenarios`.
  var paths: [String]
}

extension CommandContext {
  /// `invocation` with the configuration found from the current folder; nil, after saying why,
  /// when the configuration cannot be read.
  func configured(_ invocation: Invocation) -> ConfiguredInvocation? {
    let configuration: Configuration?
    do throws(Diagnostic) {
      configuration = try Configuration.load(from: currentFolder, trust: .system, warn: writeError)
    } catch {
      writeError("\(error.description)\n")
      return nil
    }
    var invocation = invocation
    if let configuration { invocation.adopt(configuration) }
    let defaultPaths = configuration.map { $0.paths.isEmpty ? [$0.folder + "Scenarios"] : $0.paths }
    let paths = invocation.paths.isEmpty ? defaultPaths ?? ["Scenarios"] : invocation.paths
    return ConfiguredInvocation(invocation: invocation, configuration: configuration, paths: paths)
  }
}
