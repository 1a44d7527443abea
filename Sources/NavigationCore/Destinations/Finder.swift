// RouteComposer's finders (`ClassFinder`, `ClassWithContextFinder`, `StackIteratingFinder` with
// a `DefaultStackIterator`): a predicate on the controller's class, id and context, run over the
// tree in RouteComposer's visit order from a starting point (`topmost`, `root`, or what another
// finder finds).

/// What a destination step looks for, and where.
public struct Finder: Sendable, Equatable, CustomStringConvertible {
  /// Where the iteration starts (RouteComposer's `DefaultStackIterator.StartingPoint`).
  public indirect enum StartingPoint: Sendable, Equatable {
    /// UIKit's topmost presented controller.
    case topmost
    /// The window root, even under presentations.
    case root
    /// What another finder finds; when it finds nothing, neither does this finder.
    case custom(Finder)
  }

  /// The kind of controller to find.
  public var kind: Controller.Kind
  /// The screen type to find (screens only); nil matches any screen.
  public var type: String?
  /// Only the controller with this id.
  public var id: String?
  /// Only a screen whose context equals the navigation's context (`ClassWithContextFinder`).
  public var matchesContext = false
  /// Only a controller in a presented layer (`presentingViewController != nil`), as the seed's
  /// `ModalBagFinder` checks.
  public var isPresentedOnly = false
  /// Where to look.
  public var options: SearchOptions = .fullStack
  /// Where the iteration starts.
  public var start: StartingPoint = .topmost

  /// Creates a finder of a kind; `type` names a screen type.
  public init(
    _ kind: Controller.Kind, type: String? = nil, id: String? = nil,
    matchesContext: Bool = false, options: SearchOptions = .fullStack,
    start: StartingPoint = .topmost
  ) {
    self.kind = kind
    self.type = type
    self.id = id
    self.matchesContext = matchesContext
    self.options = options
    self.start = start
  }

  /// A finder of a screen type.
  public static func screen(
    _ type: String, matchesContext: Bool = false, options: SearchOptions = .fullStack,
    start: StartingPoint = .topmost
  ) -> Finder {
    Finder(.screen, type: type, matchesContext: matchesContext, options: options, start: start)
  }

  /// What the finder looks for, for messages: `Product {context}`, `nav #main`.
  public var description: String {
    var text = kind == .screen ? (type ?? "screen") : kind.rawValue
    if let id { text += " #\(id)" }
    if matchesContext { text += " {context}" }
    if isPresentedOnly { text += " (presented)" }
    return text
  }

  /// Whether a controller at a path is what the finder looks for.
  func matches(_ controller: Controller, at path: ControllerPath, context: String?) -> Bool {
    guard controller.kind == kind else { return false }
    if kind == .screen, let type, controller.type != type { return false }
    if let id, controller.id != id { return false }
    if matchesContext, controller.context != context { return false }
    if isPresentedOnly, path.layerRoot.isEmpty { return false }
    return true
  }
}

extension Window {
  /// The controller a finder finds for a navigation with a context, if any.
  public func find(_ finder: Finder, context: String?) -> ControllerPath? {
    // What the window holds answers most searches for a destination that is not on screen.
    guard root.mayContain(finder.requiredContents) else { return nil }
    let start: ControllerPath?
    switch finder.start {
    case .topmost: start = topmostController
    case .root: start = []
    case .custom(let startFinder): start = find(startFinder, context: context)
    }
    guard let start else { return nil }
    // The finder's fields read once, rather than the finder copied for every controller.
    let kind = finder.kind
    let type = kind == .screen ? finder.type : nil
    let id = finder.id
    let wanted: String?? = finder.matchesContext ? .some(context) : nil
    let isPresentedOnly = finder.isPresentedOnly
    return firstInVisitOrder(from: start, options: finder.options) { controller, path in
      guard controller.kind == kind else { return false }
      if let type, controller.type != type { return false }
      if let id, controller.id != id { return false }
      if let wanted, controller.context != wanted { return false }
      if isPresentedOnly, !path.contains(.presented) { return false }
      return true
    }
  }
}
