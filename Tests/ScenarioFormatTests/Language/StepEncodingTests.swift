import Foundation
import NavigationCore
import Testing

@testable import ScenarioFormat

/// An operation written back as its step decodes into the same operation: over every step of
/// every example scenario, and over random steps.
@Suite struct StepEncodingTests {
  /// Every scenario file of `Scenarios/`, from the package's folder.
  static let scenarioFiles: [String] = {
    let root = GeneratedFilesTests.packageRoot
    let folder = root.appendingPathComponent("Scenarios")
    let found = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String }
    return (found ?? []).filter { $0.hasSuffix(".json") && !$0.hasSuffix(".defs.json") }
      .map { "Scenarios/" + $0 }.sorted()
  }()

  /// The verbs whose steps build nodes, which the encoder does not write back, and the
  /// expectations, which check instead of performing.
  static let verbsWithoutEncoding: Set<String> = [
    "push", "setStack", "present", "setTabs", "addTab", "show", "setRoot", "showDetail",
    "setColumn", "fluidPush", "setPages",
  ]

  /// The steps that name a definition (a destination, a page, a coordinator, a route) or a
  /// waiting interceptor, which the random steps' start has none of.
  static let verbsNamingDefinitions: Set<String> = [
    "navigate", "interceptor", "showPage", "goBack", "popToPage", "register", "resetFlow",
    "updateCurrentPath", "route", "deepLink", "drop", "startCoordinator", "tap", "do",
  ]

  /// `scenario` with the step at `index` written as `step`, keeping its common
  /// modifiers (an expected error changes which selectors are checked).
  static func replacing(step index: Int, with step: PlainJSON, in scenario: PlainJSON) -> String {
    let steps = scenario["steps"]?.elements ?? []
    let common = steps[index].members.filter { StepModifier.commonKeys.contains($0.key) }
    var replaced = steps
    replaced[index] = .object(step.members + common)
    return PlainJSON.object(
      scenario.members.map { $0.key == "steps" ? ($0.key, .array(replaced)) : $0 }
    ).indentedText
  }

  @Test func everyExampleStepComesBackFromItsEncoding() throws {
    let loader = ScenarioLoader()
    var roundTripped = Set<String>()
    for file in Self.scenarioFiles {
      let path = GeneratedFilesTests.packageRoot.appendingPathComponent(file).path
      guard let scenario = try? loader.load(path),
        let text = GeneratedFilesTests.read(file),
        let node = try? JSONReader.parse(Array(text.utf8))
      else { continue }
      let json = PlainJSON(node)
      for step in scenario.steps {
        guard case .perform(let operation) = step.action,
          let encoded = Language.step(for: operation)
        else { continue }
        let again = try loader.decode(
          Array(Self.replacing(step: step.index, with: encoded, in: json).utf8), file: path)
        guard case .perform(let decoded) = again.steps[step.index].action else {
          Issue.record("\(file) step \(step.index): \(encoded.compactText) is no longer a change")
          continue
        }
        #expect(decoded == operation, "\(file) step \(step.index): \(encoded.compactText)")
        roundTripped.insert(step.verb)
      }
    }
    let encodable = Set(
      Language.steps.filter { !$0.isExpectation }.map(\.verb)
    ).subtracting(Self.verbsWithoutEncoding)
    #expect(roundTripped == encodable)
  }

  /// A step of each verb that builds nodes; the others take a node as their value.
  static let nodeSteps = [
    "setStack": #"{"setStack": ["B"]}"#, "setTabs": #"{"setTabs": ["B"]}"#,
    "setColumn": #"{"setColumn": "secondary", "to": "B"}"#,
    "setPages": #"{"setPages": ["B"]}"#,
  ]

  @Test(arguments: Array(verbsWithoutEncoding).sorted())
  func aStepThatBuildsNodesIsNotWrittenBack(verb: String) throws {
    let step = Self.nodeSteps[verb] ?? #"{"\#(verb)": "B"}"#
    let scenario = try decodeScenario(#"{"start": {"nav": ["A"]}, "steps": [\#(step)]}"#)
    guard case .perform(let operation) = scenario.steps[0].action else {
      Issue.record("\(verb) is not a change")
      return
    }
    #expect(Language.step(for: operation) == nil)
  }

  /// The start the random steps name: ids, types and kinds that exist, so that the static
  /// check of selectors passes.
  static let start = #"""
    {"tabs": [{"nav": [{"screen": "Feed", "id": "feed"}], "id": "feedNav"},
              {"split": {"primary": "Menu", "secondary": "Detail"}, "id": "split"},
              {"stack": ["Card"], "id": "cards"}], "id": "tabs"}
    """#

  @Test func randomStepsComeBackFromTheirEncoding() throws {
    var generator = SplitMix64(
      state: UInt64(ProcessInfo.processInfo.environment["NAVRUN_FUZZ_SEED"] ?? "") ?? 36)
    let iterations =
      Int(ProcessInfo.processInfo.environment["NAVRUN_FUZZ_ITERATIONS"] ?? "") ?? 2_000
    var verbs = Set<String>()
    for _ in 0..<iterations {
      let operation = RandomOperation.next(using: &generator)
      let encoded = try #require(Language.step(for: operation), "\(operation)")
      let text = #"""
        {"start": \#(Self.start), "state": {"signedIn": false, "plan": "", "count": 0},
         "steps": [\#(encoded.compactText)]}
        """#
      let scenario: Scenario
      do { scenario = try decodeScenario(text) } catch {
        Issue.record("\(text): \(error)")
        continue
      }
      guard case .perform(let decoded) = scenario.steps[0].action else {
        Issue.record("\(encoded.compactText) is not a change")
        continue
      }
      #expect(decoded == operation, "\(encoded.compactText)")
      verbs.insert(scenario.steps[0].verb)
    }
    // A step that names no definition is written by the random steps; the others are checked
    // on the examples, which define what they name.
    let encodable = Set(Language.steps.filter { !$0.isExpectation }.map(\.verb))
      .subtracting(Self.verbsWithoutEncoding)
    #expect(verbs == encodable.subtracting(Self.verbsNamingDefinitions))
  }
}

/// Random operations that name only what `StepEncodingTests.start` holds.
enum RandomOperation {
  static let verbCount = 23

  static func next(using generator: inout SplitMix64) -> NavigationCore.Operation {
    func pick<T>(_ values: [T]) -> T { values[Int(generator.next() % UInt64(values.count))] }
    let selectors: [Selector] = [
      .id("feed"), .id("feedNav"), .id("split"), .id("cards"), .id("tabs"), .type("Feed"),
      .type("Detail"), .kind(.nav), .kind(.tabs), .kind(.split), .kind(.stack), .top, .root,
      .within(.id("split"), [.column(.secondary)]),
      .within(.kind(.tabs), [.tab(1), .column(.primary)]),
    ]
    let optional: [Selector?] = selectors + [nil]
    let tabs: [TabReference] = [
      .index(0), .index(2), .more, .controller(pick(selectors)), .holding(pick(selectors)),
    ]
    let columns: [SplitColumn] = [.primary, .supplementary, .secondary]
    switch generator.next() % UInt64(verbCount) {
    case 0: return .pop(pick(optional))
    case 1: return .popTo(pick(selectors), on: pick(optional))
    case 2: return .popToRoot(pick(optional))
    case 3: return .dismiss(pick(optional), animated: pick([true, false]))
    case 4: return .selectTab(pick(tabs), in: pick(optional))
    case 5: return .selectMore(pick(optional))
    case 6:
      return pick([true, false])
        ? .tapTab(pick(tabs), in: pick(optional))
        : .editTabs(pick(tabs), onto: pick(tabs), in: pick(optional))
    case 7: return .swipeDown(pick(optional))
    case 8: return .setSizeClass(pick([SizeClass.compact, .regular]))
    case 9: return .collapse(pick(optional))
    case 10: return .expand(pick(optional))
    case 11: return .showColumn(pick(columns), in: pick(optional))
    case 12: return .hideColumn(pick(columns), in: pick(optional))
    case 14: return .openURL(pick(["banko://transaction/t-1", "https://x.test/a b?q=\"1\""]))
    case 15:
      let context = pick([nil, "a-2", "line\nbreak"])
      return .update(
        pick(selectors), context: context,
        modalInPresentation: context == nil ? pick([true, false]) : pick([nil, true, false]))
    case 16:
      let conditions: [AppCondition] = [
        .state(StateCondition(["signedIn": .bool(true)])), .top(pick(selectors)),
        .not(.exists(pick(selectors))), .any([.top(.type("Feed")), .exists(.id("feed"))]),
      ]
      return .conditional(
        pick(conditions), then: [.pop(pick(optional))],
        else: pick([[], [.popToRoot(nil), .swipeDown(pick(optional))]]))
    case 17: return .tapDisplayModeButton(pick(optional))
    case 18: return .setVerticalSizeClass(pick([SizeClass.compact, .regular]))
    case 19:
      let values = ["status(109)", "a, b", "quote\"d(1)", "settings"]
      switch generator.next() % 9 {
      case 5: return .tapButton(pick(["OK", "Delete \"all\""]), on: pick(optional))
      case 6:
        return .setDetent(pick(["medium", "fraction(0.3)", "height(200)"]), on: pick(optional))
      case 7: return .selectTabValue(pick(["alerts", "a, b", "quote\"d"]), in: pick(optional))
      case 8:
        return .setSelection(
          pick([nil, "mailbox(inbox)", "a, b"]), column: pick([.sidebar, .content]),
          in: pick(optional))
      case 3:
        return .setItem(
          pick([nil, "d-1", "a \"b\""]),
          of: pick([nil, .sheet, .popover, .alert, .confirmationDialog]), on: pick(optional),
          context: pick([nil, "draft"]))
      case 4: return .dismissAction(pick(optional))
      case 0: return .appendPath(pick(values), on: pick(optional))
      case 1: return .removeLastOfPath(pick([0, 1, 3]), on: pick(optional))
      default: return .setPath(pick([[], [pick(values)], values]), on: pick(optional))
      }
    case 20: return .setWindowWidth(pick(WindowWidth.allCases))
    case 22: return .swipePage(pick(PageDirection.allCases), on: pick(optional))
    case 13:
      return .fluidPop(
        pick(optional), removing: pick(FluidRemovingRule.allCases),
        forwardingToParent: pick([true, false]))
    default:
      return .setState([
        "signedIn": .bool(pick([true, false])), "plan": .string(pick(["free", "a\"b\n"])),
        "count": .number(pick([3, 2.5, -1])),
      ])
    }
  }
}

/// What a step uses of the definitions, as coverage counts it, comes from its declaration.
@Suite struct DefinitionUseTests {
  @Test func stepsDeclareTheDefinitionsTheyUse() {
    #expect(Language.use(of: .navigate("checkout", context: "7")) == .destination("checkout"))
    #expect(
      Language.use(of: .showPage("play", variant: "menu", skip: [], parameters: [:]))
        == .page("menu_play"))
    #expect(
      Language.use(of: .showPage("play", variant: nil, skip: [], parameters: [:])) == .page("play"))
    #expect(Language.use(of: .goBack) == .currentPage)
    #expect(Language.use(of: .popToPage("start")) == .currentPage)
    #expect(Language.use(of: .pop(nil)) == nil)
    #expect(Language.use(of: .route("next", from: nil)) == nil)
  }
}
