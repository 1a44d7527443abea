import Testing

@testable import NavigationCore

/// Shorthands that keep the trees in tests readable.
func screen(_ type: String, id: String? = nil, context: String? = nil) -> Blueprint {
  .screen(type, id: id, context: context)
}

func nav(_ children: Blueprint..., id: String? = nil) -> Blueprint {
  .container(.nav, children, id: id)
}

func tabs(_ children: Blueprint..., selected: Int? = nil, id: String? = nil) -> Blueprint {
  var blueprint = Blueprint.container(.tabs, children, id: id)
  blueprint.selected = selected
  return blueprint
}

func stack(_ children: Blueprint..., id: String? = nil) -> Blueprint {
  .container(.stack, children, id: id)
}

/// A started state; fails the test when the start is refused.
func start(_ blueprint: Blueprint, sizeClass: SizeClass = .regular) throws -> NavigationState {
  try NavigationState(start: blueprint, sizeClass: sizeClass)
}

extension NavigationState {
  /// Performs an operation and checks the invariants afterwards.
  @discardableResult
  mutating func run(_ operation: Operation, sourceLocation: SourceLocation = #_sourceLocation)
    throws -> [Event]
  {
    let events = try perform(operation)
    #expect(window.invariantViolations == [], sourceLocation: sourceLocation)
    return events
  }

  /// Expects an operation to fail with a code and to leave the state unchanged.
  mutating func refuse(
    _ operation: Operation, with code: NavigationError.Code,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let before = self
    let error = #expect(throws: NavigationError.self, sourceLocation: sourceLocation) {
      try self.perform(operation)
    }
    #expect(error?.code == code, sourceLocation: sourceLocation)
    #expect(self == before, sourceLocation: sourceLocation)
    #expect(window.text == before.window.text, sourceLocation: sourceLocation)
  }

  /// Performs an operation the real code ignores, expecting the warning `code` and an
  /// unchanged window; returns the warning.
  @discardableResult
  mutating func ignore(
    _ operation: Operation, with code: NavigationError.Code,
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> Warning? {
    let before = self
    var events: [Event] = []
    do {
      events = try perform(operation)
    } catch {
      Issue.record(
        "expected the warning \(code.rawValue), got \(error)", sourceLocation: sourceLocation)
    }
    var warnings: [Warning] = []
    for case .warning(let warning) in events { warnings.append(warning) }
    #expect(warnings.map(\.code) == [code], sourceLocation: sourceLocation)
    #expect(window == before.window, sourceLocation: sourceLocation)
    #expect(window.text == before.window.text, sourceLocation: sourceLocation)
    return warnings.first
  }

  /// Performs an operation that fails half-way as the real code does, expecting the error
  /// `code` and keeping what the operation changed before it failed.
  mutating func fail(
    _ operation: Operation, with code: NavigationError.Code,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let error = #expect(throws: NavigationError.self, sourceLocation: sourceLocation) {
      try self.perform(operation)
    }
    #expect(error?.code == code, sourceLocation: sourceLocation)
    #expect(window.invariantViolations.isEmpty, sourceLocation: sourceLocation)
  }

  /// The label of `top`.
  var topLabel: String? { window[window.top]?.label }
}
