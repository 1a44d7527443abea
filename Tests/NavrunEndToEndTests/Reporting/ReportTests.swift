import Foundation
import NavrunCommandTestSupport
import NavrunTestSupport
import Testing

@testable import NavrunCommand
@testable import ScenarioRunner

@Suite struct ReportTests {
  /// A passing scenario with awkward characters, a golden mismatch, a failing step and a file
  /// that does not decode.
  func makeFolder() throws -> TemporaryFolder {
    let folder = try TemporaryFolder()
    try folder.write(
      #"{"scenario": "Quotes \" & <tags> ' ]]>", "tags": ["a&b"], "start": {"nav": ["Feed"]}, "golden": false, "steps": [{"push": {"screen": "Post", "context": "<1>"}}]}"#,
      to: "a-pass.json")
    try folder.write(pushScenario, to: "b-mismatch.json")
    try folder.write("window (regular)\n  nav\n    Feed  <- top\n", to: "b-mismatch.golden")
    try folder.write(
      #"{"start": {"nav": ["A"]}, "steps": [{"push": {"nav": []}}]}"#, to: "c-step.json")
    try folder.write("{ nope", to: "d-invalid.json")
    try folder.write(#"{"templates": {"x": "X"}}"#, to: "e.defs.json")
    return folder
  }

  func runWithReports(_ folder: borrowing TemporaryFolder, _ extra: String...) -> Outcome {
    var output = ""
    var errors = ""
    let code = Navrun.main(
      arguments: [
        folder.path, "--record", "never", "--junit", folder.path + "/out/junit.xml",
        "--json", folder.path + "/out/report.json", "--html", folder.path + "/out/report.html",
      ] + extra,
      environment: [:], write: { output += $0 }, writeError: { errors += $0 })
    return Outcome(code: code, output: output, errors: errors)
  }

  @Test func theJUnitReportParsesBackWithOneTestCasePerScenario() throws {
    let folder = try makeFolder()
    #expect(runWithReports(folder).code == 2)
    let xmlText = folder.read("out/junit.xml")
    let xml = try #require(xmlText)
    let junit = try #require(JUnitReader.read(xml))
    #expect(junit.suites.count == 1)
    #expect(junit.suites.first?["tests"] == "4")
    #expect(junit.suites.first?["failures"] == "2")
    #expect(junit.suites.first?["errors"] == "1")
    #expect(junit.cases.count == 4)
    let names = junit.cases.map { $0.attributes["classname"] ?? "" }
    #expect(
      names == ["a-pass", "b-mismatch", "c-step", "d-invalid"].map { folder.path + "/\($0).json" })
    for testCase in junit.cases {
      let time = try #require(testCase.attributes["time"])
      #expect(time.contains("."))
      #expect(Double(time) != nil)
    }
    let pass = junit.cases[0]
    #expect(pass.attributes["name"] == #"Quotes " & <tags> ' ]]>"#)
    #expect(pass.properties == ["a&b"])
    #expect(pass.failure == nil)
    #expect(pass.output?.contains("steps[0] push: passed") == true)
    #expect(pass.output?.contains("  appear Post") == true)
    let mismatch = junit.cases[1]
    #expect(mismatch.failureAttributes["message"] == "the result differs from the golden")
    #expect(mismatch.failure?.contains("-    Feed  <- top\n+    Feed\n+    Post  <- top") == true)
    #expect(!xml.contains("\u{1B}["))
    let step = junit.cases[2]
    #expect(step.failure?.contains("steps[0] push failed: cannotPushContainer") == true)
    #expect(step.output?.contains("steps[0] push: failed") == true)
    #expect(junit.cases[3].error?.contains("d-invalid.json:1:3: error:") == true)
  }

  @Test func theJSONReportDecodesWithPerStepTimings() throws {
    let folder = try makeFolder()
    _ = runWithReports(folder)
    let jsonText = folder.read("out/report.json")
    let data = try #require(jsonText).data(using: .utf8) ?? Data()
    let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    #expect(root["version"] as? Int == 1)
    let summary = try #require(root["summary"] as? [String: Any])
    #expect(summary["total"] as? Int == 4)
    #expect(summary["failed"] as? Int == 2)
    #expect(summary["errors"] as? Int == 1)
    let scenarios = try #require(root["scenarios"] as? [[String: Any]])
    #expect(scenarios.map { $0["status"] as? String } == ["passed", "failed", "failed", "invalid"])
    let steps = try #require(scenarios[0]["steps"] as? [[String: Any]])
    #expect(steps.count == 1)
    #expect(steps[0]["verb"] as? String == "push")
    #expect(steps[0]["outcome"] as? String == "passed")
    #expect((steps[0]["seconds"] as? Double).map { $0 >= 0 } == true)
    #expect(steps[0]["events"] as? [String] == ["disappear Feed", "appear Post"])
    #expect((scenarios[1]["diff"] as? String)?.contains("+    Post  <- top") == true)
    let diagnostic = try #require((scenarios[2]["diagnostics"] as? [[String: Any]])?.first)
    #expect(diagnostic["line"] as? Int == 1)
    #expect(diagnostic["column"] as? Int == 37)
  }

  @Test func theHTMLReportShowsBothTreesAndTheDiffEscaped() throws {
    let folder = try makeFolder()
    _ = runWithReports(folder)
    let htmlText = folder.read("out/report.html")
    let html = try #require(htmlText)
    #expect(html.hasPrefix("<!DOCTYPE html>"))
    #expect(html.hasSuffix("</html>\n"))
    #expect(!html.contains("http://") && !html.contains("https://") && !html.contains("<script"))
    #expect(html.contains("<title>navrun: 1 passed, 3 failed</title>"))
    #expect(html.contains("Quotes &quot; &amp; &lt;tags&gt; &#39; ]]&gt;"))
    #expect(!html.contains("<tags>"))
    // The mismatch: expected and actual side by side, then the diff.
    #expect(
      html.contains(
        "<pre class=\"tree\">window (regular)\n  nav\n    Feed  &lt;- top\n</pre></figure>"))
    #expect(
      html.contains(
        "<pre class=\"tree\">window (regular)\n  nav\n    Feed\n    Post  &lt;- top\n</pre></figure>"
      ))
    #expect(html.contains("<span class=\"removed\">-    Feed  &lt;- top</span>"))
    #expect(html.contains("<span class=\"added\">+    Post  &lt;- top</span>"))
    // The failing step: its message and the tree when it failed.
    #expect(html.contains("steps[0] push failed: cannotPushContainer"))
    #expect(html.contains("the tree when the step failed"))
    #expect(html.contains("d-invalid.json:1:3: error:"))
  }

  @Test func tapIsVersion13WithThePlanLastAndYAMLDiagnostics() throws {
    let folder = try makeFolder()
    let outcome = navrun(folder.path, "--record", "never", "--tap")
    #expect(outcome.code == 2)
    let lines = outcome.output.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.first == "TAP version 13")
    #expect(lines.contains("1..4"))
    #expect(lines.contains { $0.hasPrefix("ok 1 - ") && $0.contains(#"Quotes " & <tags>"#) })
    #expect(lines.contains("# Subtest: \(folder.path)/a-pass.json"))
    #expect(lines.contains("    ok 1 - steps[0] push"))
    #expect(lines.contains("not ok 2 - \(folder.path)/b-mismatch.json"))
    #expect(outcome.output.contains("  ---\n  status: failed\n  message: \"the result differs"))
    #expect(outcome.output.contains("  diff: |\n    --- "))
    #expect(lines.contains("    not ok 1 - steps[0] push"))
    #expect(lines.contains("# definitions file checked: \(folder.path)/e.defs.json"))
    #expect(lines.last == "")
    #expect(lines.dropLast().last == "1..4", "nothing follows the plan")
    #expect(lines.contains("# 1 passed, 3 failed"))
    #expect(!outcome.output.contains("PASS "))
  }

  @Test func anUnwritableReportIsBadInput() throws {
    let folder = try TemporaryFolder()
    try folder.write(#"{"start": "A", "golden": false}"#, to: "a.json")
    try folder.write("a file", to: "blocker")
    let outcome = navrun(folder.path + "/a.json", "--json", folder.path + "/blocker/report.json")
    #expect(outcome.code == 2)
    #expect(outcome.errors.contains("cannot write"))
  }
}
