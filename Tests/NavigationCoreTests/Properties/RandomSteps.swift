import Testing

@testable import NavigationCore

/// How many random steps succeeded and failed, so that a harness can check that its generator
/// exercises both paths.
typealias StepOutcomes = (succeeded: Int, failed: Int)

extension NavigationState {
  /// Performs one random step and checks what every random harness checks: a failed step leaves the
  /// state unchanged, a step run in place ends as it would in a transaction (same state, same
  /// error), and the window's invariants, the agreement of the fast walks with their plain
  /// versions, plus `extra` hold afterwards.
  ///
  /// Returns whether the sequence may go on.
  mutating func performChecked(
    _ operation: Operation, seed: UInt64, index: Int, outcomes: inout StepOutcomes,
    extra: (NavigationState) -> [String] = { _ in [] }
  ) -> Bool {
    let before = self
    // The same operation through a transaction, whichever way `perform` takes.
    var transacted = self
    var transactionError: NavigationError.Code?
    do {
      try transacted.applyAsTransaction(operation)
    } catch {
      transactionError = error.code
    }
    transacted.log = []
    do {
      try perform(operation)
      outcomes.succeeded += 1
      #expect(transactionError == nil, "seed \(seed) step \(index): \(operation)")
    } catch {
      outcomes.failed += 1
      #expect(
        self == before, "seed \(seed) step \(index): \(operation) failed but changed the state")
      #expect(transactionError == error.code, "seed \(seed) step \(index): \(operation)")
    }
    #expect(
      self == transacted && window.text == transacted.window.text,
      "seed \(seed) step \(index): \(operation) ran in place differently")
    #expect(
      changedByLastOperation == hasChanged(since: before),
      "seed \(seed) step \(index): \(operation) misreports whether it changed the state")
    let violations = window.invariantViolations + referenceDisagreements + extra(self)
    #expect(violations == [], "seed \(seed) step \(index) after \(operation)")
    return violations.isEmpty
  }
}

/// Random trees and random operations over every step family the engine has.
struct RandomSteps {
  var random: SplitMix64
  var authorIDs = 0

  static let types = ["Feed", "Post", "Card", "Profile", "Detail"]

  mutating func screen() -> Blueprint {
    var blueprint = Blueprint.screen(random.pick(Self.types))
    if random.chance(10) {
      // A SwiftUI view declaring a sheet (with options or not), a popover or a dialog that
      // `setItem` shows.
      let kind: ViewPresentationKind = random.pick([.sheet, .popover, .alert, .confirmationDialog])
      var declaration = ViewPresentation(kind, content: .screen(kind.isDialog ? "Dialog" : "Sheet"))
      if kind == .sheet, random.chance(50) {
        declaration.sheetOptions = SheetOptions(
          detents: ["medium", "large"], selected: random.pick([nil, "large"]),
          interactiveDismissDisabled: random.chance(50),
          backgroundInteraction: random.pick([.disabled, .enabled, .enabledUpThrough("medium")]))
      }
      if kind.isDialog, random.chance(50) {
        declaration.buttons = [
          DialogButton("Cancel", role: .cancel),
          DialogButton("Go", steps: [.pop(nil), .setItem("i1", of: nil, on: nil, context: nil)]),
        ]
      }
      blueprint.viewPresentations = [declaration]
    }
    if random.chance(30) { blueprint.context = String(Int.random(in: 0..<5, using: &random)) }
    if random.chance(10) {
      authorIDs += 1
      blueprint.id = "a\(authorIDs % 7)"
    }
    return blueprint
  }

  /// A random start three levels deep, compact about one time in three; nil when the engine
  /// refuses it.
  mutating func start(definitions: Definitions) -> NavigationState? {
    try? NavigationState(
      start: node(depth: 3), sizeClass: random.chance(30) ? .compact : .regular,
      definitions: definitions)
  }

