// AdaptiveCoordinator's automatic removal, and only what the library hears of. A coordinator's
// `children` lose a controller when its `StackViewController` reports it removed: its `pop`
// (any `popViewController`, the app's and the back button's included), its `dismiss` (the
// controller it showed at that moment), its `set` (the whole old stack), and the sheet the user
// swipes away (it is the sheet's presentation delegate); a `SplitViewController` forwards its
// primary, secondary and compact navs' reports, plus its own `dismiss` and swiped sheet. On a
// report a coordinator drops that controller from its children, or drops the child coordinator
// that displayed it when that controller is the child's only child (`Coordinator.shouldRemove`):
// that child ends. UIKit calls the library does not override — `popToRootViewController`,
// `popToViewController`, `setViewControllers`, a tab bar's re-tap, a new window root — report
// nothing: the controllers stay among the coordinators' children, and `backToRoot` counts them,
// as in the library. A root coordinator, which the app holds, ends when its nav or split leaves
// the window, with its child coordinators.

extension NavigationState {
  /// Queues controllers a nav or split reports removed.
  ///
  /// The library hears them once the transition is over (`executeAfterTransition`,
  /// `DispatchQueue.main.async`), so navrun delivers them when the operation ends, in the order
  /// they were made.
  mutating func reportRemoval(of controllerIDs: [String], from containerID: String) {
    guard !coordinators.isEmpty, !controllerIDs.isEmpty else { return }
    coordinators.pendingRemovals.append(
      CoordinatorTree.RemovalReport(containerID: containerID, controllerIDs: controllerIDs))
  }

  /// Delivers a report: each coordinator that hears the container (in creation order, so a
  /// parent before its children) forgets the controller, or removes the child coordinator whose
  /// only child it was.
  private mutating func deliver(_ controllerIDs: [String], from containerID: String) {
    for controllerID in controllerIDs {
      for subscriber in coordinators.all where hears(subscriber, containerID) {
        guard let current = coordinators[subscriber.id] else { continue }
        if current.displayed.contains(where: { $0.id == controllerID }) {
          coordinators.update(current.id) { $0.displayed.removeAll { $0.id == controllerID } }
        } else if let child = coordinators.children(of: current.id).first(where: {
          $0.displayed.map(\.id) == [controllerID] && coordinators.children(of: $0.id).isEmpty
        }) {
          coordinators.remove(child.id)
          log.append(.note("@\(child.id) ends"))
        }
      }
    }
  }

  /// Whether a coordinator subscribes to a container's removals: a stack coordinator to the nav
  /// it currently drives, a split coordinator to its split and the split's column navs.
  private func hears(_ coordinator: Coordinator, _ containerID: String) -> Bool {
    switch coordinator.base {
    case .nav(let id):
      return id == containerID
    case .column:
      if let id = detachedNavID(of: coordinator) { return id == containerID }
      guard let stack = try? coordinatorStack(of: coordinator, column: nil) else { return false }
      return controller(at: stack.navPath).id == containerID
    case .split(let id):
      if id == containerID { return true }
      guard let path = window.path(ofID: id) else { return false }
      return controller(at: path).children.contains { $0.id == containerID && $0.kind == .nav }
    }
  }

  /// The reports a `popViewController` on a nav makes: its top, when it is not the root.
  func popReport(onNavAt navPath: ControllerPath) -> (String, [String])? {
    let nav = controller(at: navPath)
    guard nav.children.count > 1, let top = nav.children.last else { return nil }
    return (nav.id, [top.id])
  }

  /// The reports a `dismiss(animated:)` called on a controller makes, read before it runs: a
  /// nav reports its `visibleViewController` (what it presents, else its top), a split what it
  /// presents; a controller that presents nothing forwards the call to the controller that
  /// presented its layer, which reports what it presents.
  func dismissReports(calledOn path: ControllerPath) -> [(String, [String])] {
    var reports: [(String, [String])] = []
    let target = controller(at: path)
    let presented = target.presented?.controller.id
    switch target.kind {
    case .nav:
      if let visible = presented ?? target.children.last?.id {
        reports.append((target.id, [visible]))
      }
    case .split:
      if let presented { reports.append((target.id, [presented])) }
    case .screen, .tabs, .stack, .pages:
      break
    }
    guard presented == nil,
      window.nearestAncestor(of: path, where: { $0.isPresenting }) == nil,
      let presenterPath = path.layerRoot.presenter
    else { return reports }
    let presenter = controller(at: presenterPath)
    if presenter.kind == .nav || presenter.kind == .split,
      let shown = presenter.presented?.controller.id
    {
      reports.append((presenter.id, [shown]))
    }
    return reports
  }

  /// The report of a sheet the user swipes away: the presenter's
  /// `presentationControllerDidDismiss` (a `StackViewController` or `SplitViewController`
  /// presenting it is its delegate) reports the presented controller.
  func swipeReport(of change: CheckedChange) -> (String, [String])? {
    guard case .dismiss(let presenterPath) = change else { return nil }
    let presenter = controller(at: presenterPath)
    guard presenter.kind == .nav || presenter.kind == .split,
      let presented = presenter.presented?.controller.id
    else { return nil }
    return (presenter.id, [presented])
  }

  /// Delivers the removals reported during the operation, then ends the root coordinators
  /// whose nav or split has left the window, each with its child coordinators (deepest first):
  /// the app released them with the container.
  mutating func endDepartedCoordinators() {
    guard !coordinators.isEmpty else { return }
    let reports = coordinators.pendingRemovals
    coordinators.pendingRemovals = []
    for report in reports { deliver(report.controllerIDs, from: report.containerID) }
    for root in coordinators.roots where !window.contains(id: root.base.containerID) {
      for child in coordinators.descendantsDeepestFirst(of: root.id) {
        coordinators.remove(child.id)
        log.append(.note("@\(child.id) ends"))
      }
      coordinators.remove(root.id)
      log.append(.note("@\(root.id) ends"))
    }
  }
}
