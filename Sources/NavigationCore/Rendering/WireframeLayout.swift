// The layout behind `Wireframe`: the visible layers bottom first, each laid out from its root
// with an explicit stack of (controller, box) pairs, every container giving its visible
// children their boxes (a nav the space below its bar, a tab bar the space above its items, an
// expanded split a column each); presentations are placed over their presenter's box.

/// The walk that lays a window out.
struct WireframeLayout {
  let window: Window
  let top: ControllerPath
  var shapes: [PictureShape] = []
  /// The box each drawn controller got, for presentations over their presenter.
  var boxes: [ControllerPath: PictureBox] = [:]

  init(window: Window) {
    self.window = window
    top = window.top
  }

  /// Draws the visible layers, bottom first, in the screen's box.
  mutating func draw(in screen: PictureBox) {
    for layer in window.visibleLayerChain.reversed() {
      var box = screen
      var translucent = false
      if let presenterPath = layer.path.last == .presented ? Array(layer.path.dropLast()) : nil,
        let style = window[presenterPath]?.presented?.style
      {
        let presenter = boxes[presenterPath] ?? screen
        box = placement(of: style, over: presenter, in: screen)
        translucent = style == .overFullScreen || style == .overCurrentContext
        switch style {
        case .automatic, .pageSheet, .formSheet, .alert, .actionSheet:
          shapes.append(
            .shade(screen, opacity: 35)
          )
          shapes.append(
            .panel(box, fill: Palette.body, radius: 10))
        case .popover:
          shapes.append(
            .shade(screen, opacity: 15))
          shapes.append(
            .polygon(
              [
                (box.x + box.width - 30, box.y), (box.x + box.width - 20, box.y - 9),
                (box.x + box.width - 10, box.y),
              ], fill: Palette.body, stroke: Palette.line))
          shapes.append(
            .panel(box, fill: Palette.body, radius: 8))
        case .fullScreen, .currentContext, .overFullScreen, .overCurrentContext, .custom:
          break
        }
      }
      layOut(layer.root, at: layer.path, in: box, translucent: translucent)
    }
    if let box = boxes[top] {
      shapes.append(
        .rect(
          box.inset(by: 1), fill: "none", stroke: Palette.top, strokeWidth: 2, radius: 2,
          opacity: 100))
    }
  }

  /// Where a presentation goes: sheets as cards (full width when compact), full-screen and
  /// context styles over the screen or the presenter, popovers as bubbles by the presenter.
  func placement(of style: PresentationStyle, over presenter: PictureBox, in screen: PictureBox)
    -> PictureBox
  {
    let compact = window.sizeClass == .compact
    switch style {
    case .fullScreen, .overFullScreen, .custom:
      return screen
    case .currentContext, .overCurrentContext:
      return presenter
    case .automatic, .pageSheet:
      let width = compact ? screen.width : screen.width * 7 / 10
      return PictureBox(
        x: screen.x + (screen.width - width) / 2, y: screen.y + 24, width: width,
        height: screen.height - 24)
    case .formSheet:
      guard !compact else { return placement(of: .pageSheet, over: presenter, in: screen) }
      let width = screen.width * 11 / 20
      let height = screen.height * 7 / 10
      return PictureBox(
        x: screen.x + (screen.width - width) / 2, y: screen.y + (screen.height - height) / 2,
        width: width, height: height)
    case .popover:
      let width = min(screen.width - 16, 220)
      let height = min(screen.height * 6 / 10, 200)
      let x = min(
        max(screen.x + 8, presenter.x + presenter.width - width - 8),
        screen.x + screen.width - width - 8)
      return PictureBox(x: x, y: presenter.y + 44, width: width, height: height)
    case .alert:
      // A small card in the middle of the screen, in either width.
      let width = min(screen.width - 32, 270)
      let height = min(screen.height / 3, 140)
      return PictureBox(
        x: screen.x + (screen.width - width) / 2, y: screen.y + (screen.height - height) / 2,
        width: width, height: height)
    case .actionSheet:
      // A compact width's action sheet rises from the bottom edge.
      let height = min(screen.height * 4 / 10, 220)
      return PictureBox(
        x: screen.x + 8, y: screen.y + screen.height - height - 8, width: screen.width - 16,
        height: height)
    }
  }

