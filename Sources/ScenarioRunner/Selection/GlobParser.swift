// Reading a glob's text into its parts, in one pass with an explicit stack of open braces (no
// recursion, whatever the nesting). What a shell would take literally stays literal: a `,` or
// a `}` outside braces, and — noted as the glob's problem — an unclosed `[` or `{`, and braces
// past the deepest nesting allowed, which keeps the compiled pattern's depth bounded.

enum GlobParser {
  /// A parsed pattern.
  struct Parsed {
    var sequence: [GlobPart]
    var problem: String?
    var mentionsFolders: Bool
  }

  /// A `{` whose alternatives are being read.
  private struct OpenBrace {
    /// The parts before the brace, in the sequence the brace belongs to.
    var before: [GlobPart]
    /// The alternatives finished so far (each ended by a `,`).
    var alternatives: [[GlobPart]] = []
    /// The brace's position in the pattern, 1-based, for the problem's message.
    var position: Int
  }

  static func parse(_ pattern: String) -> Parsed {
    let characters = Array(pattern)
    var index = 0
    var current: [GlobPart] = []
    var open: [OpenBrace] = []
    // Braces inside one that is past the deepest nesting: read as literal text, counted so
    // that their `}` does not close a brace that is parsed.
    var literalDepth = 0
    var problem: String?
    var mentionsFolders = false
    func note(_ message: String) {
      if problem == nil { problem = message }
    }
    while index < characters.count {
      let character = characters[index]
      index += 1
      if literalDepth > 0 {
        if character == "{" { literalDepth += 1 }
        if character == "}" { literalDepth -= 1 }
        if character == "\\", index < characters.count {
          current.append(.literal(character))
          current.append(.literal(characters[index]))
          index += 1
          continue
        }
        current.append(.literal(character))
        continue
      }
      switch character {
      case "\\":
        let escaped = index < characters.count ? characters[index] : "\\"
        if index < characters.count { index += 1 }
        if escaped == "/" { mentionsFolders = true }
        current.append(.literal(escaped))
      case "?":
        current.append(.anyCharacter)
      case "*" where index < characters.count && characters[index] == "*":
        while index < characters.count, characters[index] == "*" { index += 1 }
        if index < characters.count, characters[index] == "/" {
          index += 1
          mentionsFolders = true
          current.append(.anyFolders)
        } else {
          current.append(.anyPath)
        }
      case "*":
        current.append(.anyRun)
      case "[":
        switch characterClass(in: characters, from: index) {
        case .success(let (parsed, end)):
          current.append(.characterClass(parsed))
          index = end
        case .failure(let failure):
          note(failure.message)
          current.append(.literal("["))
        }
      case "{" where open.count == Glob.maximumBraceDepth:
        note(
          "braces nest deeper than \(Glob.maximumBraceDepth) levels at character \(index); "
            + "write \\{ for a literal brace")
        literalDepth = 1
        current.append(.literal("{"))
      case "{":
        open.append(OpenBrace(before: current, position: index))
        current = []
      case "," where !open.isEmpty:
        open[open.count - 1].alternatives.append(current)
        current = []
      case "}" where !open.isEmpty:
        var brace = open.removeLast()
        brace.alternatives.append(current)
        current = brace.before + [.alternatives(brace.alternatives)]
      default:
        if character == "/" { mentionsFolders = true }
        current.append(.literal(character))
      }
    }
    // Unclosed braces, innermost first, become the literal text they were.
    while let brace = open.popLast() {
      note("unclosed { at character \(brace.position); write \\{ for a literal brace")
      var literal = brace.before + [.literal("{")]
      for alternative in brace.alternatives {
        literal += alternative + [.literal(",")]
      }
      current = literal + current
    }
    return Parsed(sequence: current, problem: problem, mentionsFolders: mentionsFolders)
  }

  /// Why a `[` does not start a class.
  struct ClassFailure: Error {
    var message: String
  }

  /// The class whose `[` is just before `start`, and the index after its `]`.
  static func characterClass(in characters: [Character], from start: Int) -> Result<
    (GlobClass, Int), ClassFailure
  > {
    var parsed = GlobClass()
    var index = start
    if index < characters.count, characters[index] == "!" || characters[index] == "^" {
      parsed.isNegated = true
      index += 1
    }
    var isFirst = true
    while index < characters.count {
      var member = characters[index]
      index += 1
      if member == "]", !isFirst {
        return .success((parsed, index))
      }
      isFirst = false
      if member == "\\", index < characters.count {
        member = characters[index]
        index += 1
      }
      // `a-z`, unless the `-` is the last character before `]`.
      if index + 1 < characters.count, characters[index] == "-", characters[index + 1] != "]" {
        var upper = characters[index + 1]
        index += 2
        if upper == "\\", index < characters.count {
          upper = characters[index]
          index += 1
        }
        guard member <= upper else {
          return .failure(
            ClassFailure(
              message: "the range \(member)-\(upper) at character \(start) runs backwards; "
                + "write it \(upper)-\(member)"))
        }
        parsed.ranges.append(member...upper)
      } else {
        parsed.characters.append(member)
      }
    }
    return .failure(
      ClassFailure(message: "unclosed [ at character \(start); write \\[ for a literal bracket"))
  }
}
