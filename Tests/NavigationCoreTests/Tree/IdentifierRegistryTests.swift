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

  @Test func registriesAreEqualWhateverOrderTheyMetTheNamesIn() {
    var left = IdentifierRegistry()
    var right = IdentifierRegistry()
    for name in ["A", "B", "A"] { _ = left.makeID(base: name) }
    for name in ["B", "A", "A"] { _ = right.makeID(base: name) }
    #expect(left == right)
  }

  @Test func namesPastTheOnesLookedThroughOneByOneKeepTheirCounters() {
    var registry = IdentifierRegistry()
    let names = (0..<50).map { "Screen\($0)" }
    for round in 1...3 {
      for name in round == 2 ? names.reversed() : names {
        let id = registry.makeID(base: name)
        #expect(id == (round == 1 ? name : "\(name)#\(round)"))
      }
    }
  }

  @Test func numbersOfEveryLengthFollowTheName() {
    var registry = IdentifierRegistry()
    let ids = (1...1001).map { _ in registry.makeID(base: "Écran") }
    #expect(ids[0] == "Écran")
    #expect(ids[1] == "Écran#2")
    #expect(ids[8...10] == ["Écran#9", "Écran#10", "Écran#11"])
    #expect(ids[98...100] == ["Écran#99", "Écran#100", "Écran#101"])
    #expect(ids[1000] == "Écran#1001")
  }
}
