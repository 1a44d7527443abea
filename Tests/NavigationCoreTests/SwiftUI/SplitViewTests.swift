import Testing

@testable import NavigationCore

/// A three-column mail split view: mailboxes, the messages of one, a message.
private func mail(preferred: SplitViewColumn? = nil, columns: Int = 3) -> Blueprint {
  var split = Blueprint(kind: .split, id: "mail")
  var destinations = NavigationDestinations([
    "mailbox": .screen("MessageList"), "message": .screen("Message"),
  ])
  split.columns = [ColumnBlueprint(.primary, .screen("Mailboxes"))]
  if columns == 3 {
    split.columns.append(ColumnBlueprint(.supplementary, .screen("NoMailbox")))
    destinations.placeholders["supplementary"] = .screen("NoMailbox")
  }
  split.columns.append(ColumnBlueprint(.secondary, .screen("NoMessage")))
  destinations.placeholders["secondary"] = .screen("NoMessage")
  split.columnStyle = columns == 3 ? .tripleColumn : .doubleColumn
  split.topColumnForCollapsing = preferred?.column
  split.destinations = destinations
  return split
}

@Suite struct SplitViewTests {
  @Test func aSelectionShowsItsDestinationInTheNextColumn() throws {
    var state = try start(mail())
    #expect(state.window.root.isNavigationSplitView)
    try state.run(.setSelection("mailbox(inbox)", column: .sidebar, in: nil))
    #expect(state.window.root.column(.supplementary)?.children.first?.type == "MessageList")
    try state.run(.setSelection("message(4)", column: .content, in: nil))
    #expect(state.window.root.column(.secondary)?.children.map(\.type) == ["Message"])
    try state.run(.setSelection(nil, column: .content, in: nil))
    #expect(state.window.root.column(.secondary)?.children.map(\.type) == ["NoMessage"])
  }

  @Test func aTwoColumnSplitHasNoContentSelection() throws {
    var state = try start(mail(columns: 2))
    state.refuse(.setSelection("message(1)", column: .content, in: nil), with: .notInSplitView)
    try state.run(.setSelection("message(1)", column: .sidebar, in: nil))
    #expect(state.window.root.column(.secondary)?.children.first?.type == "Message")
  }

  @Test func aValueNoDestinationTakesChangesNothing() throws {
    var state = try start(mail())
    state.ignore(
      .setSelection("folder(x)", column: .sidebar, in: nil), with: .noNavigationDestination)
    #expect(state.window.root.column(.supplementary)?.children.first?.type == "NoMailbox")
  }

  @Test func collapsedThePreferredColumnIsOnTop() throws {
    var state = try start(mail(preferred: .sidebar))
    try state.run(.setSelection("mailbox(inbox)", column: .sidebar, in: nil))
    try state.run(.setSizeClass(.compact))
    #expect(state.topLabel == "Mailboxes")
    // Without a preferred column, the last column a selection fills.
    var unset = try start(mail())
    try unset.run(.setSelection("mailbox(inbox)", column: .sidebar, in: nil))
    try unset.run(.setSizeClass(.compact))
    #expect(unset.topLabel == "MessageList")
  }

  @Test func aSelectionInACollapsedSplitBringsItsColumnOnTop() throws {
    var state = try start(mail(preferred: .sidebar), sizeClass: .compact)
    try state.run(.setSelection("mailbox(inbox)", column: .sidebar, in: nil))
    #expect(state.topLabel == "MessageList")
    try state.run(.setSelection("message(4)", column: .content, in: nil))
    #expect(state.topLabel == "Message")
  }

  @Test func dismissPopsTheCollapsedStackAndClearsTheSelection() throws {
    var state = try start(mail(), sizeClass: .compact)
    try state.run(.setSelection("mailbox(inbox)", column: .sidebar, in: nil))
    try state.run(.setSelection("message(4)", column: .content, in: nil))
    try state.run(.dismissAction(nil))
    #expect(state.topLabel == "MessageList")
    #expect(state.window.root.column(.secondary)?.children.map(\.type) == ["NoMessage"])
    try state.run(.dismissAction(nil))
    #expect(state.topLabel == "Mailboxes")
  }

  @Test func dismissInAnExpandedSplitClearsTheSelection() throws {
    var state = try start(mail())
    try state.run(.setSelection("mailbox(inbox)", column: .sidebar, in: nil))
    try state.run(.setSelection("message(4)", column: .content, in: nil))
    try state.run(.dismissAction(.type("Message")))
    #expect(state.window.root.column(.secondary)?.children.map(\.type) == ["NoMessage"])
    state.ignore(.dismissAction(.type("Mailboxes")), with: .nothingToDismiss)
  }

  @Test func visibilityMapsOntoDisplayModes() {
    #expect(SplitViewVisibility.all.displayMode(for: .tripleColumn) == .twoBesideSecondary)
    #expect(SplitViewVisibility.doubleColumn.displayMode(for: .doubleColumn) == .oneBesideSecondary)
    #expect(SplitViewVisibility.detailOnly.displayMode(for: .tripleColumn) == .secondaryOnly)
    #expect(SplitViewVisibility(.secondaryOnly, style: .doubleColumn) == .detailOnly)
  }

  @Test func theGoldenNamesSwiftUIColumnsAndReadsBack() throws {
    var state = try start(mail(preferred: .detail))
    try state.run(.setSelection("mailbox(inbox)", column: .sidebar, in: nil))
    let text = state.window.text
    #expect(text.contains("navigationSplitView #mail [expanded, preferredCompactColumn: detail]"))
    #expect(text.contains("    content:\n"))
    let read = try #require(Window(text: text))
    #expect(read.text == text)
  }
}
