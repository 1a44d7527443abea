// Which controllers' views UIKit has loaded, as `_printHierarchy` shows them: a view controller
// loads its view the first time its `view` property is asked for, which UIKit does when it
// shows the controller, and keeps it (views are not unloaded since iOS 6). A nav's lower
// controllers set at once and a tab never selected are never shown, so their views stay
// unloaded (docs/captures.md#what-navrun-derives).

/// The controllers whose views have loaded, while a scenario asks for them.
public struct ViewHistory: Sendable, Equatable {
  /// Whether the engine notes the views that load: only scenarios that print or compare the
  /// hierarchy pay for it.
  public var isTracking = false
  /// The ids of the controllers whose views have loaded; an id is forgotten when a new
  /// controller takes it.
  var loaded: Set<String> = []

  /// Creates a history that tracks nothing.
  public init() {}
}

extension NavigationState {
  /// Starts noting which views load, from the views of what shows now.
  public mutating func trackViews() {
    views.isTracking = true
    noteShownViews()
  }

  /// Starts noting which views load, with the views a capture shows loaded.
  ///
  /// `loaded` says of each controller, in `_printHierarchy`'s order, whether its view has
  /// loaded. A capture that does not list the window's controllers one for one loads only what
  /// shows.
  public mutating func trackViews(loadedInHierarchyOrder loaded: [Bool]) {
    views.isTracking = true
    var ids: [String] = []
    var index = 0
    window.forEachInHierarchyOrder { controller, _, _ in
      if index < loaded.count, loaded[index] { ids.append(controller.id) }
      index += 1
    }
    if index == loaded.count { views.loaded.formUnion(ids) }
    noteShownViews()
  }

  /// Whether the view of the controller with an id has loaded: it shows, or it has shown.
  public func isViewLoaded(_ id: String) -> Bool {
    views.loaded.contains(id)
  }

  /// Notes the views of every controller that shows now as loaded.
  mutating func noteShownViews() {
    guard views.isTracking else { return }
    window.forEachVisibleController { controller in views.loaded.insert(controller.id) }
  }

  /// Forgets the view of a controller whose id a new controller takes.
  mutating func forgetView(of id: String) {
    if views.isTracking, !views.loaded.isEmpty { views.loaded.remove(id) }
  }
}

extension Window {
  /// Visits every controller that shows, containers included, layer by layer from the
  /// bottom, without recursion.
  public func forEachVisibleController(_ visit: (Controller) -> Void) {
    for layer in visibleLayerChain.reversed() {
      let covered = layer.covered.map { layer.path + $0 }
      var pending: [(Controller, ControllerPath)] = [(layer.root, layer.path)]
      while let (controller, path) = pending.popLast() {
        guard path != covered else { continue }
        visit(controller)
        controller.forEachVisibleChild { index, child in
          pending.append((child, path + [.child(index)]))
        }
      }
    }
  }
}
