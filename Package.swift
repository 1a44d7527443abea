// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "navrun",
  platforms: [.macOS(.v13), .iOS(.v16)],
  products: [
    .executable(name: "navrun", targets: ["navrun"]),
    .library(name: "NavigationCore", targets: ["NavigationCore"]),
    .library(name: "ScenarioFormat", targets: ["ScenarioFormat"]),
    .library(name: "ScenarioRunner", targets: ["ScenarioRunner"]),
    // `assertScenarios(at:)` for Swift Testing and XCTest test targets.
    .library(name: "NavrunTesting", targets: ["NavrunTesting"]),
    // `swift package navrun …` in a package that depends on navrun.
    .plugin(name: "NavrunPlugin", targets: ["NavrunPlugin"]),
  ],
  dependencies: [],
  targets: [
    .target(name: "NavigationCore"),
    .target(name: "ScenarioFormat", dependencies: ["NavigationCore"]),
    .target(name: "ScenarioRunner", dependencies: ["ScenarioFormat", "NavigationCore"]),
    .target(name: "NavrunTesting", dependencies: ["ScenarioRunner"]),
    .executableTarget(name: "navrun", dependencies: ["ScenarioRunner", "ScenarioFormat"]),
    .executableTarget(name: "navrun-bench", dependencies: ["ScenarioRunner"]),
    .plugin(
      name: "NavrunPlugin",
      capability: .command(
        intent: .custom(
          verb: "navrun", description: "Run navigation scenarios against their goldens"),
        permissions: [
          .writeToPackageDirectory(
            reason: "navrun writes the goldens of new scenarios beside them (--record missing)")
        ]),
      dependencies: ["navrun"]),
    .testTarget(name: "NavigationCoreTests", dependencies: ["NavigationCore"]),
    .testTarget(name: "ScenarioFormatTests", dependencies: ["ScenarioFormat"]),
    .testTarget(
      name: "ScenarioRunnerTests", dependencies: ["ScenarioRunner"],
      // The pictures' golden files, read by path.
      exclude: ["Pictures/Goldens"]),
    .testTarget(
      name: "NavrunTestingTests", dependencies: ["NavrunTesting", "ScenarioRunner"],
      // Scenarios a test reads from its bundle (`Bundle.module`).
      resources: [.copy("Bundled")]),
    // The README's test examples, compiled and run as they are quoted there.
    .testTarget(
      name: "ReadmeExamples", dependencies: ["NavrunTesting", "ScenarioRunner"],
      path: "Tests/ReadmeExamples", resources: [.copy("Scenarios")]),
  ]
)
