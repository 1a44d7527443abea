// The actions exploration tries from every state: the app's own navigation (every destination
// the user can ask for with each of its contexts, every registered page, the coordinator routes
// a running coordinator has a key for, the author's deep links), the app's own logic (the
// actions of the screen on `top` and the app's actions, with the values listed for those that
// take one; the URLs listed), and the user's gestures where they apply (back: a pop, a swipe
// down on a sheet, a tap outside a popover; each other tab of a tab bar on the way to `top`, a
// tap on its selected tab, a tap on More; rotation).

import NavigationCore
import ScenarioFormat

/// One action: the operation, the step that performs it in a scenario, and its name in tables.
package struct ExploreAction: Sendable {
  /// The name in the action table and in reproducers' file names, unique per action.
  package var name: String
  var operation: Operation
  /// What a successful action must show: the screen type of a destination, a page.
  var promise: Promise?
  /// The states the action is tried from.
  var applies = Applicability.always

  /// The step as a scenario writes it, as compact JSON.
  var step: String { Language.step(for: operation)?.compactText ?? "" }

  /// Whether the action is the user closing what a waiting interceptor showed.
  var isClosingInterceptor: Bool {
    if case .interceptor(.cancel, _) = operation { true } else { false }
  }

  /// What must hold after the action succeeds.
  enum Promise: Sendable {
    /// A screen of this type is visible.
    case visibleScreen(String)
    /// The current page is this one (its identifier).
    case currentPage(String)
  }

  /// Where the user can take an action.
  enum Applicability: Sendable {
    /// From every state.
    case always
    /// Where a screen of this type is `top`: its own actions.
    case onTop(String)
    /// Where the coordinator a route from `top` goes to, or one that pulled it back, has a key
    /// for the route.
    case routeKey(String)

    /// Whether the action applies to a state whose `top` is a screen of type `topType`.
    func holds(in state: NavigationState, topType: String?) -> Bool {
      switch self {
      case .always: true
      case .onTop(let type): type == topType
      case .routeKey(let route): state.hasRouteKey(for: route)
      }
    }
  }
}

