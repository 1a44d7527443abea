// The reader of captures: the text UIKit prints for `po [UIViewController _printHierarchy]`,
// Chisel's `pvc`, and swift-snapshot-testing's `.hierarchy` snapshots (docs/captures.md). It is
// lenient where real captures differ — addresses or none, `<Class 0x…>` or `<Class: 0x…>`, one
// or two spaces before `(view not loaded)`, a root `presented with: (null)`, no `state` or
// `view` at all — and strict about everything else: a line it cannot read is a located error.
// It reads line by line with no recursion, and bounds the line length, the nesting and the
// number of controllers.

import NavigationCore

/// One controller of a capture, as its line prints it.
struct CaptureLine: Sendable, Equatable {
  /// How many levels below the root (0 for the root).
  var depth: Int
  /// Whether the line is a presentation (`   + `).
  var isPresented: Bool
  /// The controller's class, as printed, without its address.
  var className: String
  /// The appearance, when the line prints one.
  var appearance: Appearance?
  /// The view, when the line prints one.
  var view: HierarchyView?
  /// The presentation controller's class; nil when there is none or it prints `(null)`.
  var presentationClass: String?
  /// Where the line's class name starts.
  var location: SourceLocation
  /// Where the presentation controller's class starts.
  var presentationLocation: SourceLocation?
}

/// A capture that cannot be read: where, and why.
struct CaptureError: Error, Sendable, Equatable {
  var location: SourceLocation
  var message: String
}

/// Reads the lines of a capture.
enum CaptureReader {
  /// The longest line read, in bytes.
  static let maximumLineLength = 4096
  /// The most controllers a capture may hold: the most a window may.
  static let maximumControllers = NavigationState.maximumControllers
  /// The deepest a capture may nest: the deepest a window may.
  static let maximumDepth = NavigationState.maximumDepth

  /// The capture's controllers in the order it prints them, checked to form one tree: one
  /// root, each line at most one level below the line before it, at most one presentation
  /// under each controller.
  static func lines(of bytes: [UInt8]) throws(CaptureError) -> [CaptureLine] {
    var lines: [CaptureLine] = []
    // For each level of the line before, whether the controller there presents already.
    var presents: [Bool] = []
    var start = 0
    var lineNumber = 1
    // A UTF-8 byte order mark is not part of the first line.
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { start = 3 }
    while start < bytes.count {
      var end = start
      while end < bytes.count, bytes[end] != UInt8(ascii: "\n"), bytes[end] != UInt8(ascii: "\r") {
        end += 1
      }
      let location = SourceLocation(line: lineNumber, column: 1, offset: start)
      guard end - start <= maximumLineLength else {
        throw CaptureError(
          location: location,
          message: "the line is \(end - start) bytes long; a capture's lines are at most "
            + "\(maximumLineLength)")
      }
      if !bytes[start..<end].allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }) {
        var parser = CaptureLineParser(bytes: bytes, start: start, end: end, line: lineNumber)
        let line = try parser.parse()
        try place(line, after: lines, presents: &presents)
        guard lines.count < maximumControllers else {
          throw CaptureError(
            location: location,
            message: "the capture holds more than \(maximumControllers) controllers, the most "
              + "a window holds")
        }
        lines.append(line)
      }
      // CRLF is one line break.
      if end < bytes.count, bytes[end] == UInt8(ascii: "\r"), end + 1 < bytes.count,
        bytes[end + 1] == UInt8(ascii: "\n")
      {
        end += 1
      }
      start = end + 1
      lineNumber += 1
    }
    guard !lines.isEmpty else {
      throw CaptureError(
        location: SourceLocation(line: 1, column: 1, offset: 0),
        message: "the capture holds no controller; it is the text `po [UIViewController "
          + "_printHierarchy]` prints")
    }
    return lines
  }

  /// Checks where a line goes in the tree of the lines before it.
  private static func place(
    _ line: CaptureLine, after lines: [CaptureLine], presents: inout [Bool]
  ) throws(CaptureError) {
    if lines.isEmpty {
      guard line.depth == 0 else {
        throw CaptureError(
          location: line.location,
          message: "the first line is the window's root, with no `   | ` before it")
      }
    } else {
      guard line.depth > 0 else {
        throw CaptureError(
          location: line.location,
          message: "a second root: a capture holds one window's root, on its first line")
      }
      guard line.depth <= presents.count else {
        throw CaptureError(
          location: line.location,
          message: "the line is \(line.depth - presents.count + 1) levels below the line "
            + "before it; a child or a presentation is one level below its parent")
      }
    }
    guard line.depth < maximumDepth else {
      throw CaptureError(
        location: line.location,
        message: "the line is \(line.depth) levels deep; navrun reads captures up to "
          + "\(maximumDepth - 1) levels")
    }
    presents.removeSubrange(min(line.depth, presents.count)...)
    if line.isPresented {
      guard !presents[line.depth - 1] else {
        throw CaptureError(
          location: line.location,
          message: "a second presentation under the same controller; a controller presents "
            + "at most one")
      }
      presents[line.depth - 1] = true
    }
    presents.append(false)
  }
}
