// The review flow of pending goldens, after insta's: `navrun --record new` writes results that
// differ from their golden (or have none) as `x.golden.new`; `navrun review [PATH…]` lists them
// with the diff from the golden; `navrun accept [PATH…]` renames each over its golden (one
// atomic rename) and `navrun reject [PATH…]` deletes it. A PATH is a folder (every pending
// golden below it), a `.golden.new` file, or a scenario or golden file (its pending golden).

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

struct GoldenReview {
  var palette: Palette

  func run(
    _ command: Invocation.Command, paths: [String], write: (String) -> Void,
    writeError: (String) -> Void
  ) -> Int32 {
    let (pending, missing) = ScenarioDiscovery.pendingGoldens(in: paths)
    for path in missing { writeError("navrun: error: no such file or folder: \(path)\n") }
    var code = missing.isEmpty ? Navrun.ExitCode.success : .badInput
    guard !pending.isEmpty else {
      write("no pending goldens (x.golden.new) in \(paths.joined(separator: ", "))\n")
      return code.rawValue
    }
    for file in pending {
      let golden = String(file.dropLast(".new".count))
      switch command {
      case .accept:
        if rename(file, golden) == 0 {
          write("accepted \(golden)\n")
        } else {
          writeError("navrun: error: cannot move \(file) over \(golden): \(errorText())\n")
          code = .badInput
        }
      case .reject:
        if unlink(file) == 0 {
          write("rejected \(file)\n")
        } else {
          writeError("navrun: error: cannot delete \(file): \(errorText())\n")
          code = .badInput
        }
      case .review, .run, .validate, .print, .setUp, .schema, .explore:
        write(review(file, golden: golden))
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

  private func review(_ file: String, golden: String) -> String {
    let new = read(file) ?? ""
    guard let old = read(golden) else {
      return palette.yellow("NEW    ") + " \(golden)\n"
        + indent(
          UnifiedDiff.text(
            from: "", to: new, oldName: "\(golden) (none yet)", newName: file,
            colored: palette.isEnabled))
    }
    let diff = UnifiedDiff.text(
      from: old, to: new, oldName: golden, newName: file, colored: palette.isEnabled)
    guard !diff.isEmpty else {
      return palette.green("SAME   ") + " \(golden) (the pending golden equals it)\n"
    }
    return palette.yellow("CHANGED") + " \(golden)\n" + indent(diff)
  }

  private func read(_ path: String) -> String? {
    FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
  }

  private func indent(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.isEmpty ? "" : "    " + $0 }
      .joined(separator: "\n")
  }

  private func errorText() -> String {
    String(cString: strerror(errno))
  }
}
