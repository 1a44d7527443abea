// Node forms (docs/scenario-language.md): `"Home"` is a screen; an object has exactly one kind
// key (`Language.nodeKinds`) plus the attributes that kind allows (`Language.nodeAttributes`),
// each decoded by its declaration.

import NavigationCore

/// Where a node is written: built by a step or the start, or expected by `expect`.
enum NodeMode {
  case build, expect
}

struct NodeDecoder {
  let context: DecodingContext

  /// What decoding reads of each kind of node, in the order of `kindKeys`.
  static let kindForms = Language.nodeKinds.map(NodeKindDecoding.init)
  static let kindKeys = Language.nodeKinds.map(\.key)
  /// The kind keys as an error lists them: `screen, nav, … or template`.
  static let kindKeyList =
    kindKeys.dropLast().joined(separator: ", ") + " or " + (kindKeys.last ?? "")
  /// The attributes every kind takes.
  static let commonAttributes = Language.nodeAttributes.filter { $0.kinds == nil }.map(\.key)

  /// The keys a node of each kind may have: its kind key and its attributes, in the order of
  /// `kindKeys`.
  ///
  /// Searched linearly: the lists are short, and comparing a few small strings costs less than
  /// hashing one.
  static let allowedKeys = kindKeys.map { [$0] + attributes(of: $0) }
  /// Every key a node object may have, to look each key up once by its bytes: the kinds, then
  /// the attributes in the order of `NodeAttributes.names`.
  static let keyTable = JSONKeyTable(kindKeys + NodeAttributes.names)
  /// The attributes each kind allows, as bits of `NodeAttributes.written`, in the order of
  /// `kindKeys`.
  static let allowedAttributes = kindKeys.map { NodeAttributes.bits(of: attributes(of: $0)) }
  /// The attributes of a template node that are its own, not those of the kind it expands to.
  static let templateOwnAttributes = NodeAttributes.bits(of: ["with"])
  /// The kind of controller of each kind key, in the order of `kindKeys`, made once rather
  /// than from the key's text for every container node.
  static let controllerKinds = kindKeys.map { Controller.Kind(rawValue: $0) ?? .nav }

  /// The attributes of a kind: its own first, the likelier to be written (`context` on a
  /// screen), since `allowedKeys` is searched in this order.
  static func attributes(of kind: String) -> [String] {
    Language.nodeAttributes.filter { $0.kinds?.contains(kind) == true }.map(\.key)
      + commonAttributes
  }

  /// Decodes a node into a blueprint.
  func blueprint(_ node: JSONNode, at path: @autoclosure () -> CodingPath, mode: NodeMode)
    throws(DecodingError) -> Blueprint
  {
    try blueprint(at: node.index, in: node.document, path: path(), mode: mode)
  }

