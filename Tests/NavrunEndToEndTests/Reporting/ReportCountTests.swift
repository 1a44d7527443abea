import Foundation
import NavrunCommandTestSupport
import NavrunTestSupport
import Testing

@testable import ScenarioRunner

/// Every report of a run counts the same scenarios the same way: a definitions file is checked
/// but is no scenario anywhere, and an unreferenced golden that fails the run is a failing
/// test wherever tests are listed.
@Suite struct ReportCountTests {
  private func makeFolder() throws -> TemporaryFolder {
    let folder = try TemporaryFolder()
    try folder.write(pushScenario, to: "a-pass.json")
    try folder.write("window (regular)\n  nav\n    Feed\n    Post  <- top\n", to: "a-pass.golden")
    try folder.write(pushScenario, to: "b-mismatch.json")
    try folder.write("window (regular)\n  nav\n    Feed  <- top\n", to: "b-mismatch.golden")
    try folder.write("{ nope", to: "c-invalid.json")
    try folder.write(#"{"templates": {"x": "X"}}"#, to: "d.defs.json")
    try folder.write("window (regular)\n", to: "orphan.golden")
    return folder
  }

  private func run(_ folder: borrowing TemporaryFolder, _ extra: [String]) -> Outcome {
    navrun(
      [folder.path, "--record", "never", "--unreferenced", "fail"] + extra, environment: [:],
      isTerminal: false)
  }

  private func attribute(_ name: String, in xml: String) -> String? {
    guard let range = xml.range(of: " \(name)=\"") else { return nil }
    return String(xml[range.upperBound...].prefix { $0 != "\"" })
  }

  @Test func consoleJSONJUnitHTMLAndTAPAgree() throws {
    let folder = try makeFolder()
    let outcome = run(
      folder,
      [
        "--json", folder.path + "/out/r.json", "--junit", folder.path + "/out/j.xml",
        "--html", folder.path + "/out/r.html", "--exclude", "out/**",
      ])
    #expect(outcome.code == 2)
    // One passing, two failing scenarios (a mismatch, a file with errors), one definitions file.
    #expect(outcome.output.contains("1 definitions file checked\n"))
    #expect(outcome.output.contains("\n1 passed, 2 failed"))

    let jsonTextRead = folder.read("out/r.json")
    let jsonText = try #require(jsonTextRead)
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(jsonText.utf8)) as? [String: Any])
    let summary = try #require(json["summary"] as? [String: Int])
    #expect(summary["total"] == 3)
    #expect(summary["passed"] == 1)
    #expect(summary["failed"] == 1)
    #expect(summary["errors"] == 1)
    #expect(summary["definitions"] == 1)
    #expect((json["scenarios"] as? [Any])?.count == 3)

    let xmlRead = folder.read("out/j.xml")
    let xml = try #require(xmlRead)
    // The three scenarios and the unreferenced golden, which fails the run.
    #expect(attribute("tests", in: xml) == "4")
    #expect(attribute("failures", in: xml) == "2")
    #expect(attribute("errors", in: xml) == "1")
    #expect(
      xml.contains(
        #"<testcase name="unreferenced golden" classname="\#(folder.path)/orphan.golden""#))
    #expect(!xml.contains("d.defs.json"))

    let htmlRead = folder.read("out/r.html")
    let html = try #require(htmlRead)
    #expect(html.contains("1 passed, 2 failed"))

    let tap = run(folder, ["--tap", "--exclude", "out/**"]).output
    let lines = tap.split(separator: "\n")
    #expect(lines.contains("# 1 passed, 2 failed"))
    #expect(lines.last == "1..4", "the three scenarios and the unreferenced golden")
    #expect(lines.filter { $0.hasPrefix("ok ") || $0.hasPrefix("not ok ") }.count == 4)
  }

  @Test func anUnreferencedGoldenIsNoTestUnlessItFailsTheRun() throws {
    let folder = try makeFolder()
    let outcome = navrun(
      [folder.path, "--record", "never", "--junit", folder.path + "/out/j.xml"],
      environment: [:], isTerminal: false)
    #expect(outcome.code == 2)
    let xmlRead = folder.read("out/j.xml")
    let xml = try #require(xmlRead)
    #expect(attribute("tests", in: xml) == "3")
    #expect(!xml.contains("unreferenced golden"))
  }
}

@Suite struct ReportRecognitionTests {
  @Test func aJSONReportOfAnEarlierRunIsNoScenario() throws {
    let folder = try TemporaryFolder()
    try folder.write(pushScenario, to: "a.json")
    #expect(navrun(folder.path, "--json", folder.path + "/out/navrun.json").code == 0)
    // The next run writes no report, and still leaves the earlier one out.
    let next = navrun(folder.path, "--record", "never")
    #expect(next.code == 0, "\(next.output)")
    #expect(!next.output.contains("navrun.json"))
    #expect(next.output.hasSuffix("1 passed, 0 failed\n"))
  }

  @Test func aFileThatOnlyLooksLikeAReportIsStillAnError() throws {
    let folder = try TemporaryFolder()
    try folder.write(#"{"summary": {}, "scenarios": []}"#, to: "almost.json")
    let outcome = navrun(folder.path, "--record", "never")
    #expect(outcome.code == 2)
    #expect(outcome.output.contains("almost.json"))
  }
}
