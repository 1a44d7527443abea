// The text rendering read back into a window, so that a golden (which holds only text) can be
// drawn. The rendering is exact for the trees navrun makes from plain names; a type or id
// holding the rendering's own punctuation (` #`, ` (`, ` [`, ` {context: `) can read back
// differently, and a line that cannot be read ends the tree. The lines are read with an
// explicit stack of open controllers, never by recursion: goldens are input, and a hostile
// one may nest as deep as it likes. A tree nested deeper than the engine allows is refused,
// so that what reads back stays within what the engine's walks expect.

extension Window {
  /// Reads a window back from its text rendering (`Window.text`): the first line `window (SIZE)`
  /// (after the app state's `state: …` line, when there is one), then one controller per line;
  /// a subtree's rendering (`window (SIZE) at SELECTOR`) reads as a window holding it.
  ///
  /// Lines after the tree (a blank line, a section header) are ignored. Nil when the text does not
  /// start with a tree, or the tree nests deeper than `NavigationState.maximumDepth`.
  public init?(text: String) {
    var reader = TreeTextReader()
    guard let window = reader.read(text) else { return nil }
    self = window
  }
}

/// The reader behind `Window(text:)`.
private struct TreeTextReader {
  /// What a line below a controller attaches to: a child, a split column, or a presentation.
  private enum Slot {
    case child
    case column(SplitColumn)
    case presented(PresentationStyle, shownAs: PresentationStyle)
    /// A tab bar's More nav, under `more:`.
    case more
  }

  /// A controller whose line has been read and whose children may follow.
  private struct Open {
    var controller: Controller
    /// The depth (indentation / 2) of its line.
    var depth: Int
    /// Where a controller line at `depth + 2` goes, after a `primary:` or `presents (…):`.
    var pending: Slot?
    /// How its parent holds it.
    var slot: Slot
    /// Whether its line is marked `(selected)`: a tab view's selected tab.
    var isSelected = false
  }

  private var stack: [Open] = []

  /// What may follow the size class in the window's line, in the order it is written.
  private static let windowExtras: [[Substring]] = [
    [], ["compact height"], ["narrow"], ["compact height", "narrow"],
  ]

