// `navrun init [FOLDER]`: sets a package up for navrun. It writes only files that do not exist
// yet — when one of them does, it writes nothing — and adds a missing line to `.gitattributes`
// and `.gitignore`, creating them when absent, without rewriting what they hold.

import ScenarioFormat

enum InitCommand {
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
    let files = [
      (Configuration.fileName, StarterFiles.configuration),
      (StarterFiles.schemaFile, EmbeddedSchema.text),
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
    do throws(FileWriteError) {
      for (name, text) in files {
        try FileBytes.createFolders(containing: prefix + name)
        try FileBytes.writeAtomically(Array(text.utf8), to: prefix + name)
        write("created \(prefix + name)\n")
      }
      for (name, line) in StarterFiles.gitLines {
        if try addLine(line, to: prefix + name) { write("added \"\(line)\" to \(prefix + name)\n") }
      }
    } catch {
      writeError("navrun: error: cannot write \(error.path): \(error.reason)\n")
      return Navrun.ExitCode.badInput.rawValue
    }
    write(StarterFiles.nextSteps)
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

  /// Adds `line` to the file at `path` unless a line of it already says so; creates the file
  /// when there is none. Returns whether it added the line.
  private static func addLine(_ line: String, to path: String) throws(FileWriteError) -> Bool {
    guard FileKind.entry(at: path) != nil else {
      try FileBytes.writeAtomically(Array((line + "\n").utf8), to: path)
      return true
    }
    let bytes: [UInt8]
    do {
      bytes = try FileBytes.read(path, limit: ScenarioLoader.maximumFileSize)
    } catch {
      throw FileWriteError(path: path, reason: "it cannot be read")
    }
    let text = String(decoding: bytes, as: UTF8.self)
    let lines = text.split(whereSeparator: \.isNewline).map {
      $0.filter { $0 != " " && $0 != "\t" }
    }
    guard !lines.contains(line.filter { $0 != " " }) else { return false }
    let separator = text.isEmpty || text.hasSuffix("\n") ? "" : "\n"
    try FileBytes.append(Array((separator + line + "\n").utf8), to: path)
    return true
  }
}

/// The example scenario failed: a bug in navrun, reported rather than written as a golden.
private struct InitFailure: Error, CustomStringConvertible {
  var description: String
}

extension InitCommand {
  /// `navrun schema`: the schema `init` writes, to update a copy after upgrading navrun.
  static func printSchema(write: (String) -> Void) {
    write(EmbeddedSchema.text)
  }
}
