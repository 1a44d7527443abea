// SwiftUI's sheet options (docs/swiftui.md#sheet-options): `presentationDetents(_:selection:)`,
// `interactiveDismissDisabled(_:)` and `presentationBackgroundInteraction(_:)`. "By default,
// sheets support the large detent"; a sheet shows at the smallest of its detents until one is
// selected, as UIKit's sheet presentation controller, which SwiftUI's sheet is, does
// (https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/selecteddetentidentifier),
// and the selection must be one of them ("Ensure that the value matches one of the detents that
// you provide",
// https://developer.apple.com/documentation/swiftui/view/presentationdetents(_:selection:)).
// `interactiveDismissDisabled` keeps the user from dragging the sheet down; the app still
// dismisses it. The view behind a sheet takes no taps ("SwiftUI automatically disables the view
// behind a sheet that you present",
// https://developer.apple.com/documentation/swiftui/view/presentationbackgroundinteraction(_:))
// unless the sheet enables it, up through a detent: "At detents larger than the one you
// specify, SwiftUI disables interaction"
// (https://developer.apple.com/documentation/swiftui/presentationbackgroundinteraction/enabled(upthrough:)).

/// `PresentationBackgroundInteraction`: whether the user can use the view behind a sheet.
public enum BackgroundInteraction: Sendable, Equatable {
  /// `.automatic`, `.disabled`: the view behind takes no taps.
  case disabled
  /// `.enabled`: the view behind takes taps at every detent.
  case enabled
  /// `.enabled(upThrough:)`: the view behind takes taps at this detent and the smaller ones.
  case enabledUpThrough(String)
}

/// The options of a view-owned sheet: its detents, the one it rests at, whether the user may
/// drag it away, and whether the view behind stays usable.
public struct SheetOptions: Sendable, Equatable {
  /// The detents, smallest first (`medium`, `large`, `fraction(0.3)`, `height(200)`); empty for
  /// SwiftUI's default, `large` alone.
  public var detents: [String]
  /// The detent the sheet rests at; nil for the smallest.
  public var selected: String?
  /// `interactiveDismissDisabled`: `swipeDown` is refused with a warning.
  public var interactiveDismissDisabled: Bool
  /// `presentationBackgroundInteraction`.
  public var backgroundInteraction: BackgroundInteraction

  /// Creates options.
  public init(
    detents: [String] = [], selected: String? = nil, interactiveDismissDisabled: Bool = false,
    backgroundInteraction: BackgroundInteraction = .disabled
  ) {
    self.detents = detents
    self.selected = selected
    self.interactiveDismissDisabled = interactiveDismissDisabled
    self.backgroundInteraction = backgroundInteraction
  }

  /// The detents the sheet supports: those declared, or `large`.
  public var supportedDetents: [String] { detents.isEmpty ? ["large"] : detents }

  /// The detent the sheet rests at now.
  public var currentDetent: String { selected ?? supportedDetents[0] }

  /// Whether the view behind takes taps at the current detent.
  public var allowsBackgroundInteraction: Bool {
    switch backgroundInteraction {
    case .disabled: false
    case .enabled: true
    case .enabledUpThrough(let largest):
      (supportedDetents.firstIndex(of: currentDetent) ?? 0)
        <= (supportedDetents.firstIndex(of: largest) ?? -1)
    }
  }

  /// Whether the golden shows nothing of the options: SwiftUI's defaults.
  public var isDefault: Bool { self == SheetOptions() }

  /// What the golden writes: `detent: medium of medium, large; background interactive up
  /// through medium; interactiveDismissDisabled`.
  public var summary: String {
    var parts = ["detent: \(currentDetent) of \(supportedDetents.joined(separator: ", "))"]
    switch backgroundInteraction {
    case .disabled: break
    case .enabled: parts.append("background enabled")
    case .enabledUpThrough(let detent): parts.append("background enabled up through \(detent)")
    }
    if interactiveDismissDisabled { parts.append("interactiveDismissDisabled") }
    return parts.joined(separator: "; ")
  }

