// `navrun explore FILE --html map.html`: the map of the states exploration found, one
// self-contained page (no network; readable without scripts, a small one only adds copy
// buttons and opens a folded group when a link leads into it). For each start: its figures,
// its failures with their paths, an index by screen (every state counted), the head shared by
// the scenarios that reach its states, and its states grouped by depth, each as a card
// (`ExploreMapCard`). Every wireframe is drawn once, as an SVG symbol each card's thumbnail
// uses. The size is bounded by the card rule: the first 1 000 states breadth first and the first
// 10 of each screen, at most 2 000 cards in the page; the index and the failures cover every
// state whatever the count. Every piece of scenario text is HTML-escaped, and with the same
// metadata the same exploration gives the same bytes.

import ScenarioRunner

enum ExploreMap {
  /// Which states get a card, for the whole page.
  static let cardRule = ExploredGraph.CardRule(total: 2_000, breadthFirst: 1_000, perScreen: 10)
  /// The most cards whose depth groups are open when the page opens; deeper groups are folded.
  static let openCards = 200

  /// The page for the explored starts (those with a recorded graph).
  static func document(_ starts: [ExploredStart], metadata: ReportMetadata) -> String {
    var thumbnails = ThumbnailSymbols()
    var sections = ""
    var states = 0
    var failures = 0
    var cards = 0
    for (index, start) in starts.enumerated() {
      guard let graph = start.graph else { continue }
      states += graph.count
      failures += start.result.failures.count
      cards += graph.cards.count
      sections += section(start, graph: graph, number: index + 1, thumbnails: &thumbnails)
    }
    let counts =
      "\(states) state\(states == 1 ? "" : "s"), \(failures) failure\(failures == 1 ? "" : "s")"
    var html = HTMLReport.opening(
      title: "navrun map", summary: counts,
      style: HTMLReport.style + "\n" + ExploreMapStyle.style)
    // The run as the HTML report describes it, without a wall time: the map is of the app,
    // not of how long the search took.
    var run = metadata
    run.isReproducible = true
    html += HTMLReport.run(run, seconds: 0)
    html +=
      "<p class=\"rule\">A screen is the type of <code>top</code>, the controller the user "
      + "acts on. Each card is a state: its wireframe, the action that first reached it, its "
      + "failing transitions, every transition tried from it and the steps that reach it. "
      + "Cards: \(cards) of \(states) states — the first \(cardRule.breadthFirst) breadth "
      + "first and the first \(cardRule.perScreen) of each screen, at most \(cardRule.total) "
      + "in the page; the index counts every state.</p>\n"
    if starts.count > 1 {
      html += "<nav>\n<ul class=\"starts\">\n"
      for (index, start) in starts.enumerated() {
        html += "<li><a href=\"#start-\(index + 1)\">\(escaped(title(of: start)))</a></li>\n"
      }
      html += "</ul>\n</nav>\n"
    }
    html += thumbnails.definitions + sections
    return html + "<script>\n" + ExploreMapStyle.script + "</script>\n</body>\n</html>\n"
  }

  /// A start's section: figures, failures, index by screen, the scenario head, the cards.
  private static func section(
    _ start: ExploredStart, graph: ExploredGraph, number: Int,
    thumbnails: inout ThumbnailSymbols
  ) -> String {
    let result = start.result
    var html = "<section class=\"start\" id=\"start-\(number)\">\n"
    html += "<h2>\(escaped(title(of: start)))</h2>\n<p class=\"figures\">"
    html += "\(result.states) state\(result.states == 1 ? "" : "s"), \(result.transitions) "
    html += "transition\(result.transitions == 1 ? "" : "s"), depth \(result.depth)"
    html += escaped(
      result.limit.map { "; stopped at the limit of \($0)" } ?? "; every reachable state")
    html += "</p>\n"
    let cards = ExploreMapCard(graph: graph, start: number)
    html += failures(result.failures, graph: graph, cards: cards)
    html += index(graph, cards: cards)
    html += "<details class=\"head\"><summary>The scenario that reaches a state: this head, "
    html += "then the card's steps, ready to run from the map's folder</summary>\n"
    html += "<pre class=\"head\" id=\"head-\(number)\">\(escaped(start.scenarioHead ?? ""))</pre>"
    html += "\n</details>\n"
    html += "<h3>States by depth</h3>\n"
    var shown = 0
    var position = 0
    for depth in graph.levelStarts.indices {
      let end = depth + 1 < graph.levelStarts.count ? graph.levelStarts[depth + 1] : graph.count
      let first = position
      while position < graph.cards.count, graph.cards[position].record < end { position += 1 }
      let levelStates = end - graph.levelStarts[depth]
      let levelCards = position - first
      shown += levelCards
      html += "<details class=\"depth\" id=\"s\(number)-depth-\(depth)\""
      html += shown <= openCards ? " open>" : ">"
      html += "<summary>depth \(depth): \(levelStates) state\(levelStates == 1 ? "" : "s")"
      if levelCards < levelStates { html += ", \(levelCards) with a card" }
      html += "</summary>\n<div class=\"cards\">\n"
      for card in graph.cards[first..<position] {
        html += cards.card(card, thumbnail: thumbnails.symbol(of: graph.thumbnails[card.thumbnail]))
      }
      html += "</div>\n</details>\n"
    }
    return html + "</section>\n"
  }

