import Testing

@testable import ScenarioRunner

/// The escapers' exact output on a few texts, beside the table's properties: what a JUnit
/// attribute, TAP's description and a shell word become.
@Suite struct EscapingExampleTests {
  @Test func xmlEscapingLeavesNoRawMarkupOrControlCharacters() {
    #expect(JUnitReport.attribute("a\"b<c>&'\n") == "a&quot;b&lt;c&gt;&amp;&apos;&#10;")
    #expect(JUnitReport.text("x\u{1}y\u{1B}z") == "x\u{FFFD}y\u{FFFD}z")
    #expect(JUnitReport.text("]]>") == "]]&gt;")
  }

  @Test func tapEscapesHashesAndBackslashes() {
    #expect(TAPReporter.escaped(#"a#b\c"#) == ##"a\#b\\c"##)
  }

  @Test func shellWordsQuoteOnlyWhatAShellWouldSplit() {
    #expect(ShellWords.quoted("Scenarios/tabs-1.json") == "Scenarios/tabs-1.json")
    #expect(ShellWords.quoted("my flows") == "'my flows'")
    #expect(ShellWords.quoted("it's") == #"'it'\''s'"#)
    #expect(ShellWords.quoted("*.json") == "'*.json'")
    #expect(ShellWords.arguments([]) == "")
  }
}
