import Foundation
import NavigationCore
import NavrunTestSupport
import ScenarioFormat
import Testing

@testable import ScenarioRunner

/// The frontier keeps trees only up to its byte bound; past it, states are kept as their path
/// and rebuilt by replaying it, and the search finds exactly what it finds with every tree kept.
@Suite struct ExploreFrontierTests {
  private static let apps = ["locked-checkout.json", "login-gate.json", "compact-tabs.json"]

  /// An example app's first start and an explorer of it to depth 5, with a byte bound.
  private func explorer(_ app: String, frontierByteLimit: Int) throws -> (
    Explorer, NavigationState
  ) {
    let file = packageRoot.appendingPathComponent("Scenarios/explore/" + app).path
    let scenario = try ScenarioLoader().load(file)
    let start = try #require(scenario.startsToRun.first)
    let state = try ScenarioPlayback(scenario: scenario, start: start).makeState().get()
    var explorer = Explorer(
      catalogue: ActionCatalogue(scenario: scenario, start: state), maximumDepth: 5,
      maximumStates: 100_000, exploration: scenario.exploration ?? Exploration(), jobs: 2,
      offered: CoverageRecord(offeredBy: scenario, start: state))
    explorer.frontierByteLimit = frontierByteLimit
    return (explorer, state)
  }

  /// Everything a search reports, and the path of every state it discovered.
  private func findings(_ result: ExplorationResult) -> [String] {
    var lines = ["\(result.states) \(result.transitions) \(result.depth) \(result.limit ?? "")"]
    for tally in result.tallies {
      let codes = tally.codes.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
      lines.append(
        "\(tally.name) \(tally.succeeded) \(tally.warned) \(tally.failed) \(tally.allowed) "
          + codes.joined(separator: ","))
    }
    for failure in result.failures {
      lines.append(
        "FAIL \(failure.action) \(failure.code) \(failure.place) "
          + failure.path.map(\.name).joined(separator: " > "))
    }
    for record in result.discovered.records.indices {
      lines.append(result.discovered.path(to: record).map(\.name).joined(separator: " > "))
    }
    return lines
  }

  @Test(arguments: apps)
  func statesRebuiltFromTheirPathsFindWhatKeptTreesFind(app: String) throws {
    let (keeping, start) = try explorer(app, frontierByteLimit: Explorer.defaultFrontierByteLimit)
    let kept = keeping.explore(from: start)
    #expect(kept.rebuiltStates == 0)
    #expect(kept.states > 20)
    let (rebuilding, _) = try explorer(app, frontierByteLimit: 0)
    let rebuilt = rebuilding.explore(from: start)
    #expect(rebuilt.rebuiltStates == rebuilt.states - 1)
    #expect(rebuilt.peakFrontierBytes == 0)
    #expect(findings(rebuilt) == findings(kept))
  }

  @Test(arguments: apps)
  func theTreesKeptStayUnderTheBound(app: String) throws {
    let (unbounded, start) = try explorer(app, frontierByteLimit: Int.max)
    let peak = unbounded.explore(from: start).peakFrontierBytes
    let (bounded, _) = try explorer(app, frontierByteLimit: peak / 3)
    let result = bounded.explore(from: start)
    #expect(result.peakFrontierBytes <= peak / 3)
    #expect(result.peakFrontierBytes > 0)
    #expect(result.rebuiltStates > 0)
    #expect(findings(result) == findings(unbounded.explore(from: start)))
  }

  @Test func everyDiscoveredStateIsRebuiltFromItsRecord() throws {
    let (explorer, start) = try explorer("login-gate.json", frontierByteLimit: 0)
    let result = explorer.explore(from: start)
    let keys = result.discovered.records.indices.map {
      result.discovered.state(at: $0, from: start).explorationKey
    }
    // Each record is a state of its own, reached by its path.
    #expect(Set(keys).count == result.states)
    #expect(keys[0] == start.explorationKey)
    let deepest = try #require(result.discovered.records.indices.last)
    #expect(result.discovered.depth(of: deepest) == result.discovered.path(to: deepest).count)
  }
}
