// UIPageViewController: the app sets the pages it shows with
// `setViewControllers(_:direction:animated:completion:)`, which raises unless it is given as many
// pages as the spine shows at a time (two around a spine in the middle, otherwise one); the
// user's swipe asks the data source for the page after or before the shown ones
// (`pageViewController(_:viewControllerAfter:)` and `…Before:`), and where it answers nil the
// page does not turn. The shown pages appear and the replaced ones disappear, as every change
// of the visible screens reports. The direction and the animation change no tree, so the steps
// have neither.

extension NavigationState {
  /// The page view controller a step acts on: the selected one, or the nearest holding the
  /// selected controller; default: the first in search order.
  func pagesPath(for selector: Selector?) throws(NavigationError) -> ControllerPath {
    let selector = selector ?? .kind(.pages)
    let path = try window.resolve(selector)
    if case .kind(.pages) = selector { return path }
    guard let pages = window.nearestAncestor(of: path, where: { $0.kind == .pages }) else {
      throw NavigationError(
        .notFound, "\(controller(at: path).label) is not in a page view controller")
    }
    return pages
  }

  /// `setViewControllers(_:direction:animated:completion:)`.
  mutating func setPages(_ blueprints: [Blueprint], on selector: Selector?) throws(NavigationError)
  {
    let path = try pagesPath(for: selector)
    let old = controller(at: path)
    try Self.checkPageCount(blueprints.count, of: old)
    try replacePages(at: path, with: blueprints, shownIndex: old.pages?.index(of: blueprints))
  }

  /// The user's swipe: the data source's pages after or before the shown ones, if it has them.
  mutating func swipePage(_ direction: PageDirection, on selector: Selector?)
    throws(NavigationError)
  {
    let path = try pagesPath(for: selector)
    let pages = controller(at: path)
    guard path.layerRoot == window.topmostLayer, isShown(path) else {
      return warn(
        .notSwipeable, "\(pages.label) is not on screen: the user cannot swipe its pages")
    }
    let state = pages.pages ?? PagesState()
    let count = state.pagesShown
    let neighbour = direction == .forward ? "after" : "before"
    guard let shown = state.shownIndex, !pages.children.isEmpty else {
      return warn(
        .noAdjacentPage,
        "the data source of \(pages.label) has no page \(neighbour) the shown one: it does not "
          + "hold it")
    }
    let start = direction == .forward ? shown + count : shown - count
    guard start >= 0, start + count <= state.dataSource.count else {
      return warn(
        .noAdjacentPage,
        "the data source of \(pages.label) has no page \(neighbour) page \(shown + 1) of "
          + "\(state.dataSource.count): the page does not turn")
    }
    try replacePages(
      at: path, with: Array(state.dataSource[start..<start + count]), shownIndex: start)
  }

  /// Builds the pages and shows them instead of the page view controller's current ones, whose
  /// ids are free again.
  private mutating func replacePages(
    at path: ControllerPath, with blueprints: [Blueprint], shownIndex: Int?
  ) throws(NavigationError) {
    try checkDepth(path.count + 1 + (blueprints.map(\.depth).max() ?? 0))
    let built = try instantiate(blueprints, replacing: controller(at: path).children)
    window.update(at: path) { pages in
      pages.children = ChildList(built)
      pages.pages?.shownIndex = shownIndex
    }
  }

  /// Refuses a number of pages the page view controller cannot show, as UIKit raises: "the
  /// number of view controllers provided doesn't match the number required".
  static func checkPageCount(_ count: Int, of pages: Controller) throws(NavigationError) {
    let required = pages.pages?.pagesShown ?? 1
    guard count != required else { return }
    let spine = pages.pages?.spineLocation.map { " with its spine at \($0.rawValue)" } ?? ""
    throw NavigationError(
      .pageCount,
      "\(pages.label) shows \(required) page\(required == 1 ? "" : "s") at a time\(spine); "
        + "it was given \(count)")
  }

  /// Whether the controller at `path` is shown within its layer: each controller on the way
  /// down to it shows the next.
  private func isShown(_ path: ControllerPath) -> Bool {
    let start = path.layerRoot
    guard var current = window[start] else { return false }
    for part in path[start.count...] {
      guard case .child(let index) = part, current.visibleChildIndices.contains(index) else {
        return false
      }
      current = current.children[index]
    }
    return true
  }
}
