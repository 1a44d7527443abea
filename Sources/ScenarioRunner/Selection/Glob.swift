// Shell-style globs for `--filter`: `*` matches any run of characters except `/`, `?` one
// character except `/`, `**` any run including `/` (so `**/` also matches no folder at all),
// and `\` makes the next character literal. Matching is on whole strings.

/// A glob pattern.
public struct Glob: Sendable, Equatable, CustomStringConvertible {
  enum Token: Equatable {
    case literal(Character)
    case anyCharacter
    case anyRun
    case anyPath
    case anyFolders
  }

  /// The pattern as written.
  public let pattern: String
  let tokens: [Token]

  /// Parses a pattern; every string is a valid pattern.
  public init(_ pattern: String) {
    self.pattern = pattern
    var tokens: [Token] = []
    var characters = Array(pattern)[...]
    while let character = characters.popFirst() {
      switch character {
      case "\\":
        tokens.append(.literal(characters.popFirst() ?? "\\"))
      case "?":
        tokens.append(.anyCharacter)
      case "*" where characters.first == "*":
        characters.removeFirst()
        while characters.first == "*" { characters.removeFirst() }
        if characters.first == "/" {
          characters.removeFirst()
          tokens.append(.anyFolders)
        } else {
          tokens.append(.anyPath)
        }
      case "*":
        tokens.append(.anyRun)
      default:
        tokens.append(.literal(character))
      }
    }
    self.tokens = tokens
  }

  /// Whether the pattern names folders (it holds a `/`), so it is not matched against bare
  /// file names.
  public var mentionsFolders: Bool {
    tokens.contains { $0 == .literal("/") || $0 == .anyFolders }
  }

  /// Whether `text` matches the whole pattern.
  public func matches(_ text: String) -> Bool {
    let characters = Array(text)
    // matches[i][j]: tokens[i...] match characters[j...].
    var matches = Array(
      repeating: Array(repeating: false, count: characters.count + 1), count: tokens.count + 1)
    matches[tokens.count][characters.count] = true
    for i in stride(from: tokens.count - 1, through: 0, by: -1) {
      // For `**/`: whether some `/` at or after j is followed by a match of the rest. Kept as
      // j walks back, instead of looking for the slashes again from every j, which made a
      // long name quadratic.
      var slashThenRest = false
      for j in stride(from: characters.count, through: 0, by: -1) {
        let hasNext = j < characters.count
        switch tokens[i] {
        case .literal(let literal):
          matches[i][j] = hasNext && characters[j] == literal && matches[i + 1][j + 1]
        case .anyCharacter:
          matches[i][j] = hasNext && characters[j] != "/" && matches[i + 1][j + 1]
        case .anyRun:
          matches[i][j] =
            matches[i + 1][j] || (hasNext && characters[j] != "/" && matches[i][j + 1])
        case .anyPath:
          matches[i][j] = matches[i + 1][j] || (hasNext && matches[i][j + 1])
        case .anyFolders:
          // Nothing, or any run ending with a `/`.
          if hasNext, characters[j] == "/", matches[i + 1][j + 1] { slashThenRest = true }
          matches[i][j] = matches[i + 1][j] || slashThenRest
        }
      }
    }
    return matches[0][0]
  }

  /// The glob as it was written.
  public var description: String { pattern }
}
