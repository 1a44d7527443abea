import Testing

@testable import ScenarioRunner

/// The trees of a golden, found again by section, and where two goldens part.
@Suite struct GoldenTreesTests {
  let golden = """
    -- start a --
    -- after steps[0] push --
    window (regular)
      nav
        Feed  <- top

    -- events --
    steps[0] push
      appear Feed

    -- final --
    window (regular)
      nav
        Feed  <- top

    -- start b --
    window (compact)
      Home  <- top

    """

  @Test func everyTreeIsFoundWithItsSection() {
    #expect(
      GoldenTrees.sections(of: golden).map(\.title) == [
        "start a, after steps[0] push", "start a, final", "start b, final",
      ])
    #expect(GoldenTrees.sections(of: golden)[2].tree == "window (compact)\n  Home  <- top\n")
    #expect(GoldenTrees.sections(of: "window (regular)\n  A  <- top\n").map(\.title) == ["final"])
  }

  @Test func theFirstDifferingTreeIsWhereGoldensPart() throws {
    let changed = golden.replacingOccurrences(of: "Home", with: "Away")
    let difference = try #require(GoldenTrees.firstDifference(expected: golden, actual: changed))
    #expect(difference.title == "start b, final")
    #expect(difference.expected == "window (compact)\n  Home  <- top\n")
    #expect(difference.actual == "window (compact)\n  Away  <- top\n")
    let shorter = try #require(
      GoldenTrees.firstDifference(expected: golden, actual: "window (regular)\n  A  <- top\n"))
    #expect(shorter.title == "final" && shorter.actual == "window (regular)\n  A  <- top\n")
    let sameTrees = golden.replacingOccurrences(of: "appear Feed", with: "appear Post")
    #expect(
      GoldenTrees.firstDifference(expected: golden, actual: sameTrees)?.title == "start b, final")
    #expect(GoldenTrees.firstDifference(expected: "", actual: "") == nil)
  }
}
