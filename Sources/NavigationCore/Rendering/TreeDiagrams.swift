// Pictures of a window for people: a Mermaid `graph TD` (code-hosting sites render it in pull
// requests) and a Graphviz `digraph`. Like the text rendering they are pure functions of the
// window: one node per controller in tree order (children, then what it presents), node ids
// `n0`, `n1`… by that order rather than controller ids (which may hold any character), every
// label escaped for its language, containment as plain edges (split columns labelled), a nav's
// or a fluid stack's children as a chain in push order (bold `push` edges from each to the one
// above it), presentations as dashed edges labelled with their style, and `top` drawn bold.
//
//     graph TD
//       n0["window (regular)"]
//       n1["nav"]
//       n0 --> n1
//       n2["Feed"]
//       n1 --> n2
//       n3["Post  #60;- top"]
//       n2 ==>|push| n3
//       class n3 top
//       classDef top stroke-width:3px

extension Window {
  /// A Mermaid flowchart of the window.
  public var mermaid: String {
    let diagram = DiagramNodes(self)
    var lines = ["graph TD"]
    for node in diagram.nodes {
      lines.append("  n\(node.number)[\"\(Self.mermaidEscaped(node.label))\"]")
      guard let edge = node.edge else { continue }
      let arrow = edge.isPresentation ? "-.->" : edge.isPush ? "==>" : "-->"
      let label = edge.label.map { "|\(Self.mermaidEscaped($0))|" } ?? ""
      lines.append("  n\(edge.from) \(arrow)\(label) n\(node.number)")
    }
    if let top = diagram.topNumber {
      lines.append("  class n\(top) top")
      lines.append("  classDef top stroke-width:3px")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// A Graphviz digraph of the window.
  public var dot: String {
    (["digraph window {"] + Self.dotDefaults + dotStatements(prefix: "n", indent: "  ") + ["}"])
      .joined(separator: "\n") + "\n"
  }

  /// One Graphviz digraph of several windows, each a cluster labelled with its title and
  /// preceded by its comment lines, so that `dot` renders every step in one picture.
  public static func dot(clusters: [(title: String, comments: [String], window: Window)])
    -> String
  {
    var lines = ["digraph steps {"] + dotDefaults
    for (index, cluster) in clusters.enumerated() {
      lines += cluster.comments.map { "  // " + $0.replacingNewlines() }
      lines.append("  subgraph cluster_\(index) {")
      lines.append("    label=\(dotQuoted(cluster.title));")
      lines.append("    labeljust=l;")
      lines += cluster.window.dotStatements(prefix: "s\(index)n", indent: "    ")
      lines.append("  }")
    }
    lines.append("}")
    return lines.joined(separator: "\n") + "\n"
  }

  private static let dotDefaults = [
    "  node [shape=box, fontname=\"Helvetica\"];",
    "  edge [fontname=\"Helvetica\", fontsize=10];",
  ]

  /// The node and edge statements of the window's digraph, node ids made of a prefix and
  /// the node's number.
  func dotStatements(prefix: String, indent: String) -> [String] {
    let diagram = DiagramNodes(self)
    var lines: [String] = []
    for node in diagram.nodes {
      var attributes = ["label=\(Self.dotQuoted(node.label))"]
      if node.number == 0 { attributes.append("shape=plaintext") }
      if node.number == diagram.topNumber { attributes.append("style=bold, penwidth=2") }
      lines.append("\(indent)\(prefix)\(node.number) [\(attributes.joined(separator: ", "))];")
      guard let edge = node.edge else { continue }
      var edgeAttributes: [String] = []
      if let label = edge.label { edgeAttributes.append("label=\(Self.dotQuoted(label))") }
      if edge.isPresentation { edgeAttributes.append("style=dashed") }
      if edge.isPush { edgeAttributes.append("style=bold, arrowhead=empty") }
      let suffix = edgeAttributes.isEmpty ? "" : " [\(edgeAttributes.joined(separator: ", "))]"
      lines.append("\(indent)\(prefix)\(edge.from) -> \(prefix)\(node.number)\(suffix);")
    }
    return lines
  }

  /// Text for a quoted Mermaid label: the characters Mermaid or HTML would read as syntax
  /// become entity codes (`#quot;`, `#35;`…).
  static func mermaidEscaped(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "#quot;"
      case "#", "<", ">", "&", "|", "`":
        result += "#\(scalar.value);"
      case _ where scalar.value < 0x20 || scalar.value == 0x7F:
        result += "#\(scalar.value);"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// A Graphviz double-quoted string.
  static func dotQuoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case _ where scalar.value < 0x20 || scalar.value == 0x7F: result += " "
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}

/// The window's controllers numbered in tree order, each with its label and the edge from its
/// parent or presenter.
private struct DiagramNodes {
  struct Edge {
    var from: Int
    var label: String?
    var isPresentation: Bool
    /// A push onto a nav or fluid stack: from the controller below, not from the container.
    var isPush = false
  }

  struct Node {
    var number: Int
    var label: String
    var edge: Edge?
  }

  private(set) var nodes: [Node] = []
  private(set) var topNumber: Int?

  init(_ window: Window) {
    let height = window.verticalSizeClass == .compact ? ", compact height" : ""
    let width = window.width == .narrow ? ", narrow" : ""
    nodes.append(
      Node(number: 0, label: "window (\(window.sizeClass.rawValue)\(height)\(width))", edge: nil))
    let top = window.top
    add(
      window.root, at: [], edge: Edge(from: 0, label: nil, isPresentation: false), marks: [],
      top: top)
  }

  private mutating func add(
    _ controller: Controller, at path: ControllerPath, edge: Edge, marks: [String],
    top: ControllerPath
  ) {
    let number = nodes.count
    var label = controller.label + controller.stateDescription
    let flags = marks + controller.flags
    if !flags.isEmpty { label += " (" + flags.joined(separator: ", ") + ")" }
    if path == top {
      label += "  <- top"
      topNumber = number
    }
    nodes.append(Node(number: number, label: label, edge: edge))
    // A nav's or a fluid stack's children form a chain in push order (the root hangs from
    // the container, each pushed one from the one below it), unlike a tab bar's or a
    // split's, which fan out from the container.
    let isStack = controller.kind == .nav || controller.kind == .stack
    var below: Int?
    for (index, child) in controller.children.enumerated() {
      // A tab bar's More nav hangs from it by a `more` edge, as the text writes `more:`.
      let isMoreNav = index == controller.moreNavIndex
      let column = controller.split?.columns[index].rawValue ?? (isMoreNav ? "more" : nil)
      let isSelectedTab =
        controller.kind == .tabs && index == controller.selectedIndex && !isMoreNav
      let edge: Edge
      if isStack, let below {
        edge = Edge(from: below, label: "push", isPresentation: false, isPush: true)
      } else {
        edge = Edge(from: number, label: column, isPresentation: false)
      }
      below = nodes.count
      add(
        child, at: path + [.child(index)], edge: edge,
        marks: isSelectedTab ? ["selected"] : [], top: top)
    }
    if let presentation = controller.presented {
      add(
        presentation.controller, at: path + [.presented],
        edge: Edge(
          from: number, label: "presents (\(presentation.styleDescription))", isPresentation: true),
        marks: [], top: top)
    }
  }
}

extension String {
  /// The text on one line, for a comment.
  fileprivate func replacingNewlines() -> String {
    String(map { $0 == "\n" || $0 == "\r" ? " " : $0 })
  }
}
