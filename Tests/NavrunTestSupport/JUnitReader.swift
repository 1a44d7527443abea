// A JUnit report read back as a CI server reads it, for the tests of the report's writer and
// of the files the command line writes.

import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// The elements of a JUnit file, read back with Foundation's XML parser.
public final class JUnitReader: NSObject, XMLParserDelegate {
  /// A `testcase` element: its attributes and what it holds.
  public struct TestCase {
    /// The attributes.
    public var attributes: [String: String]
    /// The `failure` element's text.
    public var failure: String?
    /// The `failure` element's attributes.
    public var failureAttributes: [String: String] = [:]
    /// The `error` element's text.
    public var error: String?
    /// The `system-out` element's text.
    public var output: String?
    /// The `property` elements' values.
    public var properties: [String] = []
  }

  /// The attributes of each `testsuite`.
  public var suites: [[String: String]] = []
  /// The test cases, in order.
  public var cases: [TestCase] = []
  private var text = ""

  /// The elements of `xml`; nil when it does not parse.
  public static func read(_ xml: String) -> JUnitReader? {
    let reader = JUnitReader()
    let parser = XMLParser(data: Data(xml.utf8))
    parser.delegate = reader
    return parser.parse() ? reader : nil
  }

  /// Opens a suite, a case, or a case's failure or property.
  public func parser(
    _ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
    qualifiedName: String?, attributes: [String: String] = [:]
  ) {
    text = ""
    switch name {
    case "testsuite": suites.append(attributes)
    case "testcase": cases.append(TestCase(attributes: attributes))
    case "failure": cases[cases.count - 1].failureAttributes = attributes
    case "property": cases[cases.count - 1].properties.append(attributes["value"] ?? "")
    default: break
    }
  }

  /// Gathers an element's text.
  public func parser(_ parser: XMLParser, foundCharacters string: String) {
    text += string
  }

  /// Keeps the text of a failure, an error or a case's output.
  public func parser(
    _ parser: XMLParser, didEndElement name: String, namespaceURI: String?,
    qualifiedName: String?
  ) {
    switch name {
    case "failure": cases[cases.count - 1].failure = text
    case "error": cases[cases.count - 1].error = text
    case "system-out": cases[cases.count - 1].output = text
    default: break
    }
  }
}
