import Testing

@testable import ScenarioRunner

/// `fileName` names the same component as splitting the path at every slash would.
@Suite struct FileNameTests {
  @Test(arguments: [
    ("Scenarios/a/b.json", "b.json"), ("b.json", "b.json"), ("/abs/path/c.json", "c.json"),
    ("folder/", "folder"), ("a//b.json", "b.json"), ("a/b//", "b"), ("/", "/"), ("", ""),
    ("écrans/détail.json", "détail.json"), ("👍🏽/🇫🇷.json", "🇫🇷.json"), ("e\u{301}/", "e\u{301}"),
  ])
  func fileNameIsTheLastNonEmptyComponent(path: String, expected: String) {
    #expect(path.fileName == expected)
    #expect(path.fileName == (path.split(separator: "/").last.map(String.init) ?? path))
  }
}
