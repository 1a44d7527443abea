import Foundation
import NavrunCommandTestSupport
import NavrunTestSupport
import Testing

@testable import NavrunCommand
@testable import ScenarioRunner

/// `navrun print FILE --format text|json|mermaid|dot|svg|hierarchy`.
@Suite struct PrintFormatTests {
  /// With `--step`, the one tree as swift-snapshot-testing records it; without, each tree under
  /// its header; a feed pushed over and left keeps its view out of the window.
  @Test func hierarchyPrintsUIKitsHierarchyWithAppearanceAndViews() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      #"{"start": {"nav": ["Feed", "Post"]}, "steps": [{"pop": "nav"}, {"push": "Comments"}]}"#,
      to: "a.json")
    let one = navrun("print", folder.path + "/a.json", "--step", "1", "--format", "hierarchy")
    #expect(one.code == 0)
    #expect(
      one.output == """
        <UINavigationController>, state: appeared, view: <UILayoutContainerView>
           | <Feed>, state: disappeared, view: <UIView> not in the window
           | <Comments>, state: appeared, view: <UIView>

        """)
    let all = navrun("print", folder.path + "/a.json", "--format", "hierarchy")
    #expect(all.output.hasPrefix("-- start --\n<UINavigationController>"))
    #expect(all.output.contains("   | <Feed>, state: disappeared, view: (view not loaded)\n"))
    #expect(all.output.components(separatedBy: "\n-- after steps[").count == 3)
  }

  /// A screen type from a scenario that holds the text of a field is printed as a JSON string
  /// literal: it cannot forge a field (a line break in a type is refused when it is decoded).
  @Test func hierarchyQuotesTypesThatWouldForgeAField() throws {
    let folder = try TemporaryFolder()
    try folder.write(#"{"start": {"nav": ["A>, state: appeared, view: <B"]}}"#, to: "a.json")
    let outcome = navrun("print", folder.path + "/a.json", "--format", "hierarchy")
    #expect(outcome.code == 0)
    #expect(
      outcome.output == """
        <UINavigationController>, state: appeared, view: <UILayoutContainerView>
           | <"A>, state: appeared, view: <B">, state: appeared, view: <UIView>

        """)
  }

  @Test func mermaidOfOneStepIsOneDiagramWithItsTitleAsAComment() throws {
    let folder = try TemporaryFolder()
    try folder.write(pushScenario, to: "a.json")
    let outcome = navrun("print", folder.path + "/a.json", "--step", "0", "--format", "mermaid")
    #expect(outcome.code == 0)
    #expect(
      outcome.output == """
        %% after steps[0] push
        %%   disappear Feed
        %%   appear Post
        graph TD
          n0["window (regular)"]
          n1["nav"]
          n0 --> n1
          n2["Feed"]
          n1 --> n2
          n3["Post  #60;- top"]
          n2 ==>|push| n3
          class n3 top
          classDef top stroke-width:3px

        """)
  }

  /// Without `--step`, one graph that `dot` renders whole: a cluster per tree, each titled,
  /// with the step's events as comments; with `--step`, the one tree's graph.
  @Test func dotPrintsOneGraphWithAClusterPerTree() throws {
    let folder = try TemporaryFolder()
    try folder.write(pushScenario, to: "a.json")
    let outcome = navrun("print", folder.path + "/a.json", "--format=dot")
    #expect(outcome.output.hasPrefix("digraph steps {\n"))
    #expect(outcome.output.components(separatedBy: "digraph").count == 2)
    #expect(outcome.output.components(separatedBy: "subgraph cluster_").count == 3)
    #expect(
      outcome.output.contains(
        "  // after steps[0] push\n  //   disappear Feed\n  //   appear Post\n"
          + "  subgraph cluster_1 {\n    label=\"after steps[0] push\";\n"))
    #expect(
      outcome.output.contains("    s1n2 -> s1n3 [label=\"push\", style=bold, arrowhead=empty];"))
    let one = navrun("print", folder.path + "/a.json", "--step", "0", "--format=dot")
    #expect(one.output.hasPrefix("// after steps[0] push\n//   disappear Feed\n"))
    #expect(one.output.contains("digraph window {\n"))
  }

  @Test func jsonOfOneStepIsTheWindowAndOfSeveralAnArray() throws {
    let folder = try TemporaryFolder()
    try folder.write(pushScenario, to: "a.json")
    let one = navrun("print", folder.path + "/a.json", "--step", "0", "--format", "json")
    let window = try #require(
      try JSONSerialization.jsonObject(with: Data(one.output.utf8)) as? [String: Any])
    #expect(window["top"] as? String == "#Post")
    let all = navrun("print", folder.path + "/a.json", "--format", "json")
    let trees = try #require(
      try JSONSerialization.jsonObject(with: Data(all.output.utf8)) as? [[String: Any]])
    #expect(trees.map { $0["after"] as? String } == ["start", "after steps[0] push"])
    #expect(trees[1]["events"] as? [String] == ["disappear Feed", "appear Post"])
    #expect((trees[1]["window"] as? [String: Any])?["top"] as? String == "#Post")
  }

  @Test func textIsTheDefaultAndFormatGoesWithPrintOnly() throws {
    let folder = try TemporaryFolder()
    try folder.write(pushScenario, to: "a.json")
    #expect(
      navrun("print", folder.path + "/a.json", "--format", "text").output
        == navrun("print", folder.path + "/a.json").output)
    let misplaced = navrun(folder.path, "--format", "dot")
    #expect(misplaced.code == 2)
    #expect(misplaced.errors.hasPrefix("navrun: error: --format goes with `navrun print FILE`"))
    #expect(navrun("print", folder.path + "/a.json", "--format", "png").code == 2)
  }
}
