import Testing

@testable import NavigationCore

/// `sel > part`: a split's column and a tab by its place, and the errors for a part the
/// selected controller does not have.
@Suite struct SelectorPartTests {
  /// Tabs [nav[Feed], split(primary nav[Accounts], secondary nav[Account])], the split selected.
  let example = tabs(
    nav(screen("Feed"), id: "feed"),
    split(nav(screen("Accounts")), nav(screen("Account")), id: "accountsSplit"), selected: 1)

  @Test func partsParseTheirScenarioForm() throws {
    #expect(
      try Selector(parsing: "#accountsSplit > secondary")
        == .within(.id("accountsSplit"), [.column(.secondary)]))
    #expect(try Selector(parsing: "split>primary") == .within(.kind(.split), [.column(.primary)]))
    #expect(
      try Selector(parsing: "tabs > tab(1) > compact")
        == .within(.kind(.tabs), [.tab(1), .column(.compact)]))
    #expect(try Selector(parsing: "Detail<Item>") == .type("Detail<Item>"))
    #expect(Selector("#s > supplementary").description == "#s > supplementary")
    #expect(throws: SelectorSyntaxError.self) { try Selector(parsing: "#s > tertiary") }
    #expect(throws: SelectorSyntaxError.self) { try Selector(parsing: "tabs > tab(x)") }
    #expect(throws: SelectorSyntaxError.self) { try Selector(parsing: " > primary") }
  }

  @Test func aColumnIsTheControllerTheSplitHoldsThere() throws {
    let state = try start(example)
    let secondary = try state.window.resolve(Selector("#accountsSplit > secondary"))
    #expect(state.window[secondary]?.children.map(\.label) == ["Account"])
    let primary = try state.window.resolve(Selector("split > primary"))
    #expect(state.window[primary]?.children.map(\.label) == ["Accounts"])
  }

  @Test func aTabIsTheControllerAtThatPlace() throws {
    let state = try start(example)
    #expect(state.window[try state.window.resolve(Selector("tabs > tab(0)"))]?.id == "feed")
    let column = try state.window.resolve(Selector("root > tab(1) > secondary"))
    #expect(state.window[column]?.children.first?.type == "Account")
  }

  @Test func aPartTheControllerDoesNotHaveIsNotFound() throws {
    let state = try start(example)
    for (text, message) in [
      (
        "#accountsSplit > supplementary",
        "split #accountsSplit has no supplementary column; its columns are primary, secondary"
      ),
      (
        "#feed > primary",
        "nav #feed is not a split view controller: \"> primary\" names a split's column"
      ),
      ("tabs > tab(2)", "tabs has no tab 2; it has 2"),
      ("#feed > tab(0)", "nav #feed is not a tab bar controller: \"> tab(0)\" names a tab"),
    ] {
      let error = #expect(throws: NavigationError.self) {
        try state.window.resolve(Selector(text))
      }
      #expect(error?.code == .notFound)
      #expect(error?.message == message)
    }
  }

  @Test func aStepActsOnTheSelectedColumn() throws {
    var state = try start(example)
    try state.run(.push(.screen("Statement"), on: Selector("#accountsSplit > secondary")))
    #expect(state.stack(in: "accountsSplit", .secondary) == ["Account", "Statement"])
  }
}

extension NavigationState {
  /// The labels in a column's nav of the split with an id.
  fileprivate func stack(in split: String, _ column: SplitColumn) -> [String] {
    window.path(ofID: split).flatMap { window[$0] }?.column(column)?.children.map(\.label) ?? []
  }
}
