// The golden section of a page flow: the registered pages as a tree (AppFlowController's path
// steps), each with its transition, whether it is skipped, the controller showing it, its
// parameter, and which page is current. Rendered only once a path is registered.
//
//     flow
//       start: Start
//         menu: Menu
//           page1
//           page2 (skipped)
//             page3 [modal]: Page3 {parameter: 42}  <- current

extension NavigationState {
  /// The `flow` section of the golden, or nil when no path is registered.
  public var flowText: String? {
    guard let root = flow.registry.root else { return nil }
    var lines = ["flow"]
    let current = currentPage
    var pending: [(String, Int)] = [(root, 1)]
    while let (identifier, depth) = pending.popLast() {
      guard let step = flow.registry.steps[identifier] else { continue }
      var line = String(repeating: "  ", count: depth) + identifier
      if let transition = step.transition, transition != .push {
        line += " [\(transition.rawValue)]"
      }
      if flow.isSkipped(identifier) { line += " (skipped)" }
      if let path = pageControllerPath(identifier) {
        line += ": " + controller(at: path).label
        if let parameter = flow.tracks[identifier]?.parameter {
          line += " {parameter: \(TextEscaping.quotedIfNeeded(parameter))}"
        }
      }
      if identifier == current { line += "  <- current" }
      lines.append(line)
      pending += step.children.reversed().map { ($0, depth + 1) }
    }
    return lines.joined(separator: "\n") + "\n"
  }
}

extension NavigationState {
  /// Why `expectPage` does not hold, or nil: the current page has the name or identifier, and
  /// the parameter and the path (identifiers joined by `/`) when they are given.
  func pageFailure(_ page: String, parameter: String?, path: String?) -> String? {
    guard let current = currentPage, let step = flow.registry.steps[current] else {
      let top = window[window.top]?.label ?? "nothing"
      return "expected page \(page), but no page is shown (top is \(top))"
    }
    guard page == current || page == step.page else {
      return "expected page \(page), found \(current)"
    }
    if let parameter {
      let actual = flow.tracks[current]?.parameter
      guard actual == parameter else {
        return "expected parameter \(parameter) for page \(current), found "
          + (actual.map { "\($0)" } ?? "none")
      }
    }
    if let path {
      let actual = flow.registry.path(to: current)?.joined(separator: "/") ?? current
      guard actual == path else { return "expected path \(path), found \(actual)" }
    }
    return nil
  }

  /// Why a page's parameter or path is not the expected one: of the named page (with the
  /// errors AppFlowController's `parameter(for:variant:)` and `pathComponents(for:variant:)`
  /// throw), or of the current page when none is named (nil when no page is shown).
  func pageQueryFailure(
    _ what: String, _ expected: String?, page: String?, variant: String?,
    _ value: (String) -> String?
  ) -> String? {
    let identifier: String?
    if let page {
      do {
        identifier = try registeredIdentifier(of: page, variant: variant)
      } catch {
        return "the \(what) of page \(page) cannot be read: \(error)"
      }
    } else {
      identifier = currentPage
    }
    let actual = identifier.flatMap(value)
    guard actual == expected else {
      let subject = page.map { "page \($0)" } ?? "the current page"
      return "expected the \(what) of \(subject) to be \(expected ?? "none"), found "
        + (actual ?? "none")
    }
    return nil
  }
}