  /// Decodes the node at position `index` of `document` into a blueprint.
  ///
  /// The path is made only for an object or an error: most nodes are a screen's type alone.
  func blueprint(
    at index: Int, in document: JSONDocument, path: @autoclosure () -> CodingPath, mode: NodeMode
  ) throws(DecodingError) -> Blueprint {
    if let type = document.stringValue(at: index) {
      guard !type.isEmpty else {
        throw DecodingError(document.location(at: index), path(), "a screen type cannot be empty")
      }
      try document.checkPrintableName(type, at: index, path: path(), noun: "a screen type")
      // The type is noted on its own and the blueprint made in place: passing a whole
      // blueprint around copies its seven references each time.
      context.noteType(type)
      // Checked where a screen is made; an expectation matches what was made elsewhere, and
      // only a container's kind written as a string reads otherwise there.
      if mode == .build {
        context.checkScreenType(type, at: document.location(at: index))
      } else {
        context.checkExpectedScreenType(type, at: document.location(at: index))
      }
      return Blueprint(kind: .screen, type: type)
    }
    let object = try ObjectDecoder(
      at: index, in: document, path: path(),
      expected: "a node (a screen type or an object such as {\"nav\": […]})")
    let path = object.path
    context.nodeDepth += 1
    defer { context.nodeDepth -= 1 }
    guard context.nodeDepth <= DecodingContext.maximumNodeDepth else {
      throw DecodingError(
        object.location, path,
        "nodes nest more than \(DecodingContext.maximumNodeDepth) deep here, templates "
          + "expanded included")
    }
    // Each key is looked up once, by its bytes, for the kind, the attributes and the check
    // of the keys: this runs for every node of every file.
    let members = object.members
    let kindCount = Self.kindKeys.count
    var kindIndex: (member: Int, kind: Int)?
    var secondKindIndex: Int?
    var attributes = NodeAttributes()
    var hasUnknownKey = false
    let keyTable = Self.keyTable
    // A loop over positions rather than `members.indices`, whose copy of the members retained
    // their document.
    var index = members.startIndex
    while index < members.endIndex {
      defer { index = members.index(after: index) }
      guard let position = keyTable.position(ofKeyAt: index, in: members) else {
        hasUnknownKey = true
        continue
      }
      if position < kindCount {
        if kindIndex == nil {
          kindIndex = (index, position)
        } else if secondKindIndex == nil {
          secondKindIndex = index
        }
      } else {
        attributes.record(position - kindCount, at: index)
      }
    }
    guard let (kindMemberIndex, kindPosition) = kindIndex else {
      let guess = object.members.lazy.compactMap {
        Suggestion.closest(to: $0.key, among: Self.kindKeys).map { "; did you mean \"\($0)\"?" }
      }.first
      throw DecodingError(
        object.location, path,
        "a node needs one of the keys \(Self.kindKeyList)" + (guess ?? ""))
    }
    if let secondKindIndex {
      let kinds = members.filter { Self.kindKeys.contains($0.key) }
      throw DecodingError(
        members[secondKindIndex].keyLocation, path,
        "a node has one kind; found \"\(kindKeys(kinds))\"")
    }
    // The key's bytes are those of the kind's name, which has no character that another
    // could be equivalent to.
    let kind = Self.kindKeys[kindPosition]
    // Attributes beside a template override the template's, so they are those of the kind the
    // template expands to.
    let isTemplate = Self.kindForms[kindPosition].expandsToAnotherKind
    let expanded: Blueprint? =
      isTemplate
      ? try content(
        of: kindPosition, at: object.valueIndex(at: kindMemberIndex), in: object, mode: mode)
      : nil
    let checkedPosition =
      expanded.flatMap { Self.kindKeys.firstIndex(of: $0.kind.rawValue) } ?? kindPosition
    let checkedKind = Self.kindKeys[checkedPosition]
    // Only a node with a stray key looks at its keys again, for the messages below.
    // A template's own attribute, its parameters, is checked against the template.
    let ownAttributes = isTemplate ? Self.templateOwnAttributes : 0
    let hasStrayAttribute =
      attributes.written & ~(Self.allowedAttributes[checkedPosition] | ownAttributes) != 0
    if hasUnknownKey || hasStrayAttribute,
      let strayIndex = object.firstIndex(whereKey: {
        !Self.allowedKeys[checkedPosition].contains($0) && $0 != kind
          && !(isTemplate && $0 == "with")
      })
    {
      let allowed = Self.allowedKeys[checkedPosition] + (isTemplate ? [kind] : [])
      let stray = members[strayIndex]
      let described = isTemplate ? "\(checkedKind) nodes (the template's kind)" : "\(kind) nodes"
      if let owner = Self.kindKeys.first(where: { Self.attributes(of: $0).contains(stray.key) }) {
        throw DecodingError(
          stray.keyLocation, path,
          "\"\(stray.key)\" is an attribute of \(owner) nodes, not of \(described)")
      }
      try object.rejectUnknownKeys(allowed: allowed, noun: "\(checkedKind) attribute")
    }
    var blueprint: Blueprint
    if let expanded {
      blueprint = expanded
    } else {
      blueprint = try content(
        of: kindPosition, at: object.valueIndex(at: kindMemberIndex), in: object, mode: mode)
    }
    // Most nodes hold their kind key alone, and have no attribute to apply.
    if attributes.written != 0 {
      try apply(attributes, of: object, to: &blueprint, mode: mode)
    }
    if let check = Self.kindForms[checkedPosition].check {
      try check(
        NodeSyntax(
          decoder: self, object: object, value: object.valueIndex(at: kindMemberIndex),
          key: kind, mode: mode), blueprint, attributes)
    }
    context.noteNames(type: blueprint.type, id: blueprint.id)
    return blueprint
  }

  private func kindKeys(_ kinds: [JSONMember]) -> String {
    kinds.map(\.key).joined(separator: "\" and \"")
  }

  /// The blueprint of the kind at `kindPosition` in `kindKeys`, from its key's value, at
  /// position `value` in the object's document.
  private func content(
    of kindPosition: Int, at value: Int, in object: ObjectDecoder, mode: NodeMode
  ) throws(DecodingError) -> Blueprint {
    let form = Self.kindForms[kindPosition]
    return try form.content(
      NodeSyntax(decoder: self, object: object, value: value, key: form.key, mode: mode))
  }

  /// A container of `kind` whose key's value is the array of its children.
  func container(_ kind: Controller.Kind, of node: borrowing NodeSyntax) throws(DecodingError)
    -> Blueprint
  {
    let path = node.path
    let items = try node.document.array(node.value, at: path, expected: "an array of nodes")
    var children: [Blueprint] = []
    children.reserveCapacity(items.count)
    var item = items.startIndex
    for index in 0..<items.count {
      children.append(
        try blueprint(
          at: item, in: node.document, path: path.appending(index: index), mode: node.mode))
      item = items.index(after: item)
    }
    return .container(kind, children)
  }

