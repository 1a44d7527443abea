// Finding scenario files: the paths given, folders searched recursively, in a stable order
// (byte order of the path) so that every run and every machine lists them the same way.
// Hidden folders and build folders are skipped. Definitions files — `*.defs.json`, or JSON
// objects holding only definitions sections — are checked but not run.

import Foundation

/// A file navrun found.
public struct DiscoveredFile: Sendable, Equatable {
  /// The path as navrun reports it.
  public var path: String
}

/// Expands paths into the JSON files below them.
public enum ScenarioDiscovery {
  /// The JSON files at or below `paths`, sorted; paths that do not exist are returned in
  /// `missing`.
  public static func files(in paths: [String]) -> (files: [String], missing: [String]) {
    var files: [String] = []
    var missing: [String] = []
    for path in paths {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
        missing.append(path)
        continue
      }
      if isDirectory.boolValue {
        files += jsonFiles(below: path)
      } else {
        files.append(path)
      }
    }
    var seen = Set<String>()
    return (files.filter { seen.insert($0).inserted }, missing)
  }

  private static func jsonFiles(below folder: String) -> [String] {
    let trimmed = folder.count > 1 && folder.hasSuffix("/") ? String(folder.dropLast()) : folder
    var result: [String] = []
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: trimmed) else {
      return []
    }
    for name in names.sorted(by: { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }) {
      guard !name.hasPrefix("."), name != "node_modules" else { continue }
      let path = trimmed == "." ? name : trimmed + "/" + name
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
        continue
      }
      if isDirectory.boolValue {
        result += jsonFiles(below: path)
      } else if name.hasSuffix(".json") {
        result.append(path)
      }
    }
    return result
  }

  /// Whether a file holds definitions rather than a scenario, judged by its name.
  public static func isDefinitionsFile(_ path: String) -> Bool {
    path.hasSuffix(".defs.json")
  }
}
