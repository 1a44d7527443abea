// A decoded scenario file (docs/scenario-language.md): where it starts, the steps it takes, and how
// its golden is compared.

import NavigationCore

/// A scenario, decoded and checked, ready to run.
public struct Scenario: Sendable {
  /// The scenario's name (`scenario`, default: the file name without `.json`).
  public var name: String
  /// Free text about the scenario, such as the upstream test it ports (`note`); not run.
  public var note: String? = nil
  /// The file as the user named it.
  public var file: String
  /// Free-form tags for selecting scenarios.
  public var tags: [String]
  /// The window's starting size class.
  public var sizeClass: SizeClass
  /// The window's starting vertical size class (`verticalSizeClass`; compact: landscape).
  public var verticalSizeClass: SizeClass = .regular
  /// The window's starting width within its size class (`windowWidth`; narrow: an iPad in
  /// portrait).
  public var windowWidth: WindowWidth = .wide
  /// The starting tree (for a matrix scenario, the tree of its first named start).
  public var start: Blueprint
  /// The named starts of a matrix scenario (`starts`), in file order; empty when the scenario
  /// has a single `start`.
  public var starts: [NamedStart] = []
  /// The steps, in order.
  public var steps: [Step]
  /// Whether the final tree is compared with a golden file.
  public var comparesGolden: Bool
  /// Whether the engine notes which views load, for a scenario that compares or prints the
  /// hierarchy (docs/captures.md).
  public var tracksViews = false

  /// Whether a step checks something: an expectation step, `expectError` or `expectWarning`.
  public var hasExpectations: Bool {
    steps.contains { step in
      if case .check = step.action { return true }
      return step.expectedError != nil || step.expectedWarning != nil
    }
  }
  /// What the golden records beyond the final tree and the checkpoints.
  public var records: Set<RecordedDetail>
  /// The definitions from `use` and `define`.
  public var definitions: Definitions
  /// The coordinator the scenario starts from, when `start` names one (docs/coordinators.md);
  /// `start` is then the container the coordinator gets.
  public var coordinatorStart: CoordinatorStart?
  /// Where the single `start` is written, for errors found while building it.
  public var startLocation: SourceLocation? = nil
  /// What few scenarios carry, out of line: every scenario is copied and freed, and each of
  /// these fields inline would cost every copy a retain and a release.
  var extras: ScenarioExtras? = nil
}

/// The fields of `Scenario` that most scenarios leave empty.
final class ScenarioExtras: Sendable {
  let decodingWarnings: [Diagnostic]
  let exploration: Exploration?
  let definitionFiles: [String: String]
  let usedTemplates: Set<String>
  let goldenSubtree: GoldenSubtree?
  let startLoadedViews: [Bool]?

  init(
    decodingWarnings: [Diagnostic], exploration: Exploration?,
    definitionFiles: [String: String], usedTemplates: Set<String>, goldenSubtree: GoldenSubtree?,
    startLoadedViews: [Bool]? = nil
  ) {
    self.decodingWarnings = decodingWarnings
    self.exploration = exploration
    self.definitionFiles = definitionFiles
    self.usedTemplates = usedTemplates
    self.goldenSubtree = goldenSubtree
    self.startLoadedViews = startLoadedViews
  }
}

/// The part of the window a golden holds (`"golden": {"at": sel}`): the controller a selector
/// finds, with what it holds and presents.
public struct GoldenSubtree: Sendable {
  /// The selector, resolved on each tree the golden records.
  public var selector: Selector
  /// Where the selector is written, for the failure when it finds nothing in the final tree.
  public var location: SourceLocation

  /// Creates the part of the window a golden holds.
  public init(selector: Selector, location: SourceLocation) {
    self.selector = selector
    self.location = location
  }
}

extension Scenario {
  /// What decodes but is almost certainly a mistake (a screen type written like a selector,
  /// a `style` on a start's root), located; the run reports them as warnings.
  public var decodingWarnings: [Diagnostic] {
    get { extras?.decodingWarnings ?? [] }
    set { setExtras(decodingWarnings: newValue) }
  }

  /// The `explore` section: how `navrun explore` explores the app; nil when absent.
  public var exploration: Exploration? {
    get { extras?.exploration }
    set { setExtras(exploration: .some(newValue)) }
  }

  /// The file each definition is written in, keyed by section and name
  /// (`destinations.product`, `flows.pages.menu`, `templates.shop`, `coordinators.Color`).
  public var definitionFiles: [String: String] {
    get { extras?.definitionFiles ?? [:] }
    set { setExtras(definitionFiles: newValue) }
  }

  /// The templates the scenario's nodes use.
  public var usedTemplates: Set<String> {
    get { extras?.usedTemplates ?? [] }
    set { setExtras(usedTemplates: newValue) }
  }

