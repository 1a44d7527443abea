import Foundation

/// The bytes of the files under `Scenarios/` whose paths satisfy `include`, sorted by path:
/// what the fuzzers mutate.
func scenarioFolderFiles(where include: (String) -> Bool) -> [(name: String, bytes: [UInt8])] {
  let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Scenarios")
  let files = (FileManager.default.enumerator(atPath: root.path)?.allObjects as? [String] ?? [])
    .filter(include).sorted()
  return files.compactMap { name in
    FileManager.default.contents(atPath: root.appendingPathComponent(name).path).map {
      (name, [UInt8]($0))
    }
  }
}

/// Random text of up to `maximumLength` bytes drawn from `alphabet`.
func randomText(
  from alphabet: [UInt8], maximumLength: Int, using random: inout some RandomNumberGenerator
) -> [UInt8] {
  let length = Int.random(in: 0..<maximumLength, using: &random)
  return (0..<length).map { _ in alphabet[Int.random(in: 0..<alphabet.count, using: &random)] }
}

/// `original` with one to four random changes: a byte changed or removed, one of `interesting`
/// inserted, or a run of its bytes copied elsewhere.
func mutated(
  _ original: [UInt8], inserting interesting: [[UInt8]],
  using random: inout some RandomNumberGenerator
) -> [UInt8] {
  var bytes = original
  for _ in 0..<Int.random(in: 1...4, using: &random) {
    guard !bytes.isEmpty else { break }
    let position = Int.random(in: 0..<bytes.count, using: &random)
    switch Int.random(in: 0..<4, using: &random) {
    case 0: bytes[position] = UInt8.random(in: 0...255, using: &random)
    case 1: bytes.remove(at: position)
    case 2:
      bytes.insert(
        contentsOf: interesting[Int.random(in: 0..<interesting.count, using: &random)],
        at: position)
    default:
      let end = min(bytes.count, position + Int.random(in: 1...40, using: &random))
      let slice = Array(bytes[position..<end])
      bytes.insert(contentsOf: slice, at: Int.random(in: 0...bytes.count, using: &random))
    }
  }
  return bytes
}
