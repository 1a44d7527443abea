// Every error of a file in one run: decoding goes on past a part of a scenario that does not
// decode when the rest does not depend on it — a top-level key, the start, one step, the
// selectors' check — and reports each error it found, up to `maximumErrors`. A file that is
// not JSON, a `use` file that cannot be read, and definitions that do not decode stop it at
// once: what follows would be read against them and report errors that are not there. A
// selector is checked against the names the nodes introduce and, after an error, the names
// written in the parts that did not decode.

extension DecodingContext {
  /// The most errors reported for one file; decoding stops at this many.
  static let maximumErrors = 20

  /// Whether decoding has found as many errors as it reports.
  var isAtErrorLimit: Bool { errors.count >= Self.maximumErrors }

  /// Records an error decoding went on past; past the limit, drops it.
  func record(_ error: DecodingError) {
    guard !isAtErrorLimit else { return }
    errors.append(error)
  }

  /// The result of `body`, or nil with its error recorded.
  func collecting<Result>(_ body: () throws(DecodingError) -> Result) -> Result? {
    do {
      return try body()
    } catch {
      record(error)
      return nil
    }
  }

  /// The value `body` finds, or nil when there is none or with its error recorded.
  func collectingOptional<Result>(_ body: () throws(DecodingError) -> Result?) -> Result? {
    collecting(body) ?? nil
  }

  /// The errors recorded, by file (the scenario's own first, then the others in the order
  /// found) and by place in each: the order of the file, whatever the order decoding met them.
  var errorsInFileOrder: [DecodingError] {
    var fileRanks = [file: 0]
    for error in errors {
      guard let file = error.file, fileRanks[file] == nil else { continue }
      fileRanks[file] = fileRanks.count + 1
    }
    return errors.enumerated().sorted { left, right in
      let leftKey = (fileRanks[left.element.file ?? ""] ?? 0, left.element.location?.offset ?? -1)
      let rightKey = (
        fileRanks[right.element.file ?? ""] ?? 0, right.element.location?.offset ?? -1
      )
      return leftKey != rightKey ? leftKey < rightKey : left.offset < right.offset
    }.map(\.element)
  }

  /// Notes a part of a file that did not decode (a step, the start, a template): the names it
  /// holds are taken as known when selectors are checked, since decoding it may have introduced
  /// them.
  func noteFailedPart(_ node: JSONNode) {
    failedParts.append(node)
  }

  /// Every string in the parts that did not decode, and each one without its leading `#`.
  var namesInFailedParts: Set<String> {
    var names: Set<String> = []
    for part in failedParts {
      let document = part.document
      for index in part.index..<document.next(after: part.index)
      where document.kind(at: index) == .string {
        let text = document.text(at: index)
        names.insert(text)
        if text.hasPrefix("#") { names.insert(String(text.dropFirst())) }
      }
    }
    return names
  }
}
