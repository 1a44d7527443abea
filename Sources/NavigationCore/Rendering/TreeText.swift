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
    text(showingID: nil)
  }

  /// The text rendering, with only the ids `showingID` accepts (all when nil).
  func text(showingID: ((String) -> Bool)?) -> String {
    var text = TextBuffer(capacity: 512)
    text += "window ("
    text.append(sizeClass.rawValue)
    if verticalSizeClass == .compact { text += ", compact height" }
    if width == .narrow { text += ", narrow" }
    text += ")\n"
    // Ids are unique in the window, so `top` is marked by its id rather than by comparing
    // every line's path with its path.
    let topID = self[top]?.id
    Self.appendLines(
      of: root, depth: 1, mark: nil, topID: topID, showingID: showingID, into: &text)
    return text.string
  }

  /// The text rendering of the controller `selector` finds, with what it holds and presents,
  /// as a golden of one subtree holds it: headed `window (SIZE) at SELECTOR`; when the selector
  /// finds nothing, that heading alone, ending `: nothing matches`.
  public func text(selectedBy selector: Selector) -> String {
    var text = TextBuffer(capacity: 256)
    text += "window ("
    text.append(sizeClass.rawValue)
    if verticalSizeClass == .compact { text += ", compact height" }
    if width == .narrow { text += ", narrow" }
    text += ") at "
    text.append(TextEscaping.quotedIfNeeded(selector.description))
    guard let path = try? resolve(selector), let controller = self[path] else {
      text += ": nothing matches\n"
      return text.string
    }
    text += "\n"
    Self.appendLines(
      of: controller, depth: 1, mark: nil, topID: self[top]?.id, showingID: nil, into: &text)
    return text.string
  }

  /// Appends a controller's line and those below it, each ending in a newline, to the text in
  /// place: every run renders its final tree, and a recorded scenario the tree after steps.
  private static func appendLines(
    of controller: Controller, depth: Int, mark: String?, topID: String?,
    showingID: ((String) -> Bool)?, into text: inout TextBuffer
  ) {
    appendIndent(depth, to: &text)
    controller.appendOwnLine(
      showingID: controller.id != controller.type && (showingID?(controller.id) ?? true),
      mark: mark, to: &text)
    if controller.id == topID { text += "  <- top" }
    text += "\n"
    let children = controller.children
    let columns = controller.split?.columns
    for index in children.indices {
      if let column = columns?[index] {
        appendIndent(depth + 1, to: &text)
        text.append(
          controller.isNavigationSplitView
            ? SplitViewColumn(column)?.rawValue ?? column.rawValue : column.rawValue)
        text += ":\n"
        appendLines(
          of: children[index], depth: depth + 2, mark: nil, topID: topID, showingID: showingID,
          into: &text)
      } else if index == controller.moreNavIndex {
        // The More nav is not one of the tabs: it is drawn under a `more:` header.
        appendIndent(depth + 1, to: &text)
        text += "more:\n"
        appendLines(
          of: children[index], depth: depth + 2, mark: nil, topID: topID, showingID: showingID,
          into: &text)
      } else {
        let isSelectedTab = controller.kind == .tabs && index == controller.selectedIndex
        appendLines(
          of: children[index], depth: depth + 1, mark: isSelectedTab ? "selected" : nil,
          topID: topID, showingID: showingID, into: &text)
      }
    }
    if controller.isPresenting {
      let presentation = controller.presentations[0]
      appendIndent(depth + 1, to: &text)
      text += "presents ("
      text.append(presentation.styleDescription)
      text += "):\n"
      appendLines(
        of: presentation.controller, depth: depth + 2, mark: nil, topID: topID,
        showingID: showingID, into: &text)
    }
  }

  private static func appendIndent(_ depth: Int, to text: inout TextBuffer) {
    text.appendSpaces(2 * depth)
  }
}

