import Testing

@testable import NavigationCore

/// A view declaring a delete alert whose Delete button presents an undo sheet, and a share
/// dialog.
private func inbox() -> Blueprint {
  var view = Blueprint.screen("Inbox")
  view.viewPresentations = [
    ViewPresentation(
      .alert, content: .screen("DeleteMessage"),
      buttons: [
        DialogButton(
          "Delete", role: .destructive,
          steps: [.setItem("undo", of: .sheet, on: .type("Inbox"), context: nil)]),
        DialogButton("Cancel", role: .cancel),
      ]),
    ViewPresentation(.confirmationDialog, content: .screen("Share")),
    ViewPresentation(.sheet, content: .screen("Undo")),
  ]
  return view
}

@Suite struct DialogTests {
  @Test func anAlertIsPresentedWithTheAlertStyle() throws {
    var state = try start(inbox())
    try state.run(.setItem("m1", of: .alert, on: nil, context: nil))
    let presented = try #require(state.window.root.presented)
    #expect(presented.requested == .alert)
    #expect(presented.controller.presentedItem == "m1")
    #expect(state.topLabel == "DeleteMessage")
  }

  @Test func aButtonDismissesTheDialogThenRunsItsSteps() throws {
    var state = try start(inbox())
    try state.run(.setItem("m1", of: .alert, on: nil, context: nil))
    try state.run(.tapButton("Delete", on: nil))
    // The alert is gone, so the button's setItem presents the sheet.
    #expect(state.window.root.presented?.requested == .pageSheet)
    #expect(state.topLabel == "Undo")
  }

  @Test func aCancelButtonOnlyDismisses() throws {
    var state = try start(inbox())
    try state.run(.setItem("m1", of: .alert, on: nil, context: nil))
    try state.run(.tapButton("Cancel", on: nil))
    #expect(state.window.root.presented == nil)
  }

  @Test func aButtonTheDialogLacksIsRefusedWithAHint() throws {
    var state = try start(inbox())
    try state.run(.setItem("m1", of: .alert, on: nil, context: nil))
    state.refuse(.tapButton("Delet", on: nil), with: .noSuchAction)
    state.refuse(.tapButton("OK", on: nil), with: .noSuchAction)
  }

  @Test func anAlertWithoutButtonsHasOK() throws {
    var view = Blueprint.screen("Login")
    view.viewPresentations = [ViewPresentation(.alert, content: .screen("Failed"))]
    var state = try start(view)
    try state.run(.setItem("f", of: nil, on: nil, context: nil))
    try state.run(.tapButton("OK", on: nil))
    #expect(state.window.root.presented == nil)
  }

  @Test func tapButtonOutsideADialogIsRefused() throws {
    var state = try start(inbox())
    state.refuse(.tapButton("Delete", on: nil), with: .noSuchPresentation)
    try state.run(.setItem("u", of: .sheet, on: nil, context: nil))
    state.refuse(.tapButton("Delete", on: nil), with: .noSuchPresentation)
  }

  @Test func aConfirmationDialogIsAPopoverInARegularWidthAndAnActionSheetInACompactOne() throws {
    var state = try start(inbox())
    try state.run(.setItem("s", of: .confirmationDialog, on: nil, context: nil))
    #expect(state.window.root.presented?.style == .popover)
    try state.run(.setItem(nil, of: .confirmationDialog, on: .type("Inbox"), context: nil))
    var compact = try start(inbox(), sizeClass: .compact)
    try compact.run(.setItem("s", of: .confirmationDialog, on: nil, context: nil))
    #expect(compact.window.root.presented?.style == .actionSheet)
  }
}
