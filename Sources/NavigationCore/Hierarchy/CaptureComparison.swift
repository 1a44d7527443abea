// Holding navrun's tree against a capture of the real app's (`expectCapture`, `"golden":
// {"capture": …}`): line by line in `_printHierarchy`'s order, the kinds, types, order,
// presentation styles and appearance, a tab's selection following from which tab appeared;
// view classes and the states of a transition only when asked (docs/captures.md).

/// A capture of the real app, read and mapped to navrun's kinds, to compare the tree with.
public struct CaptureExpectation: Sendable, Equatable {
  /// The capture file, as the scenario names it.
  public var file: String
  /// The capture's controllers, in its order.
  public var lines: [HierarchyLine]
  /// The line of the capture file each controller is on.
  public var lineNumbers: [Int]
  /// Whether the views' classes are compared (`"compare": ["views"]`).
  public var comparesViews = false
  /// Whether `appearing` and `disappearing` are compared (`"compare": ["transitions"]`);
  /// otherwise a controller caught mid-transition matches either state.
  public var comparesTransitions = false

  /// Creates an expectation from a capture's lines.
  public init(file: String, lines: [HierarchyLine], lineNumbers: [Int]) {
    self.file = file
    self.lines = lines
    self.lineNumbers = lineNumbers
  }

  /// The most differences a failure lists.
  static let listedDifferences = 20

  /// Why `actual` (navrun's tree) does not match the capture, or nil when it does.
  public func failure(against actual: [HierarchyLine]) -> String? {
    var differences: [String] = []
    var count = 0
    for index in 0..<max(lines.count, actual.count) {
      let line = index < lineNumbers.count ? "\(file):\(lineNumbers[index])" : file
      guard index < lines.count else {
        count += actual.count - index
        differences.append("\(file): navrun also has `\(actual[index].printed)`")
        break
      }
      guard index < actual.count else {
        count += lines.count - index
        differences.append("\(line): expected `\(lines[index].printed)`, navrun has nothing")
        break
      }
      let expected = lines[index]
      let found = actual[index]
      guard sameStructure(expected, found) else {
        count += 1
        differences.append(
          "\(line): expected `\(expected.printed)`, navrun has `\(found.printed)`; "
            + "the lines after it are not compared")
        break
      }
      if !sameAppearance(expected, found) {
        count += 1
        if differences.count < Self.listedDifferences {
          differences.append(
            "\(line): expected `\(expected.printed)`, navrun has `\(found.printed)`")
        }
      }
    }
    guard !differences.isEmpty else { return nil }
    let noun = count == 1 ? "controller differs" : "controllers differ"
    // One line: a step's failure is reported on one line, as every report shows it.
    let more = count > differences.count ? "; … and \(count - differences.count) more" : ""
    return "the tree does not match the capture \(file) (\(count) \(noun)): "
      + differences.joined(separator: "; ") + more
  }

  private func sameStructure(_ expected: HierarchyLine, _ found: HierarchyLine) -> Bool {
    expected.depth == found.depth && expected.kind == found.kind
      && expected.isPresented == found.isPresented
      && (expected.presentation == nil
        || expected.presentation?.asCaptured == found.presentation?.asCaptured)
      && (expected.kind != .screen || expected.type == found.type)
  }

  private func sameAppearance(_ expected: HierarchyLine, _ found: HierarchyLine) -> Bool {
    if let appearance = expected.appearance, comparesTransitions || !appearance.isTransitional,
      appearance != found.appearance
    {
      return false
    }
    guard let view = expected.view, let foundView = found.view else { return true }
    switch (view, foundView) {
    case (.notLoaded, .notLoaded): return true
    case (.loaded(let expectedClass, let inWindow), .loaded(let foundClass, let foundInWindow)):
      // A view caught mid-transition may be on its way in or out of the window.
      let transitional = !comparesTransitions && (expected.appearance?.isTransitional ?? false)
      return (transitional || inWindow == foundInWindow)
        && (!comparesViews || expected.kind == .screen || expectedClass == foundClass)
    default: return false
    }
  }
}
