// A film strip: the wireframes of several trees in one SVG, in rows of up to four frames, each
// captioned with its step (the `print` header) and the events the step reported.

import NavigationCore

/// One frame of a film strip: a window and its caption.
struct FilmFrame {
  /// The first caption line: `start`, `after steps[2] push`.
  var title: String
  /// The events, one a line below the title.
  var events: [String]
  var window: Window
}

enum FilmStrip {
  static let columns = 4
  static let margin = 16
  static let gap = 24
  static let maximumEventLines = 6

  /// The frames as one SVG document, `inline` for an HTML page.
  static func svg(_ frames: [FilmFrame], inline: Bool = false) -> String {
    var body = ""
    var y = margin
    var width = margin
    var start = frames.startIndex
    while start < frames.endIndex {
      let row = frames[start..<min(start + columns, frames.endIndex)]
      let wireframes = row.map { Wireframe($0.window) }
      let frameHeight = wireframes.map(\.height).max() ?? 0
      let captionHeight = row.map { 20 + 13 * captionLines($0).count }.max() ?? 0
      var x = margin
      for (frame, wireframe) in zip(row, wireframes) {
        body += SVGWriter.elements(wireframe.shapes, x: x, y: y)
        body += SVGWriter.elements(caption(frame, width: wireframe.width), x: x, y: y + frameHeight)
        x += wireframe.width + gap
      }
      width = max(width, x - gap + margin)
      y += frameHeight + captionHeight + gap
      start = row.endIndex
    }
    return SVGWriter.document(
      width: width, height: max(y - gap + margin, 2 * margin), body: body, inline: inline)
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
}