  /// Lays out a layer from its root with an explicit stack of controllers and their boxes.
  mutating func layOut(
    _ root: Controller, at path: ControllerPath, in box: PictureBox, translucent: Bool
  ) {
    var pending: [(controller: Controller, path: ControllerPath, box: PictureBox)] = [
      (root, path, box)
    ]
    while let (controller, path, box) = pending.popLast() {
      boxes[path] = box
      guard box.width >= Wireframe.smallest, box.height >= Wireframe.smallest else {
        shapes.append(
          .panel(box, fill: Palette.bar))
        continue
      }
      var children: [(Int, PictureBox)] = []
      switch controller.kind {
      case .screen: children = screen(controller, in: box, translucent: translucent)
      case .nav: children = nav(controller, in: box)
      case .tabs: children = tabs(controller, in: box)
      case .split: children = split(controller, in: box)
      case .stack: children = stack(controller, in: box)
      case .pages: children = pages(controller, in: box)
      }
      for (index, childBox) in children.reversed() {
        pending.append((controller.children[index], path + [.child(index)], childBox))
      }
    }
  }

  /// A screen's body with its type, context and id; embedded children below them, stacked.
  mutating func screen(_ controller: Controller, in box: PictureBox, translucent: Bool) -> [(
    Int, PictureBox
  )] {
    shapes.append(
      .panel(box, fill: Palette.body, opacity: translucent ? 80 : 100))
    var lines: [(String, Bool)] = [(controller.type, true)]
    if let context = controller.context { lines.append(("context: " + context, false)) }
    if controller.id != controller.type { lines.append(("#" + controller.id, false)) }
    let children = controller.visibleChildIndices
    let textHeight = min(box.height - 4, 14 * lines.count + 8)
    var y = box.y + (children.isEmpty ? max(8, (box.height - textHeight) / 2) : 4)
    for (line, bold) in lines where y + 14 <= box.y + box.height {
      y += 14
      shapes.append(
        text(
          line, x: box.x + box.width / 2, y: y, width: box.width - 8, size: bold ? 12 : 10,
          bold: bold, color: bold ? Palette.text : Palette.muted, middle: true))
    }
    guard !children.isEmpty else { return [] }
    let area = PictureBox(
      x: box.x + 6, y: y + 6, width: box.width - 12, height: box.y + box.height - y - 12)
    return stacked(children, in: area)
  }

  /// Children one above the other, as many as fit.
  func stacked(_ children: [Int], in area: PictureBox) -> [(Int, PictureBox)] {
    let count = min(children.count, max(1, area.height / Wireframe.smallest))
    let height = area.height / count
    return children.prefix(count).enumerated().map { offset, index in
      (
        index,
        PictureBox(x: area.x, y: area.y + offset * height, width: area.width, height: height - 2)
      )
    }
  }

  /// A navigation bar with the top's title and a back button named after the one below.
  mutating func nav(_ controller: Controller, in box: PictureBox) -> [(Int, PictureBox)] {
    let bar = PictureBox(x: box.x, y: box.y, width: box.width, height: Wireframe.barHeight)
    shapes.append(
      .panel(bar, fill: Palette.bar))
    let children = controller.children
    let baseline = bar.y + bar.height / 2 + 4
    let hasBack = children.count > 1
    let titleWidth = hasBack ? bar.width / 2 : bar.width - 8
    if let last = children.last {
      shapes.append(
        text(
          Self.title(of: last), x: bar.x + bar.width / 2, y: baseline, width: titleWidth, size: 11,
          bold: true, color: Palette.text, middle: true))
    }
    if hasBack {
      let back = "‹ " + Self.title(of: children[children.count - 2])
      shapes.append(
        text(
          back, x: bar.x + 4, y: baseline, width: bar.width / 4 - 4, size: 10, bold: false,
          color: Palette.accent, middle: false))
    }
    let content = PictureBox(
      x: box.x, y: box.y + bar.height, width: box.width, height: box.height - bar.height)
    guard let index = children.indices.last else {
      shapes.append(
        .panel(content, fill: Palette.body))
      return []
    }
    return [(index, content)]
  }

