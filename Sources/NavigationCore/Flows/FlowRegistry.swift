// AppFlowController's `register(path:)`: the tree of registered pages, keyed by identifier (the
// page's name, or `variant_page` for a page with variants, named after the page before it). A
// path may start at the root or at any registered page, and shares the prefix it repeats; only
// its new pages are added. Deliberate differences from the original, which throws nothing in
// these cases: a path starting at an unregistered page does not replace the whole tree (the
// original's root replacement) but is refused with `pathRootMismatch`; a registered page met
// again after another page than the one it was registered after, or with another written
// transition, is refused with `pathAlreadyRegistered` instead of silently attaching the rest of
// the path to wherever that page lives; and a variant path registered twice is registered once.

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

  /// The number of pages from the root to a page, counting pages about to be added.
  private func depth(of identifier: String, added: [Step]) -> Int {
    var depth = 0
    var current: String? = identifier
    while let id = current,
      let step = steps[id] ?? added.first(where: { $0.identifier == id })
    {
      depth += 1
      current = step.parent
    }
    return depth
  }

  /// Registers the paths of a string in order, all or none; each path is checked before it is
  /// added, its errors in SPEC's order: `pathAlreadyRegistered`, `missingTransition`,
  /// `pathRootMismatch`.
  public mutating func register(
    _ paths: FlowPaths, pages: FlowDefinitions
  ) throws(FlowPathError) {
    var draft = self
    for path in paths.paths { try draft.register(path, pages: pages) }
    self = draft
  }

  private mutating func register(_ path: FlowPath, pages: FlowDefinitions) throws(FlowPathError) {
    guard let last = path.last else { return }
    var already: FlowPathError?
    var missing: FlowPathError?
    var mismatch: FlowPathError?
    if !pages.page(named: last.page).supportsVariants, let existing = steps[last.page] {
      let place = self.path(to: existing.identifier)?.joined(separator: "/") ?? last.page
      already = FlowPathError(
        .pathAlreadyRegistered, at: last.offset,
        "\"\(last.page)\" is already registered (\(place)); only a page with variants may be "
          + "registered more than once")
    }
    var added: [Step] = []
    var previous: String?
    var tooDeep: FlowPathError?
    for (index, component) in path.enumerated() {
      let identifier: String
      if index > 0, let previous, pages.page(named: component.page).supportsVariants {
        identifier = "\(previous)_\(component.page)"
      } else {
        identifier = component.page
      }
      if let existing = steps[identifier] ?? added.first(where: { $0.identifier == identifier }) {
        if index > 0, existing.parent != previous, already == nil {
          let after = existing.parent.map { "after \"\($0)\"" } ?? "as the root"
          already = FlowPathError(
            .pathAlreadyRegistered, at: component.offset,
            "\"\(identifier)\" is already registered \(after), not after \"\(previous ?? "")\"")
        }
        if index > 0, component.isTransitionWritten, component.transition != existing.transition,
          already == nil
        {
          let registered = existing.transition?.rawValue ?? "no transition"
          already = FlowPathError(
            .pathAlreadyRegistered, at: component.offset,
            "\"\(identifier)\" is already registered with \(registered), not "
              + (component.transition?.rawValue ?? "no transition"))
        }
      } else if index == 0 {
        if let root, mismatch == nil {
          mismatch = FlowPathError(
            .pathRootMismatch, at: component.offset,
            "the path starts at \"\(component.page)\", which is not registered; a path starts at "
              + "the root \"\(root)\" or at a registered page")
        }
        added.append(
          Step(identifier: identifier, page: component.page, transition: nil, parent: nil))
      } else {
        if component.transition == nil, missing == nil {
          missing = FlowPathError(
            .missingTransition, at: component.offset,
            "\"\(component.page)\" follows \"\(previous ?? "")\" without a transition; join pages "
              + "with \"=>\", and list branches with \"=>> [a, b]\"")
        }
        added.append(
          Step(
            identifier: identifier, page: component.page, transition: component.transition,
            parent: previous))
        if tooDeep == nil, let previous,
          depth(of: previous, added: added) >= FlowPaths.maximumDepth
        {
          tooDeep = FlowPathError(
            .malformedPath, at: component.offset,
            "\"\(identifier)\" would be \(FlowPaths.maximumDepth + 1) pages deep; a flow is at "
              + "most \(FlowPaths.maximumDepth) pages deep")
        }
      }
      previous = identifier
    }
    if let error = already ?? missing ?? mismatch ?? tooDeep { throw error }
    for step in added {
      steps[step.identifier] = step
      if let parent = step.parent {
        steps[parent]?.children.append(step.identifier)
      } else {
        root = step.identifier
      }
    }
  }
}