  /// The part of the window the golden holds (`"golden": {"at": sel}`); nil when it holds the
  /// whole state.
  public var goldenSubtree: GoldenSubtree? {
    get { extras?.goldenSubtree }
    set { setExtras(goldenSubtree: .some(newValue)) }
  }

  /// For a single start read from a capture, whether each controller's view has loaded, in
  /// the capture's order.
  public var startLoadedViews: [Bool]? {
    get { extras?.startLoadedViews }
    set { setExtras(startLoadedViews: .some(newValue)) }
  }

  private mutating func setExtras(
    decodingWarnings: [Diagnostic]? = nil, exploration: Exploration?? = nil,
    definitionFiles: [String: String]? = nil, usedTemplates: Set<String>? = nil,
    goldenSubtree: GoldenSubtree?? = nil, startLoadedViews: [Bool]?? = nil
  ) {
    let new = ScenarioExtras(
      decodingWarnings: decodingWarnings ?? self.decodingWarnings,
      exploration: exploration ?? self.exploration,
      definitionFiles: definitionFiles ?? self.definitionFiles,
      usedTemplates: usedTemplates ?? self.usedTemplates,
      goldenSubtree: goldenSubtree ?? self.goldenSubtree,
      startLoadedViews: startLoadedViews ?? self.startLoadedViews)
    let isEmpty =
      new.decodingWarnings.isEmpty && new.exploration == nil && new.definitionFiles.isEmpty
      && new.usedTemplates.isEmpty && new.goldenSubtree == nil && new.startLoadedViews == nil
    extras = isEmpty ? nil : new
  }
}

extension Scenario {
  /// The starts the steps run from, in order: each named start of a matrix scenario, else the
  /// single unnamed `start`.
  public var startsToRun: [NamedStart] {
    guard starts.isEmpty else { return starts }
    var single = NamedStart(
      name: nil, blueprint: start, coordinator: coordinatorStart, location: startLocation)
    single.loadedViews = startLoadedViews
    return [single]
  }
}

/// One start of a matrix scenario (`"starts": {"name": node, …}`).
public struct NamedStart: Sendable {
  /// The start's name, as golden sections and failures show it; nil for a single `start`.
  public var name: String?
  /// The starting tree.
  public var blueprint: Blueprint
  /// The coordinator the start begins with, instead of `blueprint` (docs/coordinators.md).
  public var coordinator: CoordinatorStart?
  /// Where the start is written, for errors found while building it.
  public var location: SourceLocation?
  /// The app state values this start sets over the scenario's (`{"start": …, "state": …}`).
  public var state: [String: StateValue] = [:]
  /// The window's size class at this start (`{"start": …, "sizeClass": "compact"}`), over the
  /// scenario's.
  public var sizeClass: SizeClass?
  /// The window's width at this start (`{"start": …, "windowWidth": "narrow"}`), over the
  /// scenario's.
  public var windowWidth: WindowWidth?
  /// For a start read from a capture, whether each controller's view has loaded, in the
  /// capture's order (docs/captures.md).
  public var loadedViews: [Bool]?

  /// Creates a start.
  public init(
    name: String?, blueprint: Blueprint, coordinator: CoordinatorStart? = nil,
    location: SourceLocation? = nil
  ) {
    self.name = name
    self.blueprint = blueprint
    self.coordinator = coordinator
    self.location = location
  }
}

/// What a golden may record besides the final tree (`"record": ["tree", "events"]`).
public enum RecordedDetail: String, Sendable, CaseIterable {
  /// The tree after every step.
  case tree
  /// The events of every step.
  case events
}

/// One step of a scenario.
public struct Step: Sendable {
  /// What a step does.
  public enum Action: Sendable {
    /// Change the navigation state.
    case perform(Operation)
    /// Check the navigation state.
    case check(Expectation)
  }

  /// The step's position in `steps`.
  public var index: Int
  /// The step's verb as written, for reports.
  public var verb: String
  /// Where the step's object starts.
  public var location: SourceLocation
  /// The bytes of the file the step is written in, shared with every step of the file.
  var fileBytes: [UInt8]?
  /// What the step does.
  public var action: Action
  /// The error the step must fail with (`expectError`).
  public var expectedError: NavigationError.Code?
  /// The warning the step must record (`expectWarning`).
  public var expectedWarning: NavigationError.Code? = nil
  /// The checkpoint name under which the tree after this step is recorded.
  public var checkpoint: String?
  /// The author's note.
  public var note: String?

  /// `steps[3] push`, as reports name a step.
  public var title: String { "steps[\(index)] \(verb)" }

  /// The source line of the step, for reports.
  ///
  /// Read from the file when asked for: only a failing step shows its line, and making a
  /// string for every step of every file cost a visible part of decoding.
  public var sourceLine: String? { fileBytes?.line(containing: location) }
}
