// On GitHub Actions (`GITHUB_ACTIONS=true`), a run of `navrun run` or `navrun validate` also
// speaks to GitHub: an `::error` annotation per failure, on its line of the pull request
// (GitHubAnnotations.swift), and a Markdown job summary added to the file `GITHUB_STEP_SUMMARY`
// names (GitHubSummary.swift). Paths are given relative to the repository's root folder
// (`GITHUB_WORKSPACE`), as annotations need them, wherever in the checkout navrun runs.

import Platform
import ScenarioFormat
import ScenarioRunner

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// What a run tells GitHub Actions.
struct GitHubActions {
  /// The job summary file, when the runner names one.
  var summaryFile: String?
  /// The repository's root folder.
  var workspace: String?
  /// The current folder, which relative paths start from.
  var currentFolder: String

  /// The settings of a run on GitHub Actions, in `currentFolder` (the process's when nil);
  /// nil elsewhere.
  init?(environment: [String: String], currentFolder: String?) {
    guard environment["GITHUB_ACTIONS"] == "true" else { return nil }
    summaryFile = environment["GITHUB_STEP_SUMMARY"].flatMap { $0.isEmpty ? nil : $0 }
    workspace = environment["GITHUB_WORKSPACE"].flatMap { $0.isEmpty ? nil : $0 }
    self.currentFolder = currentFolder ?? FileManager.default.currentDirectoryPath
  }

  /// A file as the repository names it: relative to its root folder when below it.
  func path(_ file: String) -> String {
    var relative = file
    while relative.hasPrefix("./") { relative.removeFirst(2) }
    let absolute =
      relative.hasPrefix("/")
      ? relative : (currentFolder.hasSuffix("/") ? currentFolder : currentFolder + "/") + relative
    guard let workspace else { return RelativePath.of(file, from: currentFolder) }
    return RelativePath.of(absolute, from: workspace)
  }

  /// `text` with no line a workflow command: the runner reads a line whose text starts with
  /// `::` after its leading white space as one, so the first colon of such a line is written
  /// as its escape, `\u003a`, as navrun writes the control characters of a name.
  static func inert(_ text: String) -> String {
    guard text.contains("::") else { return text }
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    for index in lines.indices {
      let line = lines[index]
      let content = line.drop(while: \.isWhitespace)
      guard content.hasPrefix("::") else { continue }
      lines[index] = line[..<content.startIndex] + "\\u003a" + content.dropFirst()
    }
    return lines.joined(separator: "\n")
  }

  /// The `::error` commands of a run's failures.
  func annotations(for summary: RunSummary) -> String {
    GitHubAnnotations.commands(for: summary, path: path)
  }

  /// Adds the run's job summary to the summary file; returns why it could not, or nil.
  func writeSummary(_ summary: RunSummary, counts: String) -> String? {
    guard let summaryFile else { return nil }
    let existing: Int
    do {
      existing = try FileBytes.read(summaryFile, limit: GitHubSummary.limit).count
    } catch .missing {
      existing = 0
    } catch .tooLarge {
      return "the job summary \(summaryFile) is full (GitHub drops one over 1 MiB)"
    } catch {
      return "cannot read the job summary \(summaryFile): \(error.goldenReason)"
    }
    guard
      let markdown = GitHubSummary.markdown(
        for: summary, counts: counts, existing: existing, path: path)
    else { return "the job summary \(summaryFile) is full (GitHub drops one over 1 MiB)" }
    do throws(FileWriteError) {
      try FileBytes.append(Array(markdown.utf8), to: summaryFile)
      return nil
    } catch {
      return "cannot write the job summary \(summaryFile): \(error.reason)"
    }
  }
}
