// Where a node object's attributes are written, found in the one pass over its keys that also
// finds its kind: a node is checked for eighteen attributes and usually has one or none, and
// each attribute is found by the one lookup of its key's bytes.

/// The positions in a node object's members of its attributes; nil for those it lacks.
struct NodeAttributes {
  /// The attributes' names, in the order of `Language.nodeAttributes`.
  static let names = Language.nodeAttributes.map(\.key)
  /// Where each attribute's member is recorded, in the order of `names`.
  static let slots = Language.nodeAttributes.map(\.slot)

  var id, context, detail, dismissible, definesContext, relation, style, selected: Int?
  var policy, collapsed, retainsRoot, preventsForwardingPop, defaultDetail, children: Int?
  var presents, dismissesWhenEmpty, columnStyle, topColumnForCollapsing: Int?
  var modalInPresentation, shouldSelect, onTap, onCollapse, onExpand, with, startsCoordinator: Int?
  var popoverSource, preferredDisplayMode, destinations, path, sheet, fullScreenCover: Int?
  var popover, alert, confirmationDialog, transitionStyle, spineLocation, dataSource: Int?
  var selection, tabViewStyle, reselect, preferredCompactColumn, columnVisibility: Int?
  /// The attributes written, a bit for each, in the order of `names`.
  private(set) var written: UInt64 = 0

  /// The bits of `written` for the attributes named.
  static func bits(of attributes: [String]) -> UInt64 {
    var bits: UInt64 = 0
    for (position, name) in names.enumerated() where attributes.contains(name) {
      bits |= 1 << position
    }
    return bits
  }

  /// Records that the attribute at position `slot` of `names` is the member at `index`.
  mutating func record(_ slot: Int, at index: Int) {
    written |= 1 << slot
    self[keyPath: Self.slots[slot]] = index
  }
}
