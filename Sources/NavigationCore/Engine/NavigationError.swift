// The one error type of the engine: a stable code a scenario can expect, and a sentence that
// names the controllers involved.

/// Why an operation was refused.
///
/// The window is left exactly as it was.
public struct NavigationError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The stable codes the docs pages list, plus navrun's own.
  public enum Code: String, Sendable, CaseIterable {
    // UIKit (docs/scenario-language.md)
    case alreadyInHierarchy, cannotPushContainer, cannotPopRoot, alreadyPresenting, noSuchTab
    case notFound
    /// navrun: `push`/`pop` target neither a navigation controller nor a controller inside one.
    case notInNavigation
    /// navrun: `dismiss` selects a controller that is not presented, or nothing is presented.
    case nothingToDismiss
    /// `popToViewController` on a nav whose stack does not hold the controller: UIKit raises
    /// an exception.
    case notOnStack
    /// UIKit: an action sheet shown as a popover (a regular width), or a popover, without a
    /// source view, bar button item or source item raises `NSGenericException`.
    case noPopoverSource
    /// navrun: an alert or an action sheet presents a container; a `UIAlertController` is a
    /// controller of its own.
    case alertNotAScreen
    // Split views (docs/split.md)
    case notASplit, noTargetNavigation
    /// A `move` split expands while a detail controller is a nav's root: the original indexes
    /// the controller before it, and traps.
    case detailAtNavigationRoot
    // Fluid stacks (docs/fluid.md)
    case stackNotFound, notInStack
    // Destinations (docs/destinations.md)
    case cantBeDismissed, compositionFailed, typeMismatch
    /// A step's interceptor failed the navigation (`RoutingInterceptor` completing with
    /// `.failure`).
    case cancelledByInterceptor
    // Page flows (docs/flows.md)
    case missingVariant, variantNotSupported, unregisteredPage, showingSkippedPage
    case popToSkippedPage, pathAlreadyRegistered, missingTransition, pathRootMismatch
    /// navrun: a path string that does not parse (`a =>`, `a =>> b`, an unclosed `[`).
    case malformedPath
    // Coordinators (docs/coordinators.md)
    case unhandledRoute, noSuchCoordinator
    /// navrun: the window would hold more controllers than the engine's limit.
    case treeTooLarge
    /// navrun: `{"interceptor": "complete"}` or `"cancel"` while no navigation waits.
    case noPendingNavigation
    // Warnings only: calls the real code ignores, and what a rule discarded.
    /// A `collapse` of a collapsed split, an `expand` of an expanded one.
    case alreadyCollapsed, alreadyExpanded
    /// A split policy discarded controllers.
    case detailDiscarded
    /// UIKit's split: `showDetailViewController` of the controller it would replace does
    /// nothing.
    case alreadyDetail
    /// Column calls (`setViewController(_:for:)`, `show(_:)`, `hide(_:)`) that a split ignores:
    /// on a classic split, of the supplementary column of a doubleColumn split, of a column
    /// while a collapsed split shows its compact column, hiding a column nothing can replace.
    case classicSplitColumns, noSupplementaryColumn, compactColumnShown, cannotHideColumn
    /// A tap on a split's display mode button the user cannot reach: a collapsed split shows
    /// none, and a split under a presentation or off screen cannot be touched.
    case noDisplayModeButton
    /// AppFlowController: `goBack` or `popToPage` with nothing to do, `showPage` that starts
    /// the flow over, a `skip` or a parameter that does not apply, a page the display cannot
    /// join to the window, `resetFlow` before the flow's root nav is the window root.
    case nothingToGoBack, notInVisibleStack, flowRestarted, skipIgnored, parameterIgnored
    case pageNotDisplayed, flowNotPrepared
    /// FluidInterfaceKit: a retained root whose pop is not forwarded.
    case popNotForwarded
    /// AdaptiveCoordinator: a coordinator action with nothing to act on.
    case nothingToPerform
    /// AdaptiveCoordinator: a deep link's remaining links that reach no coordinator, because
    /// the coordinator that handled the previous link had no child coordinator when the links
    /// were scheduled.
    case deepLinkDropped
    /// RouteComposer: a waiting navigation that will never go on, because another one waits on
    /// the user instead, or because what it waits on left the window.
    case pendingNavigationReplaced, pendingNavigationAbandoned
    /// UIKit: `selectMore` on a tab bar that shows no More item (a regular window, or five
    /// tabs or fewer).
    case noMoreTab
    /// UIKit: a swipe down on a presentation the user cannot swipe away (a style that is not
    /// a sheet, or a sheet under another presentation).
    case notSwipeable
    /// UIKit: a swipe down on a sheet whose visible controller has `isModalInPresentation`.
    case modalInPresentation
    /// UIKit: a tap on a tab bar the user cannot reach, under a presentation that covers it.
    case tabBarCovered
    /// UIKit: `setViewControllers(_:direction:animated:completion:)` on a page view controller
    /// with more or fewer pages than its spine shows at a time raises.
    case pageCount
    /// A warning: a swipe past the first or last page of a page view controller's data source,
    /// which answers nil.
    case noAdjacentPage
    // The app's own logic (docs/app-logic.md)
    /// The screen (or the app) defines no action of that name.
    case noSuchAction
    /// An action that takes a value got none, or one that takes none got one.
    case actionValue
    /// The selected screen is not visible: the user cannot tap it.
    case screenNotVisible
    /// Actions that run each other nest deeper than the app could.
    case actionLoop
    /// Reactions that trigger each other without end.
    case reactionLoop
    /// A warning: no pattern of `app.urls` handles the URL, and the app ignores it.
    case urlNotHandled
    /// UIKit: an `editTabs` the user cannot make: the More list, whose Edit button opens the
    /// customizing sheet, is not on screen, or both tabs are listed under More (the user drags
    /// an item onto the tab bar).
    case editUnavailable
    // SwiftUI (docs/swiftui.md)
    /// navrun: a path step on a controller that no SwiftUI `NavigationStack` holds.
    case notInNavigationStack
    /// `NavigationPath.removeLast(_:)` of more values than the path holds: its precondition
    /// fails and the app traps.
    case pathTooShort
    /// A warning: a path value no `navigationDestination(for:)` of the stack takes; "the link
    /// doesn't do anything".
    case noNavigationDestination
    /// navrun: `setItem` on a view that declares no such presentation, or several without
    /// naming one.
    case noSuchPresentation
    /// A warning: UIKit's `pushViewController` or `setViewControllers` on the navigation
    /// controller behind a SwiftUI `NavigationStack`, whose path does not follow the change.
    case outsideNavigationPath
    /// `setDetent` of a detent the sheet does not list: SwiftUI requires the selection to be
    /// one of the sheet's `presentationDetents`.
    case noSuchDetent
    /// A warning: a swipe down on a sheet whose content sets `interactiveDismissDisabled`.
    case interactiveDismissDisabled
    /// SwiftUI: a tap on a view behind a sheet that does not enable
    /// `presentationBackgroundInteraction` at its current detent.
    case backgroundNotInteractive
    /// navrun: a `select` on a tab bar controller that is not a SwiftUI `TabView`.
    case notInTabView
    /// A warning: a tab view's selection set to a value no tab carries; nothing changes.
    case noSuchTabValue
    /// navrun: a `NavigationSplitView` step on a split that is not one, or on a column it lacks.
    case notInSplitView
  }

  /// The stable code.
  public var code: Code
  /// A sentence naming the controllers involved.
  public var message: String
  /// Whether the real code failed half-way and left what it had done (RouteComposer's router
  /// after it dismissed or selected a tab): the engine keeps those changes instead of undoing
  /// the operation.
  public var keepsChanges = false

  /// Creates an error.
  public init(_ code: Code, _ message: String) {
    self.code = code
    self.message = message
  }

  /// The same error, marked as leaving the changes made before it.
  var keepingChanges: NavigationError {
    var error = self
    error.keepsChanges = true
    return error
  }

  /// The code and the sentence: `notFound: …`.
  public var description: String { "\(code.rawValue): \(message)" }
}

/// A call the real code ignores (UIKit returns without doing anything, a library only logs),
/// or something a rule discarded: the step goes on, and the warning is shown with its code.
public struct Warning: Sendable, Equatable, CustomStringConvertible {
  /// The stable code, from the same set as errors' so that `expectError` can name it.
  public var code: NavigationError.Code
  /// A sentence naming the controllers involved.
  public var message: String

  /// Creates a warning.
  public init(_ code: NavigationError.Code, _ message: String) {
    self.code = code
    self.message = message
  }

  /// The warning of a call refused the way an error would refuse it.
  public init(_ refusal: NavigationError) {
    self.init(refusal.code, refusal.message)
  }

  /// The code and the sentence: `notFound: …`.
  public var description: String { "\(code.rawValue): \(message)" }
}
