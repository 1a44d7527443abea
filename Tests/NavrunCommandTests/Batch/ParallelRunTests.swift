import Foundation
import NavrunCommandTestSupport
import NavrunTestSupport
import Testing

@testable import NavrunCommand
@testable import ScenarioRunner

/// `--jobs N` prints and writes the same bytes as a serial run, apart from the times.
@Suite struct ParallelRunTests {
  /// Forty files of every kind: passing, failing steps, golden mismatches, missing goldens,
  /// files that do not decode, definitions files, and matrix scenarios.
  func makeFolder() throws -> TemporaryFolder {
    let folder = try TemporaryFolder()
    for index in 0..<40 {
      let name = "group\(index % 3)/s\(index).json"
      switch index % 8 {
      case 0:
        try folder.write(pushScenario, to: name)
        try folder.write(
          "window (regular)\n  nav\n    Feed\n    Post  <- top\n",
          to: name.replacingOccurrences(of: ".json", with: ".golden"))
      case 1:
        try folder.write(pushScenario, to: name)
        try folder.write(
          "window (regular)\n  nav\n    Feed  <- top\n",
          to: name.replacingOccurrences(of: ".json", with: ".golden"))
      case 2:
        try folder.write(#"{"start": {"nav": ["A"]}, "steps": [{"pop": true}]}"#, to: name)
      case 3:
        try folder.write("{ \"start\": [", to: name)
      case 4:
        try folder.write(#"{"templates": {"t\#(index)": "T"}}"#, to: "group0/d\(index).defs.json")
        try folder.write(#"{"start": "A", "golden": false, "tags": ["x"]}"#, to: name)
      case 5:
        try folder.write(matrixDeepLinkScenario, to: name)
      case 6:
        try folder.write(pushScenario, to: name)
      default:
        try folder.write(
          #"{"start": {"nav": ["A"]}, "golden": false, "steps": [{"push": "B"}, {"expectTop": "A"}]}"#,
          to: name)
      }
    }
    return folder
  }

  /// The text with every time replaced by `T`, and the HTML report's description of the run
  /// (its date, and its command, which names `--jobs`) by `RUN`.
  static func withoutTimes(_ text: String) -> String {
    var result = text.replacing(/<dl class="run">(?s:.*?)<\/dl>/, with: "RUN")
    let patterns = [
      #"[0-9]+(\.[0-9]+)? (ms|s)\b"#,
      #"time="[0-9.]+""#,
      #"\([0-9.]+ s\)"#,
      #""seconds" : [-0-9.eE+]+"#,
    ]
    for pattern in patterns {
      guard let expression = try? NSRegularExpression(pattern: pattern) else { continue }
      result = expression.stringByReplacingMatches(
        in: result, range: NSRange(result.startIndex..., in: result), withTemplate: "T")
    }
    return result
  }

  func run(_ folder: borrowing TemporaryFolder, jobs: Int, tap: Bool = false) -> (Outcome, [String])
  {
    let reports: String = folder.path + "/reports-\(jobs)-\(tap)"
    let folders: [String] = ["group0", "group1", "group2"].map { folder.path + "/" + $0 }
    var arguments: [String] = folders + ["--record", "never", "--jobs", String(jobs)]
    arguments += ["--junit", reports + "/junit.xml", "--json", reports + "/report.json"]
    arguments += ["--html", reports + "/report.html"]
    if tap { arguments.append("--tap") }
    var output = ""
    var errors = ""
    let code = Navrun.main(
      arguments: arguments, environment: [:], write: { output += $0 },
      writeError: { errors += $0 })
    // The JUnit report's pictures too, by name; the report names them in its own folder.
    let pictures = folder.files().filter {
      $0.hasPrefix("reports-\(jobs)-\(tap)/") && $0.hasSuffix(".svg")
    }
    let files = (["junit.xml", "report.json", "report.html"] + pictures.map { $0.fileName }).map {
      (folder.read("reports-\(jobs)-\(tap)/\($0)") ?? "missing")
        .replacing("reports-\(jobs)-\(tap)", with: "reports")
    }
    return (Outcome(code: code, output: output, errors: errors), pictures.map(\.fileName) + files)
  }

  @Test(arguments: [false, true])
  func parallelOutputAndReportsEqualSerialOnes(tap: Bool) throws {
    let folder = try makeFolder()
    let (serial, serialFiles) = run(folder, jobs: 1, tap: tap)
    #expect(serial.code == 2)
    #expect(serial.output.contains(tap ? "not ok" : "FAIL"))
    for jobs in [2, 4, 16] {
      let (parallel, parallelFiles) = run(folder, jobs: jobs, tap: tap)
      #expect(parallel.code == serial.code)
      #expect(Self.withoutTimes(parallel.output) == Self.withoutTimes(serial.output))
      #expect(parallel.errors == serial.errors)
      #expect(parallelFiles.count == serialFiles.count)
      for (parallelFile, serialFile) in zip(parallelFiles, serialFiles) {
        #expect(Self.withoutTimes(parallelFile) == Self.withoutTimes(serialFile))
      }
    }
  }

  @Test func resultsComeInDiscoveryOrder() throws {
    let folder = try makeFolder()
    let (outcome, _) = run(folder, jobs: 8)
    let listed = outcome.output.split(separator: "\n").compactMap { line -> String? in
      let words = line.split(separator: " ", omittingEmptySubsequences: true)
      guard let status = words.first, ["PASS", "FAIL", "ERROR", "DEFS"].contains(status),
        words.count > 1
      else { return nil }
      return String(words[1])
    }
    let discovered = ScenarioDiscovery.files(in: [
      folder.path + "/group0", folder.path + "/group1", folder.path + "/group2",
    ]).files
    #expect(listed == discovered)
  }

  @Test func theParallelMapDeliversInOrderWithProgress() {
    var delivered: [Int] = []
    var progress: [Int] = []
    ParallelMap.run(
      count: 200, jobs: 7, work: { index in index * 2 },
      progress: { progress.append($0) },
      deliver: { index, value in delivered.append(index + value) })
    #expect(delivered == (0..<200).map { $0 * 3 })
    #expect(progress.last == 200)
    #expect(progress == progress.sorted())
  }

  @Test func slowResultsStreamOutOneByOneInsteadOfWaitingForABatch() {
    // Each result takes longer than the caller's patience, so each is delivered on its own.
    var progress: [Int] = []
    var delivered: [Int] = []
    ParallelMap.run(
      count: 3, jobs: 1,
      work: { index in
        Thread.sleep(forTimeInterval: 0.12)
        return index
      },
      progress: { progress.append($0) },
      deliver: { _, value in delivered.append(value) })
    #expect(delivered == [0, 1, 2])
    #expect(progress == [1, 2, 3])
  }

  @Test func workersHaveALargeStack() {
    // Recursion far deeper than a default secondary thread (512 KiB) allows.
    @Sendable func depth(_ n: Int) -> Int {
      var padding = (n, n, n, n, n, n, n, n)
      padding.0 += 1
      return n == 0 ? padding.0 : depth(n - 1) + 1
    }
    let results = ParallelMap.map(count: 4, jobs: 4) { _ in depth(20_000) }
    #expect(results == [20_001, 20_001, 20_001, 20_001])
  }
}
