// Reading a scenario file and the definitions files it uses, turning every failure into a
// located diagnostic: a file that cannot be read, is not JSON, or does not decode.

import NavigationCore
import Platform

/// Reads and decodes scenario files.
public struct ScenarioLoader: Sendable {
  /// The largest file navrun reads, in bytes (16 MiB).
  public static let maximumFileSize = 16 << 20
  /// The deepest JSON nesting navrun reads.
  public static let maximumDepth = 128
  /// The most errors reported for one scenario file: decoding goes on past an error where
  /// the rest of the file does not depend on what failed, and stops at this many.
  public static let maximumErrors = DecodingContext.maximumErrors

  /// Creates a loader.
  public init() {}

  /// Loads and decodes the scenario at `file` (a path as the user wrote it).
  public func load(_ file: String) throws(Diagnostic) -> Scenario {
    var usedFiles: [String] = []
    return try load(file, usedFiles: &usedFiles)
  }

  /// Loads and decodes the scenario at `file`, appending to `usedFiles` the path of every
  /// file it `use`s, as read, even when decoding then fails: a watcher re-runs the scenario
  /// when one of them changes or appears.
  public func load(_ file: String, usedFiles: inout [String]) throws(Diagnostic) -> Scenario {
    try decode(try read(file, from: nil), file: file, usedFiles: &usedFiles)
  }

  /// Decodes the bytes of the scenario file `file`; `use` paths are read relative to it.
  public func decode(_ bytes: [UInt8], file: String) throws(Diagnostic) -> Scenario {
    var usedFiles: [String] = []
    return try decode(bytes, file: file, usedFiles: &usedFiles)
  }

  /// Decodes the bytes of the scenario file `file`, appending to `usedFiles` the path of
  /// every file it `use`s (relative to `file`'s folder) before that file is read.
  public func decode(
    _ bytes: [UInt8], file: String, usedFiles: inout [String]
  ) throws(Diagnostic) -> Scenario {
    var document: JSONNode?
    return try decode(bytes, file: file, usedFiles: &usedFiles, document: &document)
  }

  /// Decodes the bytes of the scenario file `file` as `decode(_:file:usedFiles:)` does, and
  /// sets `document` to the parsed file once it parses, for a caller that reads it again.
  public func decode(
    _ bytes: [UInt8], file: String, usedFiles: inout [String], document: inout JSONNode?
  ) throws(Diagnostic) -> Scenario {
    // The bytes of the `use` files, for a diagnostic in one of them; the scenario's own bytes
    // are at hand, and a dictionary holding them cost a visible part of decoding a small file.
    var usedSources: [String: [UInt8]] = [:]
    // Where each used file is named, so that an error in it says which scenario used it.
    var usedAt: [String: SourceLocation] = [:]
    // Kept past `do` for the errors decoding went on past.
    var decodingContext: DecodingContext?
    do {
      let root = try parse(bytes, file: file)
      document = root
      let context = DecodingContext(file: file, bytes: bytes)
      decodingContext = context
      var definedIn: [String: String] = [:]
      var used: [DefinitionSections] = []
      let uses = try locate(file) { () throws(DecodingError) in try ScenarioDecoder.uses(of: root) }
      // Found on the first `use`: most scenarios use nothing.
      var repository: String??
      for (path, node) in uses {
        let usedFile = FilePath.joining(FilePath.folder(of: file), path)
        usedFiles.append(usedFile)
        if repository == nil { repository = Self.repository(holding: file) }
        if let repository = repository ?? nil {
          try Self.checkInside(repository, usedFile, from: (file, node))
        }
        let usedBytes = try read(usedFile, from: (file, node))
        usedSources[usedFile] = usedBytes
        usedAt[usedFile] = node.location
        context.sources[usedFile] = usedBytes
        context.usedFiles.append(usedFile)
        let usedRoot = try parse(usedBytes, file: usedFile)
        if let sections = DefinitionsDecoder(context: context).collect(
          usedRoot, at: .root, file: usedFile, definedIn: &definedIn)
        {
          used.append(sections)
        }
      }
      let scenario = try locate(file) { () throws(DecodingError) in
        try ScenarioDecoder(context: context).scenario(
          root, file: file,
          defaultName: FilePath.baseName(of: file),
          used: used, definedIn: definedIn)
      }
      usedFiles += context.captureFiles
      return scenario
    } catch {
      // A watcher re-runs the scenario when a capture it reads changes, even one that failed.
      usedFiles += decodingContext?.captureFiles ?? []
      throw Self.gathered(
        error, from: decodingContext, file: file, bytes: bytes, usedSources: usedSources,
        usedAt: usedAt)
    }
  }

  /// Loads a definitions file on its own, for `navrun validate`; throws its first error, with
  /// every error found (up to `maximumErrors`) as the following ones.
  public func validateDefinitions(_ file: String) throws(Diagnostic) {
    let bytes = try read(file, from: nil)
    let context = DecodingContext(file: file, bytes: bytes)
    do throws(Diagnostic) {
      let root = try parse(bytes, file: file)
      var definedIn: [String: String] = [:]
      let decoder = DefinitionsDecoder(context: context)
      if let sections = decoder.collect(root, at: .root, file: file, definedIn: &definedIn) {
        _ = decoder.decode([sections])
      }
      if let first = context.errors.first {
        throw Diagnostic(file: file, location: first.location, message: first.message)
      }
    } catch {
      throw Self.gathered(
        error, from: context, file: file, bytes: bytes, usedSources: [:], usedAt: [:])
    }
  }

