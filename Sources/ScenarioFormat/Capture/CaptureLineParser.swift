// One line of a capture: the marks of its level (`   | ` for each level, the last `   + ` for a
// presentation), the controller's class in angle brackets with or without its address, then
// `, state: …`, `, view: …` and `, presented with: …`, each optional, in any order.

import NavigationCore

/// Reads one line of a capture, between two byte offsets of the file.
struct CaptureLineParser {
  let bytes: [UInt8]
  let start: Int
  let end: Int
  let line: Int
  private var position: Int

  init(bytes: [UInt8], start: Int, end: Int, line: Int) {
    self.bytes = bytes
    self.start = start
    self.end = end
    self.line = line
    position = start
  }

  /// The line's controller; throws where the line cannot be read.
  mutating func parse() throws(CaptureError) -> CaptureLine {
    try checkCharacters()
    var marks: [UInt8] = []
    while true {
      skipSpaces()
      guard position < end,
        bytes[position] == UInt8(ascii: "|") || bytes[position] == UInt8(ascii: "+")
      else { break }
      if marks.last == UInt8(ascii: "+") {
        throw error("a `+` is the last mark of a line: the presented controller's own")
      }
      marks.append(bytes[position])
      position += 1
    }
    guard position < end, bytes[position] == UInt8(ascii: "<") else {
      throw error(
        "expected `<Class>` or `<Class 0x…>`, a controller as `_printHierarchy` prints it")
    }
    let classLocation = location
    let className = try angled("the controller's class")
    var result = CaptureLine(
      depth: marks.count, isPresented: marks.last == UInt8(ascii: "+"), className: className,
      location: classLocation)
    var seen: Set<String> = []
    while true {
      skipSpaces()
      guard position < end else { break }
      guard bytes[position] == UInt8(ascii: ",") else {
        throw error("expected `,` and the next field, or the end of the line")
      }
      position += 1
      skipSpaces()
      let fieldLocation = location
      let key: String
      if consume("state:") {
        key = "state"
        skipSpaces()
        let word = readWord()
        guard let appearance = Appearance(rawValue: word) else {
          throw CaptureError(
            location: fieldLocation,
            message: "state: expected appeared, disappeared, appearing or disappearing, found "
              + "\(TextEscaping.jsonLiteral(word))")
        }
        result.appearance = appearance
      } else if consume("view:") {
        key = "view"
        skipSpaces()
        if consume("(view not loaded)") {
          result.view = .notLoaded
        } else if position < end, bytes[position] == UInt8(ascii: "<") {
          let viewClass = try angled("the view's class")
          skipSpaces()
          result.view = .loaded(viewClass, inWindow: !consume("not in the window"))
        } else {
          throw error("view: expected `<ViewClass>` or `(view not loaded)`")
        }
      } else if consume("presented with:") {
        key = "presented with"
        skipSpaces()
        if consume("(null)") {
          result.presentationClass = nil
        } else if position < end, bytes[position] == UInt8(ascii: "<") {
          result.presentationLocation = location
          result.presentationClass = try angled("the presentation controller's class")
        } else {
          throw error("presented with: expected `<PresentationControllerClass>` or `(null)`")
        }
      } else {
        throw error("expected `state:`, `view:` or `presented with:`")
      }
      guard seen.insert(key).inserted else {
        throw CaptureError(location: fieldLocation, message: "a second `\(key):` on the line")
      }
    }
    return result
  }

  /// The current position as a location: columns count Unicode scalars.
  private var location: SourceLocation {
    var column = 1
    for index in start..<position where bytes[index] & 0xC0 != 0x80 { column += 1 }
    return SourceLocation(line: line, column: column, offset: position)
  }

  private func error(_ message: String) -> CaptureError {
    CaptureError(location: location, message: message)
  }

  private mutating func skipSpaces() {
    while position < end,
      bytes[position] == UInt8(ascii: " ") || bytes[position] == UInt8(ascii: "\t")
    {
      position += 1
    }
  }

