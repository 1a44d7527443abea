import Foundation
import NavrunTestSupport
import Testing

@testable import ScenarioRunner

/// A file with several errors shows every one of them, in file order, in the console, TAP,
/// JUnit, JSON and HTML reports.
@Suite struct EveryErrorReportTests {
  static let scenario = """
    {"start": {"nav": ["Feed"]},
     "steps": [{"pussh": "Post"}, {"push": "Post", "onn": "nav"}, {"popTo": "Psot"}]}
    """
  static let headlines = [
    #"a.json:2:13: error: steps[0]: unknown step "pussh"; did you mean "push"?"#,
    #"a.json:2:48: error: steps[1]: unknown key for "push" "onn"; did you mean "on"?"#,
    #"a.json:2:73: error: steps[2].popTo: no screen of type "Psot" appears in this scenario"#,
  ]

  /// The headlines, with the folder the file is in.
  func headlines(in folder: borrowing TemporaryFolder) -> [String] {
    Self.headlines.map { folder.path + "/" + $0 }
  }

  @Test func theConsoleShowsEveryErrorWithItsLineAndCaret() throws {
    let folder = try TemporaryFolder()
    try folder.write(Self.scenario, to: "a.json")
    let outcome = navrun(folder.path, "--color", "never")
    #expect(outcome.code == 2)
    for headline in headlines(in: folder) { #expect(outcome.output.contains(headline)) }
    let positions = headlines(in: folder).compactMap { outcome.output.range(of: $0)?.lowerBound }
    #expect(positions == positions.sorted() && positions.count == 3)
  }

  @Test func tapListsEveryError() throws {
    let folder = try TemporaryFolder()
    try folder.write(Self.scenario, to: "a.json")
    let outcome = navrun(folder.path, "--tap")
    let listed = outcome.output.split(separator: "\n").filter { $0.hasPrefix("    - ") }
    #expect(listed.count == 3)
    #expect(listed.first?.contains("steps[0]: unknown step") == true)
    #expect(listed.last?.contains("steps[2].popTo") == true)
  }

  @Test func junitJSONAndHTMLCarryEveryError() throws {
    let folder = try TemporaryFolder()
    try folder.write(Self.scenario, to: "a.json")
    let reports = try TemporaryFolder()
    let outcome = navrun(
      folder.path, "--junit", reports.path + "/r.xml", "--json", reports.path + "/r.json",
      "--html", reports.path + "/r.html")
    #expect(outcome.code == 2)
    let junit = try #require(JUnitReader.read(reports.read("r.xml") ?? ""))
    let body = (junit.cases.first?.error ?? "") + (junit.cases.first?.failure ?? "")
    for headline in headlines(in: folder) { #expect(body.contains(headline)) }

    let data = Data((reports.read("r.json") ?? "").utf8)
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let files = try #require(object["scenarios"] as? [[String: Any]])
    let diagnostics = try #require(files.first?["diagnostics"] as? [[String: Any]])
    #expect(diagnostics.count == 3)
    #expect(diagnostics.compactMap { $0["line"] as? Int } == [2, 2, 2])
    #expect(diagnostics.compactMap { $0["column"] as? Int } == [13, 48, 73])

    let html = reports.read("r.html") ?? ""
    #expect(html.contains("unknown step &quot;pussh&quot;"))
    #expect(html.contains("unknown key for &quot;push&quot; &quot;onn&quot;"))
    #expect(html.contains("no screen of type &quot;Psot&quot;"))
  }
}
