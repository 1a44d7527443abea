// The golden-file rendering of a window: a pure function of the state, one controller per line,
// nesting by two-space indentation, LF line ends and a trailing newline.
//
//     window (regular)
//       split #main [expanded, policy: move]
//         primary:
//           tabs [selected: 0]
//             nav #feed (selected)
//               Feed
//         secondary:
//           nav #nav#2
//             Post #p42 {context: 42} (detail)  <- top

extension Window {
  /// The text rendering used in goldens.
  public var text: String {
    var text = "window (\(sizeClass.rawValue))\n"
    var path: ControllerPath = []
    Self.appendLines(of: root, at: &path, depth: 1, mark: nil, top: top, into: &text)
    return text
  }

  /// Appends a controller's line and those below it, each ending in a newline. The text and
  /// the path are built in place rather than as arrays of lines and fresh paths: a recorded
  /// scenario renders the tree after steps and checkpoints.
  private static func appendLines(
    of controller: Controller, at path: inout ControllerPath, depth: Int, mark: String?,
    top: ControllerPath, into text: inout String
  ) {
    appendIndent(depth, to: &text)
    text += controller.label
    text += controller.stateDescription
    let flags = (mark.map { [$0] } ?? []) + controller.flags
    if !flags.isEmpty { text += " (" + flags.joined(separator: ", ") + ")" }
    if path == top { text += "  <- top" }
    text += "\n"
    let children = controller.children
    let columns = controller.split?.columns
    for index in children.indices {
      path.append(.child(index))
      if let column = columns?[index] {
        appendIndent(depth + 1, to: &text)
        text += column.rawValue + ":\n"
        appendLines(
          of: children[index], at: &path, depth: depth + 2, mark: nil, top: top, into: &text)
      } else {
        let isSelectedTab = controller.kind == .tabs && index == controller.selectedIndex
        appendLines(
          of: children[index], at: &path, depth: depth + 1,
          mark: isSelectedTab ? "selected" : nil, top: top, into: &text)
      }
      path.removeLast()
    }
    if let presentation = controller.presented {
      appendIndent(depth + 1, to: &text)
      text += "presents (" + presentation.style.rawValue + "):\n"
      path.append(.presented)
      appendLines(
        of: presentation.controller, at: &path, depth: depth + 2, mark: nil, top: top,
        into: &text)
      path.removeLast()
    }
  }

  private static func appendIndent(_ depth: Int, to text: inout String) {
    for _ in 0..<depth { text += "  " }
  }
}

extension Controller {
  /// Kind-specific state in brackets, and a screen's context in braces.
  var stateDescription: String {
    var parts: [String] = []
    switch kind {
    case .screen:
      if let context { return " {context: \(TextEscaping.quotedIfNeeded(context))}" }
    case .nav:
      break
    case .tabs:
      parts.append("selected: \(selectedIndex)")
    case .split:
      if let split {
        parts.append(split.isCollapsed ? "collapsed" : "expanded")
        parts.append("policy: \(split.policy.rawValue)")
      }
    case .stack:
      if stack?.retainsRoot == false { parts.append("retainsRoot: false") }
      if stack?.preventsForwardingPop == true { parts.append("preventsForwardingPop") }
    }
    return parts.isEmpty ? "" : " [" + parts.joined(separator: ", ") + "]"
  }

  /// Marks shown in parentheses.
  var flags: [String] {
    var flags: [String] = []
    if isDetail { flags.append("detail") }
    if let relation { flags.append(relation.rawValue) }
    if definesContext { flags.append("definesContext") }
    if !isDismissible { flags.append("not dismissible") }
    return flags
  }
}

/// Quoting of free text in renderings so that every line stays unambiguous.
public enum TextEscaping {
  /// The text as is when it is plain, else a JSON string literal.
  static func quotedIfNeeded(_ text: String) -> String {
    let isPlain =
      !text.isEmpty && text.first != " " && text.last != " "
      && text.unicodeScalars.allSatisfy { scalar in
        scalar.value >= 0x20 && scalar.value != 0x7F && !"{}\"\\".unicodeScalars.contains(scalar)
      }
    return isPlain ? text : jsonLiteral(text)
  }

  /// A JSON string literal.
  public static func jsonLiteral(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case _ where scalar.value < 0x20 || scalar.value == 0x7F:
        let hex = String(scalar.value, radix: 16, uppercase: true)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}
