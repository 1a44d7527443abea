import NavrunTestSupport
import Testing

@testable import ScenarioRunner

/// The HTML report's page: the run first, then the failures (each diff first, then a timeline
/// of its steps), the passing files folded in a table, nothing that runs or loads.
@Suite struct HTMLReportTests {
  /// Where `text` first occurs in `html`, for comparing positions.
  func position(of text: String, in html: String) throws -> String.Index {
    try #require(html.range(of: text)?.lowerBound, "\(text) is on the page")
  }

  @Test func theRunIsDescribedWithEveryValueEscaped() {
    let metadata = ReportMetadata(
      date: 1_700_000_000, arguments: ["Scenarios", "--filter", #"<b>&"x"#], version: "1.0<",
      commit: "abc<def", isReproducible: false)
    var summary = RunSummary(reports: [])
    summary.seconds = 0.25
    let html = HTMLReport.document(for: summary, metadata: metadata)
    #expect(html.contains(#"<dt>date</dt><dd><time datetime="2023-11-14T22:13:20Z">"#))
    #expect(
      html.contains(
        "<dt>command</dt><dd><code>navrun Scenarios --filter &#39;&lt;b&gt;&amp;&quot;x&#39;"
          + "</code></dd>"))
    #expect(html.contains("<dt>navrun</dt><dd>1.0&lt;</dd>"))
    #expect(html.contains("<dt>commit</dt><dd><code>abc&lt;def</code></dd>"))
    #expect(html.contains("<dt>time</dt><dd>250.0 ms</dd>"))
    var withoutCommit = metadata
    withoutCommit.commit = nil
    #expect(!HTMLReport.document(for: summary, metadata: withoutCommit).contains("commit"))
  }

  @Test(arguments: [
    (0, "1970-01-01T00:00:00Z"), (951_782_400, "2000-02-29T00:00:00Z"),
    (1_700_000_000, "2023-11-14T22:13:20Z"), (253_402_300_799, "9999-12-31T23:59:59Z"),
  ])
  func theDateIsISO8601InUTC(seconds: Int64, text: String) {
    let metadata = ReportMetadata(
      date: seconds, arguments: [], commit: nil, isReproducible: true)
    #expect(metadata.dateText == text)
  }

  @Test func failingScenariosComeFirst() throws {
    let html = htmlReport(ofRunIn: try reportFolder())
    let run = try position(of: "<dl class=\"run\">", in: html)
    let mismatch = try position(of: "b-mismatch.json", in: html)
    let step = try position(of: "c-step.json", in: html)
    let passing = try position(of: "a-pass.json", in: html)
    #expect(run < mismatch && mismatch < step && step < passing)
    // Links to the failures lead the way when there are several.
    let link = try position(of: ##"<li><a href="#failure-2">"##, in: html)
    let sections = try position(of: #"<section class="failure""#, in: html)
    #expect(run < link && link < sections)
  }

  @Test func eachFailureShowsItsDiffBeforeItsTimeline() throws {
    let html = htmlReport(ofRunIn: try reportFolder())
    let section = try position(of: #"<section class="failure" id="failure-1">"#, in: html)
    let diff = try position(of: #"<pre class="diff">"#, in: html)
    let timeline = try position(of: #"<ol class="timeline">"#, in: html)
    let trees = try position(of: #"<div class="trees">"#, in: html)
    #expect(section < diff && diff < timeline && timeline < trees)
    #expect(html.contains(#"<span class="added">+    Post  &lt;- top</span>"#))
  }

  @Test func theTimelineShowsEachStepWithItsEventsAndMarksTheFailedOne() throws {
    let html = htmlReport(ofRunIn: try reportFolder())
    let section = try #require(
      html.range(of: #"<section class="failure" id="failure-2">"#).map { html[$0.lowerBound...] })
    #expect(
      section.contains(
        #"<li class="step passed">steps[0] pop <span class="outcome">passed</span>"#))
    #expect(
      section.contains(
        #"<li class="warning">warning: cannotPopRoot: cannot pop A, the root of nav</li>"#))
    #expect(section.contains("<li>disappear A</li>\n<li>appear B</li>"))
    #expect(
      section.contains(
        #"<li class="step failed"><strong>steps[2] push</strong> <span class="outcome">failed"#))
    #expect(
      section.contains(
        "<p class=\"message\">steps[2] push failed: cannotPushContainer: a navigation "
          + "controller cannot be pushed onto nav</p>\n<figure><figcaption>the tree when the "
          + "step failed</figcaption><pre class=\"tree\">window (regular)\n  nav\n    A\n"
          + "    B  &lt;- top\n</pre></figure>\n</li>"))
  }

  @Test func aMatrixScenarioHasATimelinePerStartWithItsFailedStepMarked() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      #"{"starts": {"one": {"nav": ["A"]}, "two": {"nav": ["A", "B"]}}, "golden": false, "steps": [{"pop": true, "expectError": "cannotPopRoot"}]}"#,
      to: "a.json")
    let html = htmlReport(ofRunIn: folder)
    #expect(
      html.contains(
        "<h4>start &quot;one&quot;</h4>\n<ol class=\"timeline\">\n"
          + "<li class=\"step refused\">steps[0] pop"))
    #expect(
      html.contains(
        "<h4>start &quot;two&quot;</h4>\n<ol class=\"timeline\">\n"
          + "<li class=\"step failed\"><strong>steps[0] pop</strong>"))
    #expect(
      html.contains(
        "<p class=\"message\">start &quot;two&quot;: steps[0] pop: expected error "
          + "cannotPopRoot, but the step succeeded</p>"))
  }

  @Test func passingScenariosAreFolded() throws {
    let html = htmlReport(ofRunIn: try reportFolder())
    let folded = try #require(
      html.firstMatch(
        of: /<details class="passing">\n<summary>Passing \(1\)<\/summary>(?s:.*?)<\/details>/))
    #expect(folded.output.contains(#"<tr><td class="badge passed">passed</td><td>"#))
    #expect(folded.output.contains("a-pass.json"))
    #expect(html.ranges(of: "a-pass.json").count == 1, "a passing file shows only folded")
  }

  @Test func thePageRunsNothingAndLoadsNothing() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      #"{"scenario": "<script>alert(1)</script> <img src=\"https://example.com/x.png\">", "start": {"nav": ["A"]}, "steps": [{"push": {"nav": []}}]}"#,
      to: "a.json")
    let html = htmlReport(ofRunIn: folder)
    #expect(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
    #expect(!html.lowercased().contains("<script"))
    #expect(!html.contains("<img") && !html.contains("<link") && !html.contains("@import"))
    #expect(!html.contains("url("))
    // Every link stays on the page.
    for match in html.matches(of: /(?:src|href)\s*=\s*"([^"]*)"/) {
      #expect(match.output.1.hasPrefix("#"), "\(match.output.0)")
    }
  }
}