  /// The first error of a file with the others it has as its following errors, in file order,
  /// each with its source line, and after the last, when there are as many as navrun reports,
  /// a line saying it stopped.
  ///
  /// `error` is the one that stopped decoding; the context's errors, when there are any, hold
  /// it and every error decoding went on past.
  private static func gathered(
    _ error: Diagnostic, from context: DecodingContext?, file: String, bytes: [UInt8],
    usedSources: [String: [UInt8]], usedAt: [String: SourceLocation]
  ) -> Diagnostic {
    var diagnostics = [error]
    if let collected = context?.errorsInFileOrder, !collected.isEmpty {
      diagnostics = collected.map {
        Diagnostic(file: $0.file ?? file, location: $0.location, message: $0.message)
      }
    }
    for index in diagnostics.indices {
      let diagnostic = diagnostics[index]
      let source = usedSources[diagnostic.file] ?? (diagnostic.file == file ? bytes : nil)
      if let location = diagnostic.location, let source {
        diagnostics[index].sourceLine = source.line(containing: location)
      }
      if let use = usedAt[diagnostic.file] {
        diagnostics[index].message +=
          " (\(diagnostic.file) is used by \(file):\(use.line):\(use.column))"
      }
    }
    if diagnostics.count >= maximumErrors {
      diagnostics.append(
        Diagnostic(
          file: file, location: nil,
          message: "navrun stops at \(maximumErrors) errors in a file; fix these and run it again"))
    }
    var first = diagnostics[0]
    first.followingErrors = Array(diagnostics.dropFirst())
    return first
  }

  private func locate<Result>(
    _ file: String, _ body: () throws(DecodingError) -> Result
  ) throws(Diagnostic) -> Result {
    do {
      return try body()
    } catch {
      throw Diagnostic(file: error.file ?? file, location: error.location, message: error.message)
    }
  }

  private func parse(_ bytes: [UInt8], file: String) throws(Diagnostic) -> JSONNode {
    do {
      return try JSONReader.parse(bytes, maximumDepth: Self.maximumDepth)
    } catch {
      throw Diagnostic(file: file, location: error.location, message: error.message)
    }
  }

  /// The repository a scenario is in: the nearest folder above it holding `.git`, resolved;
  /// nil when it is in none.
  package static func repository(holding file: String) -> String? {
    let folder = FilePath.folder(of: file)
    guard var current = FileBytes.resolvedPath(folder.isEmpty ? "." : folder) else { return nil }
    while true {
      if FileKind.entry(at: FilePath.joining(current, ".git")) != nil { return current }
      guard current != "/" else { return nil }
      current = FilePath.folder(of: current)
    }
  }

  /// Refuses a used file outside the scenario's repository, links followed, before reading it:
  /// a scenario in a pull request must not put a file from outside the checkout (a secret)
  /// into the errors CI shows and keeps.
  private static func checkInside(
    _ repository: String, _ used: String, from reference: (file: String, node: JSONNode)
  ) throws(Diagnostic) {
    guard isOutside(repository, used) else { return }
    throw Diagnostic(
      file: reference.file, location: reference.node.location,
      message: "use: \(used) is outside the repository \(repository); a scenario uses "
        + "definitions files inside its repository")
  }

  /// Whether a file, links followed, is outside a repository.
  static func isOutside(_ repository: String, _ file: String) -> Bool {
    let parent = FilePath.folder(of: file)
    let resolved =
      FileBytes.resolvedPath(file) ?? FileBytes.resolvedPath(parent.isEmpty ? "." : parent)
    guard let resolved, resolved != repository,
      !resolved.hasPrefix(repository.hasSuffix("/") ? repository : repository + "/")
    else { return false }
    return true
  }

  private func read(_ file: String, from reference: (file: String, node: JSONNode)?)
    throws(Diagnostic) -> [UInt8]
  {
    func failure(_ message: String) -> Diagnostic {
      guard let reference else { return Diagnostic(file: file, location: nil, message: message) }
      return Diagnostic(
        file: reference.file, location: reference.node.location, message: "use: \(message)")
    }
    do {
      return try FileBytes.read(file, limit: Self.maximumFileSize)
    } catch {
      throw failure(Self.message(for: error, reading: file))
    }
  }

  /// Why a file could not be read, as an error says it.
  static func message(for error: FileReadError, reading file: String) -> String {
    switch error {
    case .missing: "no such file \(file)"
    case .isFolder: "\(file) is a folder, not a file"
    case .tooLarge(let size):
      "\(file) is \(size) bytes; navrun reads files up to \(Self.maximumFileSize) bytes"
    case .notAFile(let kind):
      "\(file) is \(kind.description), not a file; navrun reads only regular files"
    case .nulInPath: "the path holds a NUL character"
    case .unreadable(let reason): "cannot read \(file): \(reason)"
    }
  }
}
