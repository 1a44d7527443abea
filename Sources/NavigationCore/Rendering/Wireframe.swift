// A wireframe of what the window shows: an iPhone-sized frame when compact, an iPad-sized one
// when regular, and in it the visible controllers as UIKit would lay them out: a nav's bar with
// its top screen's title and a back button named after the screen below, a screen's body (type,
// context, id), a tab bar with one item per tab and the selected one filled, a split's columns
// side by side while expanded, a fluid stack's top with the items below it peeking out, sheets
// as cards over the dimmed presenter, full-screen presentations covering it, popovers as
// bubbles, and `top` outlined. What shows is the engine's own answer (the visible layers and
// each container's visible children), never worked out again here.
//
// Layout is a walk with an explicit stack of boxes to fill; a box too small to hold anything
// ends the walk below it, so a deep tree draws in bounded time and size.

/// A wireframe of a window: its size and shapes, in its own coordinates.
public struct Wireframe: Sendable {
  /// The frame's width.
  public private(set) var width: Int
  /// The frame's height.
  public private(set) var height: Int
  /// The shapes, back to front.
  public private(set) var shapes: [PictureShape] = []

  /// The screen of a compact (iPhone) frame and of a regular (iPad) one.
  static let compactScreen = (width: 220, height: 440)
  static let regularScreen = (width: 480, height: 360)
  static let bezel = 8
  static let barHeight = 28
  static let tabBarHeight = 32
  static let smallest = 24

  /// The wireframe of a window.
  public init(_ window: Window) {
    let screen = window.sizeClass == .compact ? Self.compactScreen : Self.regularScreen
    width = screen.width + 2 * Self.bezel
    height = screen.height + 2 * Self.bezel
    var layout = WireframeLayout(window: window)
    layout.shapes.append(
      .rect(
        PictureBox(x: 0, y: 0, width: width, height: height), fill: Palette.bezel,
        stroke: Palette.bezel, strokeWidth: 1, radius: window.sizeClass == .compact ? 22 : 14,
        opacity: 100))
    layout.draw(
      in: PictureBox(x: Self.bezel, y: Self.bezel, width: screen.width, height: screen.height))
    shapes = layout.shapes
  }

  /// The wireframe as a standalone SVG document.
  public var svg: String { svg(inline: false) }

  /// The wireframe as an SVG document, `inline` for an HTML page (`SVGWriter.document`).
  public func svg(inline: Bool) -> String {
    SVGWriter.document(
      width: width, height: height, body: SVGWriter.elements(shapes), inline: inline)
  }
}

extension Window {
  /// A self-contained SVG wireframe of what the window shows (`Wireframe`).
  public var svg: String { Wireframe(self).svg }
}

extension PictureShape {
  /// A rectangle with a thin outline, opaque unless said otherwise.
  static func panel(_ box: PictureBox, fill: String, radius: Int = 0, opacity: Int = 100) -> Self {
    .rect(box, fill: fill, stroke: Palette.line, strokeWidth: 1, radius: radius, opacity: opacity)
  }

  /// A translucent black over a box: what is behind a sheet or a popover.
  static func shade(_ box: PictureBox, opacity: Int) -> Self {
    .rect(box, fill: Palette.dim, stroke: "none", strokeWidth: 0, radius: 0, opacity: opacity)
  }
}

/// The colors of a wireframe.
enum Palette {
  static let bezel = "#1f2328"
  static let body = "#ffffff"
  static let bar = "#f2f3f5"
  static let line = "#8c959f"
  static let text = "#1f2328"
  static let muted = "#59636e"
  static let accent = "#0969da"
  static let selected = "#ddf4ff"
  static let top = "#cf222e"
  static let dim = "#000000"
}
