// Control characters from a scenario (an ESC or a BEL in a name, a path or a golden) would
// act on the reader's terminal: recolor it, retitle it, move the cursor, ring. Every line
// navrun prints goes through here, and each control character but the line break and the
// tab is shown as its JSON escape instead, `\u001b` for ESC.

package enum ControlCharacters {
  /// `text` with every control character but `\n` and `\t` written as `\uXXXX`.
  ///
  /// With `keepingStyles`, navrun's own styling — `ESC [ digits m`, `ESC [ K`, watch mode's `ESC [
  /// 2 J` and `ESC [ H` and a carriage return — is kept; the scenario's text in the line was
  /// escaped before it was styled.
  package static func escaped(_ text: String, keepingStyles: Bool = false) -> String {
    escaped(text, keepingStyles: keepingStyles, keepingLineBreaks: true)
  }

  /// `text` with every control character, the line break and the tab included, written as
  /// `\uXXXX`: for a name or a path shown inside a line, which must not start a line of its
  /// own (a scenario named `x\nPASS  forged.json` would print a PASS line).
  package static func escapedInLine(_ text: String) -> String {
    escaped(text, keepingStyles: false, keepingLineBreaks: false)
  }

  private static func escaped(_ text: String, keepingStyles: Bool, keepingLineBreaks: Bool)
    -> String
  {
    // Most text holds nothing to escape: one pass over the string's own bytes tells.
    var bytes = text
    let mayNeedEscapes = bytes.withUTF8 { buffer in
      buffer.contains { byte in
        mayBeControl(byte) || (!keepingLineBreaks && (byte == 0x0A || byte == 0x09))
      }
    }
    guard mayNeedEscapes else { return text }
    var result = ""
    result.reserveCapacity(text.utf8.count + 16)
    let scalars = Array(text.unicodeScalars)
    var index = 0
    while index < scalars.count {
      let scalar = scalars[index]
      if keepingStyles, let end = styleSequenceEnd(scalars, from: index) {
        result.unicodeScalars.append(contentsOf: scalars[index..<end])
        index = end
        continue
      }
      let escapes =
        isControl(scalar)
        ? !(keepingStyles && scalar == "\r")
        : !keepingLineBreaks && (scalar == "\n" || scalar == "\t")
      if escapes {
        let hex = String(scalar.value, radix: 16)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      } else {
        result.unicodeScalars.append(scalar)
      }
      index += 1
    }
    return result
  }

  /// Whether a UTF-8 byte may start a control character: a C0 byte, DEL, or the lead byte of
  /// U+0080–U+009F.
  private static func mayBeControl(_ byte: UInt8) -> Bool {
    (byte < 0x20 && byte != 0x0A && byte != 0x09) || byte == 0x7F || byte == 0xC2
  }

  private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    return (value < 0x20 && value != 0x0A && value != 0x09) || (0x7F...0x9F).contains(value)
  }

  /// The end of a style sequence starting at `index` (`ESC [`, digits and semicolons, then
  /// `m`, `K`, `J` or `H`), or nil.
  private static func styleSequenceEnd(_ scalars: [Unicode.Scalar], from index: Int) -> Int? {
    guard scalars[index] == "\u{1B}", index + 1 < scalars.count, scalars[index + 1] == "[" else {
      return nil
    }
    var end = index + 2
    while end < scalars.count, scalars[end] == ";" || ("0"..."9").contains(scalars[end]) {
      end += 1
    }
    guard end < scalars.count, ["m", "K", "J", "H"].contains(scalars[end]) else { return nil }
    return end + 1
  }
}
