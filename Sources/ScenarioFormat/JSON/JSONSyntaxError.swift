/// Why a document is not JSON, and where.
///
/// `message` is a short lowercase sentence meant to follow `file:line:column: error: `.
public struct JSONSyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
  /// Where the problem starts: the offending byte, or the end of the file when it is truncated.
  public var location: SourceLocation
  /// What is wrong, for example `expected ':' after the object key`.
  public var message: String

  /// Creates an error at a location.
  public init(location: SourceLocation, message: String) {
    self.location = location
    self.message = message
  }

  /// The error as `line:column: message`.
  public var description: String { "\(location): \(message)" }
}
