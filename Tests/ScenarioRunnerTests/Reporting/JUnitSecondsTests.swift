import Foundation
import Testing

@testable import ScenarioRunner

/// JUnit times have six decimals, as `%.6f` writes them.
@Suite struct JUnitSecondsTests {
  @Test(arguments: [
    0, 0.000_000_4, 0.000_000_6, 0.000_001, 0.012_345, 0.5, 1, 1.25, 59.999_999_6, 3_600.123_456,
  ])
  func secondsReadAsPrintfWritesThem(seconds: Double) {
    #expect(JUnitReport.seconds(seconds) == String(format: "%.6f", seconds))
  }

  @Test func seededTimesReadAsPrintfWritesThem() {
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    for _ in 0..<2_000 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      // Times from microseconds to minutes, at random magnitudes.
      let mantissa = Double(state >> 11) / Double(1 << 53)
      let seconds = mantissa * [0.000_01, 0.01, 1, 100][Int(state & 3)]
      #expect(JUnitReport.seconds(seconds) == String(format: "%.6f", seconds), "\(seconds)")
    }
  }

  @Test func impossibleTimesAreZero() {
    #expect(JUnitReport.seconds(-1) == "0.000000")
    #expect(JUnitReport.seconds(.nan) == "0.000000")
    #expect(JUnitReport.seconds(.infinity) == "0.000000")
    #expect(JUnitReport.seconds(1e20) == "1000000000.000000")
  }
}
