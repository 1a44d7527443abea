// A `testcase` element as the one JUnit writer (`JUnitReport.document(named:testCases:seconds:)`)
// writes it, whatever it reports: a scenario or a matrix start of a run, an unreferenced golden,
// an action `navrun explore` tried.

/// One `testcase` element: its attributes, its tags, what failed and what it printed.
package struct JUnitTestCase {
  /// The `name` attribute.
  package var name: String
  /// The `classname` attribute, which CI servers show as the suite.
  package var classname: String
  /// The `file` attribute, which GitLab links to; nil leaves it out.
  package var file: String?
  /// The `time` attribute.
  package var seconds: Double
  /// A `property` named `tag` for each.
  package var tags: [String] = []
  /// The `failure` or `error` element; nil when the test passed.
  package var problem: Problem?
  /// The `system-out` element's text; empty leaves it out.
  package var output = ""

  /// Why a test did not pass.
  package struct Problem {
    /// An `error` element (the test could not run) rather than a `failure`.
    package var isError = false
    /// The `message` attribute.
    package var message: String
    /// The `type` attribute.
    package var type: String
    /// The element's text.
    package var body: String

    /// Creates a value with every stored property given.
    package init(isError: Bool = false, message: String, type: String, body: String) {
      self.isError = isError
      self.message = message
      self.type = type
      self.body = body
    }
  }

  /// Creates a value with every stored property given.
  package init(
    name: String, classname: String, file: String? = nil, seconds: Double, tags: [String] = [],
    problem: Problem? = nil, output: String = ""
  ) {
    self.name = name
    self.classname = classname
    self.file = file
    self.seconds = seconds
    self.tags = tags
    self.problem = problem
    self.output = output
  }
}
