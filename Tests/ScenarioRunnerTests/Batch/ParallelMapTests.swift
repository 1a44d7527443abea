import Testing

@testable import ScenarioRunner

/// Work spread over worker threads, its results in order.
@Suite struct ParallelMapTests {
  @Test func aMapWhoseThreadsCannotStartStillGivesEveryResultInOrder() {
    // No system gives a thread a stack of an exabyte: the map computes the results itself.
    let results = ParallelMap.map(count: 50, jobs: 3, stackSize: 1 << 60) { $0 * $0 }
    #expect(results == (0..<50).map { $0 * $0 })
  }
}
