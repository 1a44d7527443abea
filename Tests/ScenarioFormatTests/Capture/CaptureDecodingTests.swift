import Foundation
import NavigationCore
import Testing

@testable import ScenarioFormat

/// The start, the step, the golden and the section that read captures, and their errors.
@Suite struct CaptureDecodingTests {
  /// A folder holding `Captures/launch.txt`, for scenarios decoded as if beside it.
  final class Folder {
    let path: String
    init(_ files: [String: String]) throws {
      path =
        FileManager.default.temporaryDirectory.appendingPathComponent(
          "navrun-capture-\(UUID().uuidString)"
        ).path
      for (name, text) in files {
        let url = URL(fileURLWithPath: path + "/" + name)
        try FileManager.default.createDirectory(
          at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
      }
    }
    deinit { try? FileManager.default.removeItem(atPath: path) }
    func decode(_ text: String) throws(Diagnostic) -> Scenario {
      try ScenarioLoader().decode(Array(text.utf8), file: path + "/s.json")
    }
  }

  static let launch = """
    <UINavigationController>, state: appeared, view: <UILayoutContainerView>
       | <App.Feed>, state: disappeared, view: (view not loaded)
       | <App.Post>, state: appeared, view: <UIView>
    """

  @Test func aStartReadFromACaptureKeepsItsUnloadedViews() throws {
    let folder = try Folder(["Captures/launch.txt": Self.launch])
    let scenario = try folder.decode(
      #"{"start": {"capture": "Captures/launch.txt"}, "steps": [{"pop": "nav"}]}"#)
    #expect(scenario.start == .container(.nav, [.screen("Feed"), .screen("Post")]))
    var state = try scenario.makeState()
    #expect(
      state.hierarchyLines.map(\.view) == [
        .loaded("UILayoutContainerView", inWindow: true), .notLoaded,
        .loaded("UIView", inWindow: true),
      ])
    try state.perform(.pop(nil))
    #expect(
      state.hierarchyText == """
        <UINavigationController>, state: appeared, view: <UILayoutContainerView>
           | <Feed>, state: appeared, view: <UIView>

        """)
  }

  @Test func theModuleIsKeptWhenAsked() throws {
    let folder = try Folder(["Captures/launch.txt": Self.launch])
    let scenario = try folder.decode(
      #"{"start": {"capture": "Captures/launch.txt", "modules": "keep"}, "steps": [{"expectTop": "App.Post"}]}"#
    )
    #expect(scenario.start.children.map(\.type) == ["App.Feed", "App.Post"])
  }