  /// Reads a `summary` back; nil when the text is not one.
  public init?(summary text: Substring) {
    var parts = text.split(separator: ";").map { $0.drop { $0 == " " } }
    guard let first = parts.first, first.hasPrefix("detent: "),
      let of = first.firstRange(of: " of ")
    else { return nil }
    parts.removeFirst()
    let current = String(first[first.index(first.startIndex, offsetBy: 8)..<of.lowerBound])
    let detents = first[of.upperBound...].split(separator: ",").map {
      String($0.drop { $0 == " " })
    }
    self.init(
      detents: detents == ["large"] ? [] : detents,
      selected: current == detents.first ? nil : current)
    for part in parts {
      if part == "interactiveDismissDisabled" {
        interactiveDismissDisabled = true
      } else if part == "background enabled" {
        backgroundInteraction = .enabled
      } else if part.hasPrefix("background enabled up through ") {
        backgroundInteraction = .enabledUpThrough(String(part.dropFirst(30)))
      } else {
        return nil
      }
    }
  }

  /// Whether a detent is written as SwiftUI names one: `medium`, `large`, `fraction(F)` with F
  /// in (0, 1], or `height(H)` with H above 0.
  public static func isDetent(_ text: String) -> Bool {
    if text == "medium" || text == "large" { return true }
    for (prefix, upper) in [("fraction(", 1.0), ("height(", Double.infinity)] {
      guard text.hasPrefix(prefix), text.hasSuffix(")") else { continue }
      let number = text.dropFirst(prefix.count).dropLast()
      guard number.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }),
        let value = Double(number)
      else { return false }
      return value > 0 && value <= upper
    }
    return false
  }
}

extension NavigationState {
  /// `setDetent`: the sheet holding the selected view (default: `top`) rests at another of its
  /// detents, as the app sets the selection binding or the user drags it.
  mutating func setDetent(_ detent: String, on selector: Selector?) throws(NavigationError) {
    let path = try window.resolve(selector ?? .top)
    let layer = path.layerRoot
    guard let options = viewOwnedSheetOptions(of: layer) else {
      throw NavigationError(
        .noSuchPresentation,
        "\(controller(at: path).label) is not in a sheet a SwiftUI view declares")
    }
    let sheet = controller(at: layer)
    guard options.supportedDetents.contains(detent) else {
      throw NavigationError(
        .noSuchDetent,
        "the sheet \(sheet.label) has no detent \(Self.quoted(detent)) (its detents: "
          + "\(options.supportedDetents.joined(separator: ", "))); the selection must be one "
          + "of them")
    }
    guard options.currentDetent != detent else { return }
    var changed = options
    changed.selected = detent == options.supportedDetents[0] ? nil : detent
    window.update(at: layer) { $0.sheetOptions = changed.isDefault ? nil : changed }
  }

  /// The options of the layer root at the path when it is the content of a sheet a SwiftUI
  /// view declares (SwiftUI's defaults where it states none); nil for any other layer.
  func viewOwnedSheetOptions(of layer: ControllerPath) -> SheetOptions? {
    guard let presenter = layer.presenter,
      let presented = controller(at: presenter).presented,
      presented.controller.presentedItem != nil, presented.requested == .pageSheet
    else { return nil }
    return presented.controller.sheetOptions ?? SheetOptions()
  }

  /// Refuses a tap on a view behind a SwiftUI sheet that does not enable background
  /// interaction at its current detent.
  func checkBackgroundInteraction(at path: ControllerPath) throws(NavigationError) {
    let topmost = window.topmostLayer
    guard path.layerRoot != topmost, let options = viewOwnedSheetOptions(of: topmost),
      !options.allowsBackgroundInteraction
    else { return }
    let sheet = controller(at: topmost)
    throw NavigationError(
      .backgroundNotInteractive,
      "\(controller(at: path).label) is behind the sheet \(sheet.label), which does not let "
        + "the user interact with the view behind it at the detent \(options.currentDetent)")
  }
}
