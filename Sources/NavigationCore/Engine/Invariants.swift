// The engine's invariants, checked by the tests after every operation: every controller is in
// exactly one place (ids are unique), a selected tab exists, a split's columns match its
// children, and kind-specific state belongs to its kind.

extension Window {
  /// Every broken invariant, described; empty when the window is consistent.
  public var invariantViolations: [String] {
    var violations: [String] = []
    var seen: Set<String> = []
    for (controller, _) in allControllers {
      if !seen.insert(controller.id).inserted {
        violations.append("#\(controller.id) appears more than once")
      }
      violations += controller.ownViolations
    }
    return violations
  }
}

extension Window {
  /// The first broken invariant, or nil: what `invariantViolations` checks, in one walk that
  /// makes no paths, for checking every transition of an exploration.
  public var firstInvariantViolation: String? {
    var seen = Set<String>(minimumCapacity: 64)
    var found: String?
    forEachController { controller in
      guard found == nil else { return }
      if !seen.insert(controller.id).inserted {
        found = "#\(controller.id) appears more than once"
      } else if let own = controller.ownViolations.first {
        found = own
      }
    }
    return found
  }
}

extension Controller {
  /// The first invariant this controller breaks on its own, besides the ids it shares.
  var firstOwnViolation: String? { ownViolations.first }

  fileprivate var ownViolations: [String] {
    var violations: [String] = []
    // Made only for a message: this runs on every controller of every explored state.
    var name: String { label }
    if presentations.count > 1 { violations.append("\(name) presents more than one controller") }
    if kind.isContainer, type != swiftUIType ?? kind.rawValue {
      violations.append("\(name) is a \(kind.rawValue) typed \(type)")
    }
    if kind == .tabs, !children.indices.contains(selectedIndex),
      !(children.isEmpty && selectedIndex == 0)
    {
      violations.append("\(name) selects tab \(selectedIndex) of \(children.count)")
    }
    if more != nil, kind != .tabs || children.last?.kind != .nav {
      violations.append("\(name) has a More nav that is not its last child")
    }
    if (kind == .split) != (split != nil) { violations.append("\(name) has wrong split state") }
    if (kind == .stack) != (stack != nil) { violations.append("\(name) has wrong stack state") }
    if (kind == .pages) != (pages != nil) { violations.append("\(name) has wrong pages state") }
    if let pages {
      if !children.isEmpty, children.count != pages.pagesShown {
        violations.append("\(name) shows \(children.count) pages, not \(pages.pagesShown)")
      }
      if let shown = pages.shownIndex, shown + children.count > pages.dataSource.count {
        violations.append("\(name) shows pages past the end of its data source")
      }
    }
    if let split {
      if split.columns.count != children.count {
        violations.append(
          "\(name) has \(split.columns.count) columns for \(children.count) children")
      }
      if Set(split.columns).count != split.columns.count {
        violations.append("\(name) repeats a column")
      }
      let ranks = split.columns.compactMap { SplitColumn.allCases.firstIndex(of: $0) }
      if ranks != ranks.sorted() {
        violations.append("\(name) lists its columns out of order")
      }
      // `setViewController(_:for:)` puts a nav in every column of a column-style split.
      if split.columnStyle != nil, children.contains(where: { $0.kind != .nav }) {
        violations.append("\(name) has a column that is not a navigation controller")
      }
      if split.stacked != nil, !split.isCollapsed || split.columns.contains(.compact) {
        violations.append("\(name) stacks its columns while it does not show its primary alone")
      }
    }
    return violations
  }
}
