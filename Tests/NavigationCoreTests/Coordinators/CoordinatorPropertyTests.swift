import Testing

@testable import NavigationCore

/// Random routes mixed with random UIKit, split and fluid steps, from the seed's two apps: after
/// every step the window's invariants and the coordinator tree's hold, a failed step changes
/// nothing, and the same seed renders the same bytes.
@Suite struct CoordinatorPropertyTests {
  static let routes = [
    "list", "color(Red)", "color(Blue)", "meaning(Red)", "info", "settings", "newList", "about",
    "colorRoute.settings", "detail(1)", "detail(2)", "related(a)", "back", "nowhere", "bad..route",
  ]

  /// What is wrong with the coordinator tree, if anything.
  static func coordinatorViolations(of state: NavigationState) -> [String] {
    var violations: [String] = []
    var owners: [String: String] = [:]
    for coordinator in state.coordinators.all {
      if let parent = coordinator.parentID, state.coordinators[parent] == nil {
        violations.append("@\(coordinator.id) has no parent @\(parent)")
      }
      // The library keeps controllers it was not told of, so only a root coordinator's
      // container is sure to be in the window.
      if coordinator.parentID == nil, !state.window.contains(id: coordinator.base.containerID) {
        violations.append("@\(coordinator.id) outlived its \(coordinator.base.containerID)")
      }
      for displayed in coordinator.displayed {
        if let other = owners.updateValue(coordinator.id, forKey: displayed.id) {
          violations.append("#\(displayed.id) is owned by @\(other) and @\(coordinator.id)")
        }
      }
    }
    return violations
  }

  func run(seed: UInt64, outcomes: inout (succeeded: Int, failed: Int)) throws -> [String] {
    var generator = RandomSteps(random: SplitMix64(state: seed))
    let app = seed % 2 == 0 ? "ColorList" : "News"
    var state = try NavigationState(
      coordinator: app, route: "list",
      sizeClass: generator.random.chance(30) ? .compact : .regular,
      definitions: SeedApps.definitions)
    var renderings: [String] = []
    for index in 0..<40 {
      let operation: Operation
      switch Int.random(in: 0..<10, using: &generator.random) {
      case 0..<5:
        operation = .route(
          generator.random.pick(Self.routes),
          from: generator.random.chance(50) ? generator.selector(in: state) : nil)
      case 5:
        operation = .deepLink(
          (0..<Int.random(in: 1...3, using: &generator.random)).map { _ in
            generator.random.pick(Self.routes)
          })
      case 6:
        operation = .drop(generator.random.pick(state.coordinators.all.map(\.id) + ["Nobody"]))
      default:
        operation = generator.operation(in: state)
      }
      guard
        state.performChecked(
          operation, seed: seed, index: index, outcomes: &outcomes,
          extra: Self.coordinatorViolations)
      else { break }
      renderings.append(state.rendering)
    }
    return renderings
  }

  @Test func invariantsHoldAndFailedRoutesChangeNothing() throws {
    var outcomes = (succeeded: 0, failed: 0)
    for seed in 0..<UInt64(RandomStepTests.sequences) {
      _ = try run(seed: seed, outcomes: &outcomes)
    }
    #expect(outcomes.succeeded > outcomes.failed / 4)
    #expect(outcomes.failed > outcomes.succeeded / 10)
  }

  @Test func theSameSeedRendersTheSameBytes() throws {
    var outcomes = (succeeded: 0, failed: 0)
    for seed in [UInt64(3), 8, 21] {
      #expect(try run(seed: seed, outcomes: &outcomes) == run(seed: seed, outcomes: &outcomes))
    }
  }
}
