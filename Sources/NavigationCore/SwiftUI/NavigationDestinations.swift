// SwiftUI's `navigationDestination(for:destination:)`: a `NavigationStack` maps each kind of
// value on its path to the view it pushes for it. A value is written `type(payload)` or `type`;
// its type, the part before `(`, picks the destination, as SwiftUI matches by the value's type
// (https://developer.apple.com/documentation/swiftui/view/navigationdestination(for:destination:)).

/// A `NavigationStack`'s destinations: the view each type of path value pushes.
public struct NavigationDestinations: Sendable, Equatable {
  /// The view template of each value type, by type name.
  public var views: [String: Blueprint]
  /// A `NavigationSplitView`'s own view of each column a selection drives, by column name:
  /// what the column shows with no selection.
  public var placeholders: [String: Blueprint] = [:]

  /// Creates destinations.
  public init(_ views: [String: Blueprint] = [:]) {
    self.views = views
  }

  /// The type of a path value: `status` for `status(109)` and for `status`.
  public static func type(of value: String) -> Substring {
    value.firstIndex(of: "(").map { value[..<$0] } ?? value[...]
  }

  /// The view the stack pushes for a value, or nil when no destination takes its type.
  public func view(for value: String) -> Blueprint? {
    views[String(Self.type(of: value))]
  }

  /// The value types the stack takes, sorted, for messages.
  var typeList: String {
    views.isEmpty ? "none" : views.keys.sorted().joined(separator: ", ")
  }
}
