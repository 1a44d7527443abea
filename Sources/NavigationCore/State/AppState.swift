// The app state that decides where navigation goes: whether the user is signed in, whether
// onboarding ran, which feature flags are on. The libraries never read it themselves; the app's
// code does (RouteComposer's `SwitchAssembly.addCase(when:)` and a login interceptor's
// `isLoggedIn` check, a coordinator's `prepare(to:)`, the pages an app skips in
// AppFlowController's `show`), so navrun keeps it beside the window and lets a condition on it
// stand wherever that code decides.

/// One value of the app state: a string, a number or a Boolean, as JSON writes it.
public enum StateValue: Sendable, Hashable, CustomStringConvertible {
  case bool(Bool)
  case number(Double)
  case string(String)

  /// The value as the golden shows it: `true`, `3`, `2.5`, or a JSON string literal.
  public var description: String {
    switch self {
    case .bool(let value): value ? "true" : "false"
    case .number(let value):
      if value.rounded() == value, abs(value) < 1e15 { String(Int64(value)) } else { "\(value)" }
    case .string(let value): TextEscaping.jsonLiteral(value)
    }
  }

  /// The name of the value's type, for messages.
  public var typeName: String {
    switch self {
    case .bool: "a Boolean"
    case .number: "a number"
    case .string: "a string"
    }
  }

  /// Whether two values are of the same type.
  public func hasSameType(as other: StateValue) -> Bool {
    switch (self, other) {
    case (.bool, .bool), (.number, .number), (.string, .string): true
    default: false
    }
  }
}

/// The app state: a flat set of named values.
public struct AppState: Sendable, Equatable {
  /// The values by key.
  public private(set) var values: [String: StateValue]

  /// Creates a state.
  public init(_ values: [String: StateValue] = [:]) {
    self.values = values
  }

  /// Whether the state has no value.
  public var isEmpty: Bool { values.isEmpty }

  /// The value of a key.
  public subscript(key: String) -> StateValue? { values[key] }

  /// Sets the listed values, keeping the others.
  public mutating func merge(_ changes: [String: StateValue]) {
    values.merge(changes) { _, new in new }
  }

  /// `loggedIn=false onboarded=true`, keys in order.
  public var summary: String {
    Self.summary(of: values)
  }

  /// Keys in order, each `key=value`.
  public static func summary(of values: [String: StateValue]) -> String {
    values.keys.sorted().map { "\($0)=\(values[$0]?.description ?? "")" }.joined(
      separator: " ")
  }

  /// The golden's line: `state: loggedIn=false onboarded=true`; nil without state.
  public var text: String? {
    isEmpty ? nil : "state: " + summary + "\n"
  }
}

/// `{"state": {"loggedIn": false}}`: holds when every listed key has the listed value.
public struct StateCondition: Sendable, Equatable, CustomStringConvertible {
  /// The values the state must have.
  public var required: [String: StateValue]

  /// Creates a condition.
  public init(_ required: [String: StateValue]) {
    self.required = required
  }

  /// Whether the state has every required value.
  public func holds(in state: AppState) -> Bool {
    required.allSatisfy { state[$0.key] == $0.value }
  }

  /// `state loggedIn=false`.
  public var description: String { "state " + AppState.summary(of: required) }
}
