import Testing

@testable import NavigationCore

/// A started state with destinations defined; fails the test when the start is refused.
func start(
  _ blueprint: Blueprint, destinations: [String: DestinationStep],
  sizeClass: SizeClass = .regular
) throws -> NavigationState {
  var definitions = Definitions()
  definitions.destinations = destinations
  return try NavigationState(start: blueprint, sizeClass: sizeClass, definitions: definitions)
}

func split(primary: Blueprint, secondary: Blueprint? = nil, id: String? = nil) -> Blueprint {
  .split(primary: primary, secondary: secondary, id: id)
}

extension Blueprint {
  /// The blueprint marked `dismissible: false`.
  var nonDismissible: Blueprint {
    var copy = self
    copy.isDismissible = false
    return copy
  }
}

extension NavigationState {
  /// The labels of the window's controllers that a predicate selects, in tree order.
  func labels(where predicate: (Controller) -> Bool = { _ in true }) -> [String] {
    window.allControllers.map(\.controller).filter(predicate).map(\.label)
  }

  /// The controller with an id.
  func controller(id: String) -> Controller? {
    window.path(ofID: id).flatMap { window[$0] }
  }
}

/// A chain written destination first, as RouteComposer reads `.using(…).from(…)`: each step
/// continues with the next one, the last with `end`.
func chain(
  _ first: DestinationStep, _ rest: DestinationStep..., end: DestinationSource?
) -> DestinationStep {
  var next = end
  for var step in rest.reversed() {
    step.from = next
    next = .step(step)
  }
  var head = first
  head.from = next
  return head
}
