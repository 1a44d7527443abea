import Testing

@testable import ScenarioRunner

@Suite struct GlobTests {
  @Test(arguments: [
    ("*.json", "a.json", true),
    ("*.json", "tabs/a.json", false),
    ("tabs/*", "tabs/a.json", true),
    ("tabs/*", "tabs/deep/a.json", false),
    ("tabs/**", "tabs/deep/a.json", true),
    ("**/a.json", "a.json", true),
    ("**/a.json", "x/y/a.json", true),
    ("**/a.json", "x/ya.json", false),
    ("a?c", "abc", true),
    ("a?c", "a/c", false),
    ("Login *", "Login with a password", true),
    ("\\*", "*", true),
    ("\\*", "a", false),
    ("", "", true),
    ("**", "anything/at/all", true),
  ])
  func globsMatchWholeStrings(pattern: String, text: String, matches: Bool) {
    #expect(Glob(pattern).matches(text) == matches)
  }
}
