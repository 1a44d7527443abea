// Where a node object's attributes are written, found in one pass over its keys. A node is
// checked for fifteen attributes and usually has one or none: looking each up among the
// members compared every key fifteen times, a visible part of decoding a step.

/// The positions in a node object's members of its attributes; nil for those it lacks.
struct NodeAttributes {
  var id, context, detail, dismissible, definesContext, relation, style, selected: Int?
  var policy, collapsed, retainsRoot, preventsForwardingPop, defaultDetail, children: Int?
  var presents: Int?

  /// Finds the attributes among the keys of `object`, but the one at `kindIndex`.
  init(of object: ObjectDecoder, skipping kindIndex: Int) {
    for index in object.members.indices where index != kindIndex {
      switch object.key(at: index) {
      case "id": id = index
      case "context": context = index
      case "detail": detail = index
      case "dismissible": dismissible = index
      case "definesContext": definesContext = index
      case "relation": relation = index
      case "style": style = index
      case "selected": selected = index
      case "policy": policy = index
      case "collapsed": collapsed = index
      case "retainsRoot": retainsRoot = index
      case "preventsForwardingPop": preventsForwardingPop = index
      case "defaultDetail": defaultDetail = index
      case "children": children = index
      case "presents": presents = index
      default: continue
      }
    }
  }
}
