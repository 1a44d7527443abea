// A presentation style as the language writes it: a style's name, or the styles of a
// presentation whose delegate answers `adaptivePresentationStyle(for:traitCollection:)`,
// `{"regular": "formSheet", "compact": "overFullScreen"}` (docs/scenario-language.md).

import NavigationCore

/// A style and, when it depends on the size class, the delegate's answer in a compact one.
struct AdaptiveStyleValue {
  /// `modalPresentationStyle`: the style in a regular environment.
  var style: PresentationStyle
  /// The delegate's answer in a compact environment; nil for UIKit's own adaptation.
  var compact: PresentationStyle?
}

extension JSONDocument {
  /// The style at `index`: a name, or an object with `regular` and `compact`.
  func adaptiveStyle(_ index: Int, at path: CodingPath) throws(DecodingError) -> AdaptiveStyleValue
  {
    guard kind(at: index) == .object else {
      if kind(at: index) != .string {
        throw typeError(
          at: index, path,
          expected: #"a presentation style or {"regular": style, "compact": style}"#)
      }
      return AdaptiveStyleValue(
        style: try enumCase(index, PresentationStyle.self, at: path, noun: "presentation style"))
    }
    let object = try ObjectDecoder(at: index, in: self, path: path)
    try object.rejectUnknownKeys(allowed: ["regular", "compact"], noun: "size class")
    var styles: [PresentationStyle] = []
    for key in ["regular", "compact"] {
      guard let member = object.index(of: key) else {
        throw DecodingError(
          location(at: index), path,
          "missing size class \"\(key)\": a style that depends on the size class names both")
      }
      let value = object.valueIndex(at: member)
      let style = try enumCase(
        value, PresentationStyle.self, at: path.appending(key: key), noun: "presentation style")
      if style.isAlert {
        throw DecodingError(
          location(at: value), path.appending(key: key),
          "an alert controller's style does not depend on the size class; write "
            + "\"\(style.rawValue)\" alone")
      }
      styles.append(style)
    }
    return AdaptiveStyleValue(style: styles[0], compact: styles[1])
  }
}
