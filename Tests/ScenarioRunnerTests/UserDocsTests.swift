import Foundation
import NavrunTestSupport
import Testing

@testable import ScenarioRunner

/// What users read cites what users have: the docs pages and the upstream repositories, never
/// the project's internal specification or seed documents.
@Suite struct UserDocsTests {
  static let userFiles: [String] = {
    let docs =
      (try? FileManager.default.contentsOfDirectory(
        atPath: packageRoot.appendingPathComponent("docs").path)) ?? []
    return ["README.md", "schema.json"] + docs.filter { $0.hasSuffix(".md") }.map { "docs/" + $0 }
  }()

  @Test(arguments: userFiles) func citesNoInternalDocument(file: String) throws {
    let text = try String(
      contentsOf: packageRoot.appendingPathComponent(file), encoding: .utf8)
    #expect(!text.contains("SPEC" + " §"), "\(file) cites the internal specification")
    #expect(!text.contains("seeds" + "/"), "\(file) cites a seed document")
  }

  /// The code, too, cites what its readers have: the docs pages and the upstream files.
  @Test func theSourcesCiteNoInternalDocument() throws {
    let internalMarks = ["SPEC" + " §", "seeds" + "/"]
    for folder in ["Sources", "Tests"] {
      let root = packageRoot.appendingPathComponent(folder)
      let files = FileManager.default.enumerator(atPath: root.path)?.allObjects as? [String] ?? []
      #expect(!files.isEmpty)
      for file in files where file.hasSuffix(".swift") {
        let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
        for mark in internalMarks {
          #expect(!text.contains(mark), "\(folder)/\(file) cites \(mark)")
        }
      }
    }
  }

  /// The README's first screen shows a scenario and its golden, before installing: the scenario
  /// passes against that golden.
  @Test func theREADMEsFirstScreenIsAScenarioAndItsGolden() throws {
    let readme = try String(
      contentsOf: packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
    let firstScreen = readme.split(separator: "\n", omittingEmptySubsequences: false).prefix(25)
      .joined(separator: "\n")
    let blocks = firstScreen.matches(of: /```(json)?\n((?:.*\n)*?)```/).map { String($0.output.2) }
    try #require(blocks.count == 2, "the README's first 25 lines hold a scenario and its golden")
    let folder = try TemporaryFolder()
    try folder.write(blocks[0], to: "first-screen.json")
    try folder.write(blocks[1], to: "first-screen.golden")
    let report = ScenarioRun(record: .never).report(for: folder.path + "/first-screen.json")
    #expect(report.status == .passed, "\(report.diagnostics)")
  }

  /// Every Swift example of the README is a file of the `ReadmeExamples` test target, which
  /// `swift build --build-tests` compiles and `swift test` runs: the README quotes each one
  /// verbatim, so an example cannot rot.
  @Test(arguments: ["SwiftTestingExample.swift", "XCTestExample.swift", "BundleExample.swift"])
  func theREADMEQuotesACompiledExample(file: String) throws {
    let readme = try String(
      contentsOf: packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
    let example = try String(
      contentsOf: packageRoot.appendingPathComponent("Tests/ReadmeExamples/" + file),
      encoding: .utf8)
    #expect(readme.contains("```swift\n" + example + "```"), "README quotes \(file) as it is")
  }
}
