// The pieces an operation is written back with, as a scenario writes them: selectors, `true`
// for the default target, tabs, app state values, and a step of a verb with the modifiers that
// differ from their defaults.

import NavigationCore

extension PlainJSON {
  /// A step of `verb` with `value`, and the modifiers that are not nil, in order.
  package static func step(
    _ verb: String, _ value: PlainJSON, _ modifiers: (String, PlainJSON?)...
  )
    -> PlainJSON
  {
    .object(
      [(key: verb, value: value)]
        + modifiers.compactMap { key, value in value.map { (key: key, value: $0) } })
  }

  /// A selector as a scenario writes it.
  static func selector(_ selector: Selector) -> PlainJSON { .string(selector.description) }

  /// An optional selector, nil for a modifier left out.
  static func selector(_ selector: Selector?) -> PlainJSON? { selector.map(Self.selector) }

  /// A selector, or `true` for the default target.
  static func selectorOrTrue(_ selector: Selector?) -> PlainJSON {
    selector.map(Self.selector) ?? true
  }

  /// A tab: its index, `"more"`, its controller or `{"holding": selector}`.
  static func tab(_ tab: TabReference) -> PlainJSON {
    switch tab {
    case .index(let index): .number(String(index))
    case .more: "more"
    case .controller(let selector): .selector(selector)
    case .holding(let selector): ["holding": .selector(selector)]
    }
  }

  /// App state values, their keys sorted.
  static func state(_ values: [String: StateValue]) -> PlainJSON {
    .object(
      values.keys.sorted().compactMap { key in
        values[key].map { value in
          switch value {
          case .bool(let flag): (key: key, value: .bool(flag))
          case .number: (key: key, value: .number(value.description))
          case .string(let text): (key: key, value: .string(text))
          }
        }
      })
  }

  /// A list of strings.
  static func strings(_ texts: [String]) -> PlainJSON { .array(texts.map(PlainJSON.string)) }
}
