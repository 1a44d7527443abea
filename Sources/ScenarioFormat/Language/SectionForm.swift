// A definitions section, declared once: its key, the schema of its value, what it defines, and
// where the docs and an example show it. The definitions decoder's list of sections, the
// schema's `definitions` and the docs' section table read these declarations
// (`Language.sections`).

/// One section of `define` and of definitions files.
package struct SectionForm: Sendable {
  /// The section's key, such as `templates`.
  package let key: String
  /// The schema of its value, description included.
  package let schema: PlainJSON
  /// What a section that is not of its form should be, in the error that says so.
  package let expected: String
  /// The docs page and anchor that describe it, relative to `docs/`.
  package let docs: String
  /// An example that uses it, from the package's folder.
  package let example: String

  init(
    _ key: String, schema: PlainJSON, expected: String = "an object", docs: String,
    example: String
  ) {
    self.key = key
    self.schema = schema
    self.expected = expected
    self.docs = docs
    self.example = example
  }
}