  /// A tab bar with one item per tab (as many as fit), the selected one filled.
  mutating func tabs(_ controller: Controller, in box: PictureBox) -> [(Int, PictureBox)] {
    let barHeight = min(Wireframe.tabBarHeight, box.height / 2)
    let bar = PictureBox(
      x: box.x, y: box.y + box.height - barHeight, width: box.width, height: barHeight)
    shapes.append(
      .panel(bar, fill: Palette.bar))
    let children = controller.children
    // With a More nav, the bar shows the first four tabs and More, as a compact bar does.
    let items =
      controller.moreNavIndex.map { Array(0..<min(4, $0)) + [$0] }
      ?? Array(0..<min(children.count, max(1, bar.width / 40)))
    let shown = items.count
    if shown > 0 {
      let itemWidth = bar.width / shown
      for (position, index) in items.enumerated() {
        let item = PictureBox(
          x: bar.x + position * itemWidth, y: bar.y, width: itemWidth, height: bar.height)
        let isSelected = index == controller.selectedIndex
        if isSelected {
          shapes.append(
            .rect(
              item.inset(by: 3), fill: Palette.selected, stroke: Palette.accent, strokeWidth: 1,
              radius: 4, opacity: 100))
        }
        let label =
          index == controller.moreNavIndex
          ? "More"
          : index == shown - 1 && shown < children.count
            ? "+\(children.count - shown + 1)" : Self.tabTitle(of: children[index])
        shapes.append(
          text(
            label, x: item.x + item.width / 2, y: item.y + item.height / 2 + 4,
            width: item.width - 6, size: 10, bold: isSelected,
            color: isSelected ? Palette.accent : Palette.muted, middle: true))
      }
    }
    let content = PictureBox(x: box.x, y: box.y, width: box.width, height: box.height - barHeight)
    guard children.indices.contains(controller.selectedIndex) else {
      shapes.append(
        .panel(content, fill: Palette.body))
      return []
    }
    return [(controller.selectedIndex, content)]
  }

  /// An expanded split's columns side by side (the secondary widest), a collapsed one's shown
  /// column alone.
  mutating func split(_ controller: Controller, in box: PictureBox) -> [(Int, PictureBox)] {
    let visible = controller.visibleChildIndices
    guard visible.count > 1, let columns = controller.split?.columns else {
      return visible.map { ($0, box) }
    }
    let weights = visible.map {
      columns.indices.contains($0) && (columns[$0] == .secondary || columns[$0] == .compact) ? 3 : 2
    }
    let total = weights.reduce(0, +)
    var x = box.x
    var result: [(Int, PictureBox)] = []
    for (position, index) in visible.enumerated() {
      let width =
        position == visible.count - 1
        ? box.x + box.width - x : box.width * weights[position] / total
      result.append((index, PictureBox(x: x, y: box.y, width: width - 1, height: box.height)))
      x += width
    }
    shapes.append(
      .rect(box, fill: Palette.line, stroke: "none", strokeWidth: 0, radius: 0, opacity: 100))
    return result
  }

