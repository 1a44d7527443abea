// navrun's prediction of `po [UIViewController _printHierarchy]`, addresses removed, as
// swift-snapshot-testing's `.hierarchy` strategy records it: one controller a line, children
// `   | ` one level deeper, a presented controller `   + ` under the controller that presents it;
// each with its appearance and its view (docs/captures.md).

extension NavigationState {
  /// The window's controllers as `_printHierarchy` lists them: each controller, then its
  /// children in order, then what it presents; built without recursion.
  public var hierarchyLines: [HierarchyLine] {
    var shown: Set<String> = []
    window.forEachVisibleController { shown.insert($0.id) }
    var lines: [HierarchyLine] = []
    window.forEachInHierarchyOrder { controller, depth, style in
      let isShown = shown.contains(controller.id)
      let isLoaded = isShown || isViewLoaded(controller.id)
      lines.append(
        HierarchyLine(
          depth: depth, presentation: style?.asCaptured, kind: controller.kind,
          type: controller.kind == .screen ? controller.type : controller.kind.uikitClass,
          appearance: isShown ? .appeared : .disappeared,
          view: isLoaded ? .loaded(controller.viewClass, inWindow: isShown) : .notLoaded))
    }
    return lines
  }

  /// The hierarchy as `_printHierarchy` prints it without addresses, one line each.
  public var hierarchyText: String {
    hierarchyLines.map { $0.printed + "\n" }.joined()
  }
}

extension Window {
  /// Visits the controllers in `_printHierarchy`'s order — each controller, its children in
  /// order, then what it presents — with how deep each is and the style it is presented with,
  /// without recursion.
  public func forEachInHierarchyOrder(
    _ visit: (Controller, _ depth: Int, _ style: PresentationStyle?) -> Void
  ) {
    var pending: [(controller: Controller, depth: Int, style: PresentationStyle?)] = [
      (root, 0, nil)
    ]
    while let (controller, depth, style) = pending.popLast() {
      visit(controller, depth, style)
      if let presented = controller.presented {
        pending.append((presented.controller, depth + 1, presented.style))
      }
      for child in controller.children.reversed() { pending.append((child, depth + 1, nil)) }
    }
  }
}

extension Controller {
  /// The class of the root view UIKit gives a controller of this kind.
  var viewClass: String {
    switch kind {
    case .nav, .tabs: "UILayoutContainerView"
    case .split:
      split?.columnStyle == nil ? "UILayoutContainerView" : "_UISplitViewControllerPanelImplView"
    case .screen, .stack: "UIView"
    case .pages: "_UIPageViewControllerContentView"
    }
  }
}

extension HierarchyLine {
  /// The line as `_printHierarchy` prints it, without addresses; a class name that is not a
  /// plain name is written as a JSON string literal, so that it cannot forge a line or a field.
  public var printed: String {
    var text = ""
    if depth > 0 {
      text.reserveCapacity(depth * 5 + 80)
      for _ in 1..<depth { text += "   | " }
      text += isPresented ? "   + " : "   | "
    }
    text += "<" + Self.className(type) + ">"
    if let appearance { text += ", state: " + appearance.rawValue }
    if let view {
      switch view {
      case .notLoaded: text += ", view: (view not loaded)"
      case .loaded(let viewClass, let inWindow):
        text +=
          ", view: <" + Self.className(viewClass) + ">" + (inWindow ? "" : " not in the window")
      }
    }
    if let presentation {
      text += ", presented with: <" + presentation.presentationControllerClass + ">"
    }
    return text
  }

  /// A class name as it prints: as it is when it is made of the characters of class names,
  /// else a JSON string literal.
  static func className(_ name: String) -> String {
    let isPlain =
      !name.isEmpty
      && name.utf8.allSatisfy { byte in
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
          || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
          || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
          || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "$")
          || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">")
      }
    return isPlain ? name : TextEscaping.jsonLiteral(name)
  }
}
