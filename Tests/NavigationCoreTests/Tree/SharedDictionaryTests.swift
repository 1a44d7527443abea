import Testing

@testable import NavigationCore

/// The dictionary of the ids: every key kept, and copies that share what neither changed.
@Suite struct SharedDictionaryTests {
  @Test func everyKeyKeepsItsLastValue() {
    var dictionary = SharedDictionary<String, Int>()
    #expect(dictionary.isEmpty)
    for index in 0..<5_000 { dictionary.set(index, for: "Screen\(index)") }
    for index in stride(from: 0, to: 5_000, by: 3) { dictionary.set(-index, for: "Screen\(index)") }
    #expect(dictionary.count == 5_000)
    #expect(dictionary["Screen3"] == -3)
    #expect(dictionary["Screen4"] == 4)
    #expect(dictionary["Screen5000"] == nil)
    var seen: [String: Int] = [:]
    dictionary.forEach { key, value in seen[key] = value }
    #expect(seen.count == 5_000)
    #expect(seen["Screen4999"] == 4_999)
  }

  @Test func aCopyThatChangesOneKeySharesTheRest() {
    var original = SharedDictionary<String, Int>()
    for index in 0..<5_000 { original.set(index, for: "Screen\(index)") }
    var copy = original
    copy.set(-1, for: "Screen42")
    copy.set(1, for: "Added")
    let whole = original.bytesNotShared(with: SharedDictionary())
    #expect(copy.bytesNotShared(with: original) * 20 < whole)
    #expect(original["Screen42"] == 42)
    #expect(original["Added"] == nil)
    #expect(copy["Screen42"] == -1)
    #expect(copy.count == 5_001)
    #expect(original.bytesNotShared(with: original) == 0)
  }

  /// A key whose hash is the same for every value: the trie runs out of hash bits.
  private struct Colliding: Hashable, Sendable {
    var name: String
    func hash(into hasher: inout Hasher) { hasher.combine(7) }
  }

  @Test func keysWhoseWholeHashesCollideStayApart() {
    var dictionary = SharedDictionary<Colliding, Int>()
    for index in 0..<20 { dictionary.set(index, for: Colliding(name: "k\(index)")) }
    var copy = dictionary
    copy.set(100, for: Colliding(name: "k3"))
    #expect(dictionary.count == 20)
    #expect(copy.count == 20)
    let values = (0..<20).map { dictionary[Colliding(name: "k" + String($0))] }
    #expect(values == (0..<20).map { $0 })
    #expect(copy[Colliding(name: "k3")] == 100)
    #expect(dictionary[Colliding(name: "k3")] == 3)
    #expect(dictionary[Colliding(name: "k20")] == nil)
  }
}
