// RouteComposer's `SearchOptions`: the bits that steer `StackIteratingFinder` through the
// controller tree, and the presets built from them. The description lists the bits in bit order,
// comma-separated, as RouteComposer's does.

/// Where a finder looks, starting from its starting point (RouteComposer's `SearchOptions`).
public struct SearchOptions: OptionSet, Sendable, Hashable, CustomStringConvertible {
  /// The options as bits, one per option.
  public let rawValue: UInt8

  /// Creates options from their bits.
  public init(rawValue: UInt8) {
    self.rawValue = rawValue
  }

  /// Test the controller the search is at.
  public static let current = SearchOptions(rawValue: 1 << 0)
  /// Search a container's visible children.
  public static let visible = SearchOptions(rawValue: 1 << 1)
  /// Search all of a container's children.
  public static let contained = SearchOptions(rawValue: 1 << 2)
  /// Search what the controller presents (UIKit's effective `presentedViewController`).
  public static let presented = SearchOptions(rawValue: 1 << 3)
  /// Search what presents the controller's layer (UIKit's `presentingViewController`).
  public static let presenting = SearchOptions(rawValue: 1 << 4)
  /// Search the controller's parents, upwards only.
  public static let parent = SearchOptions(rawValue: 1 << 5)

  /// `[current, contained]`.
  public static let currentAllStack: SearchOptions = [.current, .contained]
  /// `[current, visible]`.
  public static let currentVisibleOnly: SearchOptions = [.current, .visible]
  /// `currentVisibleOnly` plus `presented` and `presenting`.
  public static let allVisible: SearchOptions = [.current, .visible, .presented, .presenting]
  /// `[current, contained, presented, presenting]`: the default.
  public static let fullStack: SearchOptions = [.current, .contained, .presented, .presenting]
  /// `currentAllStack` plus `presented`.
  public static let currentAndUp: SearchOptions = [.current, .contained, .presented]
  /// `currentAllStack` plus `presenting`.
  public static let currentAndDown: SearchOptions = [.current, .contained, .presenting]

  /// The bits by name, in bit order.
  public static let bitNames: [(name: String, option: SearchOptions)] = [
    ("current", .current), ("visible", .visible), ("contained", .contained),
    ("presented", .presented), ("presenting", .presenting), ("parent", .parent),
  ]

  /// The presets by name.
  public static let presetNames: [(name: String, options: SearchOptions)] = [
    ("fullStack", .fullStack), ("currentAllStack", .currentAllStack),
    ("currentVisibleOnly", .currentVisibleOnly), ("allVisible", .allVisible),
    ("currentAndUp", .currentAndUp), ("currentAndDown", .currentAndDown),
  ]

  /// The options a scenario names: a preset or a single bit.
  public init?(named name: String) {
    if let preset = Self.presetNames.first(where: { $0.name == name }) {
      self = preset.options
    } else if let bit = Self.bitNames.first(where: { $0.name == name }) {
      self = bit.option
    } else {
      return nil
    }
  }

  /// The bits, comma-separated in bit order.
  public var description: String {
    Self.bitNames.filter { contains($0.option) }.map(\.name).joined(separator: ", ")
  }
}
