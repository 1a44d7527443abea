// Worker threads and a condition variable straight from POSIX, so that the binary never loads
// all of Foundation and its ICU data, which `Thread` and `NSCondition` need: that load is paid
// on every start, before any worker runs.

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Detached threads with a chosen stack size.
package enum WorkerThread {
  /// Starts `body` on a new detached thread with a stack of `stackSize` bytes; false when the
  /// system refuses to start one.
  package static func start(stackSize: Int, _ body: @escaping @Sendable () -> Void) -> Bool {
    var attributes = pthread_attr_t()
    guard pthread_attr_init(&attributes) == 0 else { return false }
    defer { pthread_attr_destroy(&attributes) }
    pthread_attr_setstacksize(&attributes, stackSize)
    pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
    let context = Unmanaged.passRetained(Body(body)).toOpaque()
    #if canImport(Darwin)
      var thread: pthread_t? = nil
    #else
      var thread = pthread_t()
    #endif
    let status = pthread_create(
      &thread, &attributes,
      { context in
        // The body is handed over as a retained reference and released when it returns.
        Unmanaged<Body>.fromOpaque(WorkerThread.nonNil(context)).takeRetainedValue().run()
        return nil
      }, context)
    guard status == 0 else {
      Unmanaged<Body>.fromOpaque(context).release()
      return false
    }
    return true
  }

  /// The start routine's argument, optional on some systems and not on others.
  private static func nonNil(_ pointer: UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer {
    guard let pointer else { fatalError("a thread started without its body") }
    return pointer
  }

  private final class Body {
    let run: @Sendable () -> Void

    init(_ run: @escaping @Sendable () -> Void) {
      self.run = run
    }
  }
}

/// A mutex with a condition, as `NSCondition` offers: lock, wait (with or without a deadline)
/// and signal.
package final class Condition: @unchecked Sendable {
  private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
  private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)

  package init() {
    mutex.initialize(to: pthread_mutex_t())
    condition.initialize(to: pthread_cond_t())
    pthread_mutex_init(mutex, nil)
    pthread_cond_init(condition, nil)
  }

  deinit {
    pthread_cond_destroy(condition)
    pthread_mutex_destroy(mutex)
    condition.deinitialize(count: 1)
    mutex.deinitialize(count: 1)
    condition.deallocate()
    mutex.deallocate()
  }

  package func lock() { pthread_mutex_lock(mutex) }

  package func unlock() { pthread_mutex_unlock(mutex) }

  /// Wakes one thread waiting on the condition.
  package func signal() { pthread_cond_signal(condition) }

  /// Waits, the lock held, until signalled (or woken spuriously).
  package func wait() { pthread_cond_wait(condition, mutex) }

  /// Waits, the lock held, until signalled or `deadline` passes; false when it has passed.
  package func wait(until deadline: Deadline) -> Bool {
    var time = deadline.time
    return pthread_cond_timedwait(condition, mutex, &time) != ETIMEDOUT
  }

  /// A moment on the system's wall clock, which `pthread_cond_timedwait` waits for.
  package struct Deadline {
    let time: timespec

    /// The moment `seconds` from now.
    package init(secondsFromNow seconds: Double) {
      var now = timeval()
      gettimeofday(&now, nil)
      let nanoseconds = Int(now.tv_usec) * 1000 + Int(seconds * 1e9)
      time = timespec(
        tv_sec: now.tv_sec + nanoseconds / 1_000_000_000, tv_nsec: nanoseconds % 1_000_000_000)
    }
  }
}
