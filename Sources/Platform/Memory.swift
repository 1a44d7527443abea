// Comparing memory a region at a time.

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Calls on raw memory.
package enum Memory {
  /// Whether the `count` bytes at `first` and at `second` are the same.
  package static func equal(_ first: UnsafeRawPointer, _ second: UnsafeRawPointer, count: Int)
    -> Bool
  {
    memcmp(first, second, count) == 0
  }
}
