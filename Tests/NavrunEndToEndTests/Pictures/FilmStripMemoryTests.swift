import Foundation
import NavrunCommandTestSupport
import NavrunTestSupport
import Testing

@testable import ScenarioRunner

/// What a long scenario holds while it is drawn: the film strip keeps what it draws, not every
/// tree.
///
/// How long inputs take as they grow is measured by `navrun-bench --growth`, never here.
@Suite(.serialized) struct FilmStripMemoryTests {
  /// A scenario of `count` pushes, failing at its last step when `fails`.
  static func pushes(_ count: Int, fails: Bool = false) -> String {
    let steps =
      Array(repeating: #"{"push": "S"}"#, count: count)
      + (fails ? [#"{"push": "T", "expectError": "cannotPopRoot"}"#] : [])
    return #"{"golden": false, "start": {"nav": ["Root"]}, "steps": ["#
      + steps.joined(separator: ", ") + "]}"
  }

  /// GNU time, which reports a child's peak memory: the test process's own rusage would count
  /// its memory too, which Linux credits to a child it spawns.
  static let gnuTime = "/usr/bin/time"
  static var hasGNUTime: Bool {
    #if os(Linux)
      FileManager.default.isExecutableFile(atPath: gnuTime)
    #else
      false
    #endif
  }

  @Test(.enabled(if: hasGNUTime, "GNU time measures the peak memory"))
  func aFilmStripOfEveryStepHoldsWhatItDrawsNotEveryTree() throws {
    let folder = try TemporaryFolder()
    try folder.write(Self.pushes(6_000), to: "p.json")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: Self.gnuTime)
    process.arguments = [
      "-f", "%M", "-o", folder.path + "/peak", navrunBinary.path, "print",
      folder.path + "/p.json", "--format", "svg",
    ]
    process.standardOutput = FileHandle(forWritingAtPath: "/dev/null")
    try process.run()
    process.waitUntilExit()
    let kibibytes = Int(folder.read("peak")?.trimmingCharacters(in: .whitespacesAndNewlines) ?? "")
    let peak = try #require(kibibytes) >> 10
    // Every tree of 6 000 pushes held at once takes about 200 MiB; the strip alone about 40.
    #expect(peak < 100, "print --format svg of 6 000 pushes took \(peak) MiB")
  }
}
