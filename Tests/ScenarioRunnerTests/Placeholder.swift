import Testing

@testable import ScenarioRunner
