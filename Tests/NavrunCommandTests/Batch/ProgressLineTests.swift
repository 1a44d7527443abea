import Testing

@testable import NavrunCommand

/// The `[done/total]` line a run on a terminal keeps rewriting.
@Suite struct ProgressLineTests {
  @Test func theLineCountsAndClears() {
    var line = ProgressLine(total: 3, isEnabled: true)
    #expect(line.update(completed: 1) == "\r\u{1B}[K[1/3]")
    #expect(line.update(completed: 1) == "")
    #expect(line.clear() == "\r\u{1B}[K")
    #expect(line.clear() == "")
    #expect(line.update(completed: 3) == "")
    var off = ProgressLine(total: 3, isEnabled: false)
    #expect(off.update(completed: 1) == "")
  }
}
