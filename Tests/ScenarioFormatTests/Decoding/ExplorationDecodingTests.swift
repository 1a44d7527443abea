import NavigationCore
import Testing

@testable import ScenarioFormat

/// The `explore` section's keys for the app's own logic: values for actions in `contexts`,
/// `urls`, and the properties `never`, `always` and `reachable`.
@Suite struct ExplorationDecodingTests {
  private static let app =
    #""define": {"screens": {"Home": {"actions": {"open": [{"push": {"screen": "Item", "context": "$arg"}}], "close": [{"pop": true}]}}}, "app": {"actions": {"find": [{"push": {"screen": "Search", "context": "$arg"}}]}}}"#

  @Test func contextsListValuesForActionsAsForDestinations() throws {
    let scenario = try decodeScenario(
      #"{"# + Self.app
        + #", "start": {"nav": ["Home"]}, "explore": {"contexts": {"open": ["1", "2"], "find": ["x"]}, "urls": ["app://item/1"]}}"#
    )
    #expect(scenario.exploration?.contexts == ["open": ["1", "2"], "find": ["x"]])
    #expect(scenario.exploration?.urls == ["app://item/1"])
  }

  @Test func propertiesAreConditionsAndScreenTypes() throws {
    let scenario = try decodeScenario(
      #"{"state": {"signedIn": true}, "start": {"nav": ["Home"]}, "explore": {"never": {"top": "SignIn", "state": {"signedIn": true}}, "always": {"exists": "nav"}, "reachable": ["Home", "SignIn"]}}"#
    )
    #expect(
      scenario.exploration?.never
        == .all([.top(Selector("SignIn")), .state(StateCondition(["signedIn": .bool(true)]))]))
    #expect(scenario.exploration?.always == .exists(Selector("nav")))
    #expect(scenario.exploration?.reachable == ["Home", "SignIn"])
  }

  @Test func aContextForAnActionThatTakesNoValueIsAnError() {
    expectDiagnostic(
      #"{"# + Self.app
        + #", "start": {"nav": ["Home"]}, "explore": {"contexts": {⟨"close": ["1"]}}}"#,
      #"explore.contexts: the action "close" takes no value (its steps write no $arg): it is tried as it is"#
    )
  }

  @Test func anUnknownNameInContextsSaysWhatWasMeant() {
    expectDiagnostic(
      #"{"# + Self.app
        + #", "start": {"nav": ["Home"]}, "explore": {"contexts": {⟨"opne": ["1"]}}}"#,
      #"explore.contexts: unknown destination or action "opne"; did you mean "open"?"#)
  }

  @Test func aBadPropertyIsALocatedError() {
    expectDiagnostic(
      #"{"start": {"nav": ["Home"]}, "explore": {"never": {⟨"topp": "SignIn"}}}"#,
      #"explore.never: unknown condition key "topp"; did you mean "top"?"#)
    expectDiagnostic(
      #"{"start": {"nav": ["Home"]}, "explore": {"reachable": [⟨""]}}"#,
      #"explore.reachable[0]: expected a screen type, found """#)
  }
}
