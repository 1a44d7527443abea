// Warnings found while decoding: text that decodes but almost certainly does not mean what its
// author meant. A screen type written like a selector (`"#Cart"`, `"nav"`, `"top"`, `"Cart "`)
// makes a screen no selector can name as intended; a `style` on a start's node that is not
// under `presents` is never used, since nothing presents that node.

import NavigationCore

/// A warning found while decoding, located in the file it is written in.
struct DecodingWarning: Sendable {
  var file: String
  var location: SourceLocation
  var message: String
}

extension DecodingContext {
  /// The words a selector reads as something other than a screen type.
  private static let selectorWords: Set<String> = Set(
    ["top", "root"] + Controller.Kind.allCases.filter(\.isContainer).map(\.rawValue))

  /// Warns, once per type, when a screen type reads as a selector.
  ///
  /// Cheap for the usual type: its first and last bytes and its length are looked at before
  /// anything else.
  func checkScreenType(_ type: String, at location: @autoclosure () -> SourceLocation) {
    // The ends read in place: `utf8.last` goes through the collection's generic path, a
    // visible cost on every screen of every file.
    var type = type
    guard
      let (first, last, count) = type.withUTF8({ bytes in
        bytes.first.map { ($0, bytes[bytes.count - 1], bytes.count) }
      })
    else { return }
    let message: String
    if first == UInt8(ascii: "#") {
      message =
        "screen type \"\(type)\" starts with \"#\", which marks ids in selectors: a selector "
        + "\"\(type)\" looks for the id \"\(type.dropFirst())\", not this screen; write "
        + "{\"screen\": \"\(type.dropFirst())\", \"id\": \"\(type.dropFirst())\"} to give it an id"
    } else if Self.isSpace(first) || Self.isSpace(last) {
      message =
        "screen type \"\(type)\" has spaces at its ends; selectors and goldens compare types "
        + "exactly, so \"\(type.trimmingSpaces)\" would not find it"
    } else if count <= 5, (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(first),
      Self.selectorWords.contains(type)
    {
      let meaning =
        type == "top" || type == "root"
        ? "the \(type == "top" ? "visible top controller" : "window's root")"
        : "the first \(type) container"
      message =
        "screen type \"\(type)\" is a selector word: a selector \"\(type)\" finds \(meaning), "
        + "never this screen"
        + (type == "top" || type == "root" ? "" : "; a container is written {\"\(type)\": […]}")
    } else {
      return
    }
    guard warnedTypes.insert(type).inserted else { return }
    warnings.append(DecodingWarning(file: file, location: location(), message: message))
  }

  /// Warns, once per type, when a screen type in an expectation is a container's kind: `"nav"`
  /// there matches a screen named nav, never a navigation controller.
  func checkExpectedScreenType(_ type: String, at location: @autoclosure () -> SourceLocation) {
    guard type.utf8.count <= 5, Self.containerKinds.contains(type),
      warnedTypes.insert(type).inserted
    else { return }
    warnings.append(
      DecodingWarning(
        file: file, location: location(),
        message:
          "\"\(type)\" in an expectation is a screen type: it matches a screen named \(type), "
          + "never a \(type) container, which is written {\"\(type)\": […]}"))
  }

  /// The kinds of container, which a string never makes.
  private static let containerKinds: Set<String> = Set(
    Controller.Kind.allCases.filter(\.isContainer).map(\.rawValue))

  /// Warns of every `style` in a start written on a node that is not presented: the root, or
  /// a node that is not the value of a `presents`, which only a presented controller uses.
  func warnStylesNotPresented(inStart start: JSONNode) {
    // Without recursion, and without making a `String` of any key: every start of every file
    // is walked. Children are visited in any order; the warnings are then given in the order
    // the file is written, which is the order of the keys' positions.
    let document = start.document
    var pending: [(index: Int, isPresented: Bool, isRoot: Bool)] = [(start.index, false, true)]
    var misplaced: [(keyIndex: Int, onRoot: Bool)] = []
    while let (index, isPresented, isRoot) = pending.popLast() {
      switch document.kind(at: index) {
      case .object:
        let members = document.members(of: index)
        for member in members.indices {
          let key = Self.styleKeys.position(ofKeyAt: member, in: members)
          if key == 0, !isPresented { misplaced.append((member, isRoot)) }
          pending.append((member + 1, key == 1, false))
        }
      case .array:
        let elements = document.elements(of: index)
        for element in elements.indices { pending.append((element, false, false)) }
      default:
        break
      }
    }
    for (keyIndex, onRoot) in misplaced.sorted(by: { $0.keyIndex < $1.keyIndex }) {
      warnStyleNotPresented(at: document.tokens[keyIndex].location, onRoot: onRoot)
    }
  }

  /// The keys `warnStylesNotPresented` looks for, by position: `style`, `presents`.
  private static let styleKeys = JSONKeyTable(["style", "presents"])

  private func warnStyleNotPresented(at location: SourceLocation, onRoot: Bool) {
    let node = onRoot ? "the start's root" : "a node that is not presented"
    warnings.append(
      DecodingWarning(
        file: file, location: location,
        message:
          "\"style\" on \(node) is never used: only a presented controller has a "
          + "presentation style; put it on the node under \"presents\""))
  }

  private static func isSpace(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
  }
}

extension String {
  fileprivate var trimmingSpaces: String {
    String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
  }
}
