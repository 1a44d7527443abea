import Foundation
import NavrunCommandTestSupport
import NavrunTestSupport
import Testing

@testable import ScenarioRunner

/// A file with several errors, a scenario or a definitions file, shows every one of them, in
/// file order, in the console, TAP, JUnit, JSON and HTML reports.
@Suite struct EveryErrorReportTests {
  /// A file with three errors, and where each is.
  struct BrokenFile: Sendable, CustomTestStringConvertible {
    var name: String
    var text: String
    /// The console's headline of each error, after the folder.
    var headlines: [String]
    var lines: [Int]
    var columns: [Int]
    /// A part of each message, as the HTML report escapes it.
    var escaped: [String]

    var testDescription: String { name }
  }

  static let files = [
    BrokenFile(
      name: "a.json",
      text: """
        {"start": {"nav": ["Feed"]},
         "steps": [{"pussh": "Post"}, {"push": "Post", "onn": "nav"}, {"popTo": "Psot"}]}
        """,
      headlines: [
        #"a.json:2:13: error: steps[0]: unknown step "pussh"; did you mean "push"?"#,
        #"a.json:2:48: error: steps[1]: unknown key for "push" "onn"; did you mean "on"?"#,
        #"a.json:2:73: error: steps[2].popTo: no screen of type "Psot" appears in this scenario"#,
      ], lines: [2, 2, 2], columns: [13, 48, 73],
      escaped: [
        "unknown step &quot;pussh&quot;", "unknown key for &quot;push&quot; &quot;onn&quot;",
        "no screen of type &quot;Psot&quot;",
      ]),
    BrokenFile(
      name: "app.defs.json",
      text: """
        {"templates": {"card": 3},
         "destinations": {"home": {"find": "Home", "bulid": "Home"}},
         "bogus": {}}
        """,
      headlines: [
        #"app.defs.json:1:24: error: templates.card: expected a node (a screen type or an object such as {"nav": […]}), found a number"#,
        #"app.defs.json:2:44: error: destinations.home: unknown destination step key "bulid"; did you mean "build"?"#,
        #"app.defs.json:3:2: error: unknown definitions section "bogus""#,
      ], lines: [1, 2, 3], columns: [24, 44, 2],
      escaped: [
        "templates.card: expected a node", "unknown destination step key &quot;bulid&quot;",
        "unknown definitions section &quot;bogus&quot;",
      ]),
  ]

  /// The headlines, with the folder the file is in.
  func headlines(of file: BrokenFile, in folder: borrowing TemporaryFolder) -> [String] {
    file.headlines.map { folder.path + "/" + $0 }
  }

  @Test(arguments: files)
  func theConsoleShowsEveryErrorWithItsLineAndCaret(file: BrokenFile) throws {
    let folder = try TemporaryFolder()
    try folder.write(file.text, to: file.name)
    let outcome = navrun(folder.path, "--color", "never")
    #expect(outcome.code == 2)
    let headlines = headlines(of: file, in: folder)
    for headline in headlines { #expect(outcome.output.contains(headline)) }
    let positions = headlines.compactMap { outcome.output.range(of: $0)?.lowerBound }
    #expect(positions == positions.sorted() && positions.count == 3)
  }

  @Test(arguments: files)
  func tapListsEveryError(file: BrokenFile) throws {
    let folder = try TemporaryFolder()
    try folder.write(file.text, to: file.name)
    let outcome = navrun(folder.path, "--tap")
    let listed = outcome.output.split(separator: "\n").filter { $0.hasPrefix("    - ") }
    #expect(listed.count == 3)
    // TAP's YAML block quotes each line, escaping its quotes.
    for (line, headline) in zip(listed, headlines(of: file, in: folder)) {
      #expect(line == #"    - ""# + headline.replacing(#"""#, with: #"\""#) + #"""#)
    }
  }

  @Test(arguments: files)
  func junitJSONAndHTMLCarryEveryError(file: BrokenFile) throws {
    let folder = try TemporaryFolder()
    try folder.write(file.text, to: file.name)
    let reports = try TemporaryFolder()
    let outcome = navrun(
      folder.path, "--junit", reports.path + "/r.xml", "--json", reports.path + "/r.json",
      "--html", reports.path + "/r.html")
    #expect(outcome.code == 2)
    let junit = try #require(JUnitReader.read(reports.read("r.xml") ?? ""))
    let body = (junit.cases.first?.error ?? "") + (junit.cases.first?.failure ?? "")
    for headline in headlines(of: file, in: folder) { #expect(body.contains(headline)) }

    let data = Data((reports.read("r.json") ?? "").utf8)
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let files = try #require(object["scenarios"] as? [[String: Any]])
    let diagnostics = try #require(files.first?["diagnostics"] as? [[String: Any]])
    #expect(diagnostics.count == 3)
    #expect(diagnostics.compactMap { $0["line"] as? Int } == file.lines)
    #expect(diagnostics.compactMap { $0["column"] as? Int } == file.columns)

    let html = reports.read("r.html") ?? ""
    for fragment in file.escaped { #expect(html.contains(fragment)) }
  }
}
