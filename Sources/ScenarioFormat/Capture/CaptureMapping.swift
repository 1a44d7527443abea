// A capture's classes as navrun's nodes (docs/captures.md#mapping-classes): UIKit's containers
// and the app's subclasses named in `classes` as navrun's containers, every other class a screen
// named by its class (module kept or dropped), and each presentation controller's class as the
// presentation style it shows.

import NavigationCore

/// How a scenario maps the classes of its captures.
struct CaptureClasses: Sendable, Equatable {
  /// The app's container subclasses (`"classes": {"MainTabBarController": "tabs"}`).
  var kinds: [String: Controller.Kind] = [:]
  /// The app's presentation controller classes with the style they show.
  var styles: [String: PresentationStyle] = [:]
  /// Whether a screen keeps its class's module (`App.FeedViewController`) or drops it.
  var keepsModules = false

  /// UIKit's (and FluidInterfaceKit's) containers.
  static let containers: [String: Controller.Kind] = [
    "UINavigationController": .nav, "UITabBarController": .tabs, "UISplitViewController": .split,
    "FluidStackController": .stack, "UIPageViewController": .pages,
  ]

  /// UIKit's presentation controllers.
  static let presentationControllers: [String: PresentationStyle] = [
    "_UIFullscreenPresentationController": .fullScreen,
    "_UIPageSheetPresentationController": .pageSheet,
    "_UIFormSheetPresentationController": .formSheet,
    "_UIOverFullscreenPresentationController": .overFullScreen,
    "_UICurrentContextPresentationController": .currentContext,
    "_UIOverCurrentContextPresentationController": .overCurrentContext,
    "UIPopoverPresentationController": .popover,
    "UIPresentationController": .custom,
  ]

  /// UIKit's content controllers, read as screens without a warning.
  static let uikitScreens: Set<String> = [
    "UIViewController", "UITableViewController", "UICollectionViewController",
    "UIHostingController", "UIAlertController", "UIActivityViewController", "UISearchController",
    "UIDocumentPickerViewController", "UIInputViewController", "UIReferenceLibraryViewController",
    "UIFontPickerViewController", "UIColorPickerViewController",
  ]

  /// The kind and the screen type of a class, with a warning when the class looks like one of
  /// UIKit's containers navrun does not model.
  func node(of className: String) throws(CaptureClassError) -> (
    kind: Controller.Kind, type: String, warning: String?
  ) {
    let readable = Self.demangled(className)
    let bare = Self.droppingModules(readable)
    if let kind = kinds[className] ?? kinds[readable] ?? kinds[bare] ?? Self.containers[bare] {
      return (kind, kind.uikitClass, nil)
    }
    if bare == "UIMoreNavigationController" {
      throw CaptureClassError(
        message: "UIMoreNavigationController: navrun does not read a tab bar's More list from a "
          + "capture; start from a node with `more` instead")
    }
    let type = keepsModules ? readable : bare
    let base = bare.prefix { $0 != "<" }
    let looksLikeUIKit = base.hasPrefix("UI") || base.hasPrefix("_UI")
    guard looksLikeUIKit, !Self.uikitScreens.contains(String(base)) else {
      return (.screen, type, nil)
    }
    return (
      .screen, type,
      "\(TextEscaping.jsonLiteral(bare)) is not a class navrun knows: read as a screen of that type "
        + "(name it in `classes` when it is a container)"
    )
  }

  /// The style a presentation controller's class shows, with a warning for a class of UIKit's
  /// navrun does not know.
  func style(of className: String) -> (style: PresentationStyle, warning: String?) {
    let bare = Self.droppingModules(className)
    if let style = styles[className] ?? styles[bare] ?? Self.presentationControllers[bare] {
      return (style, nil)
    }
    guard bare.hasPrefix("UI") || bare.hasPrefix("_UI") else { return (.custom, nil) }
    return (
      .custom,
      "the presentation controller \(TextEscaping.jsonLiteral(bare)) is not one navrun knows: "
        + "read as custom (name its style in `classes`)"
    )
  }

  /// A SwiftUI hosting controller's mangled name, `_TtGC7SwiftUI19UIHostingControllerV3App4Root_`,
  /// as `SwiftUI.UIHostingController<App.Root>`; `SwiftUI.UIHostingController` when its root
  /// view's type is not a plain struct; any other name as it is.
  static func demangled(_ name: String) -> String {
    let prefix = "_TtGC7SwiftUI19UIHostingController"
    guard name.hasPrefix(prefix) else { return name }
    var rest = Substring(name.dropFirst(prefix.count))
    guard rest.first == "V" else { return "SwiftUI.UIHostingController" }
    rest = rest.dropFirst()
    var parts: [Substring] = []
    while let digit = rest.first, digit.isASCII, digit.isNumber, parts.count < 2 {
      let digits = rest.prefix { $0.isASCII && $0.isNumber }
      guard digits.count <= 4, let length = Int(digits), length > 0 else { break }
      rest = rest.dropFirst(digits.count)
      guard rest.count >= length else { break }
      parts.append(rest.prefix(length))
      rest = rest.dropFirst(length)
    }
    guard parts.count == 2, rest == "_" else { return "SwiftUI.UIHostingController" }
    return "SwiftUI.UIHostingController<\(parts[0]).\(parts[1])>"
  }

  /// A name without the module of each type it names: `App.Feed` as `Feed`,
  /// `SwiftUI.UIHostingController<App.Root>` as `UIHostingController<Root>`; only the first
  /// component of each name is a module, so `App.Outer.Inner` is `Outer.Inner`.
  static func droppingModules(_ name: String) -> String {
    guard name.contains(".") else { return name }
    var result = ""
    var segment = Substring(name)
    while !segment.isEmpty {
      // A name starts here: drop `Module.` when the first component is followed by a dot.
      let component = segment.prefix { $0 != "." && $0 != "<" && $0 != ">" && $0 != "," }
      if segment.dropFirst(component.count).first == ".", !component.isEmpty {
        segment = segment.dropFirst(component.count + 1)
      }
      let name = segment.prefix { $0 != "<" && $0 != ">" && $0 != "," }
      result += name
      segment = segment.dropFirst(name.count)
      let separators = segment.prefix { $0 == "<" || $0 == ">" || $0 == "," || $0 == " " }
      result += separators
      segment = segment.dropFirst(separators.count)
    }
    return result
  }
}

/// A class a capture holds that navrun cannot read.
struct CaptureClassError: Error {
  var message: String
}
