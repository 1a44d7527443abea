// Where a step object's verb and modifiers are written, found in one pass over its keys: each
// key is looked up once, where finding the verb, checking the keys and finding each common
// modifier compared every key again.

/// The positions in a step object's members of its verb and common modifiers.
struct StepKeys {
  /// Every modifier of every verb, once each.
  static let modifierNames: [String] = {
    var names: [String] = []
    // `route`, a verb, is also a modifier of `startCoordinator`: it stays in the verbs' part.
    for name in Language.steps.flatMap(\.modifierKeys) + StepModifier.commonKeys
    where !names.contains(name) && !Language.verbs.contains(name) {
      names.append(name)
    }
    return names
  }()
  /// Every key a step may have: the verbs in the order of `Language.steps`, then the modifiers.
  static let table = JSONKeyTable(Language.verbs + modifierNames)
  /// The modifiers each verb takes, a bit for each in the order of `modifierNames`, in the
  /// order of `Language.steps`.
  static let allowedModifiers: [UInt64] = Language.steps.map { form in
    var bits: UInt64 = 0
    for (position, name) in modifierNames.enumerated() where form.allows(name) {
      bits |= 1 << position
    }
    return bits
  }

  /// The positions in `modifierNames` of the modifiers every step takes.
  private static let expectErrorPosition = modifierNames.firstIndex(of: "expectError")
  private static let expectWarningPosition = modifierNames.firstIndex(of: "expectWarning")
  private static let checkpointPosition = modifierNames.firstIndex(of: "checkpoint")
  private static let notePosition = modifierNames.firstIndex(of: "note")

  /// The first verb's member and its position in `Language.steps`.
  private(set) var verb: (index: Int, position: Int)?
  /// The member of a second verb, if any.
  private(set) var secondVerbIndex: Int?
  private(set) var expectError, expectWarning, checkpoint, note: Int?
  /// The modifiers written, a bit for each in the order of `modifierNames`.
  private var modifiers: UInt64 = 0
  /// Whether a key is neither a verb nor a modifier.
  private var hasUnknownKey = false

  /// The positions in `Language.steps` of `route`, a verb that is also a modifier of
  /// `startCoordinator`, and of `startCoordinator`.
  private static let routePosition = Language.verbs.firstIndex(of: "route")
  private static let startCoordinatorPosition = Language.verbs.firstIndex(of: "startCoordinator")

  init(of members: JSONMembers) {
    let verbCount = Language.verbs.count
    let table = Self.table
    // A loop over positions rather than `members.indices`, whose copy of the members retained
    // their document.
    var index = members.startIndex
    while index < members.endIndex {
      defer { index = members.index(after: index) }
      guard let position = table.position(ofKeyAt: index, in: members) else {
        hasUnknownKey = true
        continue
      }
      if position < verbCount {
        if verb == nil {
          verb = (index, position)
        } else if secondVerbIndex == nil {
          secondVerbIndex = index
        }
        continue
      }
      let modifier = position - verbCount
      modifiers |= 1 << modifier
      if modifier == Self.expectErrorPosition {
        expectError = index
      } else if modifier == Self.expectWarningPosition {
        expectWarning = index
      } else if modifier == Self.checkpointPosition {
        checkpoint = index
      } else if modifier == Self.notePosition {
        note = index
      }
    }
    // Only a step with two verb keys or more can hold `route` as a modifier: every step comes
    // here, and nearly all have one verb.
    if secondVerbIndex != nil { findVerbsReadingRoute(in: members) }
  }

  /// Finds the verb and the second one again, with a `route` key held back until every key is
  /// read: a modifier when the step's verb is `startCoordinator`, else a verb in its place.
  private mutating func findVerbsReadingRoute(in members: JSONMembers) {
    verb = nil
    secondVerbIndex = nil
    var routeKey: (index: Int, position: Int)?
    var index = members.startIndex
    while index < members.endIndex {
      defer { index = members.index(after: index) }
      guard let position = Self.table.position(ofKeyAt: index, in: members),
        position < Language.verbs.count
      else { continue }
      if position == Self.routePosition, routeKey == nil {
        routeKey = (index, position)
      } else {
        note(verb: (index, position))
      }
    }
    if let routeKey, verb?.position != Self.startCoordinatorPosition {
      note(verb: routeKey)
    }
  }

  /// Records a verb's member, keeping the first two in the order they are written.
  private mutating func note(verb member: (index: Int, position: Int)) {
    guard let first = verb else {
      verb = member
      return
    }
    if member.index < first.index {
      verb = member
      secondVerbIndex = first.index
    } else if secondVerbIndex.map({ member.index < $0 }) ?? true {
      secondVerbIndex = member.index
    }
  }

  /// Whether a key may not be in a step of the verb at `position` in `Language.steps`: a key
  /// that is no modifier, or a modifier of other verbs.
  func mayHaveStrayKey(forVerbAt position: Int) -> Bool {
    hasUnknownKey || modifiers & ~Self.allowedModifiers[position] != 0
  }
}