  mutating func node(depth: Int) -> Blueprint {
    guard depth > 0, random.chance(60) else { return screen() }
    switch Int.random(in: 0..<7, using: &random) {
    case 6: return pages(depth: depth)
    case 0:
      return .container(.nav, (0..<Int.random(in: 1...3, using: &random)).map { _ in child(depth) })
    case 5:
      // A SwiftUI NavigationStack whose path holds values of its destinations and others.
      var stack = Blueprint.container(.nav, [child(depth)])
      // Destinations give no ids: each is built once per value.
      stack.destinations = NavigationDestinations([
        "post": .screen(random.pick(Self.types)), "card": .screen("Card"),
      ])
      stack.path = (0..<Int.random(in: 0...2, using: &random)).map { _ in pathValue() }
      return stack
    case 1:
      // Now and then more than five tabs, which a compact window shows through More.
      let count =
        random.chance(20)
        ? Int.random(in: 6...7, using: &random)
        : Int.random(
          in: 1...3, using: &random)
      var tabs = Blueprint.container(
        .tabs, (0..<count).map { _ in node(depth: depth - 1) })
      tabs.selected = Int.random(in: 0..<tabs.children.count, using: &random)
      if random.chance(30) {
        // A SwiftUI TabView: each tab carries a value, some only in the sidebar.
        tabs.tabView = TabViewOptions(
          style: random.pick(TabViewStyleOption.allCases),
          reselect: random.pick(TabReselection.allCases))
        let sidebarOnly = count <= 5 && random.chance(30) ? count - 1 : -1
        for index in tabs.children.indices {
          tabs.children[index].tabItem = TabItem(
            "t\(index)", placement: index == sidebarOnly ? .sidebarOnly : .automatic)
        }
      }
      return tabs
    case 2:
      var stack = Blueprint.container(
        .stack, (0..<Int.random(in: 1...3, using: &random)).map { _ in child(depth) })
      stack.retainsRoot = random.chance(70)
      stack.preventsForwardingPop = random.chance(20)
      return stack
    case 3:
      var split = Blueprint.split(
        primary: node(depth: depth - 1),
        secondary: random.chance(70) ? .container(.nav, [screen()]) : nil)
      if random.chance(40) {
        // A column-style split, with a supplementary and a compact column now and then.
        split.columnStyle = random.pick(SplitColumnStyle.allCases)
        if split.columnStyle == .tripleColumn, random.chance(50) {
          split.columns.insert(ColumnBlueprint(.supplementary, screen()), at: 1)
        }
        if random.chance(30) {
          split.columns.append(ColumnBlueprint(.compact, screen()))
        } else if random.chance(40), split.columns.contains(where: { $0.column == .secondary }) {
          // A SwiftUI NavigationSplitView: selections show destinations in the next column.
          var destinations = NavigationDestinations([
            "post": .screen("Post"), "card": .screen("Card"),
          ])
          destinations.placeholders["secondary"] = .screen("Placeholder")
          destinations.placeholders["supplementary"] = .screen("Placeholder")
          split.destinations = destinations
          split.topColumnForCollapsing = random.chance(50) ? nil : .primary
        }
      }
      return split
    default:
      var host = screen()
      host.children = [node(depth: depth - 1)]
      return host
    }
  }

  /// A page view controller of a random style, showing pages of its data source (or others),
  /// now and then as many as its spine does not show.
  mutating func pages(depth: Int) -> Blueprint {
    var pages = Blueprint(kind: .pages)
    if random.chance(40) {
      pages.transitionStyle = .pageCurl
      if random.chance(70) { pages.spineLocation = random.pick(PageSpineLocation.allCases) }
    } else if random.chance(50) {
      pages.transitionStyle = .scroll
    }
    let source = (0..<Int.random(in: 0...4, using: &random)).map { _ in screen() }
    if !source.isEmpty { pages.dataSource = source }
    let count =
      random.chance(10)
      ? Int.random(in: 0...3, using: &random) : pages.spineLocation == .mid ? 2 : 1
    pages.children = (0..<count).map { index in
      source.indices.contains(index) && random.chance(70) ? source[index] : child(depth)
    }
    return pages
  }

  /// The pages a `setPages` sets: of the selected page view controller's data source, or
  /// others, one or two.
  mutating func pageBlueprints(in state: NavigationState) -> [Blueprint] {
    let source =
      state.window.allControllers.map(\.controller).first { $0.kind == .pages }?.pages?.dataSource
      ?? []
    return (0..<Int.random(in: 1...2, using: &random)).map { _ in
      !source.isEmpty && random.chance(60) ? random.pick(source) : screen()
    }
  }

  /// A path value: of a type the random stacks take, or of one they do not.
  mutating func pathValue() -> String {
    random.pick(["post", "card", "lake"]) + "(\(Int.random(in: 0..<3, using: &random)))"
  }

  /// A pushable child: never a nav or a split.
  private mutating func child(_ depth: Int) -> Blueprint {
    let built = node(depth: depth - 1)
    return built.kind == .nav || built.kind == .split ? screen() : built
  }

  mutating func selector(in state: NavigationState) -> Selector? {
    let controllers = state.window.allControllers.map(\.controller)
    switch Int.random(in: 0..<9, using: &random) {
    case 0: return nil
    case 1: return .top
    case 2: return .root
    case 3: return .kind(random.pick([.nav, .tabs, .stack, .split, .pages]))
    case 4: return .type(random.pick(Self.types))
    case 5: return .id("missing")
    case 6:
      // A part of a container, which the container may not have.
      let parts: [SelectorPart] = [
        .column(.primary), .column(.supplementary), .column(.secondary), .column(.compact),
        .tab(0), .tab(3),
      ]
      return .within(.kind(random.pick([.split, .tabs])), [random.pick(parts)])
    default: return .id(random.pick(controllers).id)
    }
  }

