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
    // Every call into the C library: files, folders, threads, the terminal, file events.
    .target(name: "Platform"),
    .target(name: "NavigationCore"),
    .target(name: "ScenarioFormat", dependencies: ["NavigationCore", "Platform"]),
    .target(
      name: "ScenarioRunner", dependencies: ["ScenarioFormat", "NavigationCore", "Platform"]),
    // `assertScenarios(at:)` for Swift Testing and XCTest: the one target importing them.
    .target(name: "NavrunTesting", dependencies: ["ScenarioRunner"]),
    // The command line: parsing, the console and terminal, watch mode, review, init, explore's
    // command and the report files; what a test target imports stays in ScenarioRunner.
    .target(
      name: "NavrunCommand",
      dependencies: ["ScenarioRunner", "ScenarioFormat", "NavigationCore", "Platform"]),
    .executableTarget(name: "navrun", dependencies: ["NavrunCommand", "Platform"]),
    // Writes the files made from the language's declarations: the schemas, the built-in copy
    // of the schema, the docs' step table and the README's list of steps.
    .executableTarget(name: "navrun-generate", dependencies: ["ScenarioFormat", "Platform"]),
    .executableTarget(
      name: "navrun-bench",
      dependencies: ["NavrunCommand", "ScenarioRunner", "ScenarioFormat", "Platform"]),
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
    .testTarget(name: "PlatformTests", dependencies: ["Platform"]),
    .testTarget(name: "NavigationCoreTests", dependencies: ["NavigationCore"]),
    .testTarget(name: "ScenarioFormatTests", dependencies: ["ScenarioFormat"]),
    // What every test of the runner and of the command shares: temporary folders, scenarios.
    .target(name: "NavrunTestSupport", path: "Tests/NavrunTestSupport"),
    // navrun run in process and the built binary, for the tests that drive the command line.
    .target(
      name: "NavrunCommandTestSupport", dependencies: ["NavrunCommand"],
      path: "Tests/NavrunCommandTestSupport"),
    // The runner as a library, without the command line.
    .testTarget(
      name: "ScenarioRunnerTests",
      dependencies: [
        "ScenarioRunner", "ScenarioFormat", "NavigationCore", "Platform", "NavrunTestSupport",
      ]),
    .testTarget(
      name: "NavrunCommandTests",
      dependencies: [
        "NavrunCommand", "ScenarioRunner", "ScenarioFormat", "Platform", "NavrunTestSupport",
        "NavrunCommandTestSupport",
      ]),
    // The runner's behaviour through the command line: navrun run in process or as the built
    // binary, from the arguments to the exit code, the output and the files written.
    .testTarget(
      name: "NavrunEndToEndTests",
      dependencies: [
        "NavrunCommand", "ScenarioRunner", "ScenarioFormat", "Platform", "NavrunTestSupport",
        "NavrunCommandTestSupport",
      ],
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