/// The actions a scenario's app offers.
package struct ActionCatalogue: Sendable {
  /// The actions that do not depend on the state, in a fixed order.
  var fixed: [ExploreAction] = []
  var triesGestures: Bool
  /// The actions not tried, each with why: an action that takes a value for which
  /// `explore.contexts` lists none.
  package var untried: [String] = []

  package init(scenario: Scenario, start: NavigationState) {
    let exploration = scenario.exploration ?? Exploration()
    triesGestures = exploration.triesGestures
    let definitions = scenario.definitions
    // A destination the app navigates to only from its own logic is no action of the user's.
    for name in definitions.destinations.keys.sorted()
    where !definitions.internalDestinations.contains(name) {
      let contexts: [String?] = exploration.contexts[name] ?? [nil]
      let type = definitions.destinations[name].flatMap { $0.build?.type ?? $0.finder?.type }
      for context in contexts {
        fixed.append(
          ExploreAction(
            name: "navigate \(name)" + (context.map { " (\($0))" } ?? ""),
            operation: .navigate(name, context: context),
            promise: type.map { .visibleScreen($0) }))
      }
    }
    for (identifier, registered) in start.flow.registry.steps.sorted(by: { $0.key < $1.key }) {
      let variant =
        identifier == registered.page ? nil : String(identifier.dropLast(registered.page.count + 1))
      fixed.append(
        ExploreAction(
          name: "showPage \(identifier)",
          operation: .showPage(registered.page, variant: variant, skip: [], parameters: [:]),
          promise: .currentPage(identifier)))
    }
    // A route is sent only where a running coordinator has a key for it, and a key whose
    // action needs the route's argument only with the arguments `explore.routes` lists.
    var routes: [String] = []
    var listed = Set(fixed.map(\.name))
    for name in definitions.coordinators.keys.sorted() {
      for pattern in (definitions.coordinators[name]?.routes.keys ?? [:].keys).sorted() {
        guard let parsed = try? RoutePattern(parsing: pattern), !parsed.isWildcard,
          parsed.argument == nil,
          !definitions.routeKeyTakesArgument(pattern, ofCoordinator: name)
        else { continue }
        routes.append(pattern)
      }
    }
    for route in routes + exploration.routes where listed.insert("route \(route)").inserted {
      fixed.append(
        ExploreAction(
          name: "route \(route)", operation: .route(route, from: nil),
          applies: .routeKey(route)))
    }
    addAppLogic(of: definitions.app, exploration: exploration)
    // The app state changes the user makes: the states the section lists, else each
    // Boolean of the state set either way.
    var stateChanges = exploration.states
    if stateChanges.isEmpty {
      for key in definitions.state.sortedKeys {
        guard case .bool = definitions.state[key] else { continue }
        stateChanges += [[key: .bool(true)], [key: .bool(false)]]
      }
    }
    for values in stateChanges {
      fixed.append(
        ExploreAction(
          name: "setState \(AppState.summary(of: values))", operation: .setState(values)))
    }
    for link in exploration.deepLinks {
      fixed.append(
        ExploreAction(
          name: "deepLink \(link.joined(separator: " "))", operation: .deepLink(link)))
    }
  }

  /// The actions of each screen type, tried where it is `top`, the app's actions and the URLs
  /// listed; an action that takes a value is tried with each value listed for it, and not at
  /// all when none is.
  private mutating func addAppLogic(of app: AppLogic, exploration: Exploration) {
    func values(of name: String, _ action: AppAction, _ label: String) -> [String?]? {
      guard action.takesValue else { return [nil] }
      guard let values = exploration.contexts[name], !values.isEmpty else {
        untried.append(
          "\(label): it takes a value ($arg) and explore.contexts lists none for \"\(name)\"")
        return nil
      }
      return values
    }
    for type in app.screens.keys.sorted() {
      let actions = app.screens[type]?.actions ?? [:]
      for name in actions.keys.sorted() {
        guard let action = actions[name],
          let values = values(of: name, action, "tap \(name) on \(type)")
        else { continue }
        for value in values {
          fixed.append(
            ExploreAction(
              name: "tap \(name)" + (value.map { " (\($0))" } ?? "") + " on \(type)",
              operation: .tap(name, on: nil, with: value), applies: .onTop(type)))
        }
      }
    }
    for name in app.actions.keys.sorted() {
      guard let action = app.actions[name], let values = values(of: name, action, "do \(name)")
      else { continue }
      for value in values {
        fixed.append(
          ExploreAction(
            name: "do \(name)" + (value.map { " (\($0))" } ?? ""),
            operation: .appAction(name, with: value)))
      }
    }
    var listed: Set<String> = []
    for url in exploration.urls where listed.insert(url).inserted {
      fixed.append(ExploreAction(name: "openURL \(url)", operation: .openURL(url)))
    }
  }

  /// What the user can do on the screen: finish what a waiting interceptor showed (sign in,
  /// close the login), and the gestures: back, the other tabs, a swipe between pages, rotation.
  static func gestures(in state: NavigationState) -> [ExploreAction] {
    let window = state.window
    let top = window.top
    var gestures: [ExploreAction] = []
    if state.pendingNavigation != nil {
      for outcome in InterceptorOutcome.allCases {
        gestures.append(
          ExploreAction(
            name: "interceptor \(outcome.rawValue)", operation: .interceptor(outcome, setting: [:]))
        )
      }
    }
    let layer = window.topmostLayer
    if layer.last == .presented, let presenter = window[Array(layer.dropLast())],
      let presentation = presenter.presented
    {
      switch presentation.style {
      case .automatic, .pageSheet, .formSheet:
        // The swipe applies where UIKit lets it: not on a sheet whose visible controller sets
        // isModalInPresentation, nor on a SwiftUI sheet with interactiveDismissDisabled.
        let options = presentation.controller.sheetOptions
        if !Self.isModalInPresentation(presentation.controller),
          options?.interactiveDismissDisabled != true
        {
          gestures.append(
            ExploreAction(
              name: "back: swipe the sheet down", operation: .swipeDown(nil)))
        }
        // The user drags a SwiftUI sheet to its other detents.
        if let options {
          for detent in options.supportedDetents where detent != options.currentDetent {
            gestures.append(
              ExploreAction(
                name: "drag the sheet to \(detent)", operation: .setDetent(detent, on: nil)))
          }
        }
      case .popover:
        gestures.append(
          ExploreAction(
            name: "back: tap outside the popover", operation: .dismiss(nil)))
        // A confirmation dialog shown as a popover has its buttons too.
        gestures += Self.dialogButtons(of: presentation, by: presenter)
      case .alert, .actionSheet:
        let buttons = Self.dialogButtons(of: presentation, by: presenter)
        if !buttons.isEmpty {
          gestures += buttons
        } else {
          // Every button of an alert controller dismisses it.
          gestures.append(
            ExploreAction(
              name: "back: tap a button of the alert", operation: .dismiss(nil)))
        }
      case .fullScreen, .overFullScreen, .currentContext, .overCurrentContext, .custom:
        break
      }
    }
    if let nav = window.nearestAncestor(of: top, where: { $0.kind == .nav }),
      (window[nav]?.children.count ?? 0) > 1
    {
      gestures.append(
        ExploreAction(name: "back: pop", operation: .pop(nil)))
    }
    if let stack = window.nearestAncestor(of: top, where: { $0.kind == .stack }),
      (window[stack]?.children.count ?? 0) > 1
    {
      gestures.append(
        ExploreAction(
          name: "back: fluid pop", operation: .fluidPop(nil)))
    }
    // The display mode button of each expanded column-style split on the way to `top`.
    for end in layer.count...top.count {
      let path = Array(top.prefix(end))
      guard let split = window[path], split.split?.columnStyle != nil,
        split.split?.isCollapsed == false
      else { continue }
      gestures.append(
        ExploreAction(
          name: "tap the display mode button of #\(split.id)",
          operation: .tapDisplayModeButton(.id(split.id))))
    }
    // A swipe each way on the page view controllers on the way to `top` whose data source
    // has a page there.
    for end in layer.count...top.count {
      let path = Array(top.prefix(end))
      guard let pages = window[path], let state = pages.pages, let shown = state.shownIndex
      else { continue }
      if shown + 2 * state.pagesShown <= state.dataSource.count {
        gestures.append(
          ExploreAction(
            name: "swipe #\(pages.id) forward",
            operation: .swipePage(.forward, on: .id(pages.id))))
      }
      if shown >= state.pagesShown {
        gestures.append(
          ExploreAction(
            name: "swipe #\(pages.id) reverse",
            operation: .swipePage(.reverse, on: .id(pages.id))))
      }
    }
    // The tab bars on the way from the topmost layer's root to `top`, outermost first.
    for end in layer.count...top.count {
      let path = Array(top.prefix(end))
      guard let tabs = window[path], tabs.kind == .tabs else { continue }
      let selector = "#\(tabs.id)"
      let selected = tabs.isMoreSelected ? tabs.more?.shownTab : tabs.selectedIndex
      for index in 0..<tabs.tabCount where index != selected {
        // A SwiftUI tab view's tab is selected by its value, as its binding is set.
        if tabs.isTabView, let value = tabs.tabIndexValue(index) {
          gestures.append(
            ExploreAction(
              name: "select tab \(index) of \(selector) by its value",
              operation: .selectTabValue(value, in: .id(tabs.id))))
          continue
        }
        gestures.append(
          ExploreAction(
            name: "select tab \(index) of \(selector)",
            operation: .selectTab(.index(index), in: .id(tabs.id))))
      }
      // A tap on the selected tab pops its nav to the root (the More nav's too); a tap on
      // More, when it is not selected, shows the More list.
      let shownIndex = tabs.isMoreSelected ? tabs.moreNavIndex : tabs.selectedIndex
      if let shownIndex, tabs.children.indices.contains(shownIndex),
        tabs.children[shownIndex].kind == .nav, tabs.children[shownIndex].children.count > 1
      {
        let tab = tabs.isMoreSelected ? "more" : String(tabs.selectedIndex)
        gestures.append(
          ExploreAction(
            name: "tap the selected tab \(tab) of \(selector)",
            operation: .tapTab(
              tabs.isMoreSelected ? .more : .index(tabs.selectedIndex), in: .id(tabs.id))))
      }
      if !tabs.isMoreSelected, window.sizeClass == .compact,
        tabs.tabCount > 5
      {
        gestures.append(
          ExploreAction(
            name: "tap More of \(selector)", operation: .tapTab(.more, in: .id(tabs.id))))
      }
    }
    let other: SizeClass = window.sizeClass == .regular ? .compact : .regular
    gestures.append(
      ExploreAction(
        name: "rotate to \(other.rawValue)", operation: .setSizeClass(other)))
    return gestures
  }

  /// The buttons of a dialog a SwiftUI view declares, each of which dismisses it and runs its
  /// steps; none for any other presentation.
  private static func dialogButtons(
    of presentation: Presentation, by presenter: Controller
  ) -> [ExploreAction] {
    guard let dialog = ViewPresentationKind(style: presentation.requested), dialog.isDialog,
      presentation.controller.presentedItem != nil,
      let declaration = presenter.viewPresentations.first(where: { $0.kind == dialog })
    else { return [] }
    return declaration.shownButtons.map { button in
      ExploreAction(
        name: "tap \(button.label) of the \(dialog.rawValue)",
        operation: .tapButton(button.label, on: nil))
    }
  }

  /// Whether a presented controller or one of its visible descendants on the way to its leaf
  /// sets `isModalInPresentation`.
  private static func isModalInPresentation(_ presented: Controller) -> Bool {
    if presented.isModalInPresentation { return true }
    var current = presented
    for step in presented.visibleLeafPath {
      guard case .child(let index) = step, current.children.indices.contains(index) else {
        break
      }
      current = current.children[index]
      if current.isModalInPresentation { return true }
    }
    return false
  }
}
