// A capture read as navrun's tree: the start it builds (`"start": {"capture": …}`), with the
// views it shows loaded, and the lines an `expectCapture` compares with. Built from the lines
// bottom up, with no recursion.

import NavigationCore

/// A capture mapped to navrun's nodes.
struct CaptureTree: Sendable {
  /// The capture's controllers as navrun's hierarchy lines, in the capture's order.
  var lines: [HierarchyLine]
  /// The line of the file each controller is on.
  var lineNumbers: [Int]
  /// The start the capture describes.
  var blueprint: Blueprint
  /// Whether each controller's view has loaded, in the capture's order.
  var loaded: [Bool]
  /// What reads but deserves a look, located in the capture.
  var warnings: [(location: SourceLocation, message: String)]

  /// Maps the lines `CaptureReader` read.
  init(_ captured: [CaptureLine], classes: CaptureClasses) throws(CaptureError) {
    var warnings: [(SourceLocation, String)] = []
    var warned: Set<String> = []
    var lines: [HierarchyLine] = []
    lines.reserveCapacity(captured.count)
    for line in captured {
      let node: (kind: Controller.Kind, type: String, warning: String?)
      do {
        node = try classes.node(of: line.className)
      } catch {
        throw CaptureError(location: line.location, message: error.message)
      }
      if let warning = node.warning, warned.insert(warning).inserted {
        warnings.append((line.location, warning))
      }
      var style: PresentationStyle?
      if line.isPresented, let presentationClass = line.presentationClass {
        let read = classes.style(of: presentationClass)
        style = read.style
        if let warning = read.warning, warned.insert(warning).inserted {
          warnings.append((line.presentationLocation ?? line.location, warning))
        }
      }
      lines.append(
        HierarchyLine(
          depth: line.depth, presentation: style, kind: node.kind, type: node.type,
          appearance: line.appearance, view: line.view, isPresented: line.isPresented))
    }
    self.lines = lines
    lineNumbers = captured.map(\.location.line)
    loaded = captured.map { line in line.view.map(\.isLoaded) ?? true }
    self.warnings = warnings
    blueprint = try Self.blueprint(of: lines, captured)
  }

  /// The blueprint of the lines: each node's children and presentation are the lines below it,
  /// found with a stack of the open parents, then built from the last line back.
  private static func blueprint(
    of lines: [HierarchyLine], _ captured: [CaptureLine]
  ) throws(CaptureError) -> Blueprint {
    var children = [[Int]](repeating: [], count: lines.count)
    var presented = [Int?](repeating: nil, count: lines.count)
    var open: [Int] = []
    for (index, line) in lines.enumerated() {
      open.removeSubrange(min(line.depth, open.count)...)
      if let parent = open.last {
        if line.isPresented { presented[parent] = index } else { children[parent].append(index) }
      }
      open.append(index)
    }
    var built = [Blueprint?](repeating: nil, count: lines.count)
    for index in lines.indices.reversed() {
      let line = lines[index]
      let parts = children[index].map { built[$0] ?? Blueprint(kind: .screen) }
      for child in children[index] { built[child] = nil }
      var node: Blueprint
      switch line.kind {
      case .split:
        guard (1...3).contains(parts.count) else {
          let at =
            parts.count > 3 ? captured[children[index][3]].location : captured[index].location
          throw CaptureError(
            location: at,
            message: "a split holds one to three columns (primary, supplementary, secondary); "
              + "this one holds \(parts.count)")
        }
        node = Blueprint.split(
          primary: parts[0], secondary: parts.count > 1 ? parts[parts.count - 1] : nil,
          supplementary: parts.count == 3 ? parts[1] : nil)
        if parts.count == 3 {
          node.columnStyle = .tripleColumn
        } else if case .loaded(let viewClass, _)? = line.view,
          viewClass == "_UISplitViewControllerPanelImplView"
        {
          node.columnStyle = .doubleColumn
        }
      case .screen:
        node = .screen(line.type)
        node.children = parts
      case .tabs:
        node = .container(.tabs, parts)
        node.selected = selectedTab(among: children[index].map { lines[$0] })
      case .nav, .stack:
        node = .container(line.kind, parts)
      case .pages:
        // Two pages shown side by side are a book's around a spine in the middle; a capture
        // tells no more of the style.
        guard parts.count <= 2 else {
          throw CaptureError(
            location: captured[children[index][2]].location,
            message: "a page view controller shows one page, or two around a spine in the "
              + "middle; this one holds \(parts.count)")
        }
        node = .container(.pages, parts)
        if parts.count == 2 {
          node.transitionStyle = .pageCurl
          node.spineLocation = .mid
        }
      }
      if let presentedIndex = presented[index], var shown = built[presentedIndex] {
        built[presentedIndex] = nil
        let style = lines[presentedIndex].presentation
        if style == .popover { shown.hasPopoverSource = true }
        node = node.presenting(shown, style: style)
      }
      built[index] = node
    }
    return built[0] ?? Blueprint(kind: .screen)
  }

  /// The tab that shows: the one that appeared (or is appearing), else the one whose view is in
  /// the window, else the first.
  private static func selectedTab(among tabs: [HierarchyLine]) -> Int {
    if let shown = tabs.firstIndex(where: {
      $0.appearance == .appeared || $0.appearance == .appearing
    }) {
      return shown
    }
    if let inWindow = tabs.firstIndex(where: {
      if case .loaded(_, inWindow: true)? = $0.view { true } else { false }
    }) {
      return inWindow
    }
    return 0
  }
}