extension Controller {
  /// The controller's line without its indentation, `<- top` and the line end.
  ///
  /// Its type, its id when shown, its state, and its flags after `mark`: what exploration
  /// digests of it.
  func appendOwnLine(showingID: Bool, mark: String? = nil, to text: inout TextBuffer) {
    text.append(type)
    if showingID {
      text += " #"
      text.append(id)
    }
    appendStateDescription(to: &text)
    var flagCount = 0
    func appendFlag(_ flag: String) {
      text += flagCount == 0 ? " (" : ", "
      text.append(flag)
      flagCount += 1
    }
    if let mark { appendFlag(mark) }
    forEachFlag(appendFlag)
    if flagCount > 0 { text += ")" }
  }

  /// Kind-specific state in brackets, and a screen's context in braces.
  var stateDescription: String {
    var text = TextBuffer(capacity: 32)
    appendStateDescription(to: &text)
    return text.string
  }

  /// Appends `stateDescription` to a line being built.
  func appendStateDescription(to text: inout TextBuffer) {
    appendKindState(to: &text)
    if let pathValue {
      text += " {value: "
      text.append(Self.quotedPathValue(pathValue))
      text += "}"
    }
    if let presentedItem {
      text += " {item: "
      text.append(TextEscaping.quotedIfNeeded(presentedItem))
      text += "}"
    }
    if let sheetOptions, !sheetOptions.isDefault {
      text += " {"
      text.append(sheetOptions.summary)
      text += "}"
    }
    if let tabItem {
      text += " {tab: "
      text.append(TextEscaping.quotedIfNeeded(tabItem.value))
      text += "}"
      if let section = tabItem.section {
        text += " {section: "
        text.append(TextEscaping.quotedIfNeeded(section))
        text += "}"
      }
    }
  }

  /// A path value as the golden writes it: quoted when it holds a comma, which separates a
  /// stack's values.
  static func quotedPathValue(_ value: String) -> String {
    value.contains(",") ? TextEscaping.jsonLiteral(value) : TextEscaping.quotedIfNeeded(value)
  }

  private func appendKindState(to text: inout TextBuffer) {
    switch kind {
    case .screen:
      guard let context else { return }
      text += " {context: "
      text.append(TextEscaping.quotedIfNeeded(context))
      text += "}"
    case .nav:
      guard isNavigationStack else { return }
      text += " [path: "
      let values = pathValues
      text.append(
        values.isEmpty ? "—" : values.map(Self.quotedPathValue).joined(separator: ", "))
      text += "]"
    case .tabs:
      if let tabView {
        appendTabViewState(tabView, to: &text)
        return
      }
      text += " [selected: "
      text.append(isMoreSelected ? "more" : String(selectedIndex))
      text += "]"
    case .split:
      guard let split else { return }
      if isNavigationSplitView { return appendSplitViewState(split, to: &text) }
      text += split.isCollapsed ? " [collapsed" : " [expanded"
      if let style = split.columnStyle {
        text += ", "
        text.append(style.rawValue)
        if let top = split.topColumnForCollapsing {
          text += ", topColumnForCollapsing: "
          text.append(top.rawValue)
        }
        if split.preferredDisplayMode != .automatic {
          text += ", preferredDisplayMode: "
          text.append(split.preferredDisplayMode.rawValue)
        }
        if !split.isCollapsed, !split.hiddenColumns.isEmpty {
          text += ", hidden: "
          text.append(split.hiddenColumns.map(\.rawValue).joined(separator: "+"))
        }
      }
      // A column-style split shows a policy only when a library's names one.
      if !split.usesColumnRules {
        text += ", policy: "
        text.append(split.policy.rawValue)
      }
      text += "]"
    case .stack:
      var options: [String] = []
      if stack?.retainsRoot == false { options.append("retainsRoot: false") }
      if stack?.preventsForwardingPop == true { options.append("preventsForwardingPop") }
      if stack?.dismissesWhenEmpty == true { options.append("dismissesWhenEmpty") }
      guard !options.isEmpty else { return }
      text += " ["
      text.append(options.joined(separator: ", "))
      text += "]"
    case .pages:
      guard let pages else { return }
      text += " ["
      text.append(pages.transitionStyle.rawValue)
      if let spine = pages.spineLocation {
        text += ", spine: "
        text.append(spine.rawValue)
      }
      if let shown = pages.shownIndex {
        text += pages.pagesShown == 1 ? ", page " : ", pages "
        text.append(String(shown + 1))
        if pages.pagesShown > 1 {
          text += "-"
          text.append(String(shown + pages.pagesShown))
        }
        text += " of "
        text.append(String(pages.dataSource.count))
      }
      text += "]"
    }
  }

