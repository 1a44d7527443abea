// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "navrun",
  platforms: [.macOS(.v13)],
  products: [
    .executable(name: "navrun", targets: ["navrun"]),
    .library(name: "NavigationCore", targets: ["NavigationCore"]),
    .library(name: "ScenarioFormat", targets: ["ScenarioFormat"]),
    .library(name: "ScenarioRunner", targets: ["ScenarioRunner"]),
  ],
  dependencies: [],
  targets: [
    .target(name: "NavigationCore"),
    .target(name: "ScenarioFormat", dependencies: ["NavigationCore"]),
    .target(name: "ScenarioRunner", dependencies: ["ScenarioFormat", "NavigationCore"]),
    .executableTarget(name: "navrun", dependencies: ["ScenarioRunner", "ScenarioFormat"]),
    .executableTarget(name: "navrun-bench", dependencies: ["ScenarioRunner"]),
    .testTarget(name: "NavigationCoreTests", dependencies: ["NavigationCore"]),
    .testTarget(name: "ScenarioFormatTests", dependencies: ["ScenarioFormat"]),
    .testTarget(
      name: "ScenarioRunnerTests", dependencies: ["ScenarioRunner"],
      // The pictures' golden files, read by path.
      exclude: ["Pictures/Goldens"]),
    // The README's test examples, compiled and run as they are quoted there.
    .testTarget(
      name: "ReadmeExamples", dependencies: ["ScenarioRunner"], path: "Tests/ReadmeExamples",
      exclude: ["Scenarios"]),
  ]
)
