import Testing

@testable import ScenarioRunner

/// Discovery orders names by their bytes.
@Suite struct ByteOrderTests {
  @Test(arguments: [
    ("a", "b", true), ("b", "a", false), ("a", "a", false), ("a", "ab", true), ("ab", "a", false),
    ("", "a", true), ("a", "", false), ("", "", false), ("Z", "a", true), ("é", "z", false),
    ("scenario10", "scenario9", true), ("scenario-12345.json", "scenario-12345.golden", false),
    ("abcdefgh", "abcdefghi", true), ("abcdefgh1", "abcdefgh", false),
    ("abcdefgZ", "abcdefga", true),
    ("0123456789abcdef\u{FF}", "0123456789abcdef", false),
  ])
  func namesCompareByTheirBytes(left: String, right: String, precedes: Bool) {
    let leftBytes = Array(left.utf8)
    let rightBytes = Array(right.utf8)
    let result = leftBytes.withUnsafeBufferPointer { left in
      rightBytes.withUnsafeBufferPointer { right in
        DirectoryListing.bytes(left, precede: right)
      }
    }
    #expect(result == precedes)
    #expect(precedes == Array(left.utf8).lexicographicallyPrecedes(Array(right.utf8)))
  }
}
