// Synthetic scenarios for the benchmark: a tab bar of navigation stacks and a random walk of
// UIKit steps that never fail, seeded so every run measures the same files.

import Foundation

/// SplitMix64: a small seeded generator, so corpora are the same on every machine.
struct SeededGenerator: RandomNumberGenerator {
  var state: UInt64

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

enum Corpus {
  static let types = ["Feed", "Post", "Comments", "Profile", "Settings", "Search", "Detail"]

  /// A scenario of `steps` steps whose every step succeeds: the walk tracks the depth of each
  /// tab's stack and whether something is presented.
  static func scenario(steps: Int, seed: UInt64) -> String {
    var random = SeededGenerator(state: seed)
    var depths = [1, 1, 1]
    var selected = 0
    var presenting = false
    var lines: [String] = []
    for index in 0..<steps {
      let roll = Int.random(in: 0..<10, using: &random)
      let type = types[Int.random(in: 0..<types.count, using: &random)]
      let step: String
      if presenting {
        step = #"{"dismiss": true}"#
        presenting = false
      } else if roll < 4, depths[selected] < 6 {
        step = #"{"push": {"screen": "\#(type)", "context": "\#(index)"}}"#
        depths[selected] += 1
      } else if roll < 6, depths[selected] > 1 {
        step = #"{"pop": true}"#
        depths[selected] -= 1
      } else if roll < 8 {
        selected = (selected + 1 + Int.random(in: 0..<2, using: &random)) % 3
        step = #"{"selectTab": \#(selected)}"#
      } else {
        step = #"{"present": "\#(type)", "style": "pageSheet"}"#
        presenting = true
      }
      lines.append("    " + step)
    }
    return """
      {
        "scenario": "synthetic \(seed)",
        "start": {"tabs": [{"nav": ["Feed"]}, {"nav": ["Search"]}, {"nav": ["Profile"]}]},
        "steps": [
      \(lines.joined(separator: ",\n"))
        ]
      }

      """
  }

  /// Writes `count` scenarios into `folder`, spread over subfolders of 500.
  static func write(count: Int, steps: Int, into folder: URL) throws -> [String] {
    var files: [String] = []
    for index in 0..<count {
      let directory = folder.appendingPathComponent("group\(index / 500)")
      if index % 500 == 0 {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      }
      let file = directory.appendingPathComponent("scenario\(index).json")
      try Data(scenario(steps: steps, seed: UInt64(index)).utf8).write(to: file)
      files.append(file.path)
    }
    return files
  }
}
