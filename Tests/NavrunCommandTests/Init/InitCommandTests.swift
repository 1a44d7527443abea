import Foundation
import NavrunCommandTestSupport
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
      "navrun.json", "navrun.scenario.schema.json", "navrun.definitions.schema.json",
      "navrun.configuration.schema.json", "Scenarios/open-a-post.json",
      "Scenarios/open-a-post.golden", ".vscode/settings.json",
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
    for kind in ["scenario", "definitions", "configuration"] {
      let schema = try String(
        contentsOf: packageRoot.appendingPathComponent("schemas/\(kind).schema.json"),
        encoding: .utf8)
      #expect(folder.read("navrun.\(kind).schema.json") == schema)
    }
    #expect(
      folder.read("navrun.json")?.contains(#""$schema": "navrun.configuration.schema.json""#)
        == true)
    #expect(
      folder.read("Scenarios/open-a-post.json")?.contains(
        #""$schema": "../navrun.scenario.schema.json""#) == true)
    // The CI snippets upload the JUnit report.
    #expect(outcome.output.contains("report_paths: build/navrun.xml"))
    #expect(outcome.output.contains("junit: build/navrun.xml"))
    // A pull request's navigation impact: the app explored against the base's, in a worktree.
    #expect(outcome.output.contains(#"git worktree add "$RUNNER_TEMP/base""#))
    #expect(
      outcome.output.contains(
        #""$NAVRUN_HOME/bin/navrun" explore "$APP" --compare "$RUNNER_TEMP/base/$APP""#))
  }

  @Test func outsideAPackageTheNextStepIsTheInstalledCommand() throws {
    let folder = try TemporaryFolder()
    try folder.write("", to: "App.xcodeproj/project.pbxproj")
    let outcome = navrun("init", folder.path)
    #expect(outcome.code == 0, "\(outcome.errors)")
    #expect(outcome.output.contains("\n  navrun                        run the scenarios"))
    #expect(!outcome.output.contains("swift run"))
  }

  @Test func inAPackageTheNextStepIsSwiftRun() throws {
    let folder = try TemporaryFolder()
    try folder.write("// swift-tools-version: 6.0\n", to: "Package.swift")
    let outcome = navrun("init", folder.path)
    #expect(outcome.output.contains("\n  swift run navrun              run the scenarios"))
    #expect(outcome.output.contains("swift package navrun"))
  }

  /// Every snippet (GitHub's two jobs, GitLab's two, the shell's) installs the version that wrote
  /// it, from the same lines, and the docs quote the shell one as `init` prints it.
  @Test func theCISnippetsPinThisVersion() throws {
    let folder = try TemporaryFolder()
    let output = navrun("init", folder.path).output
    #expect(output.components(separatedBy: "NAVRUN_VERSION: \"\(Navrun.version)\"").count == 4)
    let shell = try #require(
      output.components(separatedBy: "as a shell step:\n\n").last?
        .components(separatedBy: "\n\n").first)
    #expect(shell.hasPrefix("  set -e\n  NAVRUN_VERSION=\(Navrun.version)\n"))
    let unindented = shell.split(separator: "\n").map { $0.dropFirst(2) }.joined(separator: "\n")
    let docs = try String(
      contentsOf: packageRoot.appendingPathComponent("docs/installing.md"), encoding: .utf8)
    #expect(docs.contains("```sh\n" + unindented + "\n```"), "docs/installing.md quotes it")
    #expect(
      output.components(separatedBy: #"PREFIX="$NAVRUN_HOME" "$src/Scripts/install.sh""#).count == 6
    )
  }

  /// In a repository set up already (its files exist, so `init` itself would refuse), `--ci`
  /// prints the snippets `init` prints, at this version, and writes nothing.
  @Test func ciPrintsTheSnippetsOnlyAndWritesNothing() throws {
    let folder = try TemporaryFolder()
    let full = navrun("init", folder.path)
    #expect(full.code == 0)
    let before = folder.files()
    let snippets = navrun(["init", "--ci"], currentFolder: folder.path)
    #expect(snippets.code == 0, "\(snippets.errors)")
    #expect(snippets.errors.isEmpty)
    #expect(snippets.output == StarterFiles.ciSnippets)
    #expect(full.output.hasSuffix(snippets.output))
    #expect(snippets.output.contains("NAVRUN_VERSION=\(Navrun.version)\n"))
    #expect(!snippets.output.contains("created "))
    #expect(folder.files() == before)
    let elsewhere = try TemporaryFolder()
    #expect(navrun("init", "--ci", elsewhere.path).output == snippets.output)
    #expect(elsewhere.files() == [])
  }

  /// The jobs keep the whole report folder (the JUnit file's pictures are beside it), and the
  /// impact job has a GitLab version against the merge request's base.
  @Test func theJobsKeepTheReportFolderAndGitLabHasTheImpactJob() {
    let output = StarterFiles.ciSnippets
    #expect(output.contains("with: {name: navrun-report, path: build/}"))
    #expect(output.contains("with: {name: navigation-impact, path: build/}"))
    #expect(!output.contains("path: build/navrun.html"))
    #expect(output.components(separatedBy: "paths: [build/]").count == 3)
    #expect(
      output.contains(#"git worktree add --detach "$base" "$CI_MERGE_REQUEST_DIFF_BASE_SHA""#))
    #expect(output.contains(#""$NAVRUN_HOME/bin/navrun" explore "$APP" --compare "$base/$APP""#))
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
    #expect(
      EmbeddedSchema.text == schema, "run `swift run navrun-generate` after editing schema.json")
    #expect(navrun("schema").output == schema)
  }

  @Test(arguments: SchemaKind.allCases)
  func theSchemaOfEachKindIsTheOneInSchemas(kind: SchemaKind) throws {
    let schema = try String(
      contentsOf: packageRoot.appendingPathComponent("schemas/\(kind.rawValue).schema.json"),
      encoding: .utf8)
    #expect(kind.text == schema, "run `swift run navrun-generate` after changing schema.json")
    #expect(navrun("schema", kind.rawValue).output == schema)
  }

  /// VS Code's settings give each kind of file the schema init wrote for it.
  @Test func theEditorSettingsNameTheSchemaOfEachKindOfFile() throws {
    let folder = try TemporaryFolder()
    #expect(navrun("init", folder.path).code == 0)
    let text = folder.read(".vscode/settings.json") ?? ""
    let object = try JSONSerialization.jsonObject(with: Data(text.utf8))
    let settings = try #require(object as? [String: Any])
    let entries = try #require(settings["json.schemas"] as? [[String: Any]])
    let byURL = Dictionary(
      uniqueKeysWithValues: entries.map {
        ($0["url"] as? String ?? "", $0["fileMatch"] as? [String] ?? [])
      })
    #expect(byURL["./navrun.configuration.schema.json"] == ["/navrun.json"])
    #expect(byURL["./navrun.definitions.schema.json"] == ["/Scenarios/**/*.defs.json"])
    #expect(
      byURL["./navrun.scenario.schema.json"]
        == ["/Scenarios/**/*.json", "!/Scenarios/**/*.defs.json"])
    for url in byURL.keys { #expect(folder.read(String(url.dropFirst(2))) != nil, "\(url)") }
  }

  @Test func existingEditorSettingsAreLeftAsTheyAreAndTheEntriesPrinted() throws {
    let folder = try TemporaryFolder()
    try folder.write("{\"editor.tabSize\": 2}\n", to: ".vscode/settings.json")
    let outcome = navrun("init", folder.path)
    #expect(outcome.code == 0)
    #expect(folder.read(".vscode/settings.json") == "{\"editor.tabSize\": 2}\n")
    #expect(outcome.output.contains("left \(folder.path)/.vscode/settings.json as it is"))
    #expect(outcome.output.contains(#""url": "./navrun.scenario.schema.json""#))
    #expect(folder.read("navrun.json") != nil)
  }

  @Test func settingsThatCannotBeWrittenLeaveNothingWritten() throws {
    let folder = try TemporaryFolder()
    try folder.write("not a folder\n", to: ".vscode")
    let outcome = navrun("init", folder.path)
    #expect(outcome.code == 2)
    #expect(outcome.errors.contains("nothing was written"))
    #expect(folder.files() == [".vscode"])
  }

  @Test func usage() {
    #expect(navrun("init", "a", "b").code == 2)
    #expect(navrun("schema", "x").code == 2)
    #expect(navrun("schema", "scenario", "definitions").code == 2)
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
