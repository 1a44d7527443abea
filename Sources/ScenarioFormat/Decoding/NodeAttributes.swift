// Where a node object's attributes are written, found in the one pass over its keys that also
// finds its kind: a node is checked for eighteen attributes and usually has one or none, and
// looking each up among the members compared every key fifteen times.

/// The positions in a node object's members of its attributes; nil for those it lacks.
struct NodeAttributes {
  /// The attributes' names, in the order of `record(_:at:)`.
  static let names = [
    "id", "context", "detail", "dismissible", "definesContext", "relation", "style", "selected",
    "policy", "collapsed", "retainsRoot", "preventsForwardingPop", "defaultDetail", "children",
    "presents", "dismissesWhenEmpty", "columnStyle", "topColumnForCollapsing",
    "modalInPresentation",
  ]

  var id, context, detail, dismissible, definesContext, relation, style, selected: Int?
  var policy, collapsed, retainsRoot, preventsForwardingPop, defaultDetail, children: Int?
  var presents, dismissesWhenEmpty, columnStyle, topColumnForCollapsing: Int?
  var modalInPresentation: Int?
  /// The attributes written, a bit for each, in the order of `names`.
  private(set) var written: UInt32 = 0

  /// The bits of `written` for the attributes named.
  static func bits(of attributes: [String]) -> UInt32 {
    var bits: UInt32 = 0
    for (position, name) in names.enumerated() where attributes.contains(name) {
      bits |= 1 << position
    }
    return bits
  }

  /// Records that the attribute at position `slot` of `names` is the member at `index`.
  mutating func record(_ slot: Int, at index: Int) {
    written |= 1 << slot
    switch slot {
    case 0: id = index
    case 1: context = index
    case 2: detail = index
    case 3: dismissible = index
    case 4: definesContext = index
    case 5: relation = index
    case 6: style = index
    case 7: selected = index
    case 8: policy = index
    case 9: collapsed = index
    case 10: retainsRoot = index
    case 11: preventsForwardingPop = index
    case 12: defaultDetail = index
    case 13: children = index
    case 14: presents = index
    case 15: dismissesWhenEmpty = index
    case 16: columnStyle = index
    case 17: topColumnForCollapsing = index
    default: modalInPresentation = index
    }
  }
}
