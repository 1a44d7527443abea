import Foundation
import Testing

/// What keeps the language declared once: one generated copy of the schema of a bounded size,
/// no step written by hand as JSON in explore's sources, a short maintainers' page.
@Suite struct LanguageShapeTests {
  static func lines(_ path: String) -> [Substring] {
    (GeneratedFilesTests.read(path) ?? "").split(separator: "\n", omittingEmptySubsequences: false)
  }

  /// The bound grows with the language's families: the capture forms (start, step, golden,
  /// `classes`) and SwiftUI's nodes and steps (docs/swiftui.md) took it past 5000, its tab and
  /// split views, dialogs, sheet options and page view controllers past 5700.
  @Test func theBuiltInSchemaIsOneCopyOfAtMost6400Lines() {
    let source = GeneratedFilesTests.read(
      "Sources/NavrunCommand/Init/EmbeddedSchema+Generated.swift")
    #expect(Self.lines("Sources/NavrunCommand/Init/EmbeddedSchema+Generated.swift").count <= 6_400)
    #expect(source?.components(separatedBy: "\"$defs\"").count == 2)
  }

  @Test(arguments: ["Sources/ScenarioRunner/Explore", "Sources/NavrunCommand/Explore"])
  func exploresSourcesWriteNoStepAsJSONText(folder: String) throws {
    let root = GeneratedFilesTests.packageRoot.appendingPathComponent(folder)
    let files = try FileManager.default.contentsOfDirectory(atPath: root.path)
      .filter { $0.hasSuffix(".swift") }
    #expect(!files.isEmpty)
    for file in files {
      let text = GeneratedFilesTests.read(folder + "/" + file) ?? ""
      #expect(!text.contains(#"#"{""#), "\(folder)/\(file) writes JSON by hand")
    }
  }

  @Test func theMaintainersPageHoldsAtMost200Lines() {
    #expect(Self.lines("docs/development.md").count <= 201)
  }
}
