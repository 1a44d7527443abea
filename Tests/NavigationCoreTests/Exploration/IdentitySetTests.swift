import Testing

@testable import NavigationCore

/// The digest's set of identities: what it holds, across growth and clearing.
@Suite struct IdentitySetTests {
  final class Object {}

  @Test func anIdentityIsNewOnceUntilTheSetIsCleared() {
    let objects = (0..<1_000).map { _ in Object() }
    var set = IdentitySet()
    var inserted = objects.map { set.insert(ObjectIdentifier($0)) }
    #expect(inserted.allSatisfy { $0 })
    // Every one is still there after the set grew many times.
    inserted = objects.map { set.insert(ObjectIdentifier($0)) }
    #expect(!inserted.contains(true))
    set.removeAll()
    inserted = [7, 7, 8].map { set.insert(ObjectIdentifier(objects[$0])) }
    #expect(inserted == [true, false, true])
  }

  @Test func clearingManyTimesKeepsNothingOfBefore() {
    let objects = (0..<10).map { _ in Object() }
    var set = IdentitySet()
    for round in 0..<300 {
      let object = objects[round % objects.count]
      let inserted = set.insert(ObjectIdentifier(object))
      #expect(inserted, "round \(round)")
      set.removeAll()
    }
  }
}
