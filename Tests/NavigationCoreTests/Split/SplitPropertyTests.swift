import Testing

@testable import NavigationCore

/// Seeded random sequences of push / showDetail / selectTab / collapse / expand: after each step
/// no controller is duplicated, none is lost unless a rule discarded it with its warning, and a
/// collapse immediately followed by an expand restores the same detail stack.
@Suite struct SplitPropertyTests {
  static let seeds = Array(UInt64(1)...300)

  @Test(arguments: seeds)
  func randomSequencesNeitherDuplicateNorLoseControllers(seed: UInt64) throws {
    var random = SplitMix64(state: seed)
    let policy = random.pick(SplitPolicy.allCases)
    let primary =
      random.below(2) == 0
      ? nav(screen("Feed"), id: "feed")
      : tabs(nav(screen("Feed"), id: "feed"), nav(screen("Search"), id: "search"))
    let secondary = random.pick([nil, nav(detail("Post", context: "0"))])
    let defaults = random.below(2) == 0 ? [:] : ["Search": screen("Trending")]
    var state = try start(
      split(primary, secondary, policy: policy), sizeClass: random.pick(SizeClass.allCases),
      defaultDetails: defaults)
    var detailBeforeCollapse: [String]?
    for index in 0..<30 {
      let operation = Self.randomOperation(&random)
      let before = state
      let context = "seed \(seed), step \(index): \(operation)"
      let events: [Event]
      do {
        events = try state.perform(operation)
      } catch {
        #expect(state == before, "a failed step changed the state (\(context))")
        detailBeforeCollapse = nil
        continue
      }
      #expect(state.window.invariantViolations == [], "\(context)")
      let unexplained = Self.lostIDs(from: before, to: state, operation: operation, events: events)
      #expect(unexplained.isEmpty, "lost \(unexplained) without a warning (\(context))")
      let wasCollapsed = before.mainSplit?.split?.isCollapsed ?? false
      let isCollapsed = state.mainSplit?.split?.isCollapsed ?? false
      if let expected = detailBeforeCollapse, wasCollapsed, !isCollapsed {
        let restored = Self.detailStack(of: state)
        if expected.isEmpty {
          #expect(restored.count <= 1, "\(context)")
        } else {
          #expect(restored == expected, "collapse then expand changed the detail (\(context))")
        }
      }
      detailBeforeCollapse = !wasCollapsed && isCollapsed ? Self.detailStack(of: before) : nil
    }
  }

  static func randomOperation(_ random: inout SplitMix64) -> Operation {
    let node = screen(random.pick(["A", "B", "C"]), context: random.pick(["1", "2", "3"]))
    switch random.below(5) {
    case 0: return .push(node, on: nil)
    case 1: return .showDetail(node, in: nil, from: random.pick([nil, .top]))
    case 2: return .selectTab(.index(random.below(2)), in: nil)
    case 3: return .collapse(nil)
    default: return .expand(nil)
    }
  }

  /// The secondary's stack by type and context, without the stand-in `Placeholder` screen.
  static func detailStack(of state: NavigationState) -> [String] {
    let stack = state.mainSplit?.column(.secondary)?.children ?? []
    return stack.filter { $0.type != "Placeholder" }.map { "\($0.type) \($0.context ?? "")" }
  }

  /// The ids that left the window and that no rule explains: a warning naming the controller (or
  /// an ancestor), the detail stack a `showDetail` replaced, the split's cached placeholder, or
  /// a column nav a collapse or expand removed after emptying it.
  static func lostIDs(
    from before: NavigationState, to after: NavigationState, operation: Operation,
    events: [Event]
  ) -> Set<String> {
    let ids = { (state: NavigationState) in Set(state.window.allControllers.map(\.controller.id)) }
    var lost = ids(before).subtracting(ids(after))
    for event in events {
      guard case .warning(let warning) = event,
        case let message = warning.message,
        let range = message.firstRange(of: "; discarded ")
      else { continue }
      for label in message[range.upperBound...].split(separator: ", ") {
        let id = label.firstRange(of: " #").map { String(label[$0.upperBound...]) } ?? String(label)
        let subtree = before.window.path(ofID: id).flatMap { before.window[$0] }?.subtreeIDs
        lost.subtract(subtree ?? [id])
      }
    }
    guard let split = before.mainSplit else { return lost }
    if case .showDetail = operation, let secondary = split.column(.secondary) {
      lost.subtract(secondary.subtreeIDs)
    }
    for column in [SplitColumn.secondary, .compact] {
      if let emptied = split.column(column), emptied.kind == .nav { lost.remove(emptied.id) }
    }
    // A collapse keeps the placeholder aside, with what was pushed onto it.
    if let id = split.split?.placeholderID {
      lost.subtract(before.window.path(ofID: id).flatMap { before.window[$0] }?.subtreeIDs ?? [id])
    }
    return lost
  }
}
