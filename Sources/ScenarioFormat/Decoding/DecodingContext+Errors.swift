// Every error of a file in one run: decoding goes on past a part of a scenario or a definitions
// file that does not decode when the rest does not depend on it — a top-level key, a definition,
// the start, one step, the selectors' check — and reports each error it found, up to
// `maximumErrors`. A file that is not JSON and a `use` file that cannot be read stop it at once.
// What names a definition that did not decode is not reported again: a template's error is the
// same wherever the template is used and is kept once, a destination, strategy, coordinator or
// page is known by its name whatever its body, a state key keeps its name but takes any value,
// and a name that a misspelled section, or a section that is not an object, would define is not
// reported as unknown. A selector is checked against the names the nodes introduce and, after an
// error, the names written in the parts that did not decode.

extension DecodingContext {
  /// The most errors reported for one file; decoding stops at this many.
  static let maximumErrors = 20

  /// Whether decoding has found as many errors as it reports.
  var isAtErrorLimit: Bool { errors.count >= Self.maximumErrors }

  /// Records an error decoding went on past, in the file being decoded unless it names its
  /// own; past the limit, or when the same error is recorded already (a template that does
  /// not decode, used again), drops it.
  func record(_ error: DecodingError) {
    guard !isAtErrorLimit, !error.isConsequence else { return }
    var located = error
    if located.file == nil { located.file = file }
    guard
      !errors.contains(where: {
        $0.file == located.file && $0.location == located.location
          && $0.message == located.message
      })
    else { return }
    errors.append(located)
  }

  /// Records an error found in `file` (a definitions file, or the scenario for its `define`),
  /// unless the error names a file of its own.
  func record(_ error: DecodingError, in file: String) {
    var located = error
    if located.file == nil { located.file = file }
    record(located)
  }

  /// The error for a definition that a part names and no `section` defines; the consequence
  /// of an error already reported when that section could not be read in some file, or when
  /// a section navrun does not know (a misspelled one) has a member of that name.
  func missingDefinition(
    _ name: String, in section: String, _ error: @autoclosure () -> DecodingError
  ) -> DecodingError {
    mayBeDefinedInError(name, in: section) ? .consequence : error()
  }

  /// Whether a part that did not decode may define `name` in `section`.
  func mayBeDefinedInError(_ name: String, in section: String) -> Bool {
    unreadSections.contains(section) || namesInUnknownSections.contains(name)
  }

  /// The result of `body`, or nil with its error recorded as one in `file`, and the part of the
  /// file it decodes noted as failed.
  func collecting<Result>(
    _ part: JSONNode, in file: String, _ body: () throws(DecodingError) -> Result
  ) -> Result? {
    do {
      return try body()
    } catch {
      noteFailedPart(part)
      record(error, in: file)
      return nil
    }
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

  /// The errors recorded, by file (the scenario's own first, then the files it uses in the
  /// order it lists them) and by place in each: the order of the file, whatever the order
  /// decoding met them.
  var errorsInFileOrder: [DecodingError] {
    var fileRanks = [file: 0]
    for used in usedFiles where fileRanks[used] == nil { fileRanks[used] = fileRanks.count + 1 }
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
