// BarManagingSplitViewController's `separateSecondaryFrom:` fallbacks, for `move` splits only:
// when nothing migrates into the detail column, the primary may supply a default detail
// (`detailViewController(for:)`, here `screens.<Type>.defaultDetail` for the primary's visible
// screen, else the split's `defaultDetail`), and otherwise the split shows its placeholder: one
// nav around a `Placeholder` screen, loaded once per split and shown again as it was left. UIKit's own split (`nest`) and the merging split add nothing: a split without a
// secondary has none.

extension NavigationState {
  /// Gives a split with no secondary its default detail, or its placeholder.
  mutating func fillSecondary(ofSplitAt path: ControllerPath) throws(NavigationError) {
    let split = controller(at: path)
    guard split.index(of: .secondary) == nil, let state = split.split, state.policy == .move
    else { return }
    let secondary: Controller
    if let blueprint = defaultDetail(ofSplitAt: path) ?? state.defaultDetail {
      secondary = try makeDetailNavigation(holding: blueprint)
    } else {
      secondary = try placeholder(ofSplitAt: path)
    }
    window.update(at: path) { $0.setColumn(.secondary, to: secondary) }
  }

  /// `detailViewController(for:)` asked of the primary: a nav asks its top controller, a tab
  /// bar its selected tab, a screen answers `screens.<Type>.defaultDetail`; any other
  /// controller answers nothing.
  func defaultDetail(ofSplitAt path: ControllerPath) -> Blueprint? {
    guard let primary = columnPath(.primary, ofSplitAt: path) else { return nil }
    var current = controller(at: primary)
    while true {
      switch current.kind {
      case .nav:
        guard let top = current.children.last else { return nil }
        current = top
      case .tabs:
        guard current.children.indices.contains(current.selectedIndex) else { return nil }
        current = current.children[current.selectedIndex]
      case .screen:
        return definitions.defaultDetails[current.type]
      case .split, .stack, .pages:
        return nil
      }
    }
  }

  /// A new nav holding a new controller marked `detail`.
  mutating func makeDetailNavigation(holding blueprint: Blueprint) throws(NavigationError)
    -> Controller
  {
    try checkDetail(blueprint)
    var navigation = try instantiate(.container(.nav, [blueprint]))
    navigation.children[0].isDetail = true
    return navigation
  }

  /// Refuses what cannot be a detail controller: UIKit cannot push a nav or a split, and the
  /// engine puts every detail controller in a nav.
  func checkDetail(_ blueprint: Blueprint) throws(NavigationError) {
    guard blueprint.kind == .nav || blueprint.kind == .split else { return }
    let name = blueprint.kind == .nav ? "a navigation controller" : "a split view controller"
    throw NavigationError(
      .cannotPushContainer,
      "\(name) cannot be a detail controller; name the detail controller itself, the split "
        + "puts it in a navigation controller")
  }

  /// The split's placeholder nav: the one it loaded, as a collapse left it, or a new one the
  /// first time (or when its ids have been taken by other controllers meanwhile).
  mutating func placeholder(ofSplitAt path: ControllerPath) throws(NavigationError) -> Controller {
    let state = controller(at: path).split
    if let cached = state?.cachedPlaceholder,
      !cached.subtreeIDs.contains(where: { window.contains(id: $0) })
    {
      return cached
    }
    let navigation = try instantiate(.container(.nav, [.screen("Placeholder")]))
    window.update(at: path) {
      $0.split?.placeholderID = navigation.id
      $0.split?.cachedPlaceholder = navigation
    }
    return navigation
  }

  /// What BarManagingSplitViewController's first `viewDidAppear` adds to a split that starts
  /// collapsed: the primary's default detail, marked `detail`, collapsed onto the target nav
  /// (dropped without one); else the placeholder, loaded and dropped at once.
  mutating func fillCollapsedStart(ofSplitAt path: ControllerPath) throws(NavigationError) {
    guard controller(at: path).split?.policy == .move else { return }
    guard
      let blueprint = defaultDetail(ofSplitAt: path) ?? controller(at: path).split?.defaultDetail
    else {
      _ = try placeholder(ofSplitAt: path)
      return
    }
    try checkDetail(blueprint)
    var detail = try instantiate(blueprint)
    detail.isDetail = true
    guard let target = primaryTargetPath(ofSplitAt: path) else {
      return warnDiscarded(
        [detail],
        "\(controller(at: path).label) has no navigation controller to take its default detail")
    }
    logMigration(of: [detail], to: controller(at: target))
    window.update(at: target) { $0.children.append(detail) }
  }
}
