import Foundation
import NavrunCommandTestSupport
import NavrunTestSupport
import Testing

@testable import NavrunCommand
@testable import ScenarioRunner

/// `navrun explore FILE --html map.html`: a card per state with links to the states its
/// transitions reach, failures linked to the card they fail from, a scenario per state that
/// runs, each wireframe drawn once, scenario text escaped, and a page bounded by its card rule.
@Suite struct ExploreMapTests {
  private var examples: String { packageRoot.appendingPathComponent("Scenarios").path }

  /// The map of an example, written into a folder of its own.
  private func map(_ file: String, in out: borrowing TemporaryFolder, _ more: String...) throws
    -> (outcome: Outcome, page: String)
  {
    let outcome = navrun(
      ["explore", file, "--html", out.path + "/map.html"] + more,
      environment: ["SOURCE_DATE_EPOCH": "0"])
    let page = out.read("map.html")
    return (outcome, try #require(page))
  }

  /// The cards of a page: each one's anchor and its text.
  private func cards(_ page: String) -> [(id: String, html: String)] {
    page.components(separatedBy: "<article class=\"state").dropFirst().map { piece in
      let id = String(piece.drop { $0 != "=" }.dropFirst(2).prefix { $0 != "\"" })
      return (id, piece.components(separatedBy: "</article>")[0])
    }
  }

  /// The values of an attribute in a page.
  private func values(of attribute: String, in page: String) -> [String] {
    page.components(separatedBy: " \(attribute)=\"").dropFirst().map {
      String($0.prefix { $0 != "\"" })
    }
  }

  private func unescaped(_ html: String) -> String {
    html.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
      .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
      .replacingOccurrences(of: "&amp;", with: "&")
  }

  @Test func everyStateHasACardAndEveryLinkLeadsIntoThePage() throws {
    let out = try TemporaryFolder()
    let (outcome, page) = try map(examples + "/explore/locked-checkout.json", in: out)
    #expect(outcome.code == 1)
    #expect(outcome.output.contains("  40 states,"))
    #expect(cards(page).count == 40)
    let ids = Set(values(of: "id", in: page))
    let links = values(of: "href", in: page)
    #expect(!links.isEmpty)
    for link in links {
      #expect(link.hasPrefix("#") && ids.contains(String(link.dropFirst())), "\(link)")
    }
    // Self-contained: nothing is fetched.
    #expect(!page.contains("src="))
    #expect(!page.contains("http"))
  }

  @Test func aFailureLinksToTheCardOfTheStateItFailedFromWhichMarksIt() throws {
    let out = try TemporaryFolder()
    let (_, page) = try map(examples + "/explore/locked-checkout.json", in: out)
    let failure = try #require(
      page.components(separatedBy: "<b>navigate home</b> from <a href=\"#").dropFirst().first)
    let anchor = String(failure.prefix { $0 != "\"" })
    let card = try #require(cards(page).first { $0.id == anchor })
    #expect(card.html.contains(" Payment</h4>"))
    #expect(page.contains("<article class=\"state failing\" id=\"\(anchor)\">"))
    #expect(card.html.contains("<li>navigate home <span class=\"code\">cantBeDismissed</span>"))
  }

