import NavrunCommandTestSupport
import NavrunTestSupport
import Testing

@testable import NavrunCommand
@testable import ScenarioRunner

/// A glob navrun cannot read, on the command line or in `navrun.json`, is a usage error that
/// names it; a readable one selects folders.
@Suite struct GlobCommandLineTests {
  @Test func theCommandLineRefusesAGlobItCannotRead() throws {
    let folder = try TemporaryFolder()
    try folder.write(pushScenario, to: "a.json")
    let outcome = navrun(folder.path, "--filter", "tabs/{a,b")
    #expect(outcome.code == 2)
    #expect(
      outcome.errors.hasPrefix(
        "navrun: error: --filter 'tabs/{a,b': unclosed { at character 6; write \\{ for a "
          + "literal brace"))
    #expect(folder.read("a.golden") == nil)
    #expect(navrun(folder.path, "--exclude", "[z-a]").errors.contains("--exclude '[z-a]': "))
  }

  @Test func bracesSelectFoldersFromTheCommandLine() throws {
    let folder = try TemporaryFolder()
    for name in ["modals/a.json", "tabs/b.json", "split/c.json", "matrix/d.json"] {
      try folder.write(#"{"start": "A", "golden": false, "steps": [{"expectTop": "A"}]}"#, to: name)
    }
    let braces = navrun(folder.path, "--filter", "{modals,tabs}/**")
    #expect(braces.code == 0)
    #expect(braces.output.hasSuffix("2 passed, 0 failed\n"))
    let classes = navrun(folder.path, "--filter", "m[a-z]*/**")
    #expect(classes.output.hasSuffix("2 passed, 0 failed\n"))
    #expect(classes.output.contains("matrix/d.json") && classes.output.contains("modals/a.json"))
  }

  @Test func navrunJSONRefusesAnExcludeGlobAtItsString() throws {
    let folder = try TemporaryFolder()
    try folder.write(pushScenario, to: "Scenarios/a.json")
    try folder.write(#"{"exclude": ["ok/**", "[oops"]}"#, to: "navrun.json")
    let outcome = navrun([], currentFolder: folder.path)
    #expect(outcome.code == 2)
    #expect(
      outcome.errors.contains(
        "navrun.json:1:23: error: exclude[1]: unclosed [ at character 1; write \\[ for a "
          + "literal bracket"))
  }
}