  /// A tab by any of the forms a step names one.
  mutating func tab(in state: NavigationState) -> TabReference {
    switch Int.random(in: 0..<4, using: &random) {
    case 0: return .index(Int.random(in: -1...7, using: &random))
    case 1: return .controller(selector(in: state) ?? .top)
    case 2: return .holding(selector(in: state) ?? .top)
    default: return .more
    }
  }

  mutating func operation(in state: NavigationState) -> Operation {
    switch Int.random(in: 0..<25, using: &random) {
    case 24:
      return random.chance(40)
        ? .setPages(pageBlueprints(in: state), on: selector(in: state))
        : .swipePage(random.pick(PageDirection.allCases), on: selector(in: state))
    case 0, 1: return .push(node(depth: 1), on: selector(in: state))
    case 2: return .pop(selector(in: state))
    case 3: return .popTo(selector(in: state) ?? .top, on: nil)
    case 4: return .popToRoot(selector(in: state))
    case 5: return .setStack([screen(), screen()], on: selector(in: state))
    case 6:
      var presented = node(depth: 2)
      presented.definesContext = random.chance(20)
      presented.isModalInPresentation = random.chance(20)
      presented.hasPopoverSource = random.chance(50) ? random.chance(70) : nil
      if random.chance(20) {
        // A delegate that answers adaptivePresentationStyle in a compact size class.
        presented.style = random.pick(PresentationStyle.allCases.filter { !$0.isAlert })
        presented.compactStyle = random.pick(PresentationStyle.allCases.filter { !$0.isAlert })
      }
      return .present(
        presented, from: selector(in: state),
        style: random.chance(70) ? random.pick(PresentationStyle.allCases) : nil)
    case 7: return .dismiss(selector(in: state))
    case 8:
      return .selectTab(tab(in: state), in: random.chance(30) ? selector(in: state) : nil)
    case 9: return .setTabs([node(depth: 1), screen()], in: selector(in: state))
    case 10:
      return .addTab(
        screen(), at: random.chance(50) ? Int.random(in: -1...3, using: &random) : nil,
        replacing: random.chance(30), in: selector(in: state))
    case 11: return .show(node(depth: 1), from: nil)
    case 12:
      if random.chance(10) { return .setRoot(node(depth: 3)) }
      if random.chance(10) { return .setWindowWidth(random.pick(WindowWidth.allCases)) }
      return random.chance(25)
        ? .setVerticalSizeClass(random.pick(SizeClass.allCases))
        : .setSizeClass(random.pick(SizeClass.allCases))
    case 13, 14:
      return .fluidPush(
        node(depth: 1), from: selector(in: state),
        target: random.pick([
          .current, .nearestAncestor, .root, .identifier("stack"), .named("none"),
        ]),
        relation: random.chance(50) ? random.pick(FluidRelation.allCases) : nil)
    case 15: return .fluidPop(selector(in: state))
    case 16:
      let column = random.pick(SplitColumn.allCases)
      switch Int.random(in: 0..<5, using: &random) {
      case 0: return .setColumn(column, to: node(depth: 1), in: selector(in: state))
      case 1: return .showColumn(column, in: selector(in: state))
      case 2: return .hideColumn(column, in: selector(in: state))
      case 3: return .tapDisplayModeButton(selector(in: state))
      default:
        return .showDetail(screen(), in: selector(in: state), from: selector(in: state))
      }
    case 17: return .collapse(selector(in: state))
    case 18: return .expand(selector(in: state))
    case 19: return .tapTab(tab(in: state), in: random.chance(30) ? selector(in: state) : nil)
    case 20: return .swipeDown(random.chance(50) ? nil : selector(in: state))
    case 21:
      return random.chance(50)
        ? .selectMore(random.chance(50) ? nil : selector(in: state))
        : .editTabs(tab(in: state), onto: tab(in: state), in: nil)
    case 23:
      switch Int.random(in: 0..<9, using: &random) {
      case 5: return .tapButton(random.pick(["OK", "Cancel", "Go"]), on: nil)
      case 6:
        return .setDetent(
          random.pick(["medium", "large", "fraction(0.2)"]), on: random.pick([nil, .top]))
      case 7:
        return .selectTabValue(random.pick(["t0", "t1", "none"]), in: selector(in: state))
      case 8:
        return .setSelection(
          random.chance(30) ? nil : pathValue(), column: random.pick([.sidebar, .content]),
          in: selector(in: state))
      case 3:
        return .setItem(
          random.pick([nil, "i1", "i2"]), of: random.pick([nil, .sheet, .alert]),
          on: selector(in: state), context: random.pick([nil, "c"]))
      case 4: return .dismissAction(selector(in: state))
      case 0: return .appendPath(pathValue(), on: selector(in: state))
      case 1: return .removeLastOfPath(Int.random(in: 0...3, using: &random), on: nil)
      default: return .setPath([pathValue(), pathValue()], on: selector(in: state))
      }
    default: return .navigate(random.pick(["anywhere", "missing"]), context: "1")
    }
  }
}
