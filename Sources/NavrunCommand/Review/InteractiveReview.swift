// `navrun review` on a terminal, after `cargo insta review`: each pending golden in turn under
// a "[3/12]" header, with its diff and a question answered by one key (a accept, r reject,
// s skip, q quit), then a line that sums up. Another key asks again with a line of help; the
// end of input quits. What is skipped, or not reached before quitting, stays pending.

import Platform
import ScenarioRunner

/// An interactive review of pending goldens.
struct InteractiveReview {
  /// The review that renders each pending golden and applies the answers.
  var review: GoldenReview

  /// What a key asks for.
  enum Answer: Equatable {
    case accept, reject, skip, quit
  }

  /// The answer a key press gives, or nil for a key that means nothing here (Enter included, so
  /// that a key held down or pressed twice cannot run through the goldens).
  ///
  /// Ctrl-C, Ctrl-D and Escape quit, as q does.
  static func answer(to key: String) -> Answer? {
    switch key {
    case "a", "A": .accept
    case "r", "R": .reject
    case "s", "S": .skip
    case "q", "Q", "\u{03}", "\u{04}", "\u{1B}": .quit
    default: nil
    }
  }

  static let prompt = "accept, reject, skip or quit? [a/r/s/q] "
  static let help =
    "a: accept (move the pending golden over its golden), r: reject (delete it), "
    + "s: skip (leave it pending), q: quit (leave the rest pending)"

  /// How the answers went.
  struct Tally {
    var accepted = 0
    var rejected = 0
    var skipped = 0
    var failed = 0
    var notReviewed = 0

    /// "2 accepted, 1 rejected, 3 skipped", and what failed or was not reached.
    var summary: String {
      var parts = ["\(accepted) accepted", "\(rejected) rejected", "\(skipped) skipped"]
      if failed > 0 { parts.append("\(failed) failed") }
      if notReviewed > 0 { parts.append("\(notReviewed) not reviewed") }
      return parts.joined(separator: ", ")
    }
  }

  /// Reviews the pending goldens at `paths` with the keys from `keys`, or, when it is nil,
  /// from the terminal at descriptor `terminal` (standard input) in raw mode; when navrun is
  /// the whole process (`ownsProcess`), a signal that ends it gives the terminal back too.
  func run(
    paths: [String], keys: (any KeySource)?, terminal: Int32 = 0, ownsProcess: Bool = false,
    write: (String) -> Void, writeError: (String) -> Void
  ) -> Int32 {
    if var keys {
      return run(paths: paths, keys: &keys, write: write, writeError: writeError)
    }
    return RawTerminal.run(on: terminal, restoresOnSignals: ownsProcess) {
      var keys = TerminalKeys(descriptor: terminal)
      return run(paths: paths, keys: &keys, write: write, writeError: writeError)
    }
  }

  /// Reviews the pending goldens at `paths` with the keys from `keys`.
  ///
  /// Exits 0 when none is left pending, 1 when some are (skipped, or not reached before quitting),
  /// and 2 when a path does not exist or a golden could not be accepted or rejected.
  func run(
    paths: [String], keys: inout some KeySource, write: (String) -> Void,
    writeError: (String) -> Void
  ) -> Int32 {
    let (files, code) = review.pendingGoldens(in: paths, write: write, writeError: writeError)
    guard !files.isEmpty else { return code.rawValue }
    var tally = Tally()
    reviewing: for (index, file) in files.enumerated() {
      if index > 0 { write("\n") }
      let texts: (old: String?, new: String)
      switch review.texts(of: file) {
      case .success(let read): texts = read
      case .failure(let problem):
        // Nothing to decide on: said, counted as failed, and the next one shown.
        writeError("navrun: error: \(problem.message)\n")
        tally.failed += 1
        continue reviewing
      }
      write(
        review.palette.bold("[\(index + 1)/\(files.count)]") + " "
          + review.review(file, texts: texts))
      let answer = ask(&keys, write: write)
      switch answer {
      case .accept, .reject:
        let accepting = answer == .accept
        if !review.apply(accepting: accepting, file, write: write, writeError: writeError) {
          tally.failed += 1
        } else if accepting {
          tally.accepted += 1
        } else {
          tally.rejected += 1
        }
      case .skip:
        write("skipped \(ControlCharacters.escapedInLine(file.path))\n")
        tally.skipped += 1
      case .quit:
        tally.notReviewed = files.count - index
        break reviewing
      }
    }
    write(tally.summary + "\n")
    if code == .badInput || tally.failed > 0 { return Navrun.ExitCode.badInput.rawValue }
    let leftPending = tally.skipped + tally.notReviewed
    return (leftPending > 0 ? Navrun.ExitCode.failure : .success).rawValue
  }

  /// Asks about the golden just shown until a key answers; the end of input quits.
  private func ask(_ keys: inout some KeySource, write: (String) -> Void) -> Answer {
    while true {
      write(Self.prompt)
      guard let key = keys.nextKey() else {
        write("\n")
        return .quit
      }
      write("\n")
      if let answer = Self.answer(to: key) { return answer }
      write(Self.help + "\n")
    }
  }
}