  /// A split whose key's value is the object of its columns.
  func split(of node: borrowing NodeSyntax) throws(DecodingError) -> Blueprint {
    let path = node.path
    let columns = try ObjectDecoder(
      at: node.value, in: node.document, path: path,
      expected: "an object with primary, secondary and supplementary")
    try columns.rejectUnknownKeys(
      allowed: SplitColumn.allCases.map(\.rawValue), noun: "split column")
    // `{}` is a split with no columns yet, as a container factory builds it.
    var split = Blueprint(kind: .split)
    for column in SplitColumn.allCases {
      guard let child = columns[column.rawValue] else { continue }
      // A `compact` column is checked against the split's `columnStyle` in `checkSplit`.
      let decoded = try blueprint(child, at: columns.path(column.rawValue), mode: node.mode)
      split.columns.append(ColumnBlueprint(column, decoded))
    }
    return split
  }

  /// Applies the attributes of a node in the order of `Language.nodeAttributes`: the first
  /// wrong one in this order is the one reported, whatever the order of the members.
  private func apply(
    _ found: NodeAttributes, of object: ObjectDecoder, to blueprint: inout Blueprint,
    mode: NodeMode
  ) throws(DecodingError) {
    // The attributes written, lowest position first: that is the order of the declarations.
    var written = found.written
    while written != 0 {
      let form = Self.attributeForms[written.trailingZeroBitCount]
      written &= written - 1
      guard let member = found[keyPath: form.slot] else { continue }
      try form.apply(
        NodeAttributeSyntax(
          decoder: self, object: object, member: member, key: form.key, mode: mode),
        &blueprint)
    }
  }

  /// What decoding reads of each attribute, in the order of `NodeAttributes.names`.
  private static let attributeForms = Language.nodeAttributes.map(NodeAttributeDecoding.init)

  /// Refuses what no split is built with: a `compact` column on a classic split, a
  /// `supplementary` column on a doubleColumn split, a column style with a policy that is not
  /// that of a column-style library.
  func checkSplit(
    _ blueprint: Blueprint, of object: ObjectDecoder, found: NodeAttributes
  ) throws(DecodingError) {
    let document = object.document
    if let style = blueprint.columnStyle, let policy = blueprint.policy,
      let index = found.policy
    {
      // AdaptiveCoordinator's merging split is a doubleColumn split; BarManagingSplitViewController
      // (`move`) and UIKit's classic rules (`nest`) are classic splits.
      let reason: String? =
        switch policy {
        case .merge:
          style == .doubleColumn
            ? nil : "AdaptiveCoordinator's merging split (\"merge\") is a doubleColumn split"
        case .move:
          "\"move\" is BarManagingSplitViewController's, which manages a classic split"
        case .nest:
          "\"nest\" is the classic split's rule; a column-style split without a policy follows "
            + "UIKit's column rules"
        }
      if let reason {
        throw DecodingError(
          document.location(at: object.valueIndex(at: index)), object.path("policy"),
          "\(reason); remove \"policy\" or \"columnStyle\"")
      }
    }
    guard let splitIndex = object.index(of: "split"),
      let columns = try? ObjectDecoder(
        at: object.valueIndex(at: splitIndex), in: document, path: object.path("split"))
    else { return }
    if blueprint.columnStyle == nil, let compact = columns.index(of: "compact") {
      throw DecodingError(
        columns.members[compact].keyLocation, columns.path("compact"),
        "only a column-style split has a compact column: add \"columnStyle\": "
          + "\"doubleColumn\" or \"tripleColumn\" beside \"split\" (a merge split's compact "
          + "column exists only while it is collapsed, and can only be expected)")
    }
    if blueprint.columnStyle == .doubleColumn,
      let supplementary = columns.index(of: "supplementary")
    {
      throw DecodingError(
        columns.members[supplementary].keyLocation, columns.path("supplementary"),
        "a doubleColumn split has no supplementary column; write \"columnStyle\": "
          + "\"tripleColumn\" for three columns")
    }
  }
}

/// What the node decoder reads of a kind's declaration for every node: copying the whole
/// declaration retains each of its fields.
struct NodeKindDecoding: Sendable {
  let key: String
  let expandsToAnotherKind: Bool
  let content: @Sendable (borrowing NodeSyntax) throws(DecodingError) -> Blueprint
  let check:
    (@Sendable (borrowing NodeSyntax, Blueprint, NodeAttributes) throws(DecodingError) -> Void)?

  init(_ form: NodeKindForm) {
    key = form.key
    expandsToAnotherKind = form.expandsToAnotherKind
    content = form.content
    check = form.check
  }
}

/// What the node decoder reads of an attribute's declaration for every node that has it.
struct NodeAttributeDecoding: Sendable {
  let key: String
  let slot: WritableKeyPath<NodeAttributes, Int?> & Sendable
  let apply:
    @Sendable (borrowing NodeAttributeSyntax, inout Blueprint) throws(DecodingError) -> Void

  init(_ form: NodeAttributeForm) {
    key = form.key
    slot = form.slot
    apply = form.apply
  }
}