  private mutating func consume(_ text: StaticString) -> Bool {
    let count = text.utf8CodeUnitCount
    guard end - position >= count else { return false }
    let matches = text.withUTF8Buffer { expected in
      (0..<count).allSatisfy { bytes[position + $0] == expected[$0] }
    }
    if matches { position += count }
    return matches
  }

  private mutating func readWord() -> String {
    let wordStart = position
    while position < end, bytes[position] >= UInt8(ascii: "a"), bytes[position] <= UInt8(ascii: "z")
    {
      position += 1
    }
    return String(decoding: bytes[wordStart..<position], as: UTF8.self)
  }

  /// A class in angle brackets, its address removed: `<Name>`, `<Name 0x1f>`, `<Name: 0x1f>`;
  /// a generic name's own brackets nest (`<Host<App.Root>: 0x1f>`).
  private mutating func angled(_ what: String) throws(CaptureError) -> String {
    let open = location
    position += 1
    let contentStart = position
    var nesting = 1
    while position < end {
      if bytes[position] == UInt8(ascii: "<") { nesting += 1 }
      if bytes[position] == UInt8(ascii: ">") {
        nesting -= 1
        if nesting == 0 { break }
      }
      position += 1
    }
    guard position < end else {
      throw CaptureError(location: open, message: "no `>` closes \(what)")
    }
    var contentEnd = position
    position += 1
    // The address: ` 0x…` or `: 0x…` at the end.
    var cut = contentEnd
    while cut > contentStart, Self.isHexDigit(bytes[cut - 1]) { cut -= 1 }
    if cut < contentEnd, cut - contentStart >= 2, bytes[cut - 1] == UInt8(ascii: "x"),
      bytes[cut - 2] == UInt8(ascii: "0")
    {
      var nameEnd = cut - 2
      while nameEnd > contentStart, bytes[nameEnd - 1] == UInt8(ascii: " ") { nameEnd -= 1 }
      if nameEnd > contentStart, bytes[nameEnd - 1] == UInt8(ascii: ":") { nameEnd -= 1 }
      if nameEnd < cut - 2 { contentEnd = nameEnd }
    }
    let name = String(decoding: bytes[contentStart..<contentEnd], as: UTF8.self)
    guard !name.isEmpty, !name.hasPrefix(" "), !name.hasSuffix(" ") else {
      throw CaptureError(location: open, message: "\(what) is empty or has spaces around it")
    }
    return name
  }

  private static func isHexDigit(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
      || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "f"))
      || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "F"))
  }

  /// Refuses bytes that are not UTF-8, and characters that control a terminal or break a
  /// line, which a class name never holds and which would forge a line where it is shown.
  private func checkCharacters() throws(CaptureError) {
    var index = start
    while index < end {
      let byte = bytes[index]
      var scalar = UInt32(byte)
      var length = 1
      if byte >= 0x80 {
        length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2
        let valid =
          byte >= 0xC2 && byte <= 0xF4 && index + length <= end
          && (1..<length).allSatisfy { bytes[index + $0] & 0xC0 == 0x80 }
        guard valid else { throw invalid(at: index) }
        scalar = UInt32(byte) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
        for offset in 1..<length { scalar = scalar << 6 | UInt32(bytes[index + offset] & 0x3F) }
        let smallest: UInt32 = length == 2 ? 0x80 : length == 3 ? 0x800 : 0x10000
        guard scalar >= smallest, scalar <= 0x10FFFF, !(0xD800...0xDFFF).contains(scalar) else {
          throw invalid(at: index)
        }
      }
      let isControl =
        (scalar < 0x20 && scalar != 0x09) || (0x7F...0x9F).contains(scalar)
        || scalar == 0x2028 || scalar == 0x2029
      if isControl {
        var parser = self
        parser.position = index
        let hex = String(scalar, radix: 16, uppercase: true)
        throw parser.error(
          "a control character (U+\(String(repeating: "0", count: max(0, 4 - hex.count)) + hex)); "
            + "a capture is text, and a class name holds none")
      }
      index += length
    }
  }

  private func invalid(at index: Int) -> CaptureError {
    var parser = self
    parser.position = index
    return parser.error("bytes that are not UTF-8 text; a capture is UTF-8 text")
  }
}
