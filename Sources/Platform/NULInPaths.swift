// No system call takes a path holding a NUL byte: it would end the path early.

extension String {
  /// Whether the string holds a NUL byte, which no system call takes in a path: read through
  /// the string's own buffer, since every file of a run is checked several times.
  public var containsNUL: Bool {
    var bytes = self
    return bytes.withUTF8 { $0.contains(0) }
  }
}
