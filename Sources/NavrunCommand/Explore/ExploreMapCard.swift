// One state on the map, as a card: its wireframe (a thumbnail of a symbol drawn once), its
// number and screen, the action that first reached it from which state, its app state and a
// waiting navigation, its failing transitions with their codes, every other transition tried
// from it as a link to the state it reaches (folded), and the steps that reach it from the
// start (folded), which end the start's scenario head. Links go to cards only: a state
// without a card is named, not linked.

import NavigationCore
import ScenarioFormat
import ScenarioRunner

struct ExploreMapCard {
  var graph: ExploredGraph
  /// The start's number in the page, for the anchors.
  var start: Int

  /// The height of a thumbnail: an iPhone frame and an iPad one side by side at one height.
  static let thumbnailHeight = 160

  /// The card of a state.
  func card(_ card: ExploredGraph.Card, thumbnail: (id: String, width: Int, height: Int))
    -> String
  {
    let record = card.record
    let screen = graph.screen(of: record)
    let fails = card.transitions.contains {
      if case .failed = $0.outcome { true } else { false }
    }
    var html = "<article class=\"state\(fails ? " failing" : "")\" id=\"\(anchor(record))\">\n"
    let width = thumbnail.width * Self.thumbnailHeight / max(1, thumbnail.height)
    html += "<svg class=\"thumb\" width=\"\(width)\" height=\"\(Self.thumbnailHeight)\" "
    html += "viewBox=\"0 0 \(thumbnail.width) \(thumbnail.height)\" role=\"img\" "
    html += "aria-label=\"\(escaped(screen))\"><use href=\"#\(thumbnail.id)\"/></svg>\n"
    html += "<div class=\"about\">\n<h4>#\(record) \(escaped(screen))</h4>\n"
    let parent = Int(graph.parents[record])
    if parent >= 0 {
      let action = graph.actions[Int(graph.reachingActions[record])].name
      html += "<p class=\"reached\">depth \(graph.depth(of: record)), from \(link(to: parent)) "
      html += "by \(escaped(action))</p>\n"
    } else {
      html += "<p class=\"reached\">the start</p>\n"
    }
    if !card.appState.isEmpty { html += "<p class=\"app-state\">\(escaped(card.appState))</p>\n" }
    if card.isWaiting {
      html += "<p class=\"waiting\">a navigation waits on its interceptor</p>\n"
    }
    var failing = ""
    var moves = ""
    var reached: Set<Int> = []
    for (action, outcome) in card.transitions {
      let name = escaped(graph.actions[Int(action)].name)
      switch outcome {
      case .failed(let code):
        failing += "<li>\(name) <span class=\"code\">\(escaped(code))</span></li>\n"
      case .allowed(let code):
        moves += "<li class=\"allowed\">\(name): allowed <code>\(escaped(code))</code></li>\n"
      case .reached(let key):
        guard let target = graph.record(of: key) else {
          moves += "<li>\(name) → a state past the limit</li>\n"
          continue
        }
        reached.insert(target)
        moves += "<li>\(name) → " + (target == record ? "itself" : link(to: target)) + "</li>\n"
      }
    }
    if !failing.isEmpty { html += "<ul class=\"failing\">\n\(failing)</ul>\n" }
    let count = card.transitions.count
    html += "<details class=\"moves\"><summary>\(count) transition\(count == 1 ? "" : "s") "
    html += "to \(reached.count) state\(reached.count == 1 ? "" : "s")</summary>\n"
    html += "<ul>\n\(moves)</ul>\n</details>\n"
    html += "<details class=\"scenario\"><summary>steps</summary>"
    html += "<pre class=\"steps\" data-head=\"head-\(start)\">"
    html += escaped(steps(to: record, screen: screen)) + "</pre></details>\n"
    return html + "</div>\n</article>\n"
  }

  /// The steps that reach a state, as they end the scenario whose head the start shows: the
  /// path's steps, then a check that the state's screen is `top`, then the scenario's end.
  func steps(to record: Int, screen: String) -> String {
    var steps = graph.path(to: record).map { graph.actions[$0].step }
    // `top` is checked by type, when the type does not read as another selector (`#id`, `nav`).
    let check = Selector(screen) == .type(screen) ? screen : "top"
    steps.append(PlainJSON.step("expectTop", .string(check)).compactText)
    return steps.map { "    " + $0 }.joined(separator: ",\n") + "\n  ]\n}"
  }

  /// The anchor of a state's card.
  func anchor(_ record: Int) -> String { "s\(start)-\(record)" }

  /// `#12 Payment`, linked to its card when it has one.
  func link(to record: Int, named: Bool = true) -> String {
    let text = "#\(record)" + (named ? " " + escaped(graph.screen(of: record)) : "")
    guard graph.cardOf[record] >= 0 else { return text }
    return "<a href=\"#\(anchor(record))\">\(text)</a>"
  }
}

private func escaped(_ text: String) -> String { HTMLEscaping.escaped(text) }
