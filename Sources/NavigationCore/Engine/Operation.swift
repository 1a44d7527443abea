// The operations the engine performs: one case per scenario step that changes the window.

/// A change to the navigation state.
public enum Operation: Sendable, Equatable {
  /// `pushViewController` onto the selected nav (default: the nav of `top`).
  case push(Blueprint, on: Selector?)
  /// `popViewController` on the selected nav (default: the nav of `top`).
  case pop(Selector?)
  /// `popToViewController` on the selected nav (default: the nav holding the controller): pop
  /// until the selected controller is on top.
  case popTo(Selector, on: Selector?)
  /// `popToRootViewController`.
  case popToRoot(Selector?)
  /// `setViewControllers` on the selected nav.
  case setStack([Blueprint], on: Selector?)
  /// `present` from the selected controller (default: `top`); `animated` is UIKit's flag, which
  /// the presented controllers' `viewDidAppear` receives.
  case present(Blueprint, from: Selector?, style: PresentationStyle?, animated: Bool = true)
  /// `dismiss` the selected presented controller (default: the topmost) and all above it;
  /// `animated` is UIKit's flag, which the controllers that reappear receive.
  case dismiss(Selector?, animated: Bool = true)
  /// Select a tab by index, by its controller, or by a controller it holds.
  case selectTab(TabReference, in: Selector?)
  /// Select the More navigation controller of the selected tab bar (default: the first).
  case selectMore(Selector?)
  /// The user taps a tab bar item: selects the tab, or pops the selected nav tab to its root.
  case tapTab(TabReference, in: Selector?)
  /// The user swipes the selected sheet (default: the topmost presentation) down.
  case swipeDown(Selector?)
  /// `setViewControllers` on a tab bar controller.
  case setTabs([Blueprint], in: Selector?)
  /// Insert a tab, or replace the tab at an index.
  case addTab(Blueprint, at: Int?, replacing: Bool, in: Selector?)
  /// `show(_:sender:)` sent from the selected controller (default: `top`), handled by the
  /// nearest nav (a push) or split (the new primary) holding it, else presented by the root.
  case show(Blueprint, from: Selector?)
  /// Replace the window root; every presentation goes with the old root.
  case setRoot(Blueprint)
  /// A trait change of the window's horizontal size class: every split collapses (compact) or
  /// expands (regular).
  case setSizeClass(SizeClass)
  /// A trait change of the window's vertical size class (compact: an iPhone in landscape):
  /// presentations adapt; splits and tab bars follow the horizontal class alone.
  case setVerticalSizeClass(SizeClass)
  /// A size change of the window within its horizontal size class (`viewWillTransition(to:with:)`
  /// without a trait change): an iPad turned between landscape and portrait.
  case setWindowWidth(WindowWidth)
  /// `showDetailViewController` on the selected split (default: the split holding `from`, else
  /// the first split), sent from the `from` controller (docs/split.md).
  case showDetail(Blueprint, in: Selector?, from: Selector?)
  /// `setViewController(_:for:)` on a column-style split (default: the first split in search
  /// order): a nav as it is, another controller in a new nav, or pushed onto the secondary's nav;
  /// nil empties the column.
  case setColumn(SplitColumn, to: Blueprint?, in: Selector?)
  /// `show(_:)` of a column-style split's column.
  case showColumn(SplitColumn, in: Selector?)
  /// The user, in the More list's Edit sheet, drags a tab onto the place of another: the two
  /// swap in `viewControllers` (`customizableViewControllers`, all the tabs by default).
  case editTabs(TabReference, onto: TabReference, in: Selector?)
  /// `hide(_:)` of a column-style split's column.
  case hideColumn(SplitColumn, in: Selector?)
  /// The user taps the display mode button of a column-style split (default: the first split
  /// in search order): the sidebar beside the column that shows it is hidden or shown.
  case tapDisplayModeButton(Selector?)
  /// Collapse one split (default: the first split in search order) by its policy.
  case collapse(Selector?)
  /// Expand one split (default: the first split in search order) by its policy.
  case expand(Selector?)
  /// FluidInterfaceKit's `fluidPush` from the selected controller (default: `top`) onto the
  /// stack the target strategy finds, recording the relation on the pushed item.
  case fluidPush(Blueprint, from: Selector?, target: FluidTarget, relation: FluidRelation?)
  /// FluidInterfaceKit's `fluidPop` of the stack entry holding the selected controller
  /// (default: `top`), forwarded to the parent stack from a retained root item, with the
  /// removing rule and `forwardingToParent` of the call.
  case fluidPop(Selector?, removing: FluidRemovingRule = .cascade, forwardingToParent: Bool = true)
  /// RouteComposer's router: navigate to a named destination with a context (docs/destinations.md).
  case navigate(String, context: String?)
  /// AppFlowController's `show`: a registered page (a variant after the page `variant`),
  /// skipping pages of its path, with parameters by page (docs/flows.md).
  /// `skipDismissTransitions` leaves the pages it backs up through in place.
  case showPage(
    String, variant: String?, skip: [String], parameters: [String: String],
    skipDismissTransitions: Bool = false)
  /// AppFlowController's `goBack`: undo the visible page's transition.
  case goBack
  /// AppFlowController's `pop(to:)`: pop the visible nav back to a shown page.
  case popToPage(String)
  /// AppFlowController's `register(path:)`, with a path string such as `a => b =>> [c, d]`.
  case register(String)
  /// AppFlowController's `reset`: dismiss everything, empty the root nav, forget shown pages.
  case resetFlow
  /// AppFlowController's `updateCurrentPath(with:for:)`: the selected controller (default:
  /// `top`), shown outside the flow, is tracked as a registered page.
  case updateCurrentPath(String, with: Selector?)
  /// Send a route to the coordinator that displayed the selected controller (default: `top`).
  case route(String, from: Selector?)
  /// AdaptiveCoordinator's `handle(links:)`: the first link to the coordinator of `top`, the
  /// second to each of its child coordinators running when the links arrive, the third to
  /// theirs, down the tree.
  case deepLink([String])
  /// A coordinator (`@Name`) tears its child coordinators down.
  case drop(String)
  /// A stack coordinator starts on an existing nav (default: the nav of `top`) with its first
  /// route, as a child of the coordinator that displayed the nav, if any.
  case startCoordinator(String, on: Selector?, route: String)
  /// The app state changes (the user signs in, a flag turns on).
  case setState([String: StateValue])
  /// The user finishes what a waiting interceptor showed: signs in (`complete`) or closes it
  /// (`cancel`), with the app state that comes with it.
  case interceptor(InterceptorOutcome, setting: [String: StateValue])
  /// The user performs an action of the selected screen (default: `top`), as its
  /// `screens.<Type>.actions` writes it, with a value for its `$arg` (docs/app-logic.md).
  case tap(String, on: Selector?, with: String?)
  /// The user performs an action of the app's (`app.actions`) from anywhere: a quick action,
  /// a notification.
  case appAction(String, with: String?)
  /// The system opens a URL in the app: the steps of the first `app.urls` pattern it matches.
  case openURL(String)
  /// The app's code decides: the first steps when the condition holds, the others when not.
  case conditional(AppCondition, then: [Operation], else: [Operation])
  /// The app changes a controller in place: what it shows (`context`), or its
  /// `isModalInPresentation`.
  case update(Selector, context: String?, modalInPresentation: Bool?)
  /// SwiftUI: `path.append(value)` on the selected `NavigationStack` (default: the stack of
  /// `top`): the view of the value's `navigationDestination(for:)` is pushed.
  case appendPath(String, on: Selector?)
  /// SwiftUI: `NavigationPath.removeLast(_:)` on the selected stack's path.
  case removeLastOfPath(Int, on: Selector?)
  /// SwiftUI: the app sets the selected stack's whole path.
  case setPath([String], on: Selector?)
  /// SwiftUI: the app sets the item of a presentation the selected view (default: `top`)
  /// declares: nil dismisses, a new item replaces, the same item updates `context` in place.
  case setItem(String?, of: ViewPresentationKind?, on: Selector?, context: String?)
  /// SwiftUI: `DismissAction` called from the selected view (default: `top`), resolved by
  /// where the view is.
  case dismissAction(Selector?)
  /// SwiftUI: the user taps a button of the alert or confirmation dialog the selected
  /// controller is (default: `top`): the dialog is dismissed, then the button's steps run.
  case tapButton(String, on: Selector?)
  /// SwiftUI: the sheet holding the selected view (default: `top`) rests at another of its
  /// `presentationDetents`.
  case setDetent(String, on: Selector?)
  /// `UIPageViewController.setViewControllers(_:direction:animated:completion:)` on the
  /// selected page view controller (default: the first in search order): the pages shown
  /// instead, as many as its spine shows at a time.
  case setPages([Blueprint], on: Selector?)
  /// The user's swipe on the selected page view controller: it asks its data source for the
  /// page after (`forward`) or before (`reverse`) the shown ones, and shows it.
  case swipePage(PageDirection, on: Selector?)
  /// SwiftUI: the app sets the selected `TabView`'s selection binding (default: the first tab
  /// bar) to a tab's value.
  case selectTabValue(String, in: Selector?)
  /// SwiftUI: the app sets the list selection of a `NavigationSplitView`'s column (nil clears
  /// it): the next column shows the value's destination.
  case setSelection(String?, column: SplitViewColumn, in: Selector?)
}

/// How the user finishes what a waiting interceptor showed.
public enum InterceptorOutcome: String, Sendable, Equatable, CaseIterable {
  /// The interceptor completes with success: the navigation goes on.
  case complete
  /// The interceptor completes with a failure: what it showed is dismissed and the navigation
  /// fails with `cancelledByInterceptor`.
  case cancel
}

/// A tab, by index, by its controller, or by a controller it holds.
public enum TabReference: Sendable, Equatable {
  /// The tab at an index of `viewControllers`.
  case index(Int)
  /// The tab's controller itself (or the More nav), as `selectedViewController` takes it.
  case controller(Selector)
  /// The tab that holds the selected controller, at any depth.
  case holding(Selector)
  /// The More item: the More navigation controller.
  case more
}
