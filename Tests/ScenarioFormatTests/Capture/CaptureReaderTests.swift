import NavigationCore
import Testing

@testable import ScenarioFormat

/// The reader of `_printHierarchy` text: every printed form, and a located error for what it
/// cannot read.
@Suite struct CaptureReaderTests {
  func lines(_ text: String) throws(CaptureError) -> [CaptureLine] {
    try CaptureReader.lines(of: Array(text.utf8))
  }

  func expectError(
    _ text: String, line: Int, column: Int, containing words: String,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    do {
      _ = try lines(text)
      Issue.record("expected an error", sourceLocation: sourceLocation)
    } catch {
      #expect(error.location.line == line, sourceLocation: sourceLocation)
      #expect(error.location.column == column, sourceLocation: sourceLocation)
      #expect(error.message.contains(words), "\(error.message)", sourceLocation: sourceLocation)
    }
  }

  @Test func linesWithAddressesReadTheirFields() throws {
    let read = try lines(
      """
      <UITabBarController 0x12c01d200>, state: appeared, view: <UILayoutContainerView 0x129e07b40>
         | <App.FeedViewController 0x129b04620>, state: disappeared, view: (view not loaded)
         | <App.PostViewController: 0x1>, state: disappeared, view: <UIView: 0x2> not in the window
         + <App.Share 0x12d2065e0>, state: appearing, view: <UIView 0x1>, presented with: <_UIPageSheetPresentationController: 0x12d205aa0>

      """)
    #expect(
      read.map(\.className) == [
        "UITabBarController", "App.FeedViewController", "App.PostViewController", "App.Share",
      ])
    #expect(read.map(\.depth) == [0, 1, 1, 1])
    #expect(read.map(\.isPresented) == [false, false, false, true])
    #expect(read[0].view == .loaded("UILayoutContainerView", inWindow: true))
    #expect(read[1].view == .notLoaded)
    #expect(read[2].view == .loaded("UIView", inWindow: false))
    #expect(read[3].appearance == .appearing)
    #expect(read[3].presentationClass == "_UIPageSheetPresentationController")
    #expect(read[3].location.line == 4)
    #expect(read[3].location.column == 6)
  }

  @Test func theSnapshotFormReadsTheSame() throws {
    let read = try lines(
      "<UINavigationController>, state: appeared, view: <UILayoutContainerView>, presented with: (null)\r\n"
        + "   |    <App.Feed>, state: appeared, view:  (view not loaded)\r\n")
    #expect(read[0].presentationClass == nil)
    #expect(read[0].isPresented == false)
    #expect(read[1].view == .notLoaded)
    #expect(read[1].location.line == 2)
  }

  @Test func linesWithoutFieldsAndGenericNamesRead() throws {
    let read = try lines("<SwiftUI.UIHostingController<App.Root>: 0x10>\n   + <App.Sheet>\n")
    #expect(read[0].className == "SwiftUI.UIHostingController<App.Root>")
    #expect(read[0].appearance == nil && read[0].view == nil)
    #expect(read[1].isPresented)
  }

  @Test func aNameEndingInHexDigitsIsNotAnAddress() throws {
    #expect(try lines("<Feed0x1>\n")[0].className == "Feed0x1")
  }

  @Test func malformedLinesAreLocated() {
    expectError("<A>\n<B>\n", line: 2, column: 1, containing: "a second root")
    expectError("   | <A>\n", line: 1, column: 6, containing: "the first line")
    expectError("<A>\n   |    | <B>\n", line: 2, column: 11, containing: "2 levels below")
    expectError("<A>\n   + <B>\n   + <C>\n", line: 3, column: 6, containing: "second presentation")
    expectError("<A>\n   + | <B>\n", line: 2, column: 6, containing: "last mark")
    expectError("<A, state: gone\n", line: 1, column: 1, containing: "no `>`")
    expectError("<A>, state: gone\n", line: 1, column: 6, containing: "\"gone\"")
    expectError("<A>, colour: red\n", line: 1, column: 6, containing: "expected `state:`")
    expectError(
      "<A>, state: appeared, state: appeared\n", line: 1, column: 23, containing: "second")
    expectError("<A> trailing\n", line: 1, column: 5, containing: "expected `,`")
    expectError("hello\n", line: 1, column: 1, containing: "expected `<Class>`")
    expectError("\n\n", line: 1, column: 1, containing: "no controller")
    expectError("<>\n", line: 1, column: 1, containing: "empty")
  }

  @Test func controlCharactersAndInvalidUTF8AreErrorsNotLines() {
    expectError("<A>\n   | <B\u{1B}[2J>\n", line: 2, column: 8, containing: "U+001B")
    expectError("<A\u{2028}B>\n", line: 1, column: 3, containing: "U+2028")
    expectError("<A\u{85}>\n", line: 1, column: 3, containing: "U+0085")
    for bytes: [UInt8] in [
      [0x3C, 0x41, 0xFF, 0x3E], [0x3C, 0xC0, 0x80, 0x3E], [0x3C, 0xED, 0xA0, 0x80, 0x3E],
      [0x3C, 0xE2, 0x82],
    ] {
      do {
        _ = try CaptureReader.lines(of: bytes)
        Issue.record("expected an error for \(bytes)")
      } catch {
        #expect(error.message.contains("UTF-8"), "\(error.message)")
        #expect(error.location.line == 1)
      }
    }
  }

  @Test func hostileSizesAreBounded() {
    let long = "<" + String(repeating: "A", count: 5000) + ">\n"
    expectError(long, line: 1, column: 1, containing: "5002 bytes long")
    var deep = "<A>\n"
    for level in 1...500 { deep += String(repeating: "   | ", count: level) + "<B>\n" }
    expectError(deep, line: 401, column: 2001, containing: "400 levels deep")
    let many = "<UINavigationController>\n" + String(repeating: "   | <A>\n", count: 20_001)
    expectError(many, line: 20_001, column: 1, containing: "more than 20000")
  }
}
