import Testing

@testable import ScenarioFormat

@Suite struct CodingPathTests {
  @Test func keysAndIndicesJoinInOrder() {
    let steps = CodingPath.root.appending(key: "steps")
    #expect(steps.description == "steps")
    #expect(steps.appending(index: 3).description == "steps[3]")
    #expect(steps.appending(index: 3).appending(key: "push").description == "steps[3].push")
    #expect(
      steps.appending(index: 3).appending(key: "push").appending(key: "nav").appending(index: 1)
        .description == "steps[3].push.nav[1]")
    #expect(
      steps.appending(index: 3).appending(index: 4).appending(key: "a").appending(key: "b")
        .description == "steps[3][4].a.b")
    #expect(CodingPath.root.appending(index: 0).appending(key: "x").description == "[0].x")
  }

  @Test func aPathSharedByExtensionsKeepsItsOwnText() {
    let element = CodingPath.root.appending(key: "steps").appending(index: 0)
    let first = element.appending(key: "push")
    let second = element.appending(key: "pop")
    #expect(first.appending(index: 2).description == "steps[0].push[2]")
    #expect(second.description == "steps[0].pop")
    #expect(element.description == "steps[0]")
    #expect(CodingPath.root.isEmpty)
    #expect(!element.isEmpty)
  }
}
