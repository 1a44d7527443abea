// Forms several steps share, declared once: the schema of a tab reference and the modifiers
// that send a step to a tab bar or a split.

extension PlainJSON {
  /// A tab: its index, the More item, its controller, or the tab holding a controller.
  static let tabReference: PlainJSON = ["$ref": "#/$defs/tab"]
}

extension StepModifier {
  /// `in`: the tab bar a step is sent to.
  static let tabBar = StepModifier(
    "in", ["description": "The tab bar.", "$ref": "#/$defs/selector"])

  /// `in`: the split a step is sent to.
  static let splitTarget = StepModifier(
    "in",
    [
      "description":
        "The split, or a controller inside it (default: the first split in search order).",
      "$ref": "#/$defs/selector",
    ])
}
