// The report files a run writes after its summary (`--junit`, `--json`, `--html`), each
// atomically, so that a CI job never uploads half a report.

enum ReportFiles {
  /// Writes the requested reports; returns one message per report that could not be written.
  static func write(_ summary: RunSummary, invocation: Invocation) -> [String] {
    var failures: [String] = []
    func save(_ file: String?, _ render: () throws -> String) {
      guard let file else { return }
      do {
        if let failure = AtomicFile.write(try render(), to: file, createsFolders: true) {
          failures.append(failure)
        }
      } catch {
        failures.append("cannot write \(file): \(error)")
      }
    }
    save(invocation.junitFile) { JUnitReport.document(for: summary) }
    save(invocation.jsonFile) { try JSONReport.document(for: summary) }
    save(invocation.htmlFile) { HTMLReport.document(for: summary) }
    return failures
  }
}
