// The shapes a wireframe is drawn with, and their SVG. Coordinates are integers and colors
// fixed strings, so that the same shapes give the same bytes on every platform and locale;
// every piece of text is XML-escaped.

/// A rectangle in a picture, in whole pixels.
public struct PictureBox: Sendable, Equatable {
  /// The left edge.
  public var x: Int
  /// The top edge.
  public var y: Int
  /// The width, never negative.
  public var width: Int
  /// The height, never negative.
  public var height: Int

  /// Creates a box.
  public init(x: Int, y: Int, width: Int, height: Int) {
    self.x = x
    self.y = y
    self.width = max(0, width)
    self.height = max(0, height)
  }

  /// The box shrunk by `inset` on every side.
  func inset(by inset: Int) -> PictureBox {
    PictureBox(x: x + inset, y: y + inset, width: width - 2 * inset, height: height - 2 * inset)
  }
}

/// One shape of a picture.
public enum PictureShape: Sendable, Equatable {
  /// A rectangle: its fill (`none` for an outline), stroke, stroke width, corner radius and
  /// opacity in percent.
  case rect(PictureBox, fill: String, stroke: String, strokeWidth: Int, radius: Int, opacity: Int)
  /// A line of text at a baseline point; `middle` centers it on `x`.
  case text(x: Int, y: Int, String, size: Int, bold: Bool, color: String, middle: Bool)
  /// A closed polygon.
  case polygon([(x: Int, y: Int)], fill: String, stroke: String)

  /// Shapes are equal when they draw the same element.
  public static func == (lhs: PictureShape, rhs: PictureShape) -> Bool {
    SVGWriter.element(lhs) == SVGWriter.element(rhs)
  }
}

/// Writes shapes as SVG.
public enum SVGWriter {
  /// An SVG document of a size holding the given elements: standalone, with the SVG
  /// namespace, or `inline` for an HTML page, which needs none (and so names no URL).
  public static func document(width: Int, height: Int, body: String, inline: Bool = false)
    -> String
  {
    (inline ? "<svg " : "<svg xmlns=\"http://www.w3.org/2000/svg\" ")
      + "width=\"\(width)\" height=\"\(height)\" viewBox=\"0 0 \(width) \(height)\" font-family=\"Helvetica, Arial, sans-serif\">\n"
      + "<rect x=\"0\" y=\"0\" width=\"\(width)\" height=\"\(height)\" fill=\"#ffffff\"/>\n"
      + body + "</svg>\n"
  }

  /// The elements of shapes, one a line, inside a group moved by an offset when it has one.
  public static func elements(_ shapes: [PictureShape], x: Int = 0, y: Int = 0) -> String {
    let lines = shapes.map { element($0) + "\n" }.joined()
    guard x != 0 || y != 0 else { return lines }
    return "<g transform=\"translate(\(x) \(y))\">\n" + lines + "</g>\n"
  }

  /// One shape's element.
  static func element(_ shape: PictureShape) -> String {
    switch shape {
    case .rect(let box, let fill, let stroke, let strokeWidth, let radius, let opacity):
      var element =
        "<rect x=\"\(box.x)\" y=\"\(box.y)\" width=\"\(box.width)\" height=\"\(box.height)\""
      if radius > 0 { element += " rx=\"\(radius)\"" }
      element += " fill=\"\(fill)\""
      if strokeWidth > 0 { element += " stroke=\"\(stroke)\" stroke-width=\"\(strokeWidth)\"" }
      if opacity < 100 { element += " opacity=\"\(fraction(opacity))\"" }
      return element + "/>"
    case .text(let x, let y, let text, let size, let bold, let color, let middle):
      var element = "<text x=\"\(x)\" y=\"\(y)\" font-size=\"\(size)\" fill=\"\(color)\""
      if bold { element += " font-weight=\"bold\"" }
      if middle { element += " text-anchor=\"middle\"" }
      return element + ">" + escaped(text) + "</text>"
    case .polygon(let points, let fill, let stroke):
      let list = points.map { "\($0.x),\($0.y)" }.joined(separator: " ")
      return "<polygon points=\"\(list)\" fill=\"\(fill)\" stroke=\"\(stroke)\"/>"
    }
  }

  /// A percentage as a decimal fraction with two digits: `0.35`.
  private static func fraction(_ percent: Int) -> String {
    let clamped = min(max(percent, 0), 100)
    let digits = String(clamped % 100)
    return clamped == 100 ? "1" : "0." + (digits.count == 1 ? "0" + digits : digits)
  }

  /// Text for XML element content and double-quoted attributes.
  public static func escaped(_ text: String) -> String {
    XMLEscaping.escaped(text, inAttribute: true)
  }

  /// Text cut to at most `width` pixels at a font size, ending in `…` when cut.
  ///
  /// Widths are estimated (0.6 of the size per character), the same on every platform.
  public static func fitted(_ text: String, width: Int, size: Int) -> String {
    let fits = max(0, width * 10 / (size * 6))
    guard text.count > fits else { return text }
    guard fits > 1 else { return fits == 1 ? "…" : "" }
    return String(text.prefix(fits - 1)) + "…"
  }
}
