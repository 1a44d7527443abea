import Testing

@testable import ScenarioFormat

/// Reading values by their positions in a document, as the step and node decoders do, agrees
/// with reading them through nodes.
@Suite struct JSONDocumentPositionTests {
  private let text = #"{"a": [null, true, false, 12, -1.5, "s\u00e9", "", [1], {"k": "v"}]}"#

  /// The root node and the nodes of the elements of its `a` array.
  private func elements() throws -> (root: JSONNode, elements: [JSONNode]) {
    let root = try JSONReader.parse(Array(text.utf8))
    let array = try #require(root["a"])
    return (root, Array(array.elements))
  }

  @Test func positionsReadWhatNodesRead() throws {
    let (root, elements) = try elements()
    let document = root.document
    for node in elements {
      #expect(document.kind(at: node.index) == node.kind)
      #expect(document.location(at: node.index) == node.location)
      #expect(document.typeName(at: node.index) == node.typeName)
      #expect(document.stringValue(at: node.index) == node.stringValue)
      #expect(document.isTrue(node.index) == node.isTrue)
      #expect(document.node(at: node.index) == node)
      #expect(Array(document.elements(of: node.index)) == Array(node.elements))
      #expect(Array(document.members(of: node.index)) == Array(node.members))
    }
  }

  @Test func typedAccessorsThrowTheSameErrorsByPosition() throws {
    let (root, elements) = try elements()
    let document = root.document
    let path = CodingPath.root.appending(key: "a")
    for node in elements {
      let index = node.index
      #expect(
        message { () throws(DecodingError) in _ = try document.string(index, at: path) }
          == message { () throws(DecodingError) in _ = try node.string(at: path) })
      #expect(
        message { () throws(DecodingError) in
          _ = try document.nonEmptyString(index, at: path, expected: "a name")
        }
          == message { () throws(DecodingError) in
            _ = try node.nonEmptyString(at: path, expected: "a name")
          })
      #expect(
        message { () throws(DecodingError) in _ = try document.bool(index, at: path) }
          == message { () throws(DecodingError) in _ = try node.bool(at: path) })
      #expect(
        message { () throws(DecodingError) in _ = try document.int(index, at: path) }
          == message { () throws(DecodingError) in _ = try node.int(at: path) })
      #expect(
        message { () throws(DecodingError) in _ = try document.array(index, at: path) }
          == message { () throws(DecodingError) in _ = try node.array(at: path) })
    }
  }

  @Test func objectDecoderByPositionRefusesWhatItRefusesByNode() throws {
    let (root, elements) = try elements()
    let path = CodingPath.root.appending(key: "a")
    for node in elements {
      let byPosition = message { () throws(DecodingError) in
        _ = try ObjectDecoder(at: node.index, in: root.document, path: path, expected: "a step")
      }
      let byNode = message { () throws(DecodingError) in
        _ = try ObjectDecoder(node, at: path, expected: "a step")
      }
      #expect(byPosition == byNode)
    }
  }

  /// The message and location of the error `body` throws, or nil.
  private func message(_ body: () throws(DecodingError) -> Void) -> String? {
    do {
      try body()
      return nil
    } catch {
      return "\(error.location.map { "\($0.line):\($0.column)" } ?? "-") \(error.message)"
    }
  }
}
