// The process itself: whether its streams are terminals, who it runs as, sleeping, and ending.

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Calls about the running process.
package enum ProcessControl {
  /// Whether the file descriptor is an interactive terminal.
  package static func isTerminal(_ descriptor: Int32) -> Bool {
    isatty(descriptor) == 1
  }

  /// The user the process runs as, for file-ownership checks.
  package static var effectiveUser: UInt32 {
    UInt32(geteuid())
  }

  /// Sleeps for `nanoseconds`, resuming after a signal until the time has passed.
  package static func sleep(nanoseconds: Int) {
    var time = timespec(tv_sec: nanoseconds / 1_000_000_000, tv_nsec: nanoseconds % 1_000_000_000)
    var remaining = timespec()
    while nanosleep(&time, &remaining) != 0, errno == EINTR { time = remaining }
  }

  /// Ends the process with `code`.
  package static func exit(_ code: Int32) -> Never {
    systemExit(code)
  }
}

/// The C library's `exit`, named apart from `ProcessControl.exit`.
private func systemExit(_ code: Int32) -> Never {
  exit(code)
}
