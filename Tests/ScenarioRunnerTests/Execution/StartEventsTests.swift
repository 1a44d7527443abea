import NavigationCore
import ScenarioFormat
import Testing

@testable import ScenarioRunner

/// What building the start logs (a split that starts collapsed migrates its detail) reaches the
/// golden like a step's events and warnings.
@Suite struct StartEventsTests {
  func golden(_ text: String) throws -> String? {
    let scenario = try ScenarioLoader().decode(Array(text.utf8), file: "start.json")
    return ScenarioExecution.run(scenario).golden
  }

  @Test func theStartsWarningsAndEventsAreInTheGolden() throws {
    let text = try golden(
      """
      {"sizeClass": "compact", "record": ["events"],
       "start": {"split": {"primary": "Menu", "secondary": {"nav": ["Article"]}}, "policy": "move"}}
      """)
    #expect(
      text == """
        -- events --
        start
          warning: detailDiscarded: split collapsed, but its primary has no navigation controller to take the detail; discarded Article

        -- warnings --
        start: detailDiscarded: split collapsed, but its primary has no navigation controller to take the detail; discarded Article

        -- final --
        window (compact)
          split [collapsed, policy: move]
            primary:
              Menu  <- top

        """)
  }

  @Test func aQuietStartAddsNothing() throws {
    let text = try golden(#"{"start": {"split": {"primary": {"nav": ["Feed"]}}}}"#)
    #expect(text?.hasPrefix("window (regular)") == true)
  }
}
