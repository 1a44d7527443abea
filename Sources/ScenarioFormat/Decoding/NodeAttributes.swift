// Where a node object's attributes are written, found in one pass over its keys. A node is
// checked for fifteen attributes and usually has one or none: looking each up among the
// members compared every key fifteen times, a visible part of decoding a step.

/// The positions in a node object's members of its attributes; nil for those it lacks.
struct NodeAttributes {
  var id, context, detail, dismissible, definesContext, relation, style, selected: Int?
  var policy, collapsed, retainsRoot, preventsForwardingPop, defaultDetail, children: Int?
  var presents: Int?

  /// The attributes' names, in the order of the cases below.
  private static let names = JSONKeyTable([
    "id", "context", "detail", "dismissible", "definesContext", "relation", "style", "selected",
    "policy", "collapsed", "retainsRoot", "preventsForwardingPop", "defaultDetail", "children",
    "presents",
  ])

  /// Finds the attributes among the keys of `object`, but the one at `kindIndex`.
  init(of object: ObjectDecoder, skipping kindIndex: Int) {
    let members = object.members
    for index in members.indices where index != kindIndex {
      switch Self.names.position(ofKeyAt: index, in: members) {
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
      default: continue
      }
    }
  }
}
