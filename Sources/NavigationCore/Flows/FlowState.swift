// AppFlowController's runtime state: the registered paths and its `Tracker` (per page: the view
// controller showing it, its parameter, and whether it was skipped). The original holds the
// controllers weakly, so a popped or dismissed page stops counting as shown; navrun drops the
// link (and the page's parameter) after every operation in which the controller left the window.
// The current page is the page whose controller is `top`, the visible leaf.

/// A page's runtime record.
struct PageTrack: Sendable, Equatable {
  /// The id of the controller showing the page: a screen, or the tab bar of a page with tabs.
  var controllerID: String?
  /// The page's parameter: the tracker keeps it when the controller goes, and a page shown
  /// again gets it back; forgotten only when the flow starts over or is reset.
  var parameter: String?
  /// Whether a `showPage` skipped the page and no later one cleared the mark.
  var isSkipped = false

  var isEmpty: Bool { controllerID == nil && parameter == nil && !isSkipped }
}

/// The page-flow state of a scenario.
public struct FlowState: Sendable, Equatable {
  /// The registered pages.
  public internal(set) var registry = FlowRegistry()
  /// Runtime records by page identifier.
  var tracks: [String: PageTrack] = [:]

  /// Creates an empty flow state.
  public init() {}

  /// Whether `showPage` skipped a page and no later `showPage` cleared the mark.
  public func isSkipped(_ identifier: String) -> Bool {
    tracks[identifier]?.isSkipped ?? false
  }

  /// Forgets the controllers that have left the window: the original's weak references going
  /// stale.
  mutating func forgetPages(absentFrom window: Window) {
    guard !tracks.isEmpty else { return }
    let present = Set(window.allControllers.map(\.controller.id))
    for identifier in tracks.keys.sorted() {
      guard var track = tracks[identifier] else { continue }
      if let id = track.controllerID, !present.contains(id) { track.controllerID = nil }
      tracks[identifier] = track.isEmpty ? nil : track
    }
  }
}

extension NavigationState {
  /// The current page's identifier: the page whose controller is `top`.
  public var currentPage: String? {
    guard let topID = window[window.top]?.id else { return nil }
    return flow.tracks.keys.sorted().first {
      flow.tracks[$0]?.controllerID == topID && flow.registry.steps[$0] != nil
    }
  }

  /// The parameter of a page while it is shown.
  public func parameter(ofPage identifier: String) -> String? {
    guard pageControllerPath(identifier) != nil else { return nil }
    return flow.tracks[identifier]?.parameter
  }

  /// The path of the controller showing a page, while it is in the window.
  func pageControllerPath(_ identifier: String) -> ControllerPath? {
    guard let id = flow.tracks[identifier]?.controllerID else { return nil }
    return window.path(ofID: id)
  }

  /// Whether a page's controller is in the window.
  func isShown(_ identifier: String) -> Bool {
    pageControllerPath(identifier) != nil
  }

  /// The registered step of an identifier the operation has resolved.
  func step(_ identifier: String) -> FlowRegistry.Step {
    guard let step = flow.registry.steps[identifier] else {
      preconditionFailure("a resolved page is not registered")
    }
    return step
  }
}
