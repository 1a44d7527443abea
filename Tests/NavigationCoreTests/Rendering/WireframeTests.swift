import Testing

@testable import NavigationCore

/// The SVG wireframe: what it draws of the visible controllers, its frame by size class, its
/// escaping, and its bounds on hostile trees.
@Suite struct WireframeTests {
  /// The texts of the wireframe's `<text>` elements, in order.
  func texts(_ svg: String) -> [String] {
    svg.split(separator: "\n").compactMap { line in
      guard line.hasPrefix("<text"), let open = line.firstIndex(of: ">"),
        let close = line.range(of: "</text>")
      else { return nil }
      return String(line[line.index(after: open)..<close.lowerBound])
    }
  }

  @Test func aNavDrawsItsTopWithABackButtonNamedAfterTheScreenBelow() throws {
    let state = try start(nav(screen("Feed"), screen("Post", id: "p1", context: "42")))
    let svg = state.window.svg
    #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"496\" height=\"376\""))
    #expect(texts(svg) == ["Post 42", "‹ Feed", "Post", "context: 42", "#p1"])
  }

  @Test func aCompactWindowIsAPhoneAndTabsShowEveryItemWithTheSelectedOneMarked() throws {
    let state = try start(
      tabs(nav(screen("Feed")), screen("Search"), selected: 1), sizeClass: .compact)
    let svg = state.window.svg
    #expect(svg.contains("width=\"236\" height=\"456\""))
    #expect(texts(svg) == ["Feed", "Search", "Search"])
    #expect(svg.contains("font-weight=\"bold\" text-anchor=\"middle\">Search</text>"))
    #expect(!svg.contains("font-weight=\"bold\" text-anchor=\"middle\">Feed</text>"))
  }

  /// UIKit labels a tab from its own controller's `tabBarItem`, whose default shows that
  /// controller's title (Apple, UIViewController.tabBarItem,
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/tabbaritem): a split's
  /// item is the split's, not its top screen's, and a detail shown in it leaves it as it was.
  @Test func aTabHoldingASplitIsLabelledFromTheSplitNotItsTop() throws {
    var state = try start(
      tabs(
        nav(screen("Home")),
        split(nav(screen("Accounts")), nav(screen("Account")), id: "accounts"), selected: 1))
    #expect(texts(state.window.svg).prefix(2) == ["Home", "accounts"])
    try state.run(.showDetail(.screen("DisputeTransaction"), in: nil, from: .type("Accounts")))
    #expect(texts(state.window.svg).prefix(2) == ["Home", "accounts"])
  }

  @Test func aTabBarWithAMoreNavShowsFourTabsAndMore() throws {
    var state = try start(
      tabs(screen("A"), screen("B"), screen("C"), screen("D"), screen("E"), screen("F")),
      sizeClass: .compact)
    try state.run(.selectTab(.index(5), in: nil))
    let svg = state.window.svg
    #expect(texts(svg).prefix(5) == ["A", "B", "C", "D", "More"])
    #expect(svg.contains("font-weight=\"bold\" text-anchor=\"middle\">More</text>"))
  }

  @Test func hiddenControllersAreNotDrawnAndSheetsDimTheirPresenter() throws {
    let state = try start(
      tabs(nav(screen("Feed"), screen("Hidden")), screen("Other"))
        .presenting(screen("Sheet"), style: .pageSheet))
    let svg = state.window.svg
    // Feed is below Hidden: only its tab item and the back button name it.
    #expect(texts(svg) == ["Feed", "Other", "Hidden", "‹ Feed", "Hidden", "Sheet"])
    #expect(svg.contains("fill=\"#000000\" opacity=\"0.35\""))
    let covered = try start(nav(screen("Below")).presenting(screen("Cover"), style: .fullScreen))
    #expect(texts(covered.window.svg) == ["Cover"])
  }

  @Test func textIsEscapedAndCutToFit() throws {
    let state = try start(screen("A<&>\"'B", id: String(repeating: "x", count: 200)))
    let svg = state.window.svg
    #expect(svg.contains(">A&lt;&amp;&gt;&quot;&apos;B</text>"))
    #expect(texts(svg).contains { $0.hasPrefix("#xxx") && $0.hasSuffix("…") && $0.count < 100 })
  }

  /// Drawing a golden read back gives the same bytes as drawing the engine's window: across
  /// random trees, the text holds everything the picture shows.
  @Test func aTreeReadBackDrawsTheSameAsTheEngines() {
    for seed in 0..<UInt64(60) {
      var generator = RandomSteps(random: SplitMix64(state: seed))
      guard var state = generator.start(definitions: RandomStepTests.definitions) else {
        continue
      }
      for _ in 0..<20 {
        _ = try? state.perform(generator.operation(in: state))
        #expect(Window(text: state.window.text)?.svg == state.window.svg, "seed \(seed)")
      }
    }
  }

  /// A tree as deep as the engine allows, and one with thousands of tabs, draw in bounded
  /// size: boxes too small to hold anything end the walk.
  @Test func hostileTreesDrawInBoundedSize() throws {
    var text = "window (regular)\n"
    for depth in 1...399 {
      text += String(repeating: "  ", count: depth) + (depth == 399 ? "Leaf\n" : "Host\n")
    }
    let deep = try #require(Window(text: text))
    #expect(deep.svg.utf8.count < 100_000)
    var wide = "window (compact)\n  tabs [selected: 4999]\n"
    for index in 0..<5000 { wide += "    Tab\(index)\n" }
    let tabs = try #require(Window(text: wide))
    #expect(tabs.svg.utf8.count < 20_000)
    #expect(texts(tabs.svg).contains("+4996"))
  }
}
