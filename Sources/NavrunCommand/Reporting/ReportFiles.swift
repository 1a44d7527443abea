// The report files a run writes after its summary (`--junit`, with the pictures of its
// failures beside it, `--json`, `--html`), each atomically, so that a CI job never uploads half
// a report. Only a regular file (or nothing)
// is replaced: a link to a file replaces the file it leads to, a FIFO or a device such as
// `/dev/stdout` is written into, and a folder or a dangling link is an error.

import Platform
import ScenarioFormat
import ScenarioRunner

enum ReportFiles {
  /// Writes the requested reports; returns one message per report that could not be written.
  ///
  /// The HTML report describes the run with `metadata`, which a run with `--html` has.
  static func write(
    _ summary: RunSummary, invocation: Invocation, metadata: ReportMetadata?
  ) -> [String] {
    var failures: [String] = []
    func save(_ file: String?, _ render: () throws -> String) {
      guard let file else { return }
      do {
        if let failure = write(try render(), to: file) { failures.append(failure) }
      } catch {
        failures.append("cannot write \(file): \(error)")
      }
    }
    if let junit = invocation.junitFile {
      let cases = summary.scenarioReports.flatMap(JUnitCase.cases(of:))
      var attachments: [Int: String] = [:]
      // Beside a report that is a file, never beside a device such as /dev/stdout.
      if [nil, .regular].contains(FileKind.entry(at: junit)) {
        for picture in JUnitAttachments.pictures(for: cases, report: junit) {
          // Never through a link: only a regular file or nothing is replaced.
          if let failure = AtomicFile.write(picture.svg, to: picture.file, createsFolders: true) {
            failures.append(failure)
          } else {
            attachments[picture.index] = RelativePath.of(picture.file)
          }
        }
      }
      save(junit) { JUnitReport.document(for: summary, cases: cases, attachments: attachments) }
    }
    save(invocation.jsonFile) { try JSONReport.document(for: summary) }
    if let metadata {
      save(invocation.htmlFile) { HTMLReport.document(for: summary, metadata: metadata) }
    }
    return failures
  }

  /// Writes one report (a run's or an exploration's); returns why it failed, or nil.
  static func write(_ text: String, to file: String) -> String? {
    switch FileKind.entry(at: file) {
    case nil, .regular?:
      return AtomicFile.write(text, to: file, createsFolders: true)
    case .symbolicLink?, .fifo?, .device?:
      break
    case let kind?:
      return "cannot write \(file): it is \(kind.description)"
    }
    // A link, a FIFO or a device: what the path leads to decides.
    switch FileKind.target(of: file) {
    case .regular?:
      guard let target = FileBytes.resolvedPath(file) else {
        return "cannot write \(file): it is a link to nothing"
      }
      return AtomicFile.write(text, to: target)
    case .fifo?, .device?:
      do throws(FileWriteError) {
        try FileBytes.writeInPlace(text.utf8, to: file)
        return nil
      } catch {
        return "cannot write \(file): \(error.reason)"
      }
    case let kind?:
      return "cannot write \(file): it leads to \(kind.description)"
    case nil:
      return "cannot write \(file): it is a link to nothing"
    }
  }
}
