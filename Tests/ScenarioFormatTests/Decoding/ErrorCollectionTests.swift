import Testing

@testable import ScenarioFormat

/// Every error of a file in one run: decoding goes on past a bad key, start or step, reports
/// the errors in file order, stops at the limit, and stops at once where going on would report
/// errors that are not there.
@Suite struct ErrorCollectionTests {
  @Test func everyBadKeyStepAndValueIsReportedInFileOrder() {
    expectDiagnostics(
      """
      {"start": {"nav": ["Feed"]},
       ⟨"bogus": 1,
       "steps": [
         {⟨"pussh": "Post"},
         {"push": "Post", ⟨"onn": "nav"},
         {"push": "Post"},
         {"expectTop": ⟨"Psot"},
         {"push": ⟨3}
       ],
       "sizeClass": ⟨"tiny",
       "golden": ⟨3}
      """,
      [
        #"unknown key "bogus""#,
        #"steps[0]: unknown step "pussh"; did you mean "push"?"#,
        #"steps[1]: unknown key for "push" "onn"; did you mean "on"?"#,
        #"steps[3].expectTop: no screen of type "Psot" appears in this scenario; did you mean "Post"?"#,
        #"steps[4].push: expected a node (a screen type or an object such as {"nav": […]}), found a number"#,
        #"sizeClass: unknown size class "tiny""#,
        #"golden: expected true, false or {"at": selector}, found a number"#,
      ])
  }

  @Test func aStartThatDoesNotDecodeStillLetsTheStepsBeRead() {
    expectDiagnostics(
      """
      {"start": {"nav": ["Feed"], ⟨"slected": 1},
       "steps": [{"push": "Post"}, {"pop": ⟨3}]}
      """,
      [
        #"start: unknown nav attribute "slected""#,
        ##"steps[1].pop: expected true or a selector ("#id", "Type", "nav", "top", "root"…), found a number"##,
      ])
  }

  @Test func aSelectorNamingWhatOnlyABadPartWritesIsNotReportedAsATypo() {
    // `Cart` is pushed by a step that does not decode, and `Home` is in a start that does not:
    // the error to fix is theirs, not the selectors'.
    expectDiagnostics(
      """
      {"start": {"nav": ["Home"], ⟨"bogus": true},
       "steps": [
         {"push": "Cart", ⟨"onn": "nav"},
         {"expectTop": "Cart"},
         {"popTo": "Home"},
         {"expectTop": ⟨"Kart"}
       ]}
      """,
      [
        #"start: unknown nav attribute "bogus""#,
        #"steps[0]: unknown key for "push" "onn"; did you mean "on"?"#,
        #"steps[3].expectTop: no screen of type "Kart" appears in this scenario"#,
      ])
  }

  @Test func theSelectorsOfAStepLeftOutAreNotChecked() {
    expectDiagnostics(
      """
      {"start": {"nav": ["Home"]},
       "steps": [{"push": "Post", "on": "#nowhere", ⟨"style": "pageSheet"}]}
      """,
      [#"steps[0]: unknown key for "push" "style""#])
  }

  @Test func aFileThatIsNotJSONHasOneError() {
    expectDiagnostics(
      """
      {"start": {"nav": ["Home"]}, "bogus": 1,
       "steps": [⟨}
      """, ["expected a JSON value"])
  }

  @Test func definitionsThatDoNotDecodeLetTheRestBeRead() {
    expectDiagnostics(
      """
      {⟨"bogus": 1,
       "define": {"templates": {"card": ⟨3}},
       "start": {"nav": ["Home"]},
       "steps": [{⟨"pussh": "Post"}]}
      """,
      [
        #"unknown key "bogus""#,
        #"templates.card: expected a node (a screen type or an object such as {"nav": […]}), found a number"#,
        #"steps[0]: unknown step "pussh"; did you mean "push"?"#,
      ])
  }

  @Test func decodingStopsAtTheLimitAndSaysSo() throws {
    let steps = Array(repeating: #"{"pussh": "A"}"#, count: 30).joined(separator: ", ")
    let text = #"{"start": "A", "steps": [\#(steps)]}"#
    #expect {
      try decodeScenario(text)
    } throws: { error in
      let all = (error as? Diagnostic)?.allErrors ?? []
      return all.count == ScenarioLoader.maximumErrors + 1
        && all.prefix(ScenarioLoader.maximumErrors).allSatisfy {
          $0.message.hasSuffix(#"unknown step "pussh"; did you mean "push"?"#)
        }
        && all.last?.location == nil
        && all.last?.message == "navrun stops at 20 errors in a file; fix these and run it again"
    }
  }

  @Test func eachErrorShowsItsOwnSourceLine() throws {
    let text = """
      {"start": "A",
       "steps": [
         {"pussh": "A"},
         {"popp": true}
       ]}
      """
    #expect {
      try decodeScenario(text)
    } throws: { error in
      let all = (error as? Diagnostic)?.allErrors ?? []
      return all.map(\.sourceLine) == [#"   {"pussh": "A"},"#, #"   {"popp": true}"#]
        && all.allSatisfy(\.followingErrors.isEmpty)
    }
  }
}
