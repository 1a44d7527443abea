// `swift package navrun …`: runs the navrun command on the package (or, from Xcode's project
// menu, on the Xcode project) without installing it. SwiftPM builds the `navrun` tool, then
// the plugin runs it in the package's folder with the arguments as given, so `navrun.json`
// and `Scenarios` are found as they are by `swift run navrun`. Recording goldens writes into
// the package: SwiftPM asks for that permission, or takes
// `--allow-writing-to-package-directory`.

import Foundation
import PackagePlugin

@main
struct NavrunPlugin: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    try Self.run(
      context.tool(named: "navrun").url, arguments: arguments, in: context.package.directoryURL)
  }

  /// Runs navrun in `folder`, its output going to the plugin's; a failing run fails the
  /// command with navrun's exit code.
  static func run(_ tool: URL, arguments: [String], in folder: URL) throws {
    let process = Process()
    process.executableURL = tool
    process.arguments = arguments
    process.currentDirectoryURL = folder
    try process.run()
    process.waitUntilExit()
    guard process.terminationReason == .exit, process.terminationStatus == 0 else {
      // navrun has said why on its standard error; the exit code tells a failing scenario (1)
      // from bad input (2) to the script that ran `swift package navrun`.
      exit(process.terminationReason == .exit ? process.terminationStatus : 1)
    }
  }
}

#if canImport(XcodeProjectPlugin)
  import XcodeProjectPlugin

  extension NavrunPlugin: XcodeCommandPlugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
      // Xcode names the targets chosen in its dialog (`--target App`); navrun runs the
      // project's scenarios whichever they are.
      var extractor = ArgumentExtractor(arguments)
      _ = extractor.extractOption(named: "target")
      try Self.run(
        context.tool(named: "navrun").url, arguments: extractor.remainingArguments,
        in: context.xcodeProject.directoryURL)
    }
  }
#endif
