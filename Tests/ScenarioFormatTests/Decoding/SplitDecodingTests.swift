import NavigationCore
import Testing

@testable import ScenarioFormat

/// The split-view part of the language (docs/split.md): `showDetail`, `collapse`, `expand`, the
/// split attributes and `screens.<Type>.defaultDetail`.
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

  @Test func theCompactColumnCanOnlyBeExpectedOfAClassicSplit() {
    expectDiagnostic(
      """
      {"start": {"split": {"primary": "A", ⟨"compact": {"nav": ["B"]}}}}
      """,
      #"start.split.compact: only a column-style split has a compact column: add "columnStyle": "#
        + #""doubleColumn" or "tripleColumn" beside "split" (a merge split's compact column "#
        + "exists only while it is collapsed, and can only be expected)")
  }

  @Test func aColumnStyleSplitDecodesWithEveryColumn() throws {
    let scenario = try decodeScenario(
      """
      {"start": {"split": {"primary": "A", "supplementary": "B", "secondary": "C",
                           "compact": "D"}, "columnStyle": "tripleColumn"}}
      """)
    var expected = Blueprint.split(
      primary: .screen("A"), secondary: .screen("C"), supplementary: .screen("B"))
    expected.columns.append(ColumnBlueprint(.compact, .screen("D")))
    expected.columnStyle = .tripleColumn
    #expect(scenario.start == expected)
  }

  @Test func aDoubleColumnSplitHasNoSupplementaryColumn() {
    expectDiagnostic(
      """
      {"start": {"split": {"primary": "A", ⟨"supplementary": "B"}, "columnStyle": "doubleColumn"}}
      """,
      #"start.split.supplementary: a doubleColumn split has no supplementary column; write "#
        + #""columnStyle": "tripleColumn" for three columns"#)
  }

  @Test func aColumnStyleTakesOnlyTheMergePolicyOfADoubleColumnSplit() throws {
    expectDiagnostic(
      """
      {"start": {"split": {"primary": "A"}, "columnStyle": "doubleColumn", "policy": ⟨"move"}}
      """,
      #"start.policy: "move" is BarManagingSplitViewController's, which manages a classic split; "#
        + #"remove "policy" or "columnStyle""#)
    expectDiagnostic(
      """
      {"start": {"split": {"primary": "A"}, "columnStyle": "doubleColumn", "policy": ⟨"nest"}}
      """,
      #"start.policy: "nest" is the classic split's rule; a column-style split without a policy "#
        + #"follows UIKit's column rules; remove "policy" or "columnStyle""#)
    expectDiagnostic(
      """
      {"start": {"split": {"primary": "A"}, "columnStyle": "tripleColumn", "policy": ⟨"merge"}}
      """,
      #"start.policy: AdaptiveCoordinator's merging split ("merge") is a doubleColumn split; "#
        + #"remove "policy" or "columnStyle""#)
    let merging = try decodeScenario(
      """
      {"start": {"split": {"primary": "A"}, "columnStyle": "doubleColumn", "policy": "merge"}}
      """)
    #expect(merging.start.policy == .merge)
    #expect(merging.start.columnStyle == .doubleColumn)
  }

  @Test func theTopColumnForCollapsingIsAColumnStyleSplitsNonCompactColumn() throws {
    let scenario = try decodeScenario(
      """
      {"start": {"split": {"primary": "A"}, "columnStyle": "doubleColumn",
                 "topColumnForCollapsing": "primary"}}
      """)
    #expect(scenario.start.topColumnForCollapsing == .primary)
    expectDiagnostic(
      """
      {"start": {"split": {"primary": "A"}, "topColumnForCollapsing": ⟨"primary"}}
      """,
      #"start.topColumnForCollapsing: topColumnForCollapsing is a column-style split's delegate "#
        + #"answer; add "columnStyle""#)
    expectDiagnostic(
      """
      {"start": {"split": {"primary": "A"}, "columnStyle": "doubleColumn",
                 "topColumnForCollapsing": ⟨"compact"}}
      """,
      "start.topColumnForCollapsing: a split with a compact column shows it when collapsed; "
        + "the top column is primary, supplementary or secondary")
  }

  @Test func anUnknownColumnStyleIsATypo() {
    expectDiagnostic(
      """
      {"start": {"split": {"primary": "A"}, "columnStyle": ⟨"doubleColumns"}}
      """,
      #"start.columnStyle: unknown column style "doubleColumns"; did you mean "doubleColumn"?"#)
  }

  @Test func theColumnStepsDecode() throws {
    let scenario = try decodeScenario(
      """
      {"start": {"split": {"primary": "A"}, "columnStyle": "tripleColumn", "id": "main"},
       "steps": [
         {"setColumn": "secondary", "to": "Post", "in": "#main"},
         {"setColumn": "compact", "to": {"nav": ["Phone"]}},
         {"setColumn": "secondary", "to": null},
         {"showColumn": "primary"}, {"hideColumn": "supplementary", "in": "#main"}
       ]}
      """)
    #expect(
      operations(scenario) == [
        .setColumn(.secondary, to: .screen("Post"), in: .id("main")),
        .setColumn(.compact, to: .container(.nav, [.screen("Phone")]), in: nil),
        .setColumn(.secondary, to: nil, in: nil),
        .showColumn(.primary, in: nil), .hideColumn(.supplementary, in: .id("main")),
      ])
  }

  @Test func theColumnStepsRefuseWrongValues() {
    expectDiagnostic(
      """
      {"start": {"split": {"primary": "A"}}, "steps": [⟨{"setColumn": "secondary"}]}
      """,
      #"steps[0]: missing the node to set, "to""#)
    expectDiagnostic(
      """
      {"start": {"split": {"primary": "A"}}, "steps": [{"setColumn": ⟨"detail", "to": "B"}]}
      """,
      #"steps[0].setColumn: unknown split column "detail""#)
    expectDiagnostic(
      """
      {"start": {"split": {"primary": "A"}}, "steps": [{"setColumn": "primary", "to": ⟨null}]}
      """,
      "steps[0].to: the primary column cannot be emptied: a split always has a primary; set it "
        + "to another node")
    expectDiagnostic(
      """
      {"start": {"split": {"primary": "A"}}, "steps": [{"showColumn": ⟨"compact"}]}
      """,
      "steps[0].showColumn: the compact column is shown whenever the split is collapsed; "
        + "showColumn takes primary, supplementary or secondary")
    expectDiagnostic(
      """
      {"start": {"split": {"primary": "A"}}, "steps": [{"hideColumn": "primary", ⟨"to": "B"}]}
      """,
      #"steps[0]: unknown key for "hideColumn" "to""#)
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
      """, #"define.screens: expected an object keyed by screen type, found an array"#)
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

@Suite struct DisplayModeDecodingTests {
  @Test func thePreferredModeAndTheTapDecode() throws {
    let scenario = try decodeScenario(
      """
      {"start": {"split": {"primary": "A", "secondary": "B"}, "columnStyle": "doubleColumn",
        "preferredDisplayMode": "secondaryOnly"},
       "steps": [{"tapDisplayModeButton": true}, {"tapDisplayModeButton": "split"}]}
      """)
    #expect(scenario.start.preferredDisplayMode == .secondaryOnly)
    let operations = scenario.steps.compactMap { step -> Operation? in
      guard case .perform(let operation) = step.action else { return nil }
      return operation
    }
    #expect(operations == [.tapDisplayModeButton(nil), .tapDisplayModeButton(.kind(.split))])
  }

  @Test func wrongModesAreLocated() {
    expectDiagnostic(
      """
      {"start": {"split": {"primary": "A"}, "columnStyle": "doubleColumn", "preferredDisplayMode": ⟨"secondaryOnyl"}}
      """,
      #"start.preferredDisplayMode: unknown display mode "secondaryOnyl"; did you mean "secondaryOnly"?"#
    )
    expectDiagnostic(
      """
      {"start": {"split": {"primary": "A"}, "preferredDisplayMode": ⟨"secondaryOnly"}}
      """,
      #"start.preferredDisplayMode: preferredDisplayMode is modelled for column-style splits; add "columnStyle""#
    )
    expectDiagnostic(
      """
      {"start": "A", "steps": [{"tapDisplayModeButton": ⟨false}]}
      """,
      ##"steps[0].tapDisplayModeButton: expected true or a selector ("#id", "Type", "nav", "top", "root"…), found a Boolean"##
    )
  }
}
