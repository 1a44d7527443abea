// SwiftUI's `alert` and `confirmationDialog` (docs/swiftui.md#alerts-and-confirmation-dialogs):
// a view declares the dialog and its buttons; SwiftUI shows it with UIKit's alert controller,
// an alert as an alert, a confirmation dialog as an action sheet (a popover anchored to the view
// in a regular width). A tap on any button dismisses the dialog: "When the user presses or taps
// one of the alert's actions, the system sets this value to false and dismisses"
// (https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:actions:)-1bkka),
// then the button's own steps run. An alert without buttons has SwiftUI's "OK".

/// A button of an alert or a confirmation dialog.
public struct DialogButton: Sendable, Equatable {
  /// The button's label, which `tapButton` names.
  public var label: String
  /// `ButtonRole`: `cancel` or `destructive`; nil for a plain button.
  public var role: ButtonRole?
  /// The app's steps the button runs once the dialog is dismissed.
  public var steps: [Operation]

  /// Creates a button.
  public init(_ label: String, role: ButtonRole? = nil, steps: [Operation] = []) {
    self.label = label
    self.role = role
    self.steps = steps
  }

  /// The button SwiftUI adds to an alert declared without any.
  public static let implicitOK = DialogButton("OK")
}

/// SwiftUI's `ButtonRole` of a dialog's button.
public enum ButtonRole: String, Sendable, Equatable, CaseIterable {
  /// Cancels: the dialog is dismissed and nothing else happens unless the button says so.
  case cancel
  /// Deletes or destroys something: drawn in red, dismissed like any button.
  case destructive
}

extension ViewPresentation {
  /// The buttons the user sees: those declared, or SwiftUI's "OK" for an alert without any.
  public var shownButtons: [DialogButton] {
    buttons.isEmpty && kind == .alert ? [.implicitOK] : buttons
  }
}

extension NavigationState {
  /// The view-owned dialog the selected controller is (default: `top`): the path of the view
  /// that declares it, and its declaration.
  func viewDialog(at selector: Selector?) throws(NavigationError)
    -> (presenter: ControllerPath, declaration: ViewPresentation)
  {
    let path = try window.resolve(selector ?? .top)
    let label = controller(at: path).label
    guard let presenter = path.layerRoot.presenter,
      let presented = controller(at: presenter).presented,
      let kind = ViewPresentationKind(style: presented.requested), kind.isDialog,
      let declaration = controller(at: presenter).viewPresentations.first(where: {
        $0.kind == kind
      })
    else {
      throw NavigationError(
        .noSuchPresentation,
        "\(label) is not in an alert or a confirmationDialog a SwiftUI view declares")
    }
    return (presenter, declaration)
  }

  /// `tapButton`: the user taps a button of the dialog on `top` (or the selected one).
  ///
  /// The dialog is dismissed, then the button's steps run.
  mutating func tapButton(_ label: String, on selector: Selector?) throws(NavigationError) {
    let (presenter, declaration) = try viewDialog(at: selector)
    let buttons = declaration.shownButtons
    guard let button = buttons.first(where: { $0.label == label }) else {
      let dialog = controller(at: presenter + [.presented]).label
      throw NavigationError(
        .noSuchAction,
        "the \(declaration.kind.rawValue) \(dialog) has no button \(Self.quoted(label))"
          + Suggestion.hint(for: label, among: buttons.map(\.label)))
    }
    try dismissViewPresentation(by: presenter)
    guard !button.steps.isEmpty else { return }
    try enterNested(
      \.actionDepth, .actionLoop, "the button \(Self.quoted(label))",
      "runs inside \(Self.maximumNestedRuns) actions that run each other")
    defer { hints.actionDepth -= 1 }
    try runSteps(button.steps)
  }
}
