// Navigation coverage: of what the definitions files offer — destinations, pages, the edges of
// registered paths, coordinator routes, templates, and the app's own logic: screen actions, app
// actions, URL patterns and reactions — how much the scenarios (or an exploration) used. An item is named by the file that defines it, so a definitions file shared by many
// scenarios is covered by all of them together.

import NavigationCore
import ScenarioFormat

/// Something a definitions file offers.
package struct CoverageItem: Hashable, Sendable, Comparable {
  /// The kinds of items, in the order reports list them.
  enum Kind: String, Sendable, CaseIterable, Comparable {
    case destination, page, pathEdge = "path edge", route, template
    case screenAction = "screen action", appAction = "app action", urlPattern = "URL pattern"
    case reaction

    static func < (lhs: Kind, rhs: Kind) -> Bool {
      (allCases.firstIndex(of: lhs) ?? 0) < (allCases.firstIndex(of: rhs) ?? 0)
    }

    /// The plural, for reports.
    var plural: String {
      switch self {
      case .destination: "destinations"
      case .page: "pages"
      case .pathEdge: "path edges"
      case .route: "routes"
      case .template: "templates"
      case .screenAction: "screen actions"
      case .appAction: "app actions"
      case .urlPattern: "URL patterns"
      case .reaction: "reactions"
      }
    }
  }

  /// The file that defines the item, its path normalised (`a/../b` is `b`).
  var file: String
  var kind: Kind
  /// The destination's, page's, template's, app action's or URL pattern's name;
  /// `parent → child` for an edge; `Coordinator: pattern` for a route; `Type: name` for a
  /// screen action; `Type onAppear` or `onState condition` for a reaction.
  var name: String

  package static func < (lhs: CoverageItem, rhs: CoverageItem) -> Bool {
    (lhs.file, lhs.kind, lhs.name) < (rhs.file, rhs.kind, rhs.name)
  }

  /// Hashes the kind and the name, not the file: items of one scenario share their files,
  /// and an explored transition notes a few items every time.
  package func hash(into hasher: inout Hasher) {
    hasher.combine(kind)
    hasher.combine(name)
  }
}

/// What a scenario offers and what a run of it used.
package struct CoverageRecord: Sendable {
  private(set) var offered: Set<CoverageItem> = []
  var used: Set<CoverageItem> = []
  /// The offered items by kind, then by name, for noting a use in constant time.
  private var byName: [CoverageItem.Kind: [String: CoverageItem]] = [:]

  init(offered: Set<CoverageItem> = [], used: Set<CoverageItem> = []) {
    self.offered = offered
    self.used = used
    reindex()
  }

  private mutating func reindex() {
    byName = [:]
    for item in offered.sorted() where byName[item.kind]?[item.name] == nil {
      byName[item.kind, default: [:]][item.name] = item
    }
  }
}

extension CoverageRecord {
  /// What a scenario's definitions offer, from the state at one of its starts (whose flow
  /// registry holds the registered paths).
  package init(offeredBy scenario: Scenario, start: NavigationState) {
    self.init()
    let files = scenario.definitionFiles
    func item(_ kind: CoverageItem.Kind, _ key: String, _ name: String) -> CoverageItem? {
      files[key].map { CoverageItem(file: FilePaths.normalised($0), kind: kind, name: name) }
    }
    let definitions = scenario.definitions
    for name in definitions.destinations.keys {
      if let found = item(.destination, "destinations.\(name)", name) { offered.insert(found) }
    }
    for name in definitions.flows.pages.keys {
      if let found = item(.page, "flows.pages.\(name)", name) { offered.insert(found) }
    }
    for (identifier, step) in start.flow.registry.steps {
      guard let parent = step.parent else { continue }
      if let found = item(.pathEdge, "flows.pages.\(step.page)", "\(parent) → \(identifier)") {
        offered.insert(found)
      }
    }
    for (type, definition) in definitions.coordinators {
      for key in definition.routes.keys {
        if let found = item(.route, "coordinators.\(type)", "\(type): \(key)") {
          offered.insert(found)
        }
      }
    }
    let app = definitions.app
    for (type, screen) in app.screens {
      for name in screen.actions.keys {
        if let found = item(.screenAction, "screens.\(type)", "\(type): \(name)") {
          offered.insert(found)
        }
      }
      if !screen.onAppear.isEmpty,
        let found = item(.reaction, "screens.\(type)", Self.onAppearName(type))
      {
        offered.insert(found)
      }
      for (width, steps) in [(WindowWidth.narrow, screen.onNarrow), (.wide, screen.onWide)]
      where !steps.isEmpty {
        if let found = item(.reaction, "screens.\(type)", Self.onWidthName(type, width)) {
          offered.insert(found)
        }
      }
    }
    for name in app.actions.keys {
      if let found = item(.appAction, "app.actions.\(name)", name) { offered.insert(found) }
    }
    for pattern in app.urls {
      if let found = item(.urlPattern, "app.urls.\(pattern.text)", pattern.text) {
        offered.insert(found)
      }
    }
    for (index, reaction) in app.onState.enumerated() {
      if let found = item(.reaction, "app.onState.\(index)", Self.onStateName(reaction)) {
        offered.insert(found)
      }
    }
    for (key, file) in files where key.hasPrefix("templates.") {
      let name = String(key.dropFirst("templates.".count))
      offered.insert(CoverageItem(file: FilePaths.normalised(file), kind: .template, name: name))
      if scenario.usedTemplates.contains(name) {
        used.insert(CoverageItem(file: FilePaths.normalised(file), kind: .template, name: name))
      }
    }
    reindex()
  }

