import NavrunCommandTestSupport
import NavrunTestSupport
import Testing

/// The `[n/total]` line on a terminal.
@Suite struct ProgressTests {
  @Test func aTerminalGetsAProgressLineThatIsErasedBeforeOutput() throws {
    let folder = try TemporaryFolder()
    for name in ["a", "b", "c"] {
      try folder.write(#"{"start": "A", "golden": false}"#, to: "\(name).json")
    }
    let outcome = navrun([folder.path, "--jobs", "1", "--color", "never"], isTerminal: true)
    #expect(outcome.code == 0)
    #expect(outcome.output.hasPrefix("\r\u{1B}[K[0/3]\r\u{1B}[K"))
    #expect(!outcome.output.contains("[3/3]"))
    // Output lines always start on an erased line, and the summary comes last.
    for line in outcome.output.split(separator: "\n") {
      #expect(!line.contains("]PASS") && !line.contains("]3 passed"))
    }
    #expect(outcome.output.hasSuffix("\n3 passed, 0 failed\n"))
  }

  @Test func notOnATerminalOrUnderTAPThereIsNone() throws {
    let folder = try TemporaryFolder()
    try folder.write(#"{"start": "A", "golden": false}"#, to: "a.json")
    try folder.write(#"{"start": "A", "golden": false}"#, to: "b.json")
    #expect(!navrun(folder.path).output.contains("\r"))
    #expect(!navrun([folder.path, "--tap"], isTerminal: true).output.contains("\r"))
  }
}
