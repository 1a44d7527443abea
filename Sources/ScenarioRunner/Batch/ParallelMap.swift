// Work spread over worker threads with results handed back in input order: `--jobs N` runs N
// files at once, yet the output and the reports are those of a serial run because the caller
// receives result i only after results 0..<i. Workers are threads with a large stack, since
// decoding and the engine recurse over the tree.

import Platform

/// A map over worker threads that delivers results in order as soon as they are ready.
package enum ParallelMap {
  /// The stack size of a worker thread.
  static let stackSize = 8 << 20

  /// Computes `work(i)` for every i in `0..<count` on up to `jobs` threads.
  ///
  /// On the calling thread, `deliver(i, result)` is called in order of i, and then
  /// `progress(completed)` each time more results are complete (completed counts results in any
  /// order).
  package static func run<Result: Sendable>(
    count: Int, jobs: Int, stackSize: Int = stackSize, work: @escaping @Sendable (Int) -> Result,
    progress: (Int) -> Void = { _ in }, deliver: (Int, inout Result) -> Void
  ) {
    guard count > 0 else { return }
    let board = Board<Result>(count: count)
    @Sendable func workUntilDone() {
      var next = board.claim()
      while let index = next {
        next = board.finish(index, work(index))
      }
    }
    var started = 0
    for _ in 0..<max(1, min(jobs, count)) {
      if WorkerThread.start(stackSize: stackSize, workUntilDone) { started += 1 }
    }
    // A system that starts no thread still gets every result, computed here before any is
    // delivered.
    if started == 0 { workUntilDone() }
    var delivered = 0
    var completed = 0
    while delivered < count {
      let (nowCompleted, ready) = board.waitForResults(after: completed, from: delivered)
      completed = nowCompleted
      // Each result handed over in place, so that the caller can move it out instead of
      // copying it.
      for var result in consume ready {
        deliver(delivered, &result)
        delivered += 1
      }
      progress(completed)
    }
  }

  /// Computes every result and returns them in order.
  package static func map<Result: Sendable>(
    count: Int, jobs: Int, stackSize: Int = stackSize, work: @escaping @Sendable (Int) -> Result
  ) -> [Result] {
    var results: [Result] = []
    results.reserveCapacity(count)
    run(count: count, jobs: jobs, stackSize: stackSize, work: work) { _, result in
      results.append(result)
    }
    return results
  }

  /// The shared state of a map, guarded by one condition.
  private final class Board<Result: Sendable>: @unchecked Sendable {
    private let condition = Condition()
    /// The results by index, as far as the highest index finished: slots are added as the
    /// workers need them, so that the caller does not write (and the system hand over) a
    /// slot for every file before any file runs.
    private var results: [Result?] = []
    private let count: Int
    private var nextToClaim = 0
    private var completed = 0
    /// The number of completed results at which a worker wakes the waiting caller.
    private var wakeAt = 1

    /// How many results the caller lets gather before it is woken, and how long it waits for them
    /// at most.
    ///
    /// Waking the caller for every result cost a context switch per file, on cores the workers
    /// need.
    static var batch: Int { 64 }
    static var patience: Double { 0.05 }

    init(count: Int) {
      self.count = count
      results.reserveCapacity(count)
    }

    /// The next index no worker has taken, if any.
    func claim() -> Int? {
      condition.lock()
      defer { condition.unlock() }
      return claimLocked()
    }

    /// Stores the result of `index` and claims the next index, under one lock: the lock is
    /// the one place the workers meet, and taking it twice per file doubled how often one
    /// waited for the other.
    func finish(_ index: Int, _ result: Result) -> Int? {
      condition.lock()
      defer { condition.unlock() }
      while results.count <= index { results.append(nil) }
      results[index] = result
      completed += 1
      if completed >= wakeAt { condition.signal() }
      return claimLocked()
    }

    private func claimLocked() -> Int? {
      guard nextToClaim < count else { return nil }
      nextToClaim += 1
      return nextToClaim - 1
    }

    /// Waits until more than `seen` results are complete — for a batch of them, or for as
    /// many as there are after a short while — then takes the ready results from index
    /// `first` on.
    func waitForResults(after seen: Int, from first: Int) -> (completed: Int, ready: [Result]) {
      condition.lock()
      defer { condition.unlock() }
      wakeAt = min(seen + Self.batch, count)
      let deadline = Condition.Deadline(secondsFromNow: Self.patience)
      var isPatient = true
      while completed < wakeAt {
        if !isPatient {
          condition.wait()
        } else if !condition.wait(until: deadline) {
          // Time is up: take what there is, or the very next result.
          isPatient = false
          wakeAt = seen + 1
        }
      }
      var ready: [Result] = []
      var index = first
      // Moved out, not copied and then cleared: copying a report retains each of its strings
      // and arrays, and clearing the slot releases them again, on the thread that competes with
      // the workers for the cores.
      while index < results.count, let result = results[index].take() {
        ready.append(result)
        index += 1
      }
      return (completed, ready)
    }
  }
}
