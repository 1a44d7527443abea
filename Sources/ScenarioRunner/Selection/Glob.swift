// Shell-style globs for `--filter` and `--exclude`: `*` matches any run of characters except
// `/`, `?` one character except `/`, `**` any run including `/` (so `**/` also matches no folder
// at all), `[a-m]` one character of a class (`[!x]` or `[^x]` one character not in it; never a
// `/`), `{a,b}` any of the alternatives (which may hold globs and braces of their own), and `\`
// makes the next character literal. Matching is on whole strings.
//
// A glob is compiled to a small automaton and run over the text once, keeping the set of places
// the pattern can be at (GlobProgram.swift): time grows with the text times the pattern, never
// with the number of ways braces and stars could split the text, so no pattern or name makes
// matching explode. Braces nest at most `maximumBraceDepth` levels.

/// A glob pattern.
public struct Glob: Sendable, Equatable, CustomStringConvertible {
  /// The deepest braces may nest: `{a,{b,{c,d}}}` is three levels.
  public static let maximumBraceDepth = 8

  /// The pattern as written.
  public let pattern: String
  /// What is wrong with the pattern, when something is.
  ///
  /// An unclosed `[` or `{`, a backward range, braces nested too deep: the command line and
  /// `navrun.json` refuse such a glob; made in code, it matches its faulty part literally, as a
  /// shell does.
  public let problem: String?
  let program: GlobProgram
  /// Whether the pattern names folders: it holds a `/` outside a class, or `**/`.
  public let mentionsFolders: Bool

  /// Parses a pattern; every string gives a glob, and `problem` says when it is not a valid one.
  public init(_ pattern: String) {
    self.pattern = pattern
    let parsed = GlobParser.parse(pattern)
    problem = parsed.problem
    program = GlobProgram(parsed.sequence)
    mentionsFolders = parsed.mentionsFolders
  }

  /// A glob given by a user, or a usage error naming `option` and what the pattern lacks.
  package init(option: String, _ pattern: String) throws(UsageError) {
    self.init(pattern)
    if let problem {
      throw UsageError("\(option) \(ShellWords.quoted(pattern)): \(problem)")
    }
  }

  /// Whether `text` matches the whole pattern.
  public func matches(_ text: String) -> Bool {
    program.matches(text)
  }

  /// The glob as it was written.
  public var description: String { pattern }

  /// Globs are equal when written the same.
  public static func == (left: Glob, right: Glob) -> Bool {
    left.pattern == right.pattern
  }
}

/// A glob's syntax as a tree: a sequence of parts, where braces hold sequences of their own.
indirect enum GlobPart: Equatable {
  case literal(Character)
  /// `?`: one character but `/`.
  case anyCharacter
  /// `[…]`: one character but `/`, in the class or, when negated, not in it.
  case characterClass(GlobClass)
  /// `*`: a run of characters without `/`.
  case anyRun
  /// `**`: any run.
  case anyPath
  /// `**/`: nothing, or any run ending with `/`.
  case anyFolders
  /// `{a,b}`: any one of the alternatives.
  case alternatives([[GlobPart]])
}

/// The members of a `[…]` class.
struct GlobClass: Equatable {
  var isNegated = false
  var characters: [Character] = []
  var ranges: [ClosedRange<Character>] = []

  /// Whether `character` is one the class admits; `/` never is.
  func admits(_ character: Character) -> Bool {
    guard character != "/" else { return false }
    let isMember =
      characters.contains(character) || ranges.contains { $0.contains(character) }
    return isMember != isNegated
  }
}
