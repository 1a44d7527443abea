import Testing

@testable import ScenarioRunner

/// The line diff behind every golden mismatch: minimal while the texts are close, bounded in
/// time when they are not, and always a correct diff.
@Suite struct LineDiffTests {
  /// Applies removals and insertions to `old`, as the unified diff prints them.
  func apply(_ changes: (removed: Set<Int>, inserted: Set<Int>), _ old: [String], _ new: [String])
    -> [String]
  {
    let kept = old.indices.filter { !changes.removed.contains($0) }.map { old[$0] }
    let unchanged = new.indices.filter { !changes.inserted.contains($0) }.map { new[$0] }
    #expect(kept == unchanged, "the lines left alone are the same on both sides")
    return new
  }

  @Test func aSmallDiffIsAsShortAsTheStandardLibrarysMinimalOne() {
    var generator = Xorshift(state: 0x2545_F491_4F6C_DD1D)
    for _ in 0..<300 {
      let old = (0..<Int.random(in: 0...30, using: &generator)).map { _ in
        String(Int.random(in: 0..<5, using: &generator))
      }
      var new = old
      for _ in 0..<Int.random(in: 0...8, using: &generator) {
        if !new.isEmpty, Bool.random(using: &generator) {
          new.remove(at: Int.random(in: new.indices, using: &generator))
        } else {
          new.insert(
            String(Int.random(in: 0..<5, using: &generator)),
            at: Int.random(in: 0...new.count, using: &generator))
        }
      }
      let changes = LineDiff.changes(from: old, to: new)
      _ = apply(changes, old, new)
      #expect(
        changes.removed.count + changes.inserted.count == new.difference(from: old).count,
        "\(old) → \(new)")
    }
  }

  @Test func textsFarApartAreTheMiddleRemovedAndAddedWhole() {
    let old = (0..<5_000).map { "line \($0)" }
    let new = ["first"] + (0..<5_000).map { "other \($0)" } + ["last"]
    let changes = LineDiff.changes(from: ["same"] + old + ["end"], to: ["same"] + new + ["end"])
    #expect(changes.removed == Set(1...5_000))
    #expect(changes.inserted == Set(1...5_002))
  }

  @Test func aDiffWithinTheBoundIsMinimal() {
    let old = (0..<20_000).map { "line \($0)" }
    var new = old
    for index in stride(from: 19_000, through: 0, by: -1_000) { new[index] = "changed \(index)" }
    let changes = LineDiff.changes(from: old, to: new)
    #expect(changes.removed.count == 20)
    #expect(changes.inserted.count == 20)
  }
}

/// A xorshift generator, so that every run checks the same texts.
private struct Xorshift: RandomNumberGenerator {
  var state: UInt64

  mutating func next() -> UInt64 {
    state ^= state << 13
    state ^= state >> 7
    state ^= state << 17
    return state
  }
}
