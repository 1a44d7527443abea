import Foundation
import NavrunCommandTestSupport
import NavrunTestSupport
import ScenarioFormat
import Testing

@testable import ScenarioRunner

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Killing navrun in the middle of `--update` never leaves a half-written golden: each one is
/// either the old text or the new one.
@Suite struct GoldenAtomicityTests {
  @Test func aKilledUpdateLeavesEveryGoldenOldOrNew() throws {
    let folder = try TemporaryFolder()
    let count = 300
    var expected: [String: String] = [:]
    for index in 0..<count {
      let name = "s\(index).json"
      try folder.write(
        #"{"start": {"nav": ["Feed"]}, "steps": [{"push": {"screen": "Post", "context": "\#(index)"}}]}"#,
        to: name)
      let scenario = try ScenarioLoader().load(folder.path + "/" + name)
      let golden = ScenarioExecution.run(scenario).golden
      #expect(golden != nil)
      expected[name] = golden
    }
    for delay in [0.0, 0.005, 0.01, 0.02, 0.05, 0.1] {
      for index in 0..<count { try folder.write("old\n", to: "s\(index).golden") }
      let process = Process()
      process.executableURL = navrunBinary
      process.arguments = [folder.path, "--update"]
      process.standardOutput = FileHandle(forWritingAtPath: "/dev/null")
      try process.run()
      Thread.sleep(forTimeInterval: delay)
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
      for index in 0..<count {
        let golden = folder.read("s\(index).golden")
        #expect(
          golden == "old\n" || golden == expected["s\(index).json"],
          "s\(index).golden is torn after a kill at \(delay) s")
      }
    }
    // A complete run afterwards writes every golden; the hidden temporary files a kill left
    // are neither scenarios nor goldens.
    #expect(navrun(folder.path, "--update").code == 0)
    let check = navrun(folder.path, "--record", "never")
    #expect(check.code == 0)
    #expect(check.output.contains("\(count) passed, 0 failed"))
  }
}