  @Test func anExpectationListsEachControllerThatDiffers() throws {
    let folder = try Folder(["Captures/launch.txt": Self.launch])
    let scenario = try folder.decode(
      #"{"start": {"nav": ["Feed", "Post"]}, "steps": [{"push": "Comments"}, {"expectCapture": "Captures/launch.txt"}]}"#
    )
    var state = try scenario.makeState()
    guard case .perform(let push) = scenario.steps[0].action,
      case .check(let check) = scenario.steps[1].action
    else {
      Issue.record("unexpected steps")
      return
    }
    #expect(state.failure(of: check, previousEvents: []) == nil)
    try state.perform(push)
    let failure = try #require(state.failure(of: check, previousEvents: []))
    #expect(failure.contains("(2 controllers differ)"), "\(failure)")
    #expect(
      failure.contains(
        "launch.txt:3: expected `   | <Post>, state: appeared, view: <UIView>`, navrun has `   | <Post>, state: disappeared, view: <UIView> not in the window`"
      ), "\(failure)")
    #expect(
      failure.contains("navrun also has `   | <Comments>, state: appeared, view: <UIView>`"),
      "\(failure)")
  }

  @Test func transitionsAndViewsAreComparedOnlyWhenAsked() throws {
    let capture =
      "<UINavigationController>, state: appeared, view: <UIView>\n   | <Feed>, state: appearing, view: <UIView> not in the window\n"
    let folder = try Folder(["c.txt": capture])
    let state = try NavigationState(start: .container(.nav, ["Feed"].map { .screen($0) }))
    for (options, fails) in [
      ("", false), (#", "compare": ["transitions"]"#, true), (#", "compare": ["views"]"#, true),
    ] {
      let scenario = try folder.decode(
        #"{"start": {"nav": ["Feed"]}, "steps": [{"expectCapture": "c.txt"\#(options)}]}"#)
      guard case .check(let check) = scenario.steps[0].action else { continue }
      #expect((state.failure(of: check, previousEvents: []) != nil) == fails, "\(options)")
    }
  }

  @Test func aGoldenCaptureChecksTheEndInsteadOfAGolden() throws {
    let folder = try Folder(["Captures/launch.txt": Self.launch])
    let scenario = try folder.decode(
      #"{"start": {"nav": ["Feed"]}, "steps": [{"push": "Post"}], "golden": {"capture": "Captures/launch.txt"}}"#
    )
    #expect(scenario.comparesGolden == false)
    #expect(scenario.steps.count == 2)
    #expect(scenario.steps[1].verb == "golden")
    #expect(scenario.tracksViews)
  }

  @Test func aPageViewControllerReadsAsOneOrAsABookOfTwoPages() throws {
    let folder = try Folder([
      "one.txt": "<UIPageViewController>, state: appeared\n   | <Article>, state: appeared\n",
      "two.txt":
        "<UIPageViewController>, state: appeared\n   | <Left>, state: appeared\n   | <Right>, state: appeared\n",
      "three.txt": "<UIPageViewController>\n   | <A>\n   | <B>\n   | <C>\n",
    ])
    let one = try folder.decode(#"{"start": {"capture": "one.txt"}}"#)
    #expect(one.start.kind == .pages)
    #expect(one.start.transitionStyle == nil)
    let two = try folder.decode(#"{"start": {"capture": "two.txt"}}"#)
    #expect(two.start.transitionStyle == .pageCurl)
    #expect(two.start.spineLocation == .mid)
    #expect(two.start.children.map(\.type) == ["Left", "Right"])
    let three = #expect(throws: Diagnostic.self) {
      try folder.decode(#"{"start": {"capture": "three.txt"}}"#)
    }
    #expect(three?.location?.line == 4)
    #expect(three?.message.contains("one page, or two") == true)
  }

  @Test func theClassesSectionNamesContainersAndStyles() throws {
    let folder = try Folder([
      "c.txt":
        "<Shop.MainTabs>, state: appeared\n   | <Shop.Nav>, state: appeared\n   |    | <Home>, state: appeared\n   + <X>, state: appeared, presented with: <Shop.Card>\n"
    ])
    let scenario = try folder.decode(
      #"{"define": {"classes": {"MainTabs": "tabs", "Nav": "nav", "Card": "overFullScreen"}}, "start": {"capture": "c.txt"}}"#
    )
    #expect(scenario.start.kind == .tabs)
    #expect(scenario.start.children.first?.kind == .nav)
    #expect(scenario.start.presents?.style == .overFullScreen)
  }

  @Test func errorsAreLocatedInTheScenarioOrTheCapture() throws {
    // A repository: a capture outside it is refused before it is read.
    let folder = try Folder([
      ".git/HEAD": "", "bad.txt": "<A>\n   |    | <B>\n",
      "warn.txt": "<UIDocumentBrowserViewController>\n   | <A>\n",
    ])
    func failure(_ text: String) -> Diagnostic? {
      do {
        _ = try folder.decode(text)
        return nil
      } catch { return error }
    }
    let missing = try #require(failure(#"{"start": {"capture": "nope.txt"}}"#))
    #expect(missing.message.contains("no such file"))
    #expect(missing.location?.column == 23)
    let bad = try #require(failure(#"{"start": {"capture": "bad.txt"}}"#))
    #expect(bad.file.hasSuffix("bad.txt"))
    #expect(bad.location?.line == 2)
    let outside = try #require(
      failure(#"{"start": {"capture": "../../../../../../../../etc/hosts"}}"#))
    #expect(outside.message.contains("is outside the repository"), "\(outside.message)")
    let style = try #require(
      failure(#"{"define": {"classes": {"X": "sideways"}}, "start": {"nav": ["A"]}}"#))
    #expect(style.message.contains("presentation controller's style"))
    let option = try #require(failure(#"{"start": {"capture": "warn.txt", "modules": "maybe"}}"#))
    #expect(option.message.contains("\"keep\" or \"drop\""))
    let warned = try folder.decode(#"{"start": {"capture": "warn.txt"}}"#)
    #expect(
      warned.decodingWarnings.map(\.message).contains {
        $0.contains("UIDocumentBrowserViewController")
      })
    #expect(warned.decodingWarnings.first?.file.hasSuffix("warn.txt") == true)
  }
}
