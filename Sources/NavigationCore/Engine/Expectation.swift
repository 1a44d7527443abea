// Expectations: steps that check the state instead of changing it. Each returns a sentence
// saying what does not hold, or nil.

/// A check of the navigation state.
public enum Expectation: Sendable, Equatable {
  /// The whole window matches a node (matching, docs/scenario-language.md).
  case window(Blueprint)
  /// The controller a selector finds matches a node, with what it holds and presents
  /// (`{"expect": node, "at": sel}`); fails when the selector finds nothing.
  case subtree(Blueprint, at: Selector)
  /// `top` is the selected controller.
  case top(Selector)
  /// The previous step reported exactly these events.
  case events([String])
  /// The current page has a name (or identifier `variant_page`), and, when given, a parameter
  /// and a path of identifiers joined by `/` (docs/flows.md).
  case page(String, parameter: String?, path: String?)
  /// No page is shown: AppFlowController's `currentPathComponent` is nil.
  case noPage
  /// A page's parameter (nil: none): `parameter(for:variant:)` of a page, or the current
  /// page's `currentPathParameter` when no page is named.
  case parameter(String?, page: String?, variant: String?)
  /// A page's path of identifiers joined by `/` (nil: none): `pathComponents(for:variant:)`,
  /// or the current page's `currentPathDescription` when no page is named.
  case path(String?, page: String?, variant: String?)
  /// The coordinator tree matches these roots (docs/coordinators.md).
  case coordinators([CoordinatorExpectation])
  /// The window matches a capture of the real app's `_printHierarchy` (docs/captures.md).
  case capture(CaptureExpectation)
}

extension NavigationState {
  /// Why an expectation does not hold, or nil when it holds.
  ///
  /// `previousEvents` are the events of the step before the expectation.
  public func failure(of expectation: Expectation, previousEvents: [Event]) -> String? {
    switch expectation {
    case .window(let expected):
      return window.mismatch(with: expected)
    case .subtree(let expected, let selector):
      do {
        return window.mismatch(with: expected, at: try window.resolve(selector))
      } catch {
        return "\(error.code.rawValue): \(error.message)"
      }
    case .top(let selector):
      let actual = window[window.top]?.label ?? "nothing"
      guard let expected = try? window.resolve(selector) else {
        return "expected top to be \(selector), but nothing matches it; top is \(actual)"
      }
      guard expected == window.top else {
        return "expected top to be \(window[expected]?.label ?? "\(selector)"), found \(actual)"
      }
      return nil
    case .events(let expected):
      let actual = previousEvents.map(\.description)
      guard expected == actual else {
        return "expected events [\(expected.joined(separator: ", "))], found "
          + "[\(actual.joined(separator: ", "))]"
      }
      return nil
    case .page(let page, let parameter, let path):
      return pageFailure(page, parameter: parameter, path: path)
    case .noPage:
      return currentPage.map { "expected no page, found \($0)" }
    case .parameter(let expected, let page, let variant):
      return pageQueryFailure("parameter", expected, page: page, variant: variant) {
        identifier in parameter(ofPage: identifier)
      }
    case .path(let expected, let page, let variant):
      return pageQueryFailure("path", expected, page: page, variant: variant) { identifier in
        flow.registry.path(to: identifier)?.joined(separator: "/")
      }
    case .coordinators(let expected):
      return coordinatorMismatch(with: expected)
    case .capture(let capture):
      return capture.failure(against: hierarchyLines)
    }
  }

  /// The golden rendering of the state: the app state's line when it has one, the window,
  /// then any library sections.
  public var rendering: String {
    // The window's text is extended in place: most states have none of the other sections.
    var text = window.text
    if let state = appState.text { text = state + text }
    if let pending = pendingNavigationText { text += "\n" + pending }
    if let flow = flowText { text += "\n" + flow }
    if let coordinators = coordinatorText { text += "\n" + coordinators }
    return text
  }

  /// The navigation waiting on an interceptor, as the golden shows it:
  /// `pending navigation: cart {context: 42}, waits for Login`; nil when none waits.
  public var pendingNavigationText: String? {
    guard let pending = pendingNavigation else {
      return heldNavigationLock.map {
        "navigation lock: held by the navigation to \($0), which never completes\n"
      }
    }
    let label = window.path(ofID: pending.waitsOn).map { controller(at: $0).label }
    return "pending navigation: " + pending.destination
      + (pending.context.map { " {context: \(TextEscaping.quotedIfNeeded($0))}" } ?? "")
      + ", waits for " + (label ?? pending.waitsOn) + "\n"
  }
}
