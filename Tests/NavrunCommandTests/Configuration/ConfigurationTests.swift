import Foundation
import NavrunCommandTestSupport
import NavrunTestSupport
import Testing

@testable import NavrunCommand
@testable import ScenarioRunner

/// `navrun.json`: found by walking up, validated with located errors, and overridden by flags.
@Suite struct ConfigurationTests {
  /// Runs navrun as if started in `folder`.
  private func navrun(
    in folder: String, _ arguments: String..., environment: [String: String] = [:]
  ) -> Outcome {
    NavrunCommandTestSupport.navrun(arguments, environment: environment, currentFolder: folder)
  }

  private func makePackage() throws -> TemporaryFolder {
    let folder = try TemporaryFolder()
    try folder.write(pushScenario, to: "UI/a.json")
    try folder.write(pushScenario, to: "UI/skipped/b.json")
    try folder.write("{}", to: "Sources/App/placeholder.txt")
    return folder
  }

  @Test func theDefaultPathsComeFromTheFileFoundAbove() throws {
    let folder = try makePackage()
    try folder.write(#"{"paths": ["UI"], "exclude": ["skipped/**"]}"#, to: "navrun.json")
    let outcome = navrun(in: folder.path + "/Sources/App")
    #expect(outcome.code == 0, "\(outcome.errors)")
    #expect(outcome.output.contains("\(folder.path)/UI/a.json"))
    #expect(!outcome.output.contains("b.json"), "the configuration's exclusion applies")
    #expect(folder.read("UI/a.golden") != nil, "recorded under the default record mode")
  }

  /// On CI the configuration comes with the pull request: it reads and writes only inside its
  /// folder, links followed.
  @Test(arguments: [
    (#"{"paths": ["UI", "../outside"]}"#, #"paths[1]: "../outside" leads outside"#),
    (#"{"paths": ["/etc"]}"#, #"paths[0]: "/etc" leads outside"#),
    (#"{"paths": ["link"]}"#, #"paths[0]: "link" leads outside"#),
    (
      #"{"reports": {"html": "UI/../../owned.html"}}"#,
      "reports.html: \"UI/../../owned.html\" leads outside"
    ),
    (#"{"reports": {"junit": "link/r.xml"}}"#, #"reports.junit: "link/r.xml" leads outside"#),
  ])
  func pathsTheFileNamesStayInsideItsFolder(configuration: String, error: String) throws {
    let root = try TemporaryFolder()
    try root.write(pushScenario, to: "outside/x.json")
    try root.write(pushScenario, to: "project/UI/a.json")
    try FileManager.default.createSymbolicLink(
      atPath: root.path + "/project/link", withDestinationPath: root.path + "/outside")
    try root.write(configuration, to: "project/navrun.json")
    let outcome = navrun(in: root.path + "/project")
    #expect(outcome.code == 2)
    #expect(
      outcome.errors.contains("navrun.json:1:") && outcome.errors.contains(error),
      "\(outcome.errors)")
    #expect(root.read("owned.html") == nil && root.read("outside/r.xml") == nil)
    #expect(root.read("outside/x.golden") == nil)
    try root.write("{}", to: "project/navrun.json")
    #expect(
      navrun(in: root.path + "/project", root.path + "/outside").code == 0,
      "a command line path may")
  }

  @Test func withoutPathsTheScenariosFolderOfThePackageRuns() throws {
    let folder = try TemporaryFolder()
    try folder.write(pushScenario, to: "Scenarios/a.json")
    try folder.write("{}", to: "navrun.json")
    try folder.write("keep", to: "Sources/keep.txt")
    let outcome = navrun(in: folder.path + "/Sources")
    #expect(outcome.code == 0, "\(outcome.errors)")
    #expect(outcome.output.contains("\(folder.path)/Scenarios/a.json"))
  }

  @Test func flagsWinOverTheFile() throws {
    let folder = try makePackage()
    try folder.write(
      #"{"paths": ["UI/skipped"], "record": "never", "reports": {"json": "out/r.json"}}"#,
      to: "navrun.json")
    // The file alone: its paths, its record mode (nothing written), its report.
    let fromFile = navrun(in: folder.path)
    #expect(fromFile.code == 1)
    #expect(folder.read("UI/skipped/b.golden") == nil)
    #expect(folder.read("out/r.json") != nil)
    // Paths, record mode and report given on the command line win.
    let fromFlags = navrun(
      in: folder.path, folder.path + "/UI/a.json", "--record", "missing", "--json",
      folder.path + "/out/flag.json")
    #expect(fromFlags.code == 0)
    #expect(folder.read("UI/a.golden") != nil)
    #expect(folder.read("out/flag.json") != nil)
  }

  @Test func anHTMLReportTheFileAsksForDescribesTheRun() throws {
    let folder = try makePackage()
    try folder.write(
      #"{"paths": ["UI/a.json"], "reports": {"html": "out/r.html"}}"#, to: "navrun.json")
    #expect(navrun(in: folder.path).code == 0)
    let html = folder.read("out/r.html")
    #expect(html?.contains("<dt>navrun</dt><dd>\(Navrun.version)</dd>") == true)
  }

  @Test func underCIOnlyAFlagOrTheEnvironmentRecords() throws {
    let folder = try makePackage()
    try folder.write(#"{"paths": ["UI/a.json"], "record": "missing"}"#, to: "navrun.json")
    let outcome = navrun(in: folder.path, environment: ["CI": "true"])
    #expect(outcome.code == 1)
    #expect(folder.read("UI/a.golden") == nil)
  }

  @Test func theFileIsNeverTakenForAScenario() throws {
    let folder = try makePackage()
    try folder.write(#"{"exclude": ["**/skipped/**"]}"#, to: "navrun.json")
    let outcome = navrun(in: folder.path, folder.path)
    #expect(outcome.code == 0, "\(outcome.output)")
    #expect(!outcome.output.contains("navrun.json"))
  }

  @Test(
    arguments: [
      (#"{"path": ["UI"]}"#, 1, 2, #"unknown setting "path"; did you mean "paths"?"#),
      (#"{"paths": "UI"}"#, 1, 11, #"paths: expected an array of paths, found a string"#),
      (
        #"{"record": "nevr"}"#, 1, 12,
        #"record: expected missing, all, new or never, found "nevr"; did you mean "never"?"#
      ),
      (#"{"jobs": 0}"#, 1, 10, "jobs: expected a number of parallel jobs (1, 2, …), found 0"),
      (
        #"{"reports": {"jsn": "a.json"}}"#, 1, 14,
        #"reports: unknown report "jsn"; did you mean "json"?"#
      ),
      (#"{"paths": ["UI",]}"#, 1, 16, "trailing comma in the array"),
    ])
  func aMistakeIsALocatedErrorAndNothingRuns(
    text: String, line: Int, column: Int, message: String
  ) throws {
    let folder = try makePackage()
    try folder.write(text, to: "navrun.json")
    let outcome = navrun(in: folder.path)
    #expect(outcome.code == 2)
    #expect(
      outcome.errors.hasPrefix("\(folder.path)/navrun.json:\(line):\(column): error: \(message)\n"),
      "\(outcome.errors)")
    #expect(outcome.output.isEmpty)
    #expect(folder.read("UI/a.golden") == nil)
  }

  @Test func theDocumentedExampleReads() throws {
    let configuration = try #require(
      try Configuration.load(from: packageRoot.appendingPathComponent("docs/examples").path))
    #expect(configuration.paths.count == 1)
    #expect(configuration.paths[0].hasSuffix("docs/examples/Scenarios"))
    #expect(configuration.record == .missing)
    #expect(configuration.jobs == 4)
    #expect(configuration.junitFile?.hasSuffix("docs/examples/build/navrun.xml") == true)
    #expect(configuration.unreferenced == .warn)
  }

  /// `2.0` is the integer 2, as JSON Schema's `integer` takes it.
  @Test func jobsWrittenWithAFractionOfZeroAreAnInteger() throws {
    let folder = try TemporaryFolder()
    try folder.write(#"{"jobs": 2.0}"#, to: "navrun.json")
    let configuration = try #require(try Configuration.load(from: folder.path))
    #expect(configuration.jobs == 2)
  }

  @Test func theSearchStopsAtTheNearestFile() throws {
    let folder = try makePackage()
    try folder.write(#"{"paths": ["UI/skipped"]}"#, to: "navrun.json")
    try folder.write(pushScenario, to: "UI/inner/c.json")
    try folder.write(#"{"paths": ["c.json"]}"#, to: "UI/inner/navrun.json")
    let outcome = navrun(in: folder.path + "/UI/inner")
    #expect(outcome.output.contains("c.json"))
    #expect(!outcome.output.contains("a.json"))
    #expect(!outcome.output.contains("b.json"))
  }

  @Test func theBinaryShowsPathsRelativeToWhereItRuns() throws {
    let folder = try makePackage()
    try folder.write(#"{"paths": ["UI/a.json"]}"#, to: "navrun.json")
    let outcome = try EndToEndTests().run([], in: folder.path + "/Sources/App")
    #expect(outcome.code == 0, "\(outcome.output)")
    #expect(outcome.output.hasPrefix("NEW     ../../UI/a.json"))
  }
}
