import Testing

@testable import ScenarioRunner

/// Braces and character classes in `--filter` and `--exclude` globs, a located error for a glob
/// navrun cannot read, and matching that stays linear.
@Suite struct GlobSyntaxTests {
  @Test(arguments: [
    ("Scenarios/{modals,tabs}/**", "Scenarios/modals/a.json", true),
    ("Scenarios/{modals,tabs}/**", "Scenarios/tabs/deep/b.json", true),
    ("Scenarios/{modals,tabs}/**", "Scenarios/split/c.json", false),
    ("{a,b{c,d}}x", "bdx", true),
    ("{a,b{c,d}}x", "bx", false),
    ("a{,b}c", "ac", true),
    ("a{,b}c", "abc", true),
    ("{*.json,x}", "login.json", true),
    ("{*.json,x}", "tabs/login.json", false),
    ("[a-m]*", "login", true),
    ("[a-m]*", "nav", false),
    ("m[a-z]*/**", "matrix/a.json", true),
    ("[!x]y", "ay", true),
    ("[!x]y", "xy", false),
    ("[^x]y", "xy", false),
    ("[]a]", "]", true),
    ("[a-]", "-", true),
    ("a[/]b", "a/b", false),
    ("a[!b]c", "a/c", false),
    ("\\[a]", "[a]", true),
    ("\\{a,b}", "{a,b}", true),
    ("a,b}", "a,b}", true),
    ("Login [beta]", "Login b", true),
  ])
  func bracesAndClassesMatch(pattern: String, text: String, matches: Bool) {
    let glob = Glob(pattern)
    #expect(glob.problem == nil)
    #expect(glob.matches(text) == matches)
  }

  @Test(arguments: [
    ("[a-", "unclosed [ at character 1; write \\[ for a literal bracket"),
    ("tabs/{a,b", "unclosed { at character 6; write \\{ for a literal brace"),
    ("[z-a]", "the range z-a at character 1 runs backwards; write it a-z"),
    (
      "{{{{{{{{{x}}}}}}}}}",
      "braces nest deeper than 8 levels at character 9; write \\{ for a literal brace"
    ),
  ])
  func aGlobNavrunCannotReadSaysWhy(pattern: String, problem: String) {
    #expect(Glob(pattern).problem == problem)
  }

  @Test func eightLevelsOfBracesAreAllowed() {
    let glob = Glob("{{{{{{{{a,b}}}}}}}}")
    #expect(glob.problem == nil)
    #expect(glob.matches("b"))
  }

  @Test func aFaultyGlobMadeInCodeMatchesItsFaultyPartLiterally() {
    #expect(Glob("a{b").matches("a{b"))
    #expect(Glob("a[b").matches("a[b"))
    #expect(Glob("{a,{b").matches("{a,{b"))
  }

  @Test func braceDepthPastTheLimitStaysLiteralInsideIt() {
    let glob = Glob("{{{{{{{{{x,y}}}}}}}}}")
    #expect(glob.problem != nil)
    #expect(glob.matches("{x,y}"))
  }

  @Test func aSlashInsideBracesNamesFoldersAndOneInsideAClassDoesNot() {
    #expect(Glob("{a,b/c}").mentionsFolders)
    #expect(!Glob("a[/]b").mentionsFolders)
    #expect(Glob("**/x").mentionsFolders)
    #expect(!Glob("{a,b}*").mentionsFolders)
  }

  /// The compiled pattern grows with the pattern, never with the ways braces could expand:
  /// thirty `{a,b}` in a row (2^30 expansions) compile to a few instructions each.
  @Test func bracesCompileToAProgramLinearInThePattern() {
    let pattern = String(repeating: "{a,b}", count: 30)
    let glob = Glob(pattern)
    #expect(glob.program.instructions.count <= 5 * 30 + 1)
    #expect(glob.matches(String(repeating: "ab", count: 15)))
    #expect(!glob.matches(String(repeating: "ab", count: 15) + "c"))
  }

  /// Matching visits each place of the program at most once per character: a long name against
  /// stars and braces ends, with the right answer.
  @Test func starsAndBracesOverALongNameMatchCorrectly() {
    let name = String(repeating: "ab/", count: 2_000) + "z"
    #expect(Glob("**/{x,y,z}").matches(name))
    #expect(!Glob("**/*{x,y}*[!z]").matches(name))
    #expect(Glob("{a,b,/}*z").matches(name) == false)
    #expect(Glob("{a,b,/,**}z").matches(name))
  }

  /// Many alternatives each of stars: every fork target and jump is followed, none twice.
  @Test func manyAlternativesOfStarsMatch() {
    let glob = Glob("{" + Array(repeating: "**", count: 60).joined(separator: ",") + "}z")
    #expect(glob.matches(String(repeating: "a/", count: 500) + "z"))
    #expect(!glob.matches(String(repeating: "a/", count: 500)))
  }

  /// The automaton agrees with a plain backtracking reading of the same parts, on random small
  /// patterns and names, ASCII and not.
  @Test func theAutomatonAgreesWithBacktracking() {
    var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next(_ bound: Int) -> Int {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((seed >> 33) % UInt64(bound))
    }
    let patternPieces = [
      "a", "b", "/", "*", "**", "**/", "?", "{a,b}", "{,a*}", "[a-b]", "[!a]", "é",
    ]
    let textPieces = ["a", "b", "/", "c", "é"]
    for _ in 0..<3_000 {
      let pattern = (0..<next(5)).map { _ in patternPieces[next(patternPieces.count)] }.joined()
      let text = (0..<next(7)).map { _ in textPieces[next(textPieces.count)] }.joined()
      let parts = GlobParser.parse(pattern).sequence
      #expect(
        Glob(pattern).matches(text) == Self.backtrack(parts[...], Array(text)[...]),
        "\(pattern) against \(text)")
    }
  }

  /// Whether `parts` match all of `text`, trying every split.
  static func backtrack(_ parts: ArraySlice<GlobPart>, _ text: ArraySlice<Character>) -> Bool {
    guard let part = parts.first else { return text.isEmpty }
    let rest = parts.dropFirst()
    switch part {
    case .literal(let character):
      return text.first == character && backtrack(rest, text.dropFirst())
    case .anyCharacter:
      return text.first.map { $0 != "/" } == true && backtrack(rest, text.dropFirst())
    case .characterClass(let members):
      return text.first.map(members.admits) == true && backtrack(rest, text.dropFirst())
    case .anyRun, .anyPath:
      for length in 0...text.count {
        let run = text.prefix(length)
        if part == .anyRun, run.contains("/") { break }
        if backtrack(rest, text.dropFirst(length)) { return true }
      }
      return false
    case .anyFolders:
      if backtrack(rest, text) { return true }
      for length in 1...max(1, text.count) where length <= text.count {
        if text[text.startIndex + length - 1] == "/", backtrack(rest, text.dropFirst(length)) {
          return true
        }
      }
      return false
    case .alternatives(let alternatives):
      return alternatives.contains { backtrack(ArraySlice($0) + rest, text) }
    }
  }
}
