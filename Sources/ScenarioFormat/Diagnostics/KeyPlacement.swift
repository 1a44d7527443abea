// Where a key belongs, for the keys new authors put in the wrong place: the size class is a
// scenario's setting or a step of its own, never a node's attribute or a key named after its
// value.

import NavigationCore

extension Suggestion {
  /// Where `key` belongs, when it is a known key written in the wrong place; nil otherwise.
  static func placement(of key: String) -> String? {
    switch key {
    case "sizeClass":
      "; \"sizeClass\" goes at the top of the scenario, beside \"start\" (the size the window "
        + "starts in), or in a step of its own, {\"sizeClass\": \"compact\"}, to change it"
    case "compact", "regular":
      "; a size class is a value: write \"sizeClass\": \"\(key)\" at the top of the scenario, "
        + "beside \"start\", or the step {\"sizeClass\": \"\(key)\"}"
    default: nil
    }
  }

  /// Where `key` belongs, else the closest of `candidates`.
  static func hint(forKey key: String, among candidates: some Sequence<String>) -> String {
    placement(of: key) ?? hint(for: key, among: candidates)
  }
}
