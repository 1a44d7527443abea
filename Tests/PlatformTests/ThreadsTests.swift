import Foundation
import Testing

@testable import Platform

/// Worker threads and the condition variable, straight from POSIX.
@Suite struct ThreadsTests {
  #if os(Linux)
    @Test func aThreadTheSystemCannotStartIsRefused() {
      // No system gives a thread a stack of an exabyte.
      #expect(!WorkerThread.start(stackSize: 1 << 60) {})
    }
  #endif

  @Test func aWorkerThreadRunsItsBody() {
    let condition = Condition()
    let box = Box()
    condition.lock()
    #expect(
      WorkerThread.start(stackSize: 1 << 20) {
        condition.lock()
        box.ran = true
        condition.signal()
        condition.unlock()
      })
    while !box.ran { condition.wait() }
    condition.unlock()
    #expect(box.ran)
  }

  @Test func aWaitWithNoSignalEndsAtItsDeadline() {
    let condition = Condition()
    let started = ContinuousClock.now
    condition.lock()
    let signalled = condition.wait(until: Condition.Deadline(secondsFromNow: 0.02))
    condition.unlock()
    #expect(!signalled)
    #expect(ContinuousClock.now - started >= .milliseconds(15))
  }

  @Test func aSignalEndsAWaitBeforeItsDeadline() {
    let condition = Condition()
    let box = Box()
    condition.lock()
    _ = WorkerThread.start(stackSize: 1 << 20) {
      condition.lock()
      box.ran = true
      condition.signal()
      condition.unlock()
    }
    var signalled = true
    while !box.ran, signalled {
      signalled = condition.wait(until: Condition.Deadline(secondsFromNow: 30))
    }
    condition.unlock()
    #expect(signalled && box.ran)
  }

  @Test(arguments: [0.0, 0.05, 0.999_999_9, 1.5, 2.000_001])
  func deadlinesCarryNanosecondsIntoSeconds(seconds: Double) {
    let deadline = Condition.Deadline(secondsFromNow: seconds)
    #expect((0..<1_000_000_000).contains(deadline.time.tv_nsec))
    let now = Date().timeIntervalSince1970
    let moment = Double(deadline.time.tv_sec) + Double(deadline.time.tv_nsec) / 1e9
    #expect(abs(moment - (now + seconds)) < 0.5)
  }

  private final class Box: @unchecked Sendable {
    var ran = false
  }
}
