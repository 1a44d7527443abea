// The reader must agree with Foundation's JSONSerialization on every valid document. This is
// the only test file that imports Foundation; the reader itself does not.

import Foundation
import ScenarioFormat
import Testing

@Suite("JSONReader agrees with JSONSerialization")
struct FoundationAgreementTests {
  static let handWritten: [String] = [
    "null", "true", "false", "0", "-0", "42", "-1.5e-3", "\"\"", "\"text\"", "[]", "{}",
    #"{"name": "push", "animated": true, "delay": 0.25, "screens": ["a", "b"], "none": null}"#,
    #"[1, 2.5, -3e2, 4E+1, 0.000001, 123456789012, -9223372036854775808, 9223372036854775807]"#,
    // Not 0.30000000000000004: Foundation on Linux reads 17 digits as an imprecise Decimal.
    #"[0.1, 0.2, 0.3, 1.7976931348623157e308, 5e-324, 2.2250738585072014e-308, 1e-7]"#,
    #"["\"", "\\", "\/", "\b\f\n\r\t", "\u0000", "\u001F", "\u00e9", "\uD83D\uDE80", "\uFFFF"]"#,
    #"{"é": "ü", "🚀": "漢字", "a\u0301": "combining", "\u2028": "separator"}"#,
    "[\"raw é 🚀 漢 \u{7F} \u{2028} \u{10FFFF}\"]",
    "\n\t\r\n {\"a\" :\t[ 1 ,2 ]\r\n,\"b\":{ } } \n",
    #"{"a": {"b": {"c": {"d": [{"e": [null, {"f": false}]}]}}}}"#,
    #"[{"id": 1, "tags": []}, {"id": 2, "tags": ["x"]}, {"id": 3, "tags": ["x", "y"]}]"#,
    #"{"big": 12345678901234567, "neg": -12345678901234567, "tiny": 1e-300, "huge": 1e300}"#,
    "\u{FEFF}{\"with\": \"byte order mark\"}",
    String(repeating: "[", count: 200) + String(repeating: "]", count: 200),
    "{" + (0..<100).map { "\"key\($0)\": \($0 * 7)" }.joined(separator: ",") + "}",
    "[" + (0..<500).map { "\"s\($0)\\n\"" }.joined(separator: ",") + "]",
  ]

  @Test(arguments: handWritten)
  func handWrittenDocumentsAgree(text: String) throws {
    try expectAgreement(Array(text.utf8))
  }

  @Test(arguments: 1...40)
  func generatedDocumentsAgree(seed: Int) throws {
    try expectAgreement(GeneratedDocument(seed: UInt64(seed)).bytes)
  }

  /// The reader never recurses on the document's depth, so it runs on a 512 KiB stack; the
  /// default maximum depth also keeps equality and deallocation of the tree shallow there.
  @Test func parsesOnASecondaryThreadWithASmallStack() async {
    let succeeded = await withCheckedContinuation { (done: CheckedContinuation<Bool, Never>) in
      let thread = Thread {
        let depth = JSONReader.defaultMaximumDepth
        let deep =
          String(repeating: "[{\"a\":", count: depth / 2) + "1"
          + String(repeating: "}]", count: depth / 2)
        let tooDeep = [UInt8](repeating: UInt8(ascii: "["), count: 100_000)
        let first = try? JSONReader.parse(Array(deep.utf8))
        let second = try? JSONReader.parse(Array(deep.utf8))
        let error = try? JSONReader.parse(tooDeep)
        done.resume(returning: first != nil && first == second && error == nil)
      }
      thread.stackSize = 512 * 1024
      thread.start()
    }
    #expect(succeeded)
  }

  private func expectAgreement(
    _ bytes: [UInt8], sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) throws {
    let node = try JSONReader.parse(bytes)
    let object = try JSONSerialization.jsonObject(with: Data(bytes), options: .fragmentsAllowed)
    #expect(
      agrees(node, object), "\(String(decoding: bytes, as: UTF8.self))",
      sourceLocation: sourceLocation)
  }

  private func agrees(_ node: JSONNode, _ object: Any) -> Bool {
    switch node.value {
    case .null:
      return object is NSNull
    case .bool(let flag):
      return (object as? Bool) == flag
    case .number(let number):
      guard let foundation = object as? NSNumber else { return false }
      if let integer = number.intValue, foundation.int64Value != Int64(integer) {
        return false
      }
      return foundation.doubleValue == number.doubleValue
    case .string(let string):
      guard let foundation = object as? String else { return false }
      return scalars(foundation) == scalars(string)
    case .array(let elements):
      guard let foundation = object as? [Any], foundation.count == elements.count else {
        return false
      }
      return zip(elements, foundation).allSatisfy { agrees($0, $1) }
    case .object(let members):
      guard let foundation = object as? [String: Any], foundation.count == members.count else {
        return false
      }
      let byKey = Dictionary(
        foundation.map { (scalars($0.key), $0.value) }, uniquingKeysWith: { first, _ in first })
      return members.allSatisfy { member in
        byKey[scalars(member.key)].map { agrees(member.value, $0) } ?? false
      }
    }
  }

  /// A string's scalars, except U+FEFF, which Foundation on Linux drops from strings.
  private func scalars(_ string: String) -> [Unicode.Scalar] {
    string.unicodeScalars.filter { $0 != "\u{FEFF}" }
  }
}
