// Reading a key press from a terminal in raw mode.

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Key presses read from a terminal.
package enum TerminalInput {
  /// The next key pressed on the terminal at `descriptor`, after dropping what was typed
  /// ahead; nil when the input ends.
  package static func nextKey(from descriptor: Int32) -> String? {
    // An arrow or function key sends a few bytes at once; reading them in one call keeps them
    // one press instead of several.
    var bytes = [UInt8](repeating: 0, count: 16)
    _ = tcflush(descriptor, TCIFLUSH)
    while true {
      let count = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count > 0 { return String(decoding: bytes[..<count], as: UTF8.self) }
      // A hang-up reads as 0 bytes or fails with EIO: either ends the input.
      if count < 0, errno == EINTR { continue }
      return nil
    }
  }
}
