// BarManagingSplitViewController's `separateSecondaryFrom:` fallbacks, for `move` splits only:
// when nothing migrates into the detail column, the primary may supply a default detail
// (`detailViewController(for:)`, here `screens.<Type>.defaultDetail` for the primary's visible
// screen, else the split's `defaultDetail`), and otherwise the split shows its cached
// placeholder: one nav around a `Placeholder` screen, created once per split and reused with the
// same identity. UIKit's own split (`nest`) and the merging split add nothing: a split without a
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

  /// `screens.<Type>.defaultDetail` for the top of the primary's target nav (the primary's
  /// visible screen when it has no target nav).
  func defaultDetail(ofSplitAt path: ControllerPath) -> Blueprint? {
    guard let primary = columnPath(.primary, ofSplitAt: path) else { return nil }
    var current = primary
    if let target = primaryTargetPath(ofSplitAt: path) {
      guard let top = controller(at: target).children.indices.last else { return nil }
      current = target + [.child(top)]
    }
    // The first screen on the way to the visible leaf: a screen's embedded children do not
    // stand for it.
    while controller(at: current).kind != .screen {
      guard let next = controller(at: current).visibleLeafPath.first else { return nil }
      current.append(next)
    }
    return definitions.defaultDetails[controller(at: current).type]
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

  /// The split's placeholder nav: the cached one, or a new one the first time (or when its ids
  /// have been taken by other controllers meanwhile).
  mutating func placeholder(ofSplitAt path: ControllerPath) throws(NavigationError) -> Controller {
    let state = controller(at: path).split
    if let navID = state?.placeholderID, let screenID = state?.placeholderScreenID,
      !window.contains(id: navID), !window.contains(id: screenID)
    {
      var navigation = makeController(id: navID, kind: .nav)
      navigation.children = [makeController(id: screenID, kind: .screen, type: "Placeholder")]
      return navigation
    }
    let navigation = try instantiate(.container(.nav, [.screen("Placeholder")]))
    window.update(at: path) {
      $0.split?.placeholderID = navigation.id
      $0.split?.placeholderScreenID = navigation.children.first?.id
    }
    return navigation
  }
}
