// AppFlowController's `register(pathComponents:)`: the tree of registered pages, keyed by
// identifier (the page's name, or `variant_page` for a page with variants, named after the page
// before it). The paths of a string are registered one after the other, and a path page by page,
// as the library does it: a page already registered anywhere becomes the page the next ones
// attach to, whatever page it follows in the string; a new first page replaces the whole tree as
// the root; a new page needs a transition (else `missingTransition`, the pages before it staying
// registered); and only a path's last page is refused when it is registered already
// (`pathAlreadyRegistered`, before anything of that path is added), unless it has variants.

/// The registered pages: a tree from the root page.
public struct FlowRegistry: Sendable, Equatable {
  /// A registered page.
  public struct Step: Sendable, Equatable {
    /// `page`, or `variant_page` for a page with variants.
    public let identifier: String
    /// The page's name.
    public let page: String
    /// How the page joins its parent; nil for the root.
    public let transition: FlowTransition?
    /// The identifier of the page before it; nil for the root.
    public let parent: String?
    /// The pages registered after it, in registration order.
    public internal(set) var children: [String] = []
  }

  /// The registered pages by identifier.
  public private(set) var steps: [String: Step] = [:]
  /// The identifier of the root page, once a path is registered.
  public private(set) var root: String?

  /// Creates an empty registry.
  public init() {}

  /// The identifiers from the root to a page, or nil when the page is not registered.
  public func path(to identifier: String) -> [String]? {
    guard var step = steps[identifier] else { return nil }
    var path = [step.identifier]
    while let parent = step.parent, let next = steps[parent] {
      path.append(parent)
      step = next
    }
    return path.reversed()
  }

  /// Registers the paths of a string in order.
  ///
  /// A failure leaves what was registered before it, as the library's does.
  public mutating func register(
    _ paths: FlowPaths, pages: FlowDefinitions
  ) throws(FlowPathError) {
    for path in paths.paths { try register(path, pages: pages) }
  }

  private mutating func register(_ path: FlowPath, pages: FlowDefinitions) throws(FlowPathError) {
    guard let last = path.last else { return }
    if !pages.page(named: last.page).supportsVariants, let existing = steps[last.page] {
      let place = self.path(to: existing.identifier)?.joined(separator: "/") ?? last.page
      throw FlowPathError(
        .pathAlreadyRegistered, at: last.offset,
        "\"\(last.page)\" is already registered (\(place)); only a page with variants may be "
          + "registered more than once")
    }
    var previous: String?
    for component in path {
      let identifier: String
      if let previous, pages.page(named: component.page).supportsVariants {
        identifier = "\(previous)_\(component.page)"
      } else {
        identifier = component.page
      }
      if steps[identifier] != nil {
        previous = identifier
        continue
      }
      guard let parent = previous else {
        // A first page that is not registered becomes the root of a new tree.
        steps = [
          identifier: Step(
            identifier: identifier, page: component.page, transition: nil, parent: nil)
        ]
        root = identifier
        previous = identifier
        continue
      }
      guard let transition = component.transition else {
        throw FlowPathError(
          .missingTransition, at: component.offset,
          "\"\(component.page)\" follows \"\(parent)\" without a transition; join pages with "
            + "\"=>\", and list branches with \"=>> [a, b]\"")
      }
      guard depth(of: parent) < FlowPaths.maximumDepth else {
        throw FlowPathError(
          .malformedPath, at: component.offset,
          "\"\(identifier)\" would be \(FlowPaths.maximumDepth + 1) pages deep; a flow is at "
            + "most \(FlowPaths.maximumDepth) pages deep")
      }
      steps[identifier] = Step(
        identifier: identifier, page: component.page, transition: transition, parent: parent)
      steps[parent]?.children.append(identifier)
      previous = identifier
    }
  }

  /// The number of pages from the root to a registered page.
  private func depth(of identifier: String) -> Int {
    var depth = 0
    var current: String? = identifier
    while let id = current, let step = steps[id] {
      depth += 1
      current = step.parent
    }
    return depth
  }
}