  mutating func read(_ text: String) -> Window? {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)[...]
    // The app state's line (`state: loggedIn=false`) precedes the window when there is one.
    if lines.first?.hasPrefix("state: ") == true { lines.removeFirst() }
    // A golden of one subtree heads it `window (SIZE) at SELECTOR`: the subtree reads back as
    // the window's root.
    guard let first = lines.popFirst(), first.hasPrefix("window ("),
      let sizeEnd = first.firstIndex(of: ")"),
      first.index(after: sizeEnd) == first.endIndex || first[sizeEnd...].hasPrefix(") at "),
      let classes = Optional(first.dropFirst(8)[..<sizeEnd].split(separator: ", ")),
      let sizeClass = classes.first.flatMap({ SizeClass(rawValue: String($0)) }),
      Self.windowExtras.contains(Array(classes.dropFirst()))
    else { return nil }
    let verticalSizeClass: SizeClass = classes.contains("compact height") ? .compact : .regular
    let width: WindowWidth = classes.contains("narrow") ? .narrow : .wide
    var count = 0
    for line in lines {
      let spaces = line.prefix { $0 == " " }.count
      guard spaces >= 2, spaces % 2 == 0, spaces < line.count else { break }
      let depth = spaces / 2
      guard depth <= 2 * NavigationState.maximumDepth + 2 else { return nil }
      count += 1
      guard count <= NavigationState.maximumControllers * 2 else { return nil }
      let content = line.dropFirst(spaces)
      close(above: depth)
      if let header = Self.header(content), let parent = stack.last, parent.depth == depth - 1 {
        if case .column = header, parent.controller.kind != .split { break }
        if case .more = header, parent.controller.kind != .tabs { break }
        stack[stack.count - 1].pending = header
        continue
      }
      let slot: Slot
      if let parent = stack.last {
        if parent.depth == depth - 1, parent.pending == nil, parent.controller.kind != .split {
          slot = .child
        } else if parent.depth == depth - 2, let pending = parent.pending {
          slot = pending
        } else {
          break
        }
      } else {
        guard depth == 1 else { break }
        slot = .child
      }
      let (controller, selected) = Self.controller(content)
      stack.append(
        Open(controller: controller, depth: depth, slot: slot, isSelected: selected))
    }
    close(above: 1)
    return stack.popLast().map(\.controller).map { root in
      var root = root
      root.settleTabViewSelection()
      var window = Window(sizeClass: sizeClass, root: root)
      window.verticalSizeClass = verticalSizeClass
      window.width = width
      return window
    }
  }

  /// Closes the open controllers at `depth` or deeper, attaching each to its parent.
  private mutating func close(above depth: Int) {
    while stack.count > 1, var last = stack.last, last.depth >= depth {
      stack.removeLast()
      last.controller.settleTabViewSelection()
      var parent = stack.removeLast()
      switch last.slot {
      case .child:
        parent.controller.appendChild(last.controller)
        if last.isSelected, parent.controller.isTabView {
          parent.controller.selectedIndex = parent.controller.children.count - 1
        }
      case .column(let column):
        parent.controller.appendChild(last.controller)
        parent.controller.split?.columns.append(column)
        if column == .supplementary, parent.controller.isNavigationSplitView {
          parent.controller.split?.columnStyle = .tripleColumn
        }
        parent.pending = nil
      case .presented(let style, let shown):
        var presentation = Presentation(style: style, controller: last.controller)
        presentation.style = shown
        parent.controller.presented = presentation
        parent.pending = nil
      case .more:
        parent.controller.appendChild(last.controller)
        parent.controller.more = MoreState()
        if parent.controller.selectedIndex == Self.moreSelected {
          parent.controller.selectedIndex = parent.controller.children.count - 1
        }
        parent.pending = nil
      }
      stack.append(parent)
    }
    // Lines at the depth of an open controller's children keep its pending slot only
    // for lines two deeper.
    if let last = stack.last, last.depth == depth - 1 { stack[stack.count - 1].pending = nil }
  }

  /// `primary:` (a split column) or `presents (STYLE):`.
  private static func header(_ content: Substring) -> Slot? {
    guard content.hasSuffix(":") else { return nil }
    let name = content.dropLast()
    if name == "more" { return .more }
    if let column = SplitColumn(rawValue: String(name)) { return .column(column) }
    if let column = SplitViewColumn(rawValue: String(name)) { return .column(column.column) }
    guard name.hasPrefix("presents ("), name.hasSuffix(")"),
      let (style, shown) = Presentation.styles(described: name.dropFirst(10).dropLast())
    else { return nil }
    return .presented(style, shownAs: shown)
  }

  /// A controller line: `TYPE[ #ID][ STATE][ (FLAGS)][  <- top]`, read from its end.
  private static func controller(_ content: Substring) -> (Controller, selected: Bool) {
    var rest = content
    if rest.hasSuffix("  <- top") { rest = rest.dropLast(8) }
    var flags: [Substring] = []
    if rest.hasSuffix(")"), let open = rest.lastRange(of: " (") {
      let candidates = rest[open.upperBound..<rest.index(before: rest.endIndex)]
        .split(separator: ",").map { $0.drop { $0 == " " } }
      if candidates.allSatisfy(Self.knownFlags.contains) {
        flags = candidates
        rest = rest[..<open.lowerBound]
      }
    }
    var (kind, state) = Self.takeState(from: &rest)
    let section = Self.takeBraced("section", from: &rest)
    let tabValue = Self.takeBraced("tab", from: &rest)
    var sheetOptions: SheetOptions?
    if rest.hasSuffix("}"), let open = rest.lastRange(of: " {detent: "),
      let options = SheetOptions(
        summary: rest[rest.index(after: open.lowerBound)..<rest.index(before: rest.endIndex)]
          .dropFirst())
    {
      sheetOptions = options
      rest = rest[..<open.lowerBound]
    }
    let presentedItem = Self.takeBraced("item", from: &rest)
    let pathValue = Self.takeBraced("value", from: &rest)
    if kind == nil, tabValue != nil {
      // A tab view's tab that is a container: its state precedes its tab's braces.
      (kind, state) = Self.takeState(from: &rest)
    }
    if kind == nil, rest.hasSuffix("]"), let open = rest.lastRange(of: " [path: ") {
      // A SwiftUI NavigationStack: its path is read from the values of its views.
      kind = .nav
      rest = rest[..<open.lowerBound]
    }
    var context: String?
    if kind == nil, rest.hasSuffix("}"), let open = rest.firstRange(of: " {context: ") {
      context = Self.unquoted(rest[open.upperBound..<rest.index(before: rest.endIndex)])
      rest = rest[..<open.lowerBound]
    }
    let type: Substring
    let id: Substring
    if let mark = rest.firstRange(of: " #") {
      type = rest[..<mark.lowerBound]
      id = rest[mark.upperBound...]
    } else {
      type = rest
      id = rest
    }
    let resolvedKind =
      kind ?? (context == nil ? Controller.Kind(rawValue: String(type)) : nil) ?? .screen
    var controller = Controller(
      id: String(id), kind: resolvedKind,
      type: resolvedKind == .screen || Self.swiftUITypes.contains(type) ? String(type) : nil)
    controller.context = context
    controller.pathValue = pathValue
    controller.presentedItem = presentedItem
    controller.sheetOptions = sheetOptions
    if resolvedKind == .nav, type == "navigationStack" {
      controller.destinations = NavigationDestinations()
    }
    if resolvedKind == .tabs, type == "tabView" {
      // Until a tab marked `(selected)` or the More nav is read: a tab view marks no tab while
      // More is selected.
      controller.tabView = TabViewOptions()
      controller.selectedIndex = Self.moreSelected
    }
    if resolvedKind == .split, type == "navigationSplitView" {
      controller.destinations = NavigationDestinations()
      controller.split?.columnStyle = .doubleColumn
    }
    if let tabValue { controller.tabItem = TabItem(tabValue, section: section) }
    if let state { apply(state, to: &controller) }
    for flag in flags { apply(flag: flag, to: &controller) }
    return (controller, flags.contains("selected"))
  }

  /// The types of SwiftUI's containers, which a line names instead of the UIKit kind.
  private static let swiftUITypes: Set<Substring> = [
    "navigationStack", "tabView", "navigationSplitView",
  ]

  private static let knownFlags: Set<Substring> = [
    "selected", "detail", "modality", "hierarchical", "definesContext",
    "definesContext: false", "not dismissible", "modalInPresentation", "pinned", "sidebarOnly",
  ]

  /// The selected index read from `[selected: more]`, until the More nav is read.
  fileprivate static let moreSelected = Int.max

  /// The ` [state]` at the end of `rest` and the kind it is the state of, taken off `rest`;
  /// nils, and `rest` as it is, when there is none or it is no kind's.
  private static func takeState(from rest: inout Substring) -> (Controller.Kind?, Substring?) {
    guard rest.hasSuffix("]"), let open = rest.lastRange(of: " [") else { return (nil, nil) }
    let state = rest[open.upperBound..<rest.index(before: rest.endIndex)]
    guard let kind = kind(ofState: state) else { return (nil, nil) }
    rest = rest[..<open.lowerBound]
    return (kind, state)
  }

  /// The value of the ` {label: value}` at the end of `rest`, unquoted, taken off `rest`; nil,
  /// and `rest` as it is, when there is none.
  private static func takeBraced(_ label: String, from rest: inout Substring) -> String? {
    guard rest.hasSuffix("}"), let open = rest.lastRange(of: " {\(label): ") else { return nil }
    let value = unquoted(rest[open.upperBound..<rest.index(before: rest.endIndex)])
    rest = rest[..<open.lowerBound]
    return value
  }

  private static func kind(ofState state: Substring) -> Controller.Kind? {
    if state.hasPrefix("selected: ") || state.hasPrefix("selection: ") { return .tabs }
    if state.hasPrefix("expanded, policy: ") || state.hasPrefix("collapsed, policy: ")
      || state.hasPrefix("expanded, preferredCompactColumn: ")
      || state.hasPrefix("collapsed, preferredCompactColumn: ") || state == "expanded"
      || state == "collapsed" || state.hasPrefix("expanded, columnVisibility: ")
      || state.hasPrefix("expanded, hidden: ")
      || state.hasPrefix("collapsed, columnVisibility: ")
    {
      return .split
    }
    for style in SplitColumnStyle.allCases
    where state.hasPrefix("expanded, \(style.rawValue)")
      || state.hasPrefix("collapsed, \(style.rawValue)")
    {
      return .split
    }
    if PageTransitionStyle.allCases.contains(where: {
      state == $0.rawValue || state.hasPrefix("\($0.rawValue), ")
    }) {
      return .pages
    }
    let options: Set<Substring> = [
      "retainsRoot: false", "preventsForwardingPop", "dismissesWhenEmpty",
    ]
    let parts = state.split(separator: ",").map { $0.drop { $0 == " " } }
    return !parts.isEmpty && parts.allSatisfy(options.contains) ? .stack : nil
  }

  private static func apply(_ state: Substring, to controller: inout Controller) {
    switch controller.kind {
    case .tabs where controller.tabView != nil:
      // The selected tab is the one marked `(selected)`; the options follow the selection.
      for part in state.split(separator: ",").dropFirst().map({ $0.drop { $0 == " " } }) {
        if let style = TabViewStyleOption(rawValue: String(part)) {
          controller.tabView?.style = style
        } else if part.hasPrefix("reselect: "),
          let reselect = TabReselection(rawValue: String(part.dropFirst(10)))
        {
          controller.tabView?.reselect = reselect
        }
      }
    case .tabs:
      let selected = state.dropFirst(10)
      controller.selectedIndex = selected == "more" ? Self.moreSelected : Int(selected) ?? 0
    case .split:
      let parts = state.split(separator: ",").map { $0.drop { $0 == " " } }
      controller.split?.isCollapsed = parts.first == "collapsed"
      var policy: SplitPolicy?
      for part in parts.dropFirst() {
        if part.hasPrefix("policy: ") {
          policy = SplitPolicy(rawValue: String(part.dropFirst(8)))
        } else if part.hasPrefix("topColumnForCollapsing: ") {
          controller.split?.topColumnForCollapsing = SplitColumn(
            rawValue: String(part.dropFirst(24)))
        } else if part.hasPrefix("preferredDisplayMode: ") {
          controller.split?.preferredDisplayMode =
            SplitDisplayMode(rawValue: String(part.dropFirst(22))) ?? .automatic
        } else if part.hasPrefix("hidden: ") {
          controller.split?.hiddenColumns = part.dropFirst(8).split(separator: "+").compactMap {
            SplitColumn(rawValue: String($0)) ?? SplitViewColumn(rawValue: String($0))?.column
          }
        } else if part.hasPrefix("preferredCompactColumn: ") {
          controller.split?.topColumnForCollapsing =
            SplitViewColumn(rawValue: String(part.dropFirst(24)))?.column
        } else if let style = SplitColumnStyle(rawValue: String(part)) {
          controller.split?.columnStyle = style
        }
      }
      controller.split?.policy = policy ?? .nest
    case .stack:
      for option in state.split(separator: ",").map({ $0.drop { $0 == " " } }) {
        switch option {
        case "retainsRoot: false": controller.stack?.retainsRoot = false
        case "preventsForwardingPop": controller.stack?.preventsForwardingPop = true
        case "dismissesWhenEmpty": controller.stack?.dismissesWhenEmpty = true
        default: break
        }
      }
    case .pages:
      for part in state.split(separator: ",").map({ $0.drop { $0 == " " } }) {
        if let style = PageTransitionStyle(rawValue: String(part)) {
          controller.pages?.transitionStyle = style
        } else if part.hasPrefix("spine: ") {
          controller.pages?.spineLocation = PageSpineLocation(rawValue: String(part.dropFirst(7)))
        } else if part.hasPrefix("page ") || part.hasPrefix("pages ") {
          // `page 2 of 3`, `pages 3-4 of 4`: the data source is drawn, not built, so its
          // pages stand in as placeholders of its length, bounded as the tree is.
          let words = part.split(separator: " ")
          guard words.count == 4, let first = Int(words[1].prefix { $0 != "-" }),
            let count = Int(words[3]), first >= 1, first <= count,
            count <= NavigationState.maximumControllers
          else { continue }
          controller.pages?.dataSource = Array(repeating: .screen("Page"), count: count)
          controller.pages?.shownIndex = first - 1
        }
      }
    case .screen, .nav:
      break
    }
  }

  private static func apply(flag: Substring, to controller: inout Controller) {
    switch flag {
    case "detail": controller.isDetail = true
    case "modality": controller.relation = .modality
    case "hierarchical": controller.relation = .hierarchical
    case "definesContext": controller.definesContext = true
    case "definesContext: false": controller.definesContext = false
    case "not dismissible": controller.isDismissible = false
    case "modalInPresentation": controller.isModalInPresentation = true
    case "pinned": controller.tabItem?.placement = .pinned
    case "sidebarOnly": controller.tabItem?.placement = .sidebarOnly
    default: break  // `selected` is the tab bar's, read from its state
    }
  }

  /// A context as rendered: as is when plain, else a JSON string literal.
  static func unquoted(_ text: Substring) -> String {
    guard text.count >= 2, text.hasPrefix("\""), text.hasSuffix("\"") else { return String(text) }
    var result = String.UnicodeScalarView()
    var scalars = text.unicodeScalars.dropFirst().dropLast()[...]
    var pendingHigh: UInt32?
    while let scalar = scalars.popFirst() {
      guard scalar == "\\", let escape = scalars.popFirst() else {
        result.append(scalar)
        continue
      }
      switch escape {
      case "n": result.append("\n")
      case "r": result.append("\r")
      case "t": result.append("\t")
      case "b": result.append("\u{8}")
      case "f": result.append("\u{C}")
      case "u":
        let hex = String(String.UnicodeScalarView(scalars.prefix(4)))
        scalars = scalars.dropFirst(4)
        guard let value = UInt32(hex, radix: 16) else { continue }
        if (0xD800..<0xDC00).contains(value) {
          pendingHigh = value
          continue
        }
        if (0xDC00..<0xE000).contains(value), let high = pendingHigh {
          let combined = 0x10000 + ((high - 0xD800) << 10) + (value - 0xDC00)
          if let joined = Unicode.Scalar(combined) { result.append(joined) }
        } else if let plain = Unicode.Scalar(value) {
          result.append(plain)
        }
        pendingHigh = nil
      default: result.append(escape)
      }
    }
    return String(result)
  }
}

extension Substring {
  /// The last occurrence of a piece of text.
  fileprivate func lastRange(of piece: String) -> Range<Index>? {
    var found: Range<Index>?
    var rest = self[...]
    while let range = rest.firstRange(of: piece) {
      found = range
      rest = self[index(after: range.lowerBound)...]
    }
    return found
  }
}

extension Controller {
  /// A tab view read with no tab marked selected and no More nav selects its first tab.
  fileprivate mutating func settleTabViewSelection() {
    if isTabView, selectedIndex == TreeTextReader.moreSelected { selectedIndex = 0 }
  }
}
