import Testing

@testable import NavigationCore

/// A started flow: an empty root nav, the pages and the registered paths.
func startFlow(
  _ paths: String..., pages: [String: FlowPage] = [:], start: Blueprint = nav()
) throws -> NavigationState {
  var definitions = Definitions()
  definitions.flows = FlowDefinitions(pages: pages, paths: paths)
  return try NavigationState(start: start, definitions: definitions)
}

extension NavigationState {
  /// Shows a page and checks the invariants.
  @discardableResult
  mutating func show(
    _ page: String, variant: String? = nil, skip: [String] = [],
    parameters: [String: String] = [:], sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> [Event] {
    try run(
      .showPage(page, variant: variant, skip: skip, parameters: parameters),
      sourceLocation: sourceLocation)
  }

  /// The current page's path of identifiers joined by `/`, or nil.
  var currentPath: String? {
    currentPage.flatMap { flow.registry.path(to: $0)?.joined(separator: "/") }
  }

  /// The types (screens) and kinds (containers) of the root nav's stack.
  var rootStack: [String] { window.root.children.map(\.type) }
}
