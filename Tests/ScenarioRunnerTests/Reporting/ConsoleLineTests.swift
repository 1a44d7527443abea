import Testing

@testable import ScenarioRunner

/// A console line: status, file, the scenario's name unless the file name says it, the time.
@Suite struct ConsoleLineTests {
  private let console = ConsoleReporter(palette: Palette(isEnabled: false))

  private func report(file: String, name: String, seconds: Double = 0.000_12) -> ScenarioReport {
    var report = ScenarioRun.emptyReport(for: file)
    report.name = name
    report.seconds = seconds
    return report
  }

  @Test(arguments: [
    ("Scenarios/tabs/a.json", "a", "PASS    Scenarios/tabs/a.json  0.1 ms"),
    (
      "Scenarios/tabs/a.json", "Tabs switch",
      "PASS    Scenarios/tabs/a.json  \"Tabs switch\"  0.1 ms"
    ),
    ("dossier é/café.json", "café", "PASS    dossier é/café.json  0.1 ms"),
    ("dossier é/cafe\u{301}.json", "café", "PASS    dossier é/cafe\u{301}.json  0.1 ms"),
    ("a.json", "a.json", "PASS    a.json  0.1 ms"),
    ("notes", "notes", "PASS    notes  0.1 ms"),
    ("x.json.json", "x.json", "PASS    x.json.json  0.1 ms"),
  ])
  func theNameIsShownOnlyWhenTheFileNameDoesNotSayIt(file: String, name: String, line: String) {
    #expect(console.line(for: report(file: file, name: name)) == line)
  }

  /// Times below a second in tenths of a millisecond, printed as the `Double` of them was.
  @Test func timesReadAsTheirDoublesDid() {
    var state: UInt64 = 0x2545_F491_4F6C_DD1D
    var seconds: [Double] = [0, 0.000_05, 0.000_049_999, 0.012_34, 0.099_95, 0.999_94, 0.999_95]
    for _ in 0..<3_000 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      seconds.append(Double(state >> 11) / Double(1 << 53) * [0.001, 0.1, 1.2][Int(state % 3)])
    }
    for value in seconds {
      let milliseconds = (value * 10_000).rounded() / 10
      let expected =
        milliseconds < 1000 ? "\(milliseconds) ms" : "\((value * 100).rounded() / 100) s"
      #expect(ConsoleReporter.format(seconds: value) == expected, "\(value)")
    }
  }
}
