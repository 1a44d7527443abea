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
    var lines = ["window (\(sizeClass.rawValue))"]
    let top = self.top
    appendLines(of: root, at: [], depth: 1, marks: [], top: top, into: &lines)
    return lines.joined(separator: "\n") + "\n"
  }

  private func appendLines(
    of controller: Controller, at path: ControllerPath, depth: Int, marks: [String],
    top: ControllerPath, into lines: inout [String]
  ) {
    let indent = String(repeating: "  ", count: depth)
    var line = indent + controller.label + controller.stateDescription
    let flags = marks + controller.flags
    if !flags.isEmpty { line += " (" + flags.joined(separator: ", ") + ")" }
    if path == top { line += "  <- top" }
    lines.append(line)
    for (index, child) in controller.children.enumerated() {
      let childPath = path + [.child(index)]
      if let column = controller.split?.columns[index] {
        lines.append(indent + "  \(column.rawValue):")
        appendLines(of: child, at: childPath, depth: depth + 2, marks: [], top: top, into: &lines)
      } else {
        let isSelectedTab = controller.kind == .tabs && index == controller.selectedIndex
        appendLines(
          of: child, at: childPath, depth: depth + 1, marks: isSelectedTab ? ["selected"] : [],
          top: top, into: &lines)
      }
    }
    if let presentation = controller.presented {
      lines.append(indent + "  presents (\(presentation.style.rawValue)):")
      appendLines(
        of: presentation.controller, at: path + [.presented], depth: depth + 2, marks: [],
        top: top, into: &lines)
    }
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
