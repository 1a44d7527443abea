import Testing

@testable import ScenarioFormat
