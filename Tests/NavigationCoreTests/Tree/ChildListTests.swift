import Testing

@testable import NavigationCore

@Suite struct ChildListTests {
  private func screens(_ ids: some Sequence<Int>) -> [Controller] {
    ids.map { Controller(id: "c\($0)", kind: .screen, type: "S") }
  }

  @Test func frontInsertionsGrowTheRoomGeometrically() {
    var list = ChildList(screens(0..<1))
    var regrowths = 0
    for child in screens(1...4_096) {
      let roomBefore = list.start
      list.insert(child, at: 0)
      if list.start > roomBefore { regrowths += 1 }
    }
    // A list that moved its children on every front insertion would regrow 4 096 times.
    #expect(regrowths <= 12)
    #expect(list.count == 4_097)
    #expect(list.first?.id == "c4096")
    #expect(list.last?.id == "c0")
  }

  @Test func behavesAsAnArrayUnderRandomEdits() {
    var generator = SystemRandomNumberGenerator()
    var list = ChildList()
    var model: [Controller] = []
    var next = 0
    for _ in 0..<2_000 {
      let fresh = screens(next..<next + Int.random(in: 1...3, using: &generator))
      next += fresh.count
      switch Int.random(in: 0..<6, using: &generator) {
      case 0:
        list.insert(contentsOf: fresh, at: 0)
        model.insert(contentsOf: fresh, at: 0)
      case 1:
        let index = Int.random(in: 0...model.count, using: &generator)
        list.insert(fresh[0], at: index)
        model.insert(fresh[0], at: index)
      case 2:
        list.append(contentsOf: fresh)
        model.append(contentsOf: fresh)
      case 3 where !model.isEmpty:
        let from = Int.random(in: 0..<model.count, using: &generator)
        list.removeSubrange(from...)
        model.removeSubrange(from...)
      case 4 where !model.isEmpty:
        list.removeFirst()
        model.removeFirst()
      case 5 where !model.isEmpty:
        let index = Int.random(in: 0..<model.count, using: &generator)
        list[index].context = "changed"
        model[index].context = "changed"
      default:
        break
      }
      #expect(Array(list) == model)
      #expect(list == ChildList(model))
    }
  }

  @Test func aChildChangedInPlaceIsNotShared() {
    var list = ChildList(screens(0..<3))
    let copy = list
    list[1].context = "p1"
    #expect(list[1].context == "p1")
    #expect(copy[1].context == nil)
  }

  @Test func listsWithAndWithoutFrontRoomAreEqual() {
    var grown = ChildList(screens(1..<3))
    grown.insert(contentsOf: screens(0..<1), at: 0)
    #expect(grown.start > 0)
    #expect(grown == ChildList(screens(0..<3)))
    #expect(grown != ChildList(screens(0..<2)))
  }
}