  /// Marks shown in parentheses.
  var flags: [String] {
    var flags: [String] = []
    forEachFlag { flags.append($0) }
    return flags
  }

  /// Calls `body` with each mark of `flags` in order, without an array in between.
  func forEachFlag(_ body: (String) -> Void) {
    if isDetail { body("detail") }
    if let relation { body(relation.rawValue) }
    if definesContext != kind.definesContextByDefault {
      body(definesContext ? "definesContext" : "definesContext: false")
    }
    if !isDismissible { body("not dismissible") }
    if isModalInPresentation { body("modalInPresentation") }
    if let placement = tabItem?.placement, placement != .automatic { body(placement.rawValue) }
  }

  /// A split view's state: collapsed or not, its preferred compact column, its column
  /// visibility when not automatic, and the columns it hides.
  private func appendSplitViewState(_ split: SplitState, to text: inout TextBuffer) {
    text += split.isCollapsed ? " [collapsed" : " [expanded"
    if let column = split.topColumnForCollapsing.flatMap(SplitViewColumn.init) {
      text += ", preferredCompactColumn: "
      text.append(column.rawValue)
    }
    if let style = split.columnStyle, split.preferredDisplayMode != .automatic,
      let visibility = SplitViewVisibility(split.preferredDisplayMode, style: style)
    {
      text += ", columnVisibility: "
      text.append(visibility.rawValue)
    }
    if !split.isCollapsed, !split.hiddenColumns.isEmpty {
      text += ", hidden: "
      text.append(
        split.hiddenColumns.map { SplitViewColumn($0)?.rawValue ?? $0.rawValue }
          .joined(separator: "+"))
    }
    text += "]"
  }

  /// A tab view's state: its selection, then its style and reselection when not the default.
  private func appendTabViewState(_ options: TabViewOptions, to text: inout TextBuffer) {
    text += " [selection: "
    // While More is selected, as a UIKit tab bar's line says: the More list shows the rest.
    text.append(
      isMoreSelected ? "more" : selectionValue.map(Self.quotedPathValue) ?? "—")
    if options.style != .automatic {
      text += ", "
      text.append(options.style.rawValue)
    }
    if options.reselect != .popToRoot {
      text += ", reselect: "
      text.append(options.reselect.rawValue)
    }
    text += "]"
  }
}

/// Text built as UTF-8 bytes and made a `String` once: appending many short pieces to a
/// `String` re-checked its storage and its flags for each piece, a visible part of rendering
/// the tree that every run renders.
struct TextBuffer: Sendable {
  private var bytes: [UInt8] = []

  init(capacity: Int) {
    bytes.reserveCapacity(capacity)
  }

  /// Appends a string's UTF-8.
  mutating func append(_ piece: String) {
    // From the string's contiguous UTF-8, which a small string lends from a copy on the stack:
    // appending its `utf8` view goes through the view's iterator.
    var piece = piece
    piece.withUTF8 { bytes.append(contentsOf: $0) }
  }

  /// Appends a literal, straight from the bytes compiled into the program.
  static func += (buffer: inout TextBuffer, piece: StaticString) {
    piece.withUTF8Buffer { buffer.bytes.append(contentsOf: $0) }
  }

  /// Appends `count` spaces.
  mutating func appendSpaces(_ count: Int) {
    bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: count))
  }

  /// Empties the buffer, keeping its room.
  mutating func removeAll() {
    bytes.removeAll(keepingCapacity: true)
  }

  /// Calls `body` with the bytes.
  func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    bytes.withUnsafeBufferPointer(body)
  }

  /// The text.
  var string: String { String(decoding: bytes, as: UTF8.self) }
}
