// Scenarios a test reads from its resources (`Bundle.module`, a test bundle's resources) are
// read, never recorded into: the bundle is a build product, made again from the sources at the
// next build, so a golden written there would be lost and would never reach the repository.
// A folder is taken for a bundle by the extension the build gives it.

enum ResourceBundle {
  /// The extensions of the folders builds put resources in: SwiftPM's resource bundles
  /// (`.bundle` on Apple platforms, `.resources` on Linux), test bundles, apps, app extensions
  /// and frameworks.
  static let extensions = [".bundle", ".resources", ".xctest", ".app", ".appex", ".framework"]

  /// The bundle `path` lies in (the path up to the bundle's folder), or nil.
  static func enclosing(_ path: String) -> String? {
    var components = path.split(separator: "/", omittingEmptySubsequences: false)
    guard let bundle = components.firstIndex(where: { isBundle($0) }) else { return nil }
    components.removeSubrange((bundle + 1)...)
    return components.joined(separator: "/")
  }

  /// Why goldens of scenarios in `bundle` are not written.
  static func refusal(_ bundle: String) -> String {
    "it is inside \(bundle), which the build made and a test only reads; record with navrun "
      + "on the scenarios in your repository (`navrun --record missing PATH`), then build again"
  }

  private static func isBundle(_ component: Substring) -> Bool {
    extensions.contains { component.count > $0.count && component.hasSuffix($0) }
  }
}
