// A film strip: the wireframes of several trees in one SVG, in rows of up to four frames, each
// captioned with its step (the `print` header) and the events the step reported. Frames are
// drawn as they come, a row at a time, so that a strip of a long scenario holds its SVG text
// and at most one row of wireframes, never every tree.

import NavigationCore

/// One frame of a film strip: a window and its caption.
package struct FilmFrame {
  /// The first caption line: `start`, `after steps[2] push`.
  var title: String
  /// The events, one a line below the title.
  var events: [String]
  var window: Window
}

package struct FilmStrip {
  static let columns = 4
  static let margin = 16
  static let gap = 24
  static let maximumEventLines = 6

  /// The frames of the row being filled, drawn but not placed yet.
  private var row: [(wireframe: Wireframe, caption: [PictureShape], lines: Int)] = []
  private var body = ""
  private var y = margin
  private var width = margin

  /// The frames as one SVG document, `inline` for an HTML page.
  package static func svg(_ frames: [FilmFrame], inline: Bool = false) -> String {
    var strip = FilmStrip()
    for frame in frames { strip.add(frame) }
    return strip.svg(inline: inline)
  }

  /// Draws a frame; its window is not kept.
  package mutating func add(_ frame: FilmFrame) {
    let wireframe = Wireframe(frame.window)
    row.append(
      (
        wireframe, Self.caption(frame, width: wireframe.width),
        Self.captionLines(frame).count
      ))
    if row.count == Self.columns { placeRow() }
  }

  /// The SVG document of the frames added.
  package mutating func svg(inline: Bool = false) -> String {
    placeRow()
    return SVGWriter.document(
      width: width, height: max(y - Self.gap + Self.margin, 2 * Self.margin), body: body,
      inline: inline)
  }

  private mutating func placeRow() {
    guard !row.isEmpty else { return }
    let frameHeight = row.map(\.wireframe.height).max() ?? 0
    let captionHeight = row.map { 20 + 13 * $0.lines }.max() ?? 0
    var x = Self.margin
    for frame in row {
      body += SVGWriter.elements(frame.wireframe.shapes, x: x, y: y)
      body += SVGWriter.elements(frame.caption, x: x, y: y + frameHeight)
      x += frame.wireframe.width + Self.gap
    }
    width = max(width, x - Self.gap + Self.margin)
    y += frameHeight + captionHeight + Self.gap
    row = []
  }

  /// The caption's lines after the title: the events, as many as fit, then how many more.
  static func captionLines(_ frame: FilmFrame) -> [String] {
    guard frame.events.count > maximumEventLines else { return frame.events }
    let more = frame.events.count - maximumEventLines + 1
    return frame.events.prefix(maximumEventLines - 1) + ["… \(more) more"]
  }

  /// The caption below a frame, in the frame's coordinates from its bottom.
  static func caption(_ frame: FilmFrame, width: Int) -> [PictureShape] {
    var shapes: [PictureShape] = [
      .text(
        x: 0, y: 16, SVGWriter.fitted(frame.title, width: width, size: 12), size: 12, bold: true,
        color: "#1f2328", middle: false)
    ]
    for (line, event) in captionLines(frame).enumerated() {
      shapes.append(
        .text(
          x: 0, y: 30 + 13 * line, SVGWriter.fitted(event, width: width, size: 10), size: 10,
          bold: false, color: "#59636e", middle: false))
    }
    return shapes
  }

  /// Creates a value with every stored property given.
  package init() {
  }
}
