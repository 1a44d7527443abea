// `navrun init [FOLDER]`: sets a package up for navrun. It writes only files that do not exist
// yet — when one of them does, it writes nothing — and adds a missing line to `.gitattributes`
// and `.gitignore`, creating them when absent, without rewriting what they hold. It writes
// `.vscode/settings.json`, which gives each kind of file its schema, only when there is none,
// and otherwise prints what to add to it. It writes everything or nothing (see
// InitTransaction). `navrun init --ci` prints the CI snippets only, and writes nothing.

import Platform
import ScenarioFormat
import ScenarioRunner

enum InitCommand: NavrunSubcommand {
  static func run(_ invocation: Invocation, in context: CommandContext) -> Int32 {
    // A repository already set up, upgrading navrun or adding a CI service: the snippets of
    // this version, and nothing written.
    if invocation.printsCISnippets {
      context.write(StarterFiles.ciSnippets)
      return Navrun.ExitCode.success.rawValue
    }
    return run(
      in: invocation.paths.first ?? context.currentFolder ?? ".", write: context.write,
      writeError: context.writeError)
  }

  /// Runs `navrun init` in `folder`; returns the exit code.
  static func run(in folder: String, write: (String) -> Void, writeError: (String) -> Void)
    -> Int32
  {
    let prefix = folder == "." ? "" : folder.hasSuffix("/") ? folder : folder + "/"
    let golden: String
    do {
      golden = try goldenOfTheExample()
    } catch {
      writeError("navrun: error: the example scenario does not run: \(error)\n")
      return Navrun.ExitCode.failure.rawValue
    }
    var files = [(Configuration.fileName, StarterFiles.configuration)]
    files += SchemaKind.allCases.map { ($0.fileName, $0.text) }
    files += [
      (StarterFiles.scenarioFile, StarterFiles.scenario),
      (GoldenStore.goldenPath(for: StarterFiles.scenarioFile), golden),
    ]
    let existing = files.map(\.0).filter { FileKind.entry(at: prefix + $0) != nil }
    let unusable = StarterFiles.gitLines.map(\.file).filter {
      FileKind.entry(at: prefix + $0).map { $0 != .regular } ?? false
    }
    guard existing.isEmpty, unusable.isEmpty else {
      for name in existing { writeError("navrun: error: \(prefix + name) exists\n") }
      for name in unusable { writeError("navrun: error: \(prefix + name) is not a regular file\n") }
      writeError("navrun init writes only new files; nothing was written\n")
      return Navrun.ExitCode.badInput.rawValue
    }
    // The git files are read before anything is written, so that one that cannot be read
    // stops the run while nothing has changed yet.
    var gitFiles: [(path: String, line: String, text: String?)] = []
    for (name, line) in StarterFiles.gitLines {
      guard FileKind.entry(at: prefix + name) != nil else {
        gitFiles.append((prefix + name, line, nil))
        continue
      }
      guard let bytes = try? FileBytes.read(prefix + name, limit: ScenarioLoader.maximumFileSize)
      else {
        writeError("navrun: error: cannot read \(prefix + name)\n")
        writeError("navrun init writes only new files; nothing was written\n")
        return Navrun.ExitCode.badInput.rawValue
      }
      gitFiles.append((prefix + name, line, String(decoding: bytes, as: UTF8.self)))
    }
    // The editor's settings are the team's own when they exist: left as they are.
    let settingsPath = prefix + SchemaFiles.settingsFile
    let writesSettings = FileKind.entry(at: settingsPath) == nil
    var transaction = InitTransaction()
    var done = ""
    do throws(FileWriteError) {
      for (name, text) in files {
        try transaction.create(prefix + name, text: text)
        done += "created \(prefix + name)\n"
      }
      if writesSettings {
        try transaction.create(settingsPath, text: SchemaFiles.settings)
        done += "created \(settingsPath)\n"
      } else {
        done +=
          "left \(settingsPath) as it is; for VS Code to check each kind of file against its "
          + "schema, add:\n" + SchemaFiles.schemaAssociations
      }
      for (path, line, text) in gitFiles {
        guard let text else {
          try transaction.create(path, text: line + "\n")
          done += "added \"\(line)\" to \(path)\n"
          continue
        }
        guard let addition = addition(of: line, to: text) else { continue }
        try transaction.append(addition, to: path, length: text.utf8.count)
        done += "added \"\(line)\" to \(path)\n"
      }
    } catch {
      transaction.rollBack()
      writeError("navrun: error: cannot write \(error.path): \(error.reason)\n")
      writeError("navrun init writes all of its files or none; nothing was written\n")
      return Navrun.ExitCode.badInput.rawValue
    }
    write(done)
    // A folder with a manifest is a Swift package; any other (an Xcode project's repository)
    // runs the installed command.
    write(StarterFiles.nextSteps(inPackage: FileKind.entry(at: prefix + "Package.swift") != nil))
    return Navrun.ExitCode.success.rawValue
  }

  /// The golden of the example, made by running it as `navrun` would.
  private static func goldenOfTheExample() throws -> String {
    let scenario = try ScenarioLoader().decode(
      Array(StarterFiles.scenario.utf8), file: StarterFiles.scenarioFile)
    let result = ScenarioExecution.run(scenario, keepingSteps: false)
    guard result.failures.isEmpty, let golden = result.golden else {
      throw InitFailure(description: result.failures.map(\.description).joined(separator: "\n"))
    }
    return golden
  }

  /// What to append to a git file holding `text` so that it has `line`, or nil when a line of
  /// it already says so.
  private static func addition(of line: String, to text: String) -> String? {
    let lines = text.split(whereSeparator: \.isNewline).map {
      $0.filter { $0 != " " && $0 != "\t" }
    }
    guard !lines.contains(line.filter { $0 != " " }) else { return nil }
    let separator = text.isEmpty || text.hasSuffix("\n") ? "" : "\n"
    return separator + line + "\n"
  }
}

/// The example scenario failed: a bug in navrun, reported rather than written as a golden.
private struct InitFailure: Error, CustomStringConvertible {
  var description: String
}
