// The review flow of pending goldens, after insta's: `navrun --record new` writes results that
// differ from their golden (or have none) as `x.golden.new`; `navrun review [PATH…]` lists them
// with the diff from the golden; `navrun accept [PATH…]` renames each over its golden (one
// atomic rename) and `navrun reject [PATH…]` deletes it, only ever a regular file (see
// PendingGoldenFile). A PATH is a folder (every pending golden below it), a `.golden.new`
// file, or a scenario or golden file (its pending golden).

import Platform
import ScenarioFormat
import ScenarioRunner

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

struct GoldenReview {
  var palette: Palette

  func run(
    _ command: Invocation.Command, paths: [String], write: (String) -> Void,
    writeError: (String) -> Void
  ) -> Int32 {
    var (pending, code) = pendingGoldens(in: paths, write: write, writeError: writeError)
    guard !pending.isEmpty else { return code.rawValue }
    for file in pending {
      switch command {
      case .accept, .reject:
        if !apply(accepting: command == .accept, file, write: write, writeError: writeError) {
          code = .badInput
        }
      case .review, .run, .validate, .print, .setUp, .schema, .explore:
        switch texts(of: file) {
        case .success(let texts): write(review(file, texts: texts))
        case .failure(let problem):
          writeError("navrun: error: \(problem.message)\n")
          code = .badInput
        }
      }
    }
    if command == .review {
      let count = pending.count
      write(
        "\(count) pending golden\(count == 1 ? "" : "s"): `navrun accept PATH…` keeps "
          + "\(count == 1 ? "it" : "them"), `navrun reject PATH…` drops "
          + "\(count == 1 ? "it" : "them")\n")
    }
    return code.rawValue
  }

  /// The pending goldens at `paths`, in order, and the exit code so far: bad input when a path does
  /// not exist, which is reported.
  ///
  /// No pending goldens at all is said too.
  func pendingGoldens(
    in paths: [String], write: (String) -> Void, writeError: (String) -> Void
  ) -> (files: [PendingGoldenFile], code: Navrun.ExitCode) {
    let (pending, missing) = ScenarioDiscovery.pendingGoldens(in: paths)
    for path in missing { writeError("navrun: error: no such file or folder: \(path)\n") }
    if pending.isEmpty {
      write(
        "no pending goldens (x.golden.new) in "
          + ControlCharacters.escaped(paths.joined(separator: ", ")) + "\n")
    }
    return (pending.map(PendingGoldenFile.init(path:)), missing.isEmpty ? .success : .badInput)
  }

  /// Accepts or rejects a pending golden and says what came of it; false when it failed.
  func apply(
    accepting: Bool, _ file: PendingGoldenFile, write: (String) -> Void,
    writeError: (String) -> Void
  ) -> Bool {
    if let failure = accepting ? file.accept() : file.reject() {
      writeError("navrun: error: \(failure)\n")
      return false
    }
    let shown = ControlCharacters.escapedInLine(accepting ? file.golden : file.path)
    write(accepting ? "accepted \(shown)\n" : "rejected \(shown)\n")
    return true
  }

  /// A pending golden with the diff from its golden, indented below a line that says whether
  /// it is new, changed or the same.
  ///
  /// The names and both texts are escaped before the diff is styled, so that a pending golden
  /// cannot move the cursor or clear the screen over the diff the reviewer is reading.
  func review(_ file: PendingGoldenFile, texts: (old: String?, new: String)) -> String {
    let golden = ControlCharacters.escapedInLine(file.golden)
    let path = ControlCharacters.escapedInLine(file.path)
    let new = ControlCharacters.escaped(texts.new)
    guard let old = texts.old.map({ ControlCharacters.escaped($0) }) else {
      return palette.yellow("NEW    ") + " \(golden)\n"
        + indent(
          UnifiedDiff.text(
            from: "", to: new, oldName: "\(golden) (none yet)", newName: path,
            colored: palette.isEnabled))
    }
    let diff = UnifiedDiff.text(
      from: old, to: new, oldName: golden, newName: path, colored: palette.isEnabled)
    guard !diff.isEmpty else {
      return palette.green("SAME   ") + " \(golden) (the pending golden equals it)\n"
    }
    return palette.yellow("CHANGED") + " \(golden)\n" + indent(diff)
  }

  /// Why a pending golden cannot be reviewed.
  struct Problem: Error {
    var message: String
  }

  /// The golden's text (nil when there is none yet) and the pending golden's, read with the checks
  /// a run and `accept` apply: only regular files, up to the size a run reads.
  ///
  /// A FIFO, a device, a link to one or an oversized file is said to be what it is, never read.
  func texts(of file: PendingGoldenFile) -> Result<(old: String?, new: String), Problem> {
    let limit = ScenarioLoader.maximumFileSize
    // As accept and reject: only a regular file is a pending golden navrun wrote.
    if let kind = FileKind.entry(at: file.path), kind != .regular {
      return .failure(
        Problem(
          message: "cannot review \(file.path): it is \(kind.description), "
            + "not a pending golden navrun wrote"))
    }
    let new: [UInt8]
    do {
      new = try FileBytes.read(file.path, limit: limit)
    } catch {
      let reason = error == .missing ? "it no longer exists" : error.goldenReason
      return .failure(
        Problem(message: "cannot review \(file.path): \(reason), not a pending golden navrun wrote")
      )
    }
    let old: [UInt8]?
    do {
      old = try FileBytes.read(file.golden, limit: limit)
    } catch .missing {
      old = nil
    } catch {
      return .failure(
        Problem(
          message: "cannot review \(file.path): its golden \(file.golden): \(error.goldenReason)")
      )
    }
    return .success(
      (old.map { String(decoding: $0, as: UTF8.self) }, String(decoding: new, as: UTF8.self)))
  }

  private func indent(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.isEmpty ? "" : "    " + $0 }
      .joined(separator: "\n")
  }
}
