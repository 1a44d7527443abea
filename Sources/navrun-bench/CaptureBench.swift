// The cost of reading a capture (docs/captures.md): a capture of the most controllers a window
// holds, read as a scenario's start (read, mapped, built), and the same tree printed back as
// `_printHierarchy`, in lines per second.

import Foundation
import NavigationCore
import ScenarioFormat

enum CaptureBench {
  /// Writes a capture of `tabs` navs of `screens` screens each, with addresses, and prints
  /// how fast it is read and printed back.
  static func printFigures(in folder: URL, tabs: Int = 100, screens: Int = 198) throws {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    var text =
      "<UITabBarController 0x12c01d200>, state: appeared, view: <UILayoutContainerView 0x129e07b40>\n"
    for tab in 0..<tabs {
      let shown = tab == 0
      text +=
        "   | <UINavigationController 0x12a8\(tab)>, state: \(shown ? "appeared" : "disappeared"), view: "
        + (shown ? "<UILayoutContainerView: 0x129b1>\n" : "(view not loaded)\n")
      for screen in 0..<screens {
        let top = shown && screen == screens - 1
        text +=
          "   |    | <App.Screen\(screen)ViewController 0x129b0\(screen)>, state: "
          + (top ? "appeared, view: <UIView: 0x1>\n" : "disappeared, view: (view not loaded)\n")
      }
    }
    let lines = 1 + tabs * (screens + 1)
    try Data(text.utf8).write(to: folder.appendingPathComponent("large.txt"))
    let file = folder.appendingPathComponent("large.json").path
    let source = Array(#"{"start": {"capture": "large.txt"}}"#.utf8)
    var scenario: Scenario?
    let reading = measure { scenario = try? ScenarioLoader().decode(source, file: file) }
    guard let scenario, var state = try? scenario.makeState() else {
      print("capture: the large capture did not read")
      return
    }
    state.trackViews()
    var printed = ""
    let printing = measure { printed = state.hierarchyText }
    print(
      "capture: \(lines) lines (\(text.utf8.count) bytes) read as a start in "
        + format(reading, "s") + ", \(Int(Double(lines) / reading)) lines/s; printed back in "
        + format(printing, "s") + ", \(Int(Double(lines) / printing)) lines/s "
        + "(\(printed.utf8.count) bytes)")
  }
}
