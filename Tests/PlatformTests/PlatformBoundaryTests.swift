import Foundation
import Testing

/// The C library is called from the platform layer only: every other target reaches the system
/// through it, so that a port to another system changes one folder.
@Suite struct PlatformBoundaryTests {
  static let sources = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Sources")

  @Test func onlyThePlatformTargetImportsTheCLibrary() throws {
    let files = try FileManager.default.subpathsOfDirectory(atPath: Self.sources.path)
    let importers = try files.filter { $0.hasSuffix(".swift") }.filter { file in
      let text = try String(contentsOf: Self.sources.appendingPathComponent(file), encoding: .utf8)
      return text.split(separator: "\n").contains { line in
        let words = line.split(separator: " ")
        return words.count == 2 && words[0] == "import"
          && ["Glibc", "Musl", "Darwin"].contains(String(words[1]))
      }
    }
    #expect(!importers.isEmpty, "the platform layer itself imports the C library")
    // The benchmark measures child processes with the system's own calls; it ships in no product.
    #expect(
      importers.filter { !$0.hasPrefix("Platform/") && !$0.hasPrefix("navrun-bench/") } == [])
  }
}
