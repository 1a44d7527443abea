// What an option of the command line does to the invocation, declared with the option's row in
// the table, as swift-argument-parser keeps an option's parsing with its declaration. The kinds
// of value below each say in one error what they take, so that every option of a kind is refused
// in the same words.

import ScenarioRunner

/// How one option changes the invocation it is written in.
struct OptionParser: Sendable {
  /// Applies the option, written as `name`, with `value` (empty for a flag).
  let apply:
    @Sendable (inout Invocation, _ name: String, _ value: String) throws(UsageError) -> Void

  /// A parser that applies `apply`.
  init(
    _ apply:
      @escaping @Sendable (inout Invocation, _ name: String, _ value: String) throws(UsageError) ->
      Void
  ) {
    self.apply = apply
  }

  /// A flag: it takes no value.
  static func flag(_ set: @escaping @Sendable (inout Invocation) -> Void) -> OptionParser {
    OptionParser { invocation, _, _ in set(&invocation) }
  }

  /// One of a closed set of words, the cases of `Value`.
  static func choice<Value: RawRepresentable & CaseIterable & SendableMetatype>(
    _: Value.Type, _ set: @escaping @Sendable (inout Invocation, Value) -> Void
  ) -> OptionParser where Value.RawValue == String {
    let names = Value.allCases.map(\.rawValue)
    return OptionParser { invocation, name, value throws(UsageError) in
      guard let found = Value(rawValue: value) else {
        throw UsageError(
          "\(name) takes \(names.dropLast().joined(separator: ", ")) or \(names.last ?? ""), "
            + "not \"\(value)\"")
      }
      set(&invocation, found)
    }
  }

  /// A whole number in `range`; the error says the option takes `what`.
  static func number(
    _ range: some RangeExpression<Int> & Sendable, _ what: String,
    _ set: @escaping @Sendable (inout Invocation, Int) -> Void
  ) -> OptionParser {
    OptionParser { invocation, name, value throws(UsageError) in
      guard let number = Int(value), range.contains(number) else {
        throw UsageError("\(name) takes \(what), not \"\(value)\"")
      }
      set(&invocation, number)
    }
  }

  /// Any text but the empty one; the error says the option takes `what`.
  static func text(
    _ what: String, _ set: @escaping @Sendable (inout Invocation, String) -> Void
  ) -> OptionParser {
    OptionParser { invocation, name, value throws(UsageError) in
      guard !value.isEmpty else { throw UsageError("\(name) takes \(what)") }
      set(&invocation, value)
    }
  }

  /// A glob, such as `example`; an empty one or one that does not parse is refused.
  static func glob(
    example: String, _ set: @escaping @Sendable (inout Invocation, Glob) -> Void
  ) -> OptionParser {
    OptionParser { invocation, name, value throws(UsageError) in
      guard !value.isEmpty else { throw UsageError("\(name) takes a glob such as '\(example)'") }
      set(&invocation, try Glob(option: name, value))
    }
  }
}
