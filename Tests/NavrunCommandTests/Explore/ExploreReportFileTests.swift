import Foundation
import NavrunCommandTestSupport
import NavrunTestSupport
import Platform
import Testing

@testable import NavrunCommand
@testable import ScenarioFormat
@testable import ScenarioRunner

/// `navrun explore --json/--junit` follow the rules of a run's reports: a link's file is
/// replaced and the link kept, a FIFO or a device is written into.
@Suite struct ExploreReportFileTests {
  static let app = #"{"start": {"nav": ["Home"]}, "explore": {"depth": 1}}"#

  @Test(arguments: ["--json", "--junit"])
  func aReportLinkedToAFileReplacesTheFileAndKeepsTheLink(option: String) throws {
    let folder = try TemporaryFolder()
    try folder.write(Self.app, to: "app.json")
    try folder.write("old\n", to: "out/real.txt")
    try #require(symlink("out/real.txt", folder.path + "/report") == 0)
    let outcome = navrun("explore", folder.path + "/app.json", option, folder.path + "/report")
    #expect(outcome.code == 0)
    #expect(Platform.FileKind.entry(at: folder.path + "/report") == .symbolicLink)
    #expect(folder.read("out/real.txt") != "old\n")
  }

  @Test func aReportLinkedToADeviceIsWrittenInto() throws {
    let folder = try TemporaryFolder()
    try folder.write(Self.app, to: "app.json")
    try #require(symlink("/dev/null", folder.path + "/report.json") == 0)
    let outcome = navrun(
      "explore", folder.path + "/app.json", "--json", folder.path + "/report.json")
    #expect(outcome.code == 0)
    #expect(Platform.FileKind.entry(at: folder.path + "/report.json") == .symbolicLink)
  }

  @Test func aReportIntoAFIFOWithAReaderReachesTheReader() throws {
    let folder = try TemporaryFolder()
    try folder.write(Self.app, to: "app.json")
    let fifo = folder.path + "/report.json"
    try #require(mkfifo(fifo, 0o644) == 0)
    let reader = open(fifo, O_RDONLY | O_NONBLOCK)
    try #require(reader >= 0)
    defer { close(reader) }
    #expect(navrun("explore", folder.path + "/app.json", "--json", fifo).code == 0)
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    let count = read(reader, &buffer, buffer.count)
    #expect(String(decoding: buffer.prefix(max(0, count)), as: UTF8.self).hasPrefix("{"))
  }
}