  /// A page view controller's pages side by side, with a dot under them for each page of its
  /// data source, the shown ones filled, when they are the data source's.
  mutating func pages(_ controller: Controller, in box: PictureBox) -> [(Int, PictureBox)] {
    let state = controller.pages ?? PagesState()
    // Drawn, as the golden writes it, only where the shown pages are in the data source.
    let count = state.shownIndex == nil ? 0 : state.dataSource.count
    let dotsHeight = count > 0 ? min(14, box.height / 4) : 0
    let content = PictureBox(x: box.x, y: box.y, width: box.width, height: box.height - dotsHeight)
    if count > 0 {
      shapes.append(
        .panel(
          PictureBox(x: box.x, y: content.y + content.height, width: box.width, height: dotsHeight),
          fill: Palette.bar))
      // At most as many dots as fit, so that a long data source draws in bounded work.
      let shownDots = min(count, max(1, box.width / 10))
      let left = box.x + (box.width - 10 * shownDots) / 2
      for dot in 0..<shownDots {
        let isShown = state.shownIndex.map { (($0)..<($0 + state.pagesShown)).contains(dot) }
        shapes.append(
          .rect(
            PictureBox(
              x: left + 10 * dot + 2, y: content.y + content.height + dotsHeight / 2 - 3, width: 6,
              height: 6),
            fill: isShown == true ? Palette.accent : Palette.muted, stroke: "none", strokeWidth: 0,
            radius: 3, opacity: 100))
      }
    }
    let children = controller.children
    guard !children.isEmpty else {
      shapes.append(
        .panel(content, fill: Palette.body))
      return []
    }
    let width = content.width / children.count
    return children.indices.map { index in
      (
        index,
        PictureBox(
          x: content.x + index * width, y: content.y,
          width: index == children.count - 1 ? content.width - index * width : width - 1,
          height: content.height)
      )
    }
  }

  /// A fluid stack's top, with the edges of up to two items below it peeking out.
  mutating func stack(_ controller: Controller, in box: PictureBox) -> [(Int, PictureBox)] {
    guard let last = controller.children.indices.last else {
      shapes.append(
        .panel(box, fill: Palette.body))
      return []
    }
    let below = min(last, 2)
    for offset in stride(from: below, to: 0, by: -1) {
      let card = PictureBox(
        x: box.x + 3 * (below - offset), y: box.y + 3 * (below - offset),
        width: box.width - 3 * below, height: box.height - 3 * below)
      shapes.append(
        .panel(card, fill: Palette.bar, radius: 4))
    }
    return [
      (
        last,
        PictureBox(
          x: box.x + 3 * below, y: box.y + 3 * below, width: box.width - 3 * below,
          height: box.height - 3 * below)
      )
    ]
  }

  func text(
    _ string: String, x: Int, y: Int, width: Int, size: Int, bold: Bool, color: String, middle: Bool
  ) -> PictureShape {
    .text(
      x: x, y: y, SVGWriter.fitted(string, width: width, size: size), size: size, bold: bold,
      color: color, middle: middle)
  }

  /// A title as a nav bar shows it: the visible screen's type, with its context.
  static func title(of controller: Controller) -> String {
    var leaf = controller
    for step in controller.visibleLeafPath {
      guard case .child(let index) = step else { break }
      leaf = leaf.children[index]
    }
    return leaf.context.map { "\(leaf.type) \($0)" } ?? leaf.type
  }

  /// A tab's item: UIKit's `tabBarItem` of the tab's own controller.
  ///
  /// The item shows that controller's title, not whatever is on top of it. A screen's title is its type with
  /// its context; a nav's or a fluid stack's, its root screen's (the title the root sets); any
  /// other container's, its id. What `showDetail` or a push shows inside the tab never changes
  /// it.
  static func tabTitle(of controller: Controller) -> String {
    switch controller.kind {
    case .screen:
      return controller.context.map { "\(controller.type) \($0)" } ?? controller.type
    case .nav, .stack:
      guard let root = controller.children.first, root.kind == .screen else {
        return controller.id
      }
      return tabTitle(of: root)
    default:
      return controller.id
    }
  }
}
