// Test support: expected locations are written into the test input as `⟨` markers, so that a
// test reads like the document it checks. Line and column are computed here independently of
// the reader: LF, CRLF and a lone CR end a line, and every other Unicode scalar is one column.

import ScenarioFormat

/// A document whose `⟨` markers have been removed and their locations remembered.
struct MarkedDocument {
  static let marker: Unicode.Scalar = "⟨"

  /// The document's UTF-8 bytes, without markers.
  var bytes: [UInt8] = []
  /// The location of each marker, in order: the location of what follows it.
  var marks: [SourceLocation] = []

  init(_ text: String, byteOrderMark: Bool = false) {
    if byteOrderMark {
      bytes = [0xEF, 0xBB, 0xBF]
    }
    var line = 1
    var column = 1
    var previous: Unicode.Scalar = " "
    for scalar in text.unicodeScalars {
      if scalar == Self.marker {
        marks.append(SourceLocation(line: line, column: column, offset: bytes.count))
        continue
      }
      bytes.append(contentsOf: String(scalar).utf8)
      if scalar == "\r" || (scalar == "\n" && previous != "\r") {
        line += 1
        column = 1
      } else if scalar != "\n" {
        column += 1
      }
      previous = scalar
    }
  }

  /// The location of the only marker.
  var mark: SourceLocation? {
    marks.count == 1 ? marks.first : nil
  }
}

extension JSONNode {
  /// This node's location, then each key's and descendant's, in source order.
  var sourceOrderLocations: [SourceLocation] {
    var locations = [location]
    switch value {
    case .array(let elements):
      for element in elements {
        locations += element.sourceOrderLocations
      }
    case .object(let members):
      for member in members {
        locations.append(member.keyLocation)
        locations += member.value.sourceOrderLocations
      }
    case .null, .bool, .number, .string:
      break
    }
    return locations
  }
}

/// The error that parsing `bytes` throws, if any.
func syntaxError(
  _ bytes: [UInt8], maximumDepth: Int = JSONReader.defaultMaximumDepth
) -> JSONSyntaxError? {
  do {
    _ = try JSONReader.parse(bytes, maximumDepth: maximumDepth)
    return nil
  } catch {
    return error
  }
}
