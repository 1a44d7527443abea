// The state a `UIPageViewController` keeps beyond the pages it shows: its transition style, the
// spine of a page-curl book, and the app's data source, an ordered list of pages, with where in
// it the shown pages are.

/// `UIPageViewController.TransitionStyle`.
public enum PageTransitionStyle: String, Sendable, Equatable, CaseIterable {
  /// Pages scroll past; one page is shown at a time.
  case scroll
  /// Pages curl over like the pages of a book, around a spine.
  case pageCurl
}

/// `UIPageViewController.SpineLocation` of a page-curl page view controller.
public enum PageSpineLocation: String, Sendable, Equatable, CaseIterable {
  /// At the left (or top) edge: one page at a time.
  case min
  /// In the middle: two pages at a time.
  case mid
  /// At the right (or bottom) edge: one page at a time.
  case max
}

/// The way the user (or the app) turns pages.
public enum PageDirection: String, Sendable, Equatable, CaseIterable {
  /// To the data source's next page (`pageViewController(_:viewControllerAfter:)`).
  case forward
  /// To its previous page (`pageViewController(_:viewControllerBefore:)`).
  case reverse
}

/// What a page view controller holds besides its shown pages (its children).
public struct PagesState: Sendable, Equatable {
  /// The transition style it was created with.
  public var transitionStyle: PageTransitionStyle = .scroll
  /// The spine of a page-curl page view controller: nil for `scroll`, which has none.
  public var spineLocation: PageSpineLocation? = nil
  /// The pages the app's data source gives, in order: what a swipe asks it for.
  public var dataSource: [Blueprint] = []
  /// Where in `dataSource` the first shown page is; nil when the shown pages are not the data
  /// source's (or it has none), so that the data source answers neither neighbour.
  public var shownIndex: Int? = nil

  /// Creates the state of a page view controller of a style.
  public init(
    transitionStyle: PageTransitionStyle = .scroll, spineLocation: PageSpineLocation? = nil
  ) {
    self.transitionStyle = transitionStyle
    self.spineLocation = spineLocation
  }

  /// How many pages it shows at a time, the count `setViewControllers` requires: two around a
  /// spine in the middle, else one.
  public var pagesShown: Int { spineLocation == .mid ? 2 : 1 }

  /// Where in `dataSource` pages written as `pages` are: the first run of entries equal to
  /// them, in order; nil when none is.
  public func index(of pages: [Blueprint]) -> Int? {
    guard !pages.isEmpty, pages.count <= dataSource.count else { return nil }
    return (0...(dataSource.count - pages.count)).first { start in
      pages.indices.allSatisfy { dataSource[start + $0] == pages[$0] }
    }
  }
}
