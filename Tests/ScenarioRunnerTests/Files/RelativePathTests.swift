import Testing

@testable import ScenarioRunner

/// Reports show a path relative to the current folder when it is below it.
@Suite struct RelativePathTests {
  @Test func theJUnitClassnameIsRelativeToTheCurrentFolder() {
    #expect(RelativePath.of("/work/x/Scenarios/a.json", from: "/work/x") == "Scenarios/a.json")
    #expect(RelativePath.of("./Scenarios/a.json", from: "/work/x") == "Scenarios/a.json")
    #expect(RelativePath.of("/elsewhere/a.json", from: "/work/x") == "/elsewhere/a.json")
  }
}