  /// Every distinct failure: its code, action, screen (linked to its card), message and path.
  private static func failures(
    _ failures: [ExploreFailure], graph: ExploredGraph, cards: ExploreMapCard
  ) -> String {
    guard !failures.isEmpty else { return "<p class=\"all-passed\">No transition failed.</p>\n" }
    var positions: [String: Int32] = [:]
    for (position, action) in graph.actions.enumerated() {
      positions[action.name] = Int32(position)
    }
    var html = "<h3>Failures (\(failures.count))</h3>\n<ol class=\"failures\">\n"
    for failure in failures {
      let source = positions[failure.action].flatMap { action in
        graph.screenNames.firstIndex(of: failure.place).flatMap {
          graph.failureSources[
            ExploredGraph.FailureSite(action: action, code: failure.code, screen: Int32($0))]
        }
      }
      html += "<li><span class=\"code\">\(escaped(failure.code))</span> "
      html += "<b>\(escaped(failure.action))</b> from "
      html += source.map { cards.link(to: Int($0)) } ?? escaped(failure.place)
      html += ": \(escaped(failure.message))<br>path: "
      html += escaped(failure.path.map(\.name).joined(separator: " → ")) + "</li>\n"
    }
    return html + "</ol>\n"
  }

  /// The index by screen: each screen's states, depths and first cards.
  private static func index(_ graph: ExploredGraph, cards: ExploreMapCard) -> String {
    var html = "<h3>Screens (\(graph.screenCounts.filter { $0 > 0 }.count))</h3>\n"
    html += "<table class=\"screens\">\n<thead><tr><th>screen</th><th>states</th>"
    html += "<th>depths</th><th>cards</th></tr></thead>\n<tbody>\n"
    var cardsOfScreen = Array(repeating: [Int](), count: graph.screenNames.count)
    for card in graph.cards where cardsOfScreen[Int(graph.screens[card.record])].count < 12 {
      cardsOfScreen[Int(graph.screens[card.record])].append(card.record)
    }
    let order = graph.screenNames.indices.sorted { graph.screenNames[$0] < graph.screenNames[$1] }
    for screen in order where graph.screenCounts[screen] > 0 {
      let shallowest = graph.depth(of: graph.firstOfScreen[screen])
      let deepest = graph.depth(of: graph.lastOfScreen[screen])
      html += "<tr><td>\(escaped(graph.screenNames[screen]))</td>"
      html += "<td>\(graph.screenCounts[screen])</td>"
      html += "<td>\(shallowest)\(deepest > shallowest ? "–\(deepest)" : "")</td><td>"
      html += cardsOfScreen[screen].map { cards.link(to: $0, named: false) }.joined(separator: " ")
      html += "</td></tr>\n"
    }
    return html + "</tbody>\n</table>\n"
  }

  /// The file explored, and its start when it has several.
  static func title(of start: ExploredStart) -> String {
    RelativePath.of(start.file) + (start.startName.map { " (start \($0))" } ?? "")
  }
}

/// Each distinct wireframe of the page as an SVG symbol, drawn once and used by every card
/// that shows it.
struct ThumbnailSymbols {
  private var ids: [String: Int] = [:]
  private var symbols = ""

  /// The id of a wireframe's symbol, and its size.
  mutating func symbol(of thumbnail: ExploredGraph.Thumbnail) -> (
    id: String, width: Int, height: Int
  ) {
    let number =
      ids[thumbnail.elements]
      ?? {
        let number = ids.count + 1
        ids[thumbnail.elements] = number
        symbols +=
          "<symbol id=\"w\(number)\" viewBox=\"0 0 \(thumbnail.width) \(thumbnail.height)\">\n"
        symbols += thumbnail.elements + "</symbol>\n"
        return number
      }()
    return ("w\(number)", thumbnail.width, thumbnail.height)
  }

  /// The hidden SVG holding every symbol.
  var definitions: String {
    "<svg class=\"symbols\" width=\"0\" height=\"0\" aria-hidden=\"true\" "
      + "font-family=\"Helvetica, Arial, sans-serif\">\n<defs>\n" + symbols + "</defs>\n</svg>\n"
  }
}

private func escaped(_ text: String) -> String { HTMLEscaping.escaped(text) }
