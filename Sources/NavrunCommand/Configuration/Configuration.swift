// `navrun.json`: a team's defaults for the command, in the package's root folder and found by
// walking up from the current folder, so that `navrun` run anywhere in the package behaves the
// same. Flags win over it. Paths in it are relative to its folder.

import Platform
import ScenarioFormat
import ScenarioRunner

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The defaults a `navrun.json` file sets.
public struct Configuration: Sendable, Equatable {
  /// The file's name.
  public static let fileName = "navrun.json"

  /// The file, as navrun shows it.
  public var file: String
  /// The folder of the file as a prefix for the paths written in it: empty for the current
  /// folder, else ending with `/`.
  public var folder: String {
    String(file.dropLast(Self.fileName.count))
  }
  /// The scenario files and folders to run when the command names none.
  public var paths: [String] = []
  /// Globs of files to leave out, as `--exclude` takes them; the command's `--exclude` globs
  /// are added to them.
  public var excludes: [Glob] = []
  /// The record mode outside CI, when no flag or `NAVRUN_RECORD` sets one.
  public var record: RecordMode?
  /// How many files run at once, when `--jobs` is not given.
  public var jobs: Int?
  /// The JUnit report written when `--junit` is not given.
  public var junitFile: String?
  /// The JSON report written when `--json` is not given.
  public var jsonFile: String?
  /// The HTML report written when `--html` is not given.
  public var htmlFile: String?
  /// What a full run does with unreferenced goldens, when `--unreferenced` is not given.
  public var unreferenced: UnreferencedPolicy?

  /// An empty configuration read from `file`.
  public init(file: String) {
    self.file = file
  }
}

extension Configuration {
  /// The `navrun.json` in `folder` or the nearest folder above it, and the prefix that makes
  /// the paths written in it usable from `folder`: `../` for each folder walked up when
  /// `folder` is the current folder (nil), else the absolute folder of the file.
  static func find(from folder: String?) -> (file: String, prefix: String)? {
    var current = folder ?? FileManager.default.currentDirectoryPath
    while current.count > 1, current.hasSuffix("/") { current.removeLast() }
    var depth = 0
    while true {
      let here = current.hasSuffix("/") ? current : current + "/"
      if FileKind.entry(at: here + fileName) != nil {
        let prefix = folder == nil ? String(repeating: "../", count: depth) : here
        return (prefix + fileName, prefix)
      }
      // The root has no folder above it; a relative start ends at its first component.
      guard let slash = current.lastIndex(of: "/"), current != "/" else { return nil }
      current = slash == current.startIndex ? "/" : String(current[..<slash])
      depth += 1
    }
  }

  /// The configuration that applies in `folder` (the current folder when nil), or nil when
  /// there is none.
  public static func load(from folder: String? = nil) throws(Diagnostic) -> Configuration? {
    try load(from: folder, trust: .system, warn: { _ in })
  }

  /// The configuration that applies in `folder`, or nil when there is none or when `trust`
  /// refuses the one found; `warn` is then told why.
  static func load(
    from folder: String?, trust: ConfigurationTrust, warn: (String) -> Void
  ) throws(Diagnostic) -> Configuration? {
    guard let (file, prefix) = find(from: folder) else { return nil }
    if let reason = trust.distrust(file: file, folder: prefix.isEmpty ? "." : prefix) {
      warn(
        "navrun: warning: \(file) is not used: \(reason); navrun runs without a configuration\n")
      return nil
    }
    let bytes: [UInt8]
    do {
      bytes = try FileBytes.read(file, limit: ScenarioLoader.maximumFileSize)
    } catch {
      throw Diagnostic(file: file, location: nil, message: Self.describe(error))
    }
    return try ConfigurationDecoder(file: file, bytes: bytes, prefix: prefix).decode()
  }

  private static func describe(_ error: FileReadError) -> String {
    switch error {
    case .missing: "the file is missing"
    case .isFolder: "it is a folder; the configuration is a file"
    case .notAFile(let kind): "it is \(kind.description), not a file"
    case .tooLarge(let size):
      "it is \(size) bytes; navrun reads files up to \(ScenarioLoader.maximumFileSize) bytes"
    case .nulInPath: "the path holds a NUL character"
    case .unreadable(let reason): "cannot read it: \(reason)"
    }
  }
}
