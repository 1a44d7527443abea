import Testing

@testable import ScenarioRunner

@Suite struct UnifiedDiffTests {
  @Test func equalTextsHaveNoDiff() {
    #expect(UnifiedDiff.lines(from: "a\nb\n", to: "a\nb\n") == [])
  }

  @Test func aChangedLineGetsAHunkWithContext() {
    let old = (1...10).map { "line \($0)" }.joined(separator: "\n") + "\n"
    let new = old.replacingOccurrences(of: "line 5\n", with: "line five\n")
    #expect(
      UnifiedDiff.text(from: old, to: new, oldName: "a.golden", newName: "actual", colored: false)
        == """
        --- a.golden
        +++ actual
        @@ -2,7 +2,7 @@
         line 2
         line 3
         line 4
        -line 5
        +line five
         line 6
         line 7
         line 8

        """)
  }

  @Test func distantChangesGetSeparateHunks() {
    let old = (1...20).map(String.init).joined(separator: "\n") + "\n"
    let new = old.replacingOccurrences(of: "\n2\n", with: "\ntwo\n")
      .replacingOccurrences(of: "\n19\n", with: "\nnineteen\n")
    let hunks = UnifiedDiff.lines(from: old, to: new).filter {
      if case .hunk = $0 { true } else { false }
    }
    #expect(hunks == [.hunk("@@ -1,5 +1,5 @@"), .hunk("@@ -16,5 +16,5 @@")])
  }

  @Test func trailingSpacesAreMadeVisible() {
    let text = UnifiedDiff.text(from: "a\n", to: "a \n", oldName: "x", newName: "y", colored: false)
    #expect(text.contains("+a ⏎"))
  }
}