  /// Notes what a successful operation used, as its step declares it: the destination
  /// navigated to, the page shown and the edges of its path; the routes coordinators handled;
  /// and what the engine reached on the way: the destinations a router went through (a
  /// chain's, a switch case's, an interceptor's), the actions, URL patterns and reactions run.
  mutating func note(_ operation: Operation, events: [Event], after state: NavigationState) {
    switch Language.use(of: operation) {
    case .destination(let name): use(.destination, name)
    case .page(let identifier): usePath(to: identifier, in: state)
    case .currentPage:
      if let current = state.currentPage { usePath(to: current, in: state) }
    case nil: break
    }
    for reached in state.reachedByLastOperation {
      switch reached {
      case .destination(let name): use(.destination, name)
      case .screenAction(let type, let name): use(.screenAction, "\(type): \(name)")
      case .appAction(let name): use(.appAction, name)
      case .urlPattern(let pattern): use(.urlPattern, pattern)
      case .onAppear(let type): use(.reaction, Self.onAppearName(type))
      case .onWidth(let type, let width): use(.reaction, Self.onWidthName(type, width))
      case .onState(let index):
        let reactions = state.definitions.app.onState
        if reactions.indices.contains(index) {
          use(.reaction, Self.onStateName(reactions[index]))
        }
      }
    }
    for case .note(let note) in events {
      guard let handled = CoverageRecord.handledRoute(note, in: state) else { continue }
      use(.route, handled)
    }
  }

  private mutating func use(_ kind: CoverageItem.Kind, _ name: String) {
    if let found = byName[kind]?[name] { used.insert(found) }
  }

  /// A registered page, the pages of its path from the root (shown on the way, but those
  /// skipped) and the path's edges.
  private mutating func usePath(to identifier: String, in state: NavigationState) {
    guard let path = state.flow.registry.path(to: identifier) else { return }
    for shown in path where shown == identifier || !state.flow.isSkipped(shown) {
      if let step = state.flow.registry.steps[shown] { use(.page, step.page) }
    }
    for (parent, child) in zip(path, path.dropFirst()) { use(.pathEdge, "\(parent) → \(child)") }
  }

  /// `Color: color(:name)` for the note `@Color#2 handles color(Red)`: the coordinator's type
  /// and the route key that handled the route.
  static func handledRoute(_ note: String, in state: NavigationState) -> String? {
    guard note.hasPrefix("@"), let handles = note.firstRange(of: " handles ") else { return nil }
    let id = String(note[note.index(after: note.startIndex)..<handles.lowerBound])
    let route = String(note[handles.upperBound...])
    let type = String(id.split(separator: "#", maxSplits: 1).first ?? "")
    guard let key = state.definitions.routeKey(handling: route, byCoordinatorOfType: type)
    else { return nil }
    return "\(type): \(key)"
  }

  /// A screen's `onNarrow` or `onWide` as coverage names it.
  static func onWidthName(_ type: String, _ width: WindowWidth) -> String {
    "\(type) \(width == .narrow ? "onNarrow" : "onWide")"
  }

  /// A screen's `onAppear` as coverage names it.
  static func onAppearName(_ type: String) -> String { "\(type) onAppear" }

  /// A reaction to the state as coverage names it: `onState state signedIn=false`.
  static func onStateName(_ reaction: StateReaction) -> String {
    "onState \(reaction.condition)"
  }
}
