import Testing

@testable import NavigationCore

/// Ids count per base name, however many names a scenario uses.
@Suite struct IdentifierRegistryTests {
  @Test func eachOfManyNamesCountsOnItsOwnAndSkipsTheAuthorsIDs() {
    var registry = IdentifierRegistry()
    let names = (0..<40).map { "Type\($0)" }
    for name in names { registry.reserve(name + "#2") }
    let first = names.map { registry.makeID(base: $0) }
    let second = names.map { registry.makeID(base: $0) }
    let third = names.reversed().map { registry.makeID(base: $0) }
    #expect(first == names)
    #expect(second == names.map { $0 + "#3" })
    #expect(third == names.reversed().map { $0 + "#4" })
  }

  @Test func registriesThatHandedOutTheSameIDsAreEqual() {
    var left = IdentifierRegistry()
    var right = IdentifierRegistry()
    for index in 0..<30 { _ = left.makeID(base: "T\(index % 20)") }
    for index in 0..<30 { _ = right.makeID(base: "T\(index % 20)") }
    #expect(left == right)
    _ = right.makeID(base: "T19")
    #expect(left != right)
  }
}
