import NavigationCore
import Testing

@testable import ScenarioFormat

/// The split-view part of the language (SPEC §5): `showDetail`, `collapse`, `expand`, the split
/// attributes and `screens.<Type>.defaultDetail`.
@Suite struct SplitDecodingTests {
  func operations(_ scenario: Scenario) -> [Operation] {
    scenario.steps.compactMap { step -> Operation? in
      guard case .perform(let operation) = step.action else { return nil }
      return operation
    }
  }

  @Test func theSplitStepsDecodeWithTheirSelectors() throws {
    let scenario = try decodeScenario(
      """
      {"start": {"split": {"primary": {"nav": ["Feed"]}}, "id": "main"},
       "steps": [
         {"showDetail": "Post"},
         {"showDetail": {"screen": "Author", "context": "7"}, "in": "#main", "from": "Post"},
         {"collapse": true}, {"expand": "#main"}, {"collapse": "split"}, {"sizeClass": "compact"}
       ]}
      """)
    #expect(
      operations(scenario) == [
        .showDetail(.screen("Post"), in: nil, from: nil),
        .showDetail(.screen("Author", context: "7"), in: .id("main"), from: .type("Post")),
        .collapse(nil), .expand(.id("main")), .collapse(.kind(.split)), .setSizeClass(.compact),
      ])
  }

  @Test func theSplitAttributesDecode() throws {
    let scenario = try decodeScenario(
      """
      {"start": {"split": {"primary": {"nav": ["Feed"]}, "secondary": {"nav": [
         {"screen": "Post", "detail": true}]}},
         "policy": "nest", "defaultDetail": {"screen": "Welcome", "context": "hi"}},
       "steps": [{"expect": {"split": {"primary": {"nav": []}, "secondary": {"nav": []},
         "compact": {"nav": ["Feed", "Post"]}}, "collapsed": true, "policy": "merge"}}]}
      """)
    var post = Blueprint.screen("Post")
    post.isDetail = true
    var expected = Blueprint.split(
      primary: .container(.nav, [.screen("Feed")]), secondary: .container(.nav, [post]))
    expected.policy = .nest
    expected.defaultDetail = .screen("Welcome", context: "hi")
    #expect(scenario.start == expected)
    guard case .check(.window(let expectation)) = scenario.steps.first?.action else {
      Issue.record("expect did not decode")
      return
    }
    #expect(expectation.isCollapsed == true)
    #expect(expectation.policy == .merge)
    #expect(expectation.columns.map(\.column) == [.primary, .secondary, .compact])
  }

  @Test func screensDefineDefaultDetailsPerType() throws {
    let scenario = try decodeScenario(
      """
      {"define": {"screens": {"Feed": {"defaultDetail": "Trending"},
                              "Red": {"defaultDetail": {"screen": "Orange", "context": "x"}}}},
       "start": {"split": {"primary": {"nav": ["Feed"]}}},
       "steps": [{"expectTop": "Trending"}, {"expectTop": "Orange"}]}
      """)
    #expect(
      scenario.definitions.defaultDetails == [
        "Feed": .screen("Trending"), "Red": .screen("Orange", context: "x"),
      ])
  }

  @Test func aModifierTheSplitStepsDoNotTakeSuggestsTheClosestOne() {
    expectDiagnostic(
      """
      {"start": {"split": {"primary": "A"}}, "steps": [{"showDetail": "B", ⟨"form": "A"}]}
      """, #"steps[0]: unknown key for "showDetail" "form"; did you mean "from"?"#)
    expectDiagnostic(
      """
      {"start": {"split": {"primary": "A"}}, "steps": [{"collapse": true, ⟨"in": "split"}]}
      """, #"steps[0]: unknown key for "collapse" "in""#)
    expectDiagnostic(
      """
      {"start": {"split": {"primary": "A"}}, "steps": [{⟨"colapse": true}]}
      """, #"steps[0]: unknown step "colapse"; did you mean "collapse"?"#)
  }

  @Test func collapseAndExpandTakeTrueOrASelector() {
    expectDiagnostic(
      """
      {"start": {"split": {"primary": "A"}}, "steps": [{"expand": ⟨false}]}
      """,
      ##"steps[0].expand: expected true or a selector ("#id", "Type", "nav", "top", "root"…), found a Boolean"##
    )
    expectDiagnostic(
      """
      {"start": {"split": {"primary": "A"}}, "steps": [{"collapse": ⟨"#mian"}]}
      """, #"steps[0].collapse: no controller with id "mian" appears in this scenario"#)
  }

  @Test func showDetailTakesANodeAndSelectors() {
    expectDiagnostic(
      """
      {"start": {"split": {"primary": "A"}}, "steps": [{"showDetail": ⟨3}]}
      """,
      #"steps[0].showDetail: expected a node (a screen type or an object such as {"nav": […]}), found a number"#
    )
    expectDiagnostic(
      """
      {"start": {"split": {"primary": "Feed"}}, "steps": [{"showDetail": "B", "from": ⟨"Fed"}]}
      """, #"steps[0].from: no screen of type "Fed" appears in this scenario; did you mean "Feed"?"#
    )
  }

  @Test func theCompactColumnCanOnlyBeExpected() {
    expectDiagnostic(
      """
      {"start": {"split": {"primary": "A", ⟨"compact": {"nav": ["B"]}}}}
      """,
      "start.split.compact: the compact column exists only while a merge split is collapsed; "
        + "it can only be expected (in an expect step or the golden); to start collapsed, write "
        + #""sizeClass": "compact" at the top of the scenario, beside "start""#)
  }

  @Test func collapsedFollowsTheSizeClass() {
    expectDiagnostic(
      """
      {"start": {"split": {"primary": "A"}, "collapsed": ⟨true}}
      """,
      #"start.collapsed: "collapsed" follows the size class and can only be expected; set "sizeClass" or use a collapse step instead"#
    )
  }

  @Test func aPolicyTypoSuggestsTheClosestPolicy() {
    expectDiagnostic(
      """
      {"start": {"split": {"primary": "A"}, "policy": ⟨"nets"}}
      """, #"start.policy: unknown split policy "nets"; did you mean "nest"?"#)
    expectDiagnostic(
      """
      {"start": {"split": {"primary": "A", ⟨"detail": "B"}}}
      """, #"start.split: unknown split column "detail""#)
  }

  @Test func aScreenSettingMustBeKnown() {
    expectDiagnostic(
      """
      {"define": {"screens": {"Feed": {⟨"defaultDetial": "X"}}}, "start": "Feed"}
      """,
      #"define.screens.Feed: unknown screen setting "defaultDetial"; did you mean "defaultDetail"?"#
    )
    expectDiagnostic(
      """
      {"define": {"screens": {"Feed": ⟨"X"}}, "start": "Feed"}
      """,
      #"define.screens.Feed: expected the settings of a screen type, such as {"defaultDetail": "Welcome"}, found a string"#
    )
    expectDiagnostic(
      """
      {"define": {"screens": ⟨["Feed"]}, "start": "Feed"}
      """, #"define.screens: expected an object, found an array"#)
    expectDiagnostic(
      """
      {"define": {"screens": {"Feed": {"defaultDetail": {"nav": ⟨"X"}}}}, "start": "Feed"}
      """, #"define.screens.Feed.defaultDetail.nav: expected an array of nodes, found a string"#)
  }

  @Test func aScreenWrittenTwiceIsRefused() {
    expectDiagnostic(
      """
      {"define": {"screens": {"Feed": {}, ⟨"Feed": {}}}, "start": "Feed"}
      """, #"duplicate key "Feed""#)
  }
}

/// `{"split": {}}`: a split with no columns yet, as a container factory builds it.
@Suite struct EmptySplitDecodingTests {
  @Test func aSplitMayStartWithoutColumns() throws {
    let scenario = try decodeScenario(#"{"start": {"split": {}, "policy": "nest"}}"#)
    #expect(scenario.start.kind == .split)
    #expect(scenario.start.columns.isEmpty)
  }
}
