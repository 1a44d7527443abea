import Foundation
import Testing

@testable import ScenarioRunner

/// Inputs a user can make large cost time in proportion to their size: four times the input
/// takes about four times as long, not sixteen. Each size is timed at its fastest of three
/// runs, so that a busy machine slows both alike.
@Suite(.serialized) struct GrowthTests {
  /// The time of `work` at 4× `base` over its time at `base`.
  func growth(base: Int, _ work: (Int) throws -> Void) throws -> Double {
    let clock = ContinuousClock()
    func fastest(_ size: Int) throws -> Double {
      var best = Double.infinity
      for _ in 0..<3 {
        let started = clock.now
        try work(size)
        let elapsed = clock.now - started
        best = min(
          best, Double(elapsed.components.attoseconds) / 1e18 + Double(elapsed.components.seconds))
      }
      return best
    }
    return try fastest(4 * base) / fastest(base)
  }

  /// A scenario of `count` pushes, failing at its last step when `fails`.
  static func pushes(_ count: Int, fails: Bool = false) -> String {
    let steps =
      Array(repeating: #"{"push": "S"}"#, count: count)
      + (fails ? [#"{"push": "T", "expectError": "cannotPopRoot"}"#] : [])
    return #"{"golden": false, "start": {"nav": ["Root"]}, "steps": ["#
      + steps.joined(separator: ", ") + "]}"
  }

  /// The seconds the built binary takes to run with `arguments`, its output dropped.
  func spawn(_ arguments: [String]) throws -> Double {
    let clock = ContinuousClock()
    let started = clock.now
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let argv = ([EndToEndTests.binary.path] + arguments).map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var pid: pid_t = 0
    try #require(posix_spawn(&pid, EndToEndTests.binary.path, &actions, nil, argv, nil) == 0)
    var status: Int32 = 0
    try #require(waitpid(pid, &status, 0) == pid)
    return (clock.now - started) / .seconds(1)
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
      "-f", "%M", "-o", folder.path + "/peak", EndToEndTests.binary.path, "print",
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

  @Test func theHTMLReportOfAFailingGrowingScenarioGrowsWithIt() throws {
    let folder = try TemporaryFolder()
    // Twice the steps: keeping the last trees on the way copied the tree at every step, which
    // shows above 8 000 steps. The built binary, alone in its process, times it.
    var times: [Double] = []
    for size in [8_000, 16_000] {
      try folder.write(Self.pushes(size, fails: true), to: "s\(size)/f.json")
      let arguments = [folder.path + "/s\(size)", "--html", folder.path + "/r.html"]
      times.append(try (0..<2).map { _ in try spawn(arguments) }.min() ?? 0)
    }
    let ratio = times[1] / times[0]
    #expect(ratio < 2.9, "2× the steps took \(ratio)× as long")
  }

  @Test func anyFoldersMatchesInTimeProportionalToTheName() throws {
    let glob = Glob("**/zzz")
    let ratio = try growth(base: 4_000) { size in
      let name = String(repeating: "ab/", count: size / 3)
      #expect(!glob.matches(name))
    }
    #expect(ratio < 8, "4× the name took \(ratio)× as long")
  }
}
