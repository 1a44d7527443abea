import Foundation
import NavrunCommandTestSupport
import NavrunTestSupport
import Testing

@testable import NavrunCommand
@testable import ScenarioRunner

/// `--junit` writes the screens of each failing test beside the report, named in its
/// `system-out`, and never through a link.
@Suite struct JUnitAttachmentTests {
  func junit(_ folder: borrowing TemporaryFolder, _ arguments: String...) throws -> JUnitReader {
    _ = navrun([folder.path + "/s", "--junit", folder.path + "/out/navrun.xml"] + arguments)
    let text = folder.read("out/navrun.xml")
    let xml = try #require(text)
    return try #require(JUnitReader.read(xml))
  }

  @Test func aFailingTestsScreensAreWrittenBesideTheReport() throws {
    let folder = try TemporaryFolder()
    try folder.write(pushScenario, to: "s/tabs/a.json")
    try folder.write("window (regular)\n  nav\n    Feed  <- top\n", to: "s/tabs/a.golden")
    try folder.write(commentsMatrixScenario, to: "s/m.json")
    try folder.write(
      "-- start feed --\nwindow (regular)\n  nav\n    Feed  <- top\n", to: "s/m.golden")
    let report = try junit(folder, "--record", "never")
    // Named after the scenario's path (here outside the current folder, so absolute).
    let stem = "out/navrun." + JUnitAttachments.part(folder.path + "/s")
    #expect(
      folder.files().filter { $0.hasSuffix(".svg") }
        == [stem + "-m.feed.svg", stem + "-m.post.svg", stem + "-tabs-a.svg"])
    let tabs = try #require(report.cases.first { $0.attributes["name"] == "a" })
    let attachment = try #require(
      tabs.output?.split(separator: "\n").first { $0.hasPrefix("[[ATTACHMENT|") })
    let path = String(attachment.dropFirst("[[ATTACHMENT|".count).dropLast(2))
    #expect(path == folder.path + "/" + stem + "-tabs-a.svg")
    let svg = try #require(FileManager.default.contents(atPath: path))
    let text = String(decoding: svg, as: UTF8.self)
    #expect(text.hasPrefix("<svg "))
    #expect(text.contains("expected (final)") && text.contains("actual (final)"))
  }

  @Test func passingTestsHaveNoScreens() throws {
    let folder = try TemporaryFolder()
    try folder.write(commentsMatrixScenario, to: "s/m.json")
    let report = try junit(folder)
    #expect(report.cases.allSatisfy { $0.output?.contains("[[ATTACHMENT|") == false })
    #expect(folder.files().filter { $0.hasSuffix(".svg") }.isEmpty)
  }

  @Test func pictureNamesAreSafeDeterministicAndDistinct() throws {
    let screens = FailureScreens(
      treeAtFailure: "window (regular)\n  A  <- top\n", expectedAtFailure: nil, expected: nil,
      actual: nil)
    func test(_ path: String, start: String? = nil) -> JUnitCase {
      JUnitCase(
        name: "x", path: path, tags: [], status: .failed, body: "", output: "", seconds: 0,
        screens: screens, start: start)
    }
    let cases = [
      test("a/b.json"), test("a-b.json"), test("A/B.json"), test("../../etc/passwd"),
      test("m.json", start: "../\u{1B}[31mred \u{1F600}"), test(".json"),
      test(String(repeating: "é", count: 300) + ".json"), test("ok.json"),
    ]
    let pictures = JUnitAttachments.pictures(for: cases, report: "build/navrun.xml")
    #expect(
      pictures.map(\.file) == [
        "build/navrun.a-b.svg", "build/navrun.a-b-2.svg", "build/navrun.A-B-3.svg",
        "build/navrun.etc-passwd.svg", "build/navrun.m.31mred.svg", "build/navrun.x.svg",
        "build/navrun.x-2.svg", "build/navrun.ok.svg",
      ])
    #expect(pictures.map(\.index) == Array(0..<8))
    // A long path keeps its end, the part that tells files apart.
    #expect(JUnitAttachments.part(String(repeating: "a/", count: 500) + "end").count <= 80)
    #expect(JUnitAttachments.part(String(repeating: "a/", count: 500) + "end").hasSuffix("a-end"))
  }

  @Test func aLinkWhereAPictureGoesIsNotFollowed() throws {
    let folder = try TemporaryFolder()
    try folder.write(pushScenario, to: "s/a.json")
    try folder.write("window (regular)\n", to: "s/a.golden")
    try folder.write("keep", to: "target.txt")
    try FileManager.default.createDirectory(
      atPath: folder.path + "/out", withIntermediateDirectories: true)
    let picture = "navrun." + JUnitAttachments.part(folder.path + "/s/a") + ".svg"
    try FileManager.default.createSymbolicLink(
      atPath: folder.path + "/out/" + picture, withDestinationPath: folder.path + "/target.txt")
    let outcome = navrun(
      folder.path + "/s", "--record", "never", "--junit", folder.path + "/out/navrun.xml")
    #expect(outcome.code == 2)
    #expect(outcome.errors.contains(picture + ": it is a symbolic link"))
    #expect(folder.read("target.txt") == "keep")
  }
}
