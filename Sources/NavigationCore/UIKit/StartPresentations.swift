// A presentation written in a start sits where UIKit puts it: a `present` from the controller
// it is written on attaches to the root of that controller's layer, or for a context style to
// the nearest ancestor that defines the presentation context (Modal.swift), and the start holds
// the same tree. A tab's child that "presents" a sheet is the tab bar presenting it, shown
// whichever tab is selected. Two presentations that would attach to the same controller are a
// state UIKit cannot reach: the start is refused.

extension NavigationState {
  /// Moves every presentation of the start to the controller UIKit's `present` attaches it to,
  /// bottom layer first.
  mutating func attachStartPresentations() throws(NavigationError) {
    // Most starts present nothing: no walk for them.
    var moved = window.root.containsPresenter
    while moved {
      moved = false
      for (holder, path) in window.allControllers {
        guard let presentation = holder.presented else { continue }
        let presenter = presenterPath(from: path, style: presentation.style)
        guard presenter != path else { continue }
        if let existing = controller(at: presenter).presented {
          throw NavigationError(
            .alreadyPresenting,
            "\(holder.label) presents \(presentation.controller.label) in the start, but UIKit "
              + "has \(controller(at: presenter).label) present it, which already presents "
              + "\(existing.controller.label)")
        }
        window.update(at: path) { $0.presented = nil }
        window.update(at: presenter) { $0.presented = presentation }
        // The paths below have changed: walk the window again.
        moved = true
        break
      }
    }
  }
}