  /// Each card's steps end the start's scenario head; together they run from the map's folder
  /// and reach the card's screen, through a waiting login and app state changes too.
  @Test(arguments: ["explore/locked-checkout.json", "app/explore.json"])
  func everyCardsScenarioRunsAndReachesItsScreen(example: String) throws {
    let out = try TemporaryFolder()
    let (_, page) = try map(examples + "/" + example, in: out)
    let head = try #require(
      page.components(separatedBy: "<pre class=\"head\" id=\"head-1\">").dropFirst().first?
        .components(separatedBy: "</pre>").first)
    let steps = page.components(separatedBy: "<pre class=\"steps\" data-head=\"head-1\">")
      .dropFirst().map { $0.components(separatedBy: "</pre>")[0] }
    #expect(steps.count == cards(page).count)
    for (index, card) in steps.enumerated() {
      try out.write(unescaped(head + card) + "\n", to: "state-\(index).json")
    }
    let run = navrun(out.path, "--record", "never")
    #expect(run.code == 0, "\(run.output)")
    #expect(run.output.hasSuffix("\(steps.count) passed, 0 failed\n"))
  }

  @Test func eachDistinctWireframeIsDrawnOnceAndUsedByItsCards() throws {
    let out = try TemporaryFolder()
    let (_, page) = try map(examples + "/app/explore.json", in: out)
    let symbols = page.components(separatedBy: "<symbol id=\"").dropFirst().map {
      (id: String($0.prefix { $0 != "\"" }), body: $0.components(separatedBy: "</symbol>")[0])
    }
    let uses = values(of: "href", in: page).filter { $0.hasPrefix("#w") }
    #expect(uses.count == cards(page).count)
    #expect(symbols.count < uses.count)
    #expect(Set(symbols.map(\.id)) == Set(uses.map { String($0.dropFirst()) }))
    let bodies = symbols.map { $0.body.drop { $0 != ">" } }
    #expect(Set(bodies).count == bodies.count)
  }

  @Test func scenarioTextIsEscapedAndAScreenThatReadsAsASelectorIsCheckedAsTop() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      ##"{"define": {"destinations": {"<b>go</b>": {"build": "<img src=x onerror=alert(1)>", "action": "present", "from": "current"}}}, "start": {"nav": [{"screen": "#odd", "id": "a\"b"}]}, "explore": {"depth": 1, "gestures": false}}"##,
      to: "app.json")
    let (outcome, page) = try map(folder.path + "/app.json", in: folder)
    #expect(outcome.code == 0, "\(outcome.output)")
    #expect(!page.contains("<img"))
    #expect(!page.contains("<b>go"))
    #expect(page.contains("&lt;img src=x onerror=alert(1)&gt;"))
    #expect(page.contains("navigate &lt;b&gt;go&lt;/b&gt;"))
    #expect(page.contains(#"{&quot;expectTop&quot;: &quot;top&quot;}"#))
  }

  @Test func theMapIsTheSameAtAnyNumberOfJobs() throws {
    let out = try TemporaryFolder()
    let file = examples + "/app/explore.json"
    let serial = try map(file, in: out, "--jobs", "1").page
    let parallel = try map(file, in: out, "--jobs", "3").page
    let command = { (page: String) in
      page.split(separator: "\n").filter { !$0.hasPrefix("<dt>command</dt>") }
    }
    #expect(command(serial) == command(parallel))
  }

  /// The cards go to the first states breadth first, then to the first of each screen, never
  /// more than the total; the index counts every state.
  @Test func theCardRuleBoundsTheCardsAndTheIndexCountsEveryState() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      #"{"define": {"destinations": {"a": {"build": "A", "action": "push", "from": {"find": {"nav": true}}}, "b": {"build": "B", "action": "push", "from": {"find": {"nav": true}}}}}, "start": {"nav": ["Home"]}, "explore": {"depth": 4, "gestures": false}}"#,
      to: "app.json")
    var names = ReproducerNames()
    var recording = ExploreRecording(
      keepsGraph: true, cards: .init(total: 4, breadthFirst: 2, perScreen: 1))
    let explored = try ExploreCommand.explore(
      ExploreInput(reading: folder.path + "/app.json"),
      invocation: Invocation(arguments: ["explore"]),
      names: &names,
      recording: &recording
    ).get()
    let graph = try #require(explored.first?.graph)
    // Home, A, B, then A A, A B, B A, B B, …: 1 + 2 + 4 + 8 + 16 states.
    #expect(graph.count == 31)
    #expect(graph.screenCounts.reduce(0, +) == 31)
    // The first two breadth first (Home and A), then the first B; Home and A have theirs.
    #expect(graph.cards.map(\.record) == [0, 1, 2])
    #expect(recording.cards.total == 1)
  }
}
