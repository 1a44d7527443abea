import Foundation
import NavrunCommandTestSupport
import NavrunTestSupport
import Testing

@testable import NavrunCommand
@testable import ScenarioRunner

/// What the command line puts in the HTML report: navrun's version, the checkout's commit, the
/// command, and the date `SOURCE_DATE_EPOCH` fixes.
@Suite struct HTMLReportCommandTests {
  /// The page of a run of `folder` with `environment`, written to `out/report.html`.
  func page(
    of folder: borrowing TemporaryFolder, environment: [String: String] = [:]
  ) throws -> String {
    let outcome = navrun(
      [folder.path, "--record", "never", "--html", folder.path + "/out/report.html"],
      environment: environment)
    #expect(outcome.code == 1, Comment(rawValue: outcome.errors))
    let html = folder.read("out/report.html")
    return try #require(html)
  }

  @Test func aRunNamesNavrunsVersionAndTheCommitOfTheCurrentCheckout() throws {
    let folder = try reportFolder()
    let html = try page(of: folder)
    #expect(html.contains("<dt>navrun</dt><dd>\(Navrun.version)</dd>"))
    let commit = GitCommit.head(from: FileManager.default.currentDirectoryPath)
    #expect(html.contains("<dt>commit</dt>") == (commit != nil))
    #expect(html.contains("<code>navrun \(folder.path) --record never --html "))
  }

  @Test(arguments: ["1.5", "-1", "soon", "253402300800"])
  func sourceDateEpochMustBeWholeSeconds(value: String) throws {
    let folder = try reportFolder()
    let environment = ["SOURCE_DATE_EPOCH": value]
    let outcome = navrun(
      [folder.path, "--html", folder.path + "/report.html"], environment: environment)
    #expect(outcome.code == 2)
    #expect(outcome.errors.contains("SOURCE_DATE_EPOCH=\(value) is not a date"))
    // Only the HTML report reads it.
    #expect(navrun([folder.path, "--record", "never"], environment: environment).code == 1)
  }

  @Test func sourceDateEpochGivesTheSameBytesWithoutWallTimes() throws {
    let folder = try reportFolder()
    let environment = ["SOURCE_DATE_EPOCH": "1700000000"]
    let first = try page(of: folder, environment: environment)
    let second = try page(of: folder, environment: environment)
    #expect(first == second)
    #expect(first.contains(#"<time datetime="2023-11-14T22:13:20Z">"#))
    #expect(!first.contains(" ms<") && !first.contains("<dt>time</dt>"))
    let timed = try page(of: folder)
    #expect(timed.contains(" ms</span>") && timed.contains("<dt>time</dt>"))
  }
}
