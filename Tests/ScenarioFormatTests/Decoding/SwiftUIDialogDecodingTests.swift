import NavigationCore
import Testing

@testable import ScenarioFormat

@Suite struct SwiftUIDialogDecodingTests {
  @Test func anAlertDecodesItsTitleButtonsAndSteps() throws {
    let scenario = try decodeScenario(
      """
      {"start": {"screen": "Inbox",
                 "alert": {"title": "Delete", "actions": [
                   {"button": "Delete", "role": "destructive", "do": [{"pop": true}]},
                   {"button": "Cancel", "role": "cancel"}]},
                 "confirmationDialog": {"title": "Share"}},
       "steps": [{"tapButton": "Delete", "on": "Delete"}]}
      """)
    let declared = scenario.start.viewPresentations
    #expect(declared.map(\.kind) == [.alert, .confirmationDialog])
    #expect(declared[0].content == .screen("Delete"))
    #expect(
      declared[0].buttons == [
        DialogButton("Delete", role: .destructive, steps: [.pop(nil)]),
        DialogButton("Cancel", role: .cancel),
      ])
    #expect(declared[1].buttons.isEmpty)
    guard case .perform(let operation) = scenario.steps[0].action else {
      Issue.record("not an operation")
      return
    }
    #expect(operation == .tapButton("Delete", on: .type("Delete")))
  }

  @Test func aDialogsButtonsAreCheckedWhereTheyAreWritten() {
    expectDiagnostic(
      """
      {"start": {"screen": "A", "alert": ⟨{"actions": []}}}
      """, #"start.alert: missing the dialog's "title""#)
    expectDiagnostic(
      """
      {"start": {"screen": "A", "alert": {"title": "T", "actions": [{"button": "X"}, ⟨{"button": "X"}]}}}
      """, #"start.alert.actions[1]: the button "X" is written twice"#)
    expectDiagnostic(
      """
      {"start": {"screen": "A", "alert": {"title": "T", "actions": [{"button": "X", "role": ⟨"maybe"}]}}}
      """, #"start.alert.actions[0].role: unknown button role "maybe""#)
    expectDiagnostic(
      """
      {"start": {"screen": "A", "confirmationDialog": {"title": ⟨3}}}
      """,
      #"start.confirmationDialog.title: expected a screen type, such as "Delete", found a number"#)
  }

  @Test func aSheetDecodesItsOptions() throws {
    let scenario = try decodeScenario(
      """
      {"start": {"screen": "Map", "sheet": {"content": "Search", "detents": ["medium", "large"],
        "detent": "large", "interactiveDismissDisabled": true,
        "backgroundInteraction": {"upThrough": "medium"}}},
       "steps": [{"setDetent": "medium"}]}
      """)
    #expect(
      scenario.start.viewPresentations.first?.sheetOptions
        == SheetOptions(
          detents: ["medium", "large"], selected: "large", interactiveDismissDisabled: true,
          backgroundInteraction: .enabledUpThrough("medium")))
  }

  @Test func aSheetsOptionsAreCheckedWhereTheyAreWritten() {
    expectDiagnostic(
      """
      {"start": {"screen": "A", "sheet": {"content": "S", "detents": ["medium", ⟨"small"]}}}
      """,
      #"start.sheet.detents[1]: a detent is "medium", "large", "fraction(F)" with F up to 1 or "height(H)", found "small""#
    )
    expectDiagnostic(
      """
      {"start": {"screen": "A", "sheet": {"content": "S", "detents": ["medium"], "detent": ⟨"large"}}}
      """, #"start.sheet.detent: "large" is not one of the sheet's detents (medium)"#)
    expectDiagnostic(
      """
      {"start": {"screen": "A", "sheet": {"content": "S", "backgroundInteraction": ⟨"sometimes"}}}
      """,
      #"start.sheet.backgroundInteraction: a background interaction is "automatic", "disabled", "enabled" or {"upThrough": detent}, found "sometimes""#
    )
    expectDiagnostic(
      """
      {"start": {"screen": "A", "popover": {"content": "S", ⟨"detents": ["medium"]}}}
      """, #"start.popover: unknown popover key "detents""#)
    expectDiagnostic(
      """
      {"start": {"screen": "A"}, "steps": [{"setDetent": ⟨"fraction(2)"}]}
      """,
      #"steps[0].setDetent: a detent is "medium", "large", "fraction(F)" with F up to 1 or "height(H)", found "fraction(2)""#
    )
  }
}
