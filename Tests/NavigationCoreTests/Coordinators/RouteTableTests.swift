import Testing

@testable import NavigationCore

/// The indexed route keys choose what matching every key would choose: a key with the route's
/// argument, then its name, then the wildcard with the longest prefix, ties to the first key.
@Suite struct RouteTableTests {
  /// The choice made by matching every key in sorted order, as dispatch once did.
  func linearBest(_ keys: [String], _ route: Route) -> String? {
    var best: (key: String, specificity: Int)?
    for key in keys.sorted() {
      guard let pattern = try? RoutePattern(parsing: key), let match = pattern.match(route)
      else { continue }
      if best.map({ match.specificity > $0.specificity }) ?? true {
        best = (key, match.specificity)
      }
    }
    return best?.key
  }

  @Test func theTableChoosesTheKeyMatchingEveryKeyWouldChoose() throws {
    var random = SplitMix64(state: 27)
    let names = ["a", "b", "c"]
    for _ in 0..<500 {
      var keys: Set<String> = []
      for _ in 0..<1 + random.below(8) {
        var segments = (0..<1 + random.below(3)).map { _ in random.pick(names) }
        if random.chance(25) { segments.append("*") }
        var key = segments.joined(separator: ".")
        if !key.hasSuffix("*"), random.chance(33) { key += "(\(random.pick(["x", "y"])))" }
        keys.insert(key)
      }
      let table = RouteTable(keys: keys)
      for _ in 0..<10 {
        let segments = (0..<1 + random.below(4)).map { _ in random.pick(names) }
        let argument = random.chance(33) ? random.pick(["x", "y"]) : nil
        let route = Route(segments: segments, argument: argument)
        #expect(
          table.bestKey(for: route)?.key == linearBest(Array(keys), route), "\(keys) \(route)")
      }
    }
  }

  @Test func aMalformedKeyIsKeptToFailTheDispatch() {
    let table = RouteTable(keys: ["list", "bad key", "color"])
    #expect(table.malformed?.key == "bad key")
    #expect(table.bestKey(for: Route(segments: ["list"], argument: nil))?.key == "list")
  }
}
