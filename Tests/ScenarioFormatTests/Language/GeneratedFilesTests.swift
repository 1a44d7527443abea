import Foundation
import Testing

@testable import ScenarioFormat

/// The files made from the language's declarations are what the declarations make now, as
/// swift-format's generated pipelines are checked: `swift run navrun-generate` writes them.
@Suite struct GeneratedFilesTests {
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  static func read(_ path: String) -> String? {
    try? String(contentsOf: packageRoot.appendingPathComponent(path), encoding: .utf8)
  }

  static let files: [GeneratedFiles.File] = (try? GeneratedFiles.files(reading: read)) ?? []

  @Test func everyGeneratedFileCanBeMade() {
    #expect(Self.files.map(\.path).count == 7, "\(Self.files.map(\.path))")
    #expect(Set(Self.files.map(\.path)).count == Self.files.count)
  }

  @Test(arguments: files.map(\.path))
  func aGeneratedFileIsWhatTheDeclarationsMake(path: String) {
    let made = Self.files.first { $0.path == path }?.text
    #expect(
      Self.read(path) == made, "\(path) differs: run `swift run navrun-generate` and commit it")
  }

  @Test func makingTheFilesAgainChangesNothing() throws {
    let again = try GeneratedFiles.files { path in
      Self.files.first { $0.path == path }?.text ?? Self.read(path)
    }
    #expect(again == Self.files)
  }

  @Test func filesWithoutTheirMarkersAreRefused() {
    #expect(throws: GeneratedFiles.Failure.self) {
      try GeneratedFiles.replacing("steps", in: "no markers\n", of: "page.md", with: "x")
    }
  }

  @Test func theStepTableNamesEveryVerbOnce() {
    let rows = LanguageTables.stepTable.split(separator: "\n").filter { $0.hasPrefix("| `{\"") }
    let verbs = rows.compactMap { row in
      row.dropFirst("| `{\"".count).split(separator: "\"").first.map(String.init)
    }
    #expect(verbs == Language.verbs)
  }

  @Test func theReadmeListNamesEveryVerbOnce() {
    let verbs = LanguageTables.verbList.split(separator: "[`").dropFirst().compactMap {
      $0.split(separator: "`").first.map(String.init)
    }
    #expect(verbs == Language.verbs)
  }
}
