import Testing

@testable import ScenarioRunner

/// Discovery orders names by their bytes.
@Suite struct ByteOrderTests {
  @Test(arguments: [
    ("a", "b", true), ("b", "a", false), ("a", "a", false), ("a", "ab", true), ("ab", "a", false),
    ("", "a", true), ("a", "", false), ("", "", false), ("Z", "a", true), ("é", "z", false),
    ("scenario10", "scenario9", true),
  ])
  func namesCompareByTheirBytes(left: String, right: String, precedes: Bool) {
    #expect(ScenarioDiscovery.bytes(Array(left.utf8), precede: Array(right.utf8)) == precedes)
    #expect(precedes == Array(left.utf8).lexicographicallyPrecedes(Array(right.utf8)))
  }
}
