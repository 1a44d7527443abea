import Testing

@testable import NavigationCore

/// Mermaid and Graphviz pictures of a window.
@Suite struct DiagramRenderingTests {
  var splitWithSheet: Blueprint {
    var split = Blueprint.split(
      primary: tabs(nav(screen("Feed"), id: "feed"), screen("Profile")),
      secondary: nav(screen("Post", id: "p42", context: "42")), id: "main")
    split.policy = .move
    return split.presenting(screen("Share"), style: .pageSheet)
  }

  @Test func mermaidDrawsEveryControllerWithColumnsAndPresentations() throws {
    let state = try start(splitWithSheet)
    #expect(
      state.window.mermaid == """
        graph TD
          n0["window (regular)"]
          n1["split #35;main [expanded, policy: move]"]
          n0 --> n1
          n2["tabs [selected: 0]"]
          n1 -->|primary| n2
          n3["nav #35;feed (selected)"]
          n2 --> n3
          n4["Feed"]
          n3 --> n4
          n5["Profile"]
          n2 --> n5
          n6["nav"]
          n1 -->|secondary| n6
          n7["Post #35;p42 {context: 42}"]
          n6 --> n7
          n8["Share  #60;- top"]
          n1 -.->|presents (pageSheet)| n8
          class n8 top
          classDef top stroke-width:3px

        """)
  }

  @Test func dotDrawsTheSameGraph() throws {
    let state = try start(nav(screen("Feed")).presenting(screen("Sheet"), style: .formSheet))
    #expect(
      state.window.dot == """
        digraph window {
          node [shape=box, fontname="Helvetica"];
          edge [fontname="Helvetica", fontsize=10];
          n0 [label="window (regular)", shape=plaintext];
          n1 [label="nav"];
          n0 -> n1;
          n2 [label="Feed"];
          n1 -> n2;
          n3 [label="Sheet  <- top", style=bold, penwidth=2];
          n1 -> n3 [label="presents (formSheet)", style=dashed];
        }

        """)
  }

  @Test func labelsAreEscapedForEachLanguage() throws {
    let state = try start(nav(screen("A\"B", id: "x<y>#z;", context: "a\\b|c`d")))
    let mermaid = state.window.mermaid
    #expect(
      mermaid.contains(
        #"n2["A#quot;B #35;x#60;y#62;#35;z; {context: #quot;a\\b#124;c#96;d#quot;}  #60;- top"]"#))
    #expect(
      state.window.dot.contains(
        #"n2 [label="A\"B #x<y>#z; {context: \"a\\\\b|c`d\"}  <- top", style=bold, penwidth=2];"#
      ))
  }

  @Test func picturesAreDeterministic() throws {
    #expect(try start(splitWithSheet).window.mermaid == start(splitWithSheet).window.mermaid)
    #expect(try start(splitWithSheet).window.dot == start(splitWithSheet).window.dot)
  }

  /// A nav's stack is a chain in push order, a fluid stack's too; a tab bar's children fan
  /// out from it.
  @Test func aStackIsAChainAndTabsAFan() throws {
    let state = try start(
      tabs(nav(screen("Feed"), screen("Post"), screen("Card")), stack(screen("A"), screen("B"))))
    let mermaid = state.window.mermaid
    #expect(mermaid.contains("  n1 --> n2\n  n3[\"Feed\"]\n  n2 --> n3\n"))
    #expect(mermaid.contains("  n3 ==>|push| n4\n"))
    #expect(mermaid.contains("  n4 ==>|push| n5\n"))
    #expect(mermaid.contains("  n1 --> n6\n"))
    #expect(mermaid.contains("  n7 ==>|push| n8\n"))
    #expect(state.window.dot.contains("  n3 -> n4 [label=\"push\", style=bold, arrowhead=empty];"))
  }

  @Test func severalWindowsMakeOneDotGraphOfClusters() throws {
    let first = try start(nav(screen("Feed"))).window
    let second = try start(screen("Home"), sizeClass: .compact).window
    #expect(
      Window.dot(clusters: [("start", ["start"], first), ("after \"x\"", [], second)]) == """
        digraph steps {
          node [shape=box, fontname="Helvetica"];
          edge [fontname="Helvetica", fontsize=10];
          // start
          subgraph cluster_0 {
            label="start";
            labeljust=l;
            s0n0 [label="window (regular)", shape=plaintext];
            s0n1 [label="nav"];
            s0n0 -> s0n1;
            s0n2 [label="Feed  <- top", style=bold, penwidth=2];
            s0n1 -> s0n2;
          }
          subgraph cluster_1 {
            label="after \\"x\\"";
            labeljust=l;
            s1n0 [label="window (compact)", shape=plaintext];
            s1n1 [label="Home  <- top", style=bold, penwidth=2];
            s1n0 -> s1n1;
          }
        }

        """)
  }

  @Test func theMoreNavHangsFromItsTabBarByAMoreEdge() throws {
    var state = try start(
      tabs(screen("A"), screen("B"), screen("C"), screen("D"), screen("E"), screen("F")),
      sizeClass: .compact)
    try state.run(.selectMore(nil))
    #expect(state.window.mermaid.contains("n1 -->|more| n8\n"))
    #expect(!state.window.mermaid.contains("more (selected)"))
  }
}
