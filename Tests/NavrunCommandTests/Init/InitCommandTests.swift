import Foundation
import NavrunTestSupport
import Testing

@testable import NavrunCommand
@testable import ScenarioRunner

/// `navrun init` sets a package up with files that work at once, and never overwrites.
@Suite struct InitCommandTests {
  @Test func theStarterRunsGreenAndTheSchemaIsNavruns() throws {
    let folder = try TemporaryFolder()
    let outcome = navrun("init", folder.path)
    #expect(outcome.code == 0, "\(outcome.errors)")
    for name in [
      "navrun.json", "navrun.schema.json", "Scenarios/open-a-post.json",
      "Scenarios/open-a-post.golden",
    ] {
      #expect(outcome.output.contains("created \(folder.path)/\(name)\n"))
    }
    #expect(folder.read(".gitattributes") == "*.golden text eol=lf\n")
    #expect(folder.read(".gitignore") == "*.golden.new\n")
    // The example passes against the golden init wrote, with recording off, from the folder
    // where the configuration is, which leaves the schema out.
    let run = navrun(["--record", "never"], currentFolder: folder.path)
    #expect(run.code == 0, "\(run.output)\(run.errors)")
    #expect(run.output.hasSuffix("1 passed, 0 failed\n"))
    let schema = try String(
      contentsOf: packageRoot.appendingPathComponent("schema.json"), encoding: .utf8)
    #expect(folder.read("navrun.schema.json") == schema)
    // The CI snippets upload the JUnit report.
    #expect(outcome.output.contains("report_paths: build/navrun.xml"))
    #expect(outcome.output.contains("junit: build/navrun.xml"))
    // A pull request's navigation impact: the app explored against the base's, in a worktree.
    #expect(outcome.output.contains(#"git worktree add "$RUNNER_TEMP/base""#))
    #expect(
      outcome.output.contains(
        #"swift run navrun explore "$APP" --compare "$RUNNER_TEMP/base/$APP""#))
  }

  @Test func anExistingFileStopsItBeforeAnythingIsWritten() throws {
    let folder = try TemporaryFolder()
    try folder.write("mine\n", to: "Scenarios/open-a-post.golden")
    let outcome = navrun("init", folder.path)
    #expect(outcome.code == 2)
    #expect(outcome.errors.contains("\(folder.path)/Scenarios/open-a-post.golden exists"))
    #expect(folder.files() == ["Scenarios", "Scenarios/open-a-post.golden"])
    #expect(folder.read("Scenarios/open-a-post.golden") == "mine\n")
  }

  @Test func aFailedWriteTakesBackWhatTheRunWrote() throws {
    let folder = try TemporaryFolder()
    try folder.write("in the way\n", to: "Scenarios")
    try folder.write(".build/", to: ".gitignore")
    let first = navrun("init", folder.path)
    #expect(first.code == 2)
    #expect(first.errors.contains("nothing was written"))
    #expect(folder.files() == [".gitignore", "Scenarios"])
    #expect(folder.read(".gitignore") == ".build/")
    try FileManager.default.removeItem(atPath: folder.path + "/Scenarios")
    let second = navrun("init", folder.path)
    #expect(second.code == 0)
    #expect(folder.read(".gitignore") == ".build/\n*.golden.new\n")
  }

  @Test func aFailedWriteRemovesTheFoldersTheRunMade() throws {
    let folder = try TemporaryFolder()
    try folder.write("in the way\n", to: "b/Scenarios")
    let outcome = navrun("init", folder.path + "/made/../b")
    #expect(outcome.code == 2)
    #expect(folder.files() == ["b", "b/Scenarios"])
  }

  @Test func gitFilesGainTheMissingLineOnly() throws {
    let folder = try TemporaryFolder()
    try folder.write(".build/", to: ".gitignore")
    try folder.write("*.golden   text eol=lf\n*.png binary\n", to: ".gitattributes")
    #expect(navrun("init", folder.path).code == 0)
    #expect(folder.read(".gitignore") == ".build/\n*.golden.new\n")
    #expect(folder.read(".gitattributes") == "*.golden   text eol=lf\n*.png binary\n")
  }

  @Test func aGitFileThatIsALinkIsRefused() throws {
    let folder = try TemporaryFolder()
    let elsewhere = try TemporaryFolder()
    try elsewhere.write("theirs\n", to: "ignore")
    try #require(symlink(elsewhere.path + "/ignore", folder.path + "/.gitignore") == 0)
    let outcome = navrun("init", folder.path)
    #expect(outcome.code == 2)
    #expect(outcome.errors.contains(".gitignore is not a regular file"))
    #expect(elsewhere.read("ignore") == "theirs\n")
    #expect(folder.read("navrun.json") == nil)
  }

  @Test func theEmbeddedSchemaIsSchemaJSON() throws {
    let schema = try String(
      contentsOf: packageRoot.appendingPathComponent("schema.json"), encoding: .utf8)
    #expect(EmbeddedSchema.text == schema, "run Scripts/embed-schema.py after changing schema.json")
    #expect(navrun("schema").output == schema)
  }

  @Test func usage() {
    #expect(navrun("init", "a", "b").code == 2)
    #expect(navrun("schema", "x").code == 2)
    #expect(navrun("init", "--json", "r.json").code == 2)
  }
}

@Suite struct SchemaFileDiscoveryTests {
  @Test func aJSONSchemaIsNeverTakenForAScenario() throws {
    let folder = try TemporaryFolder()
    try folder.write(pushScenario, to: "a.json")
    try folder.write(
      #"{"$schema": "https://json-schema.org/draft/2020-12/schema"}"#, to: "app.schema.json")
    let outcome = navrun(folder.path)
    #expect(outcome.code == 0, "\(outcome.output)")
    #expect(!outcome.output.contains("app.schema.json"))
  }
}
