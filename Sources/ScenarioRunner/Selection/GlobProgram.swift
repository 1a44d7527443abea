// A glob compiled to a small automaton (Thompson's construction) and matched by running every
// place the pattern can be at side by side, one character of the text at a time (as Pike's
// virtual machine runs a regular expression, without captures). Each place is visited at most
// once per character, so matching costs at most the text's length times the program's, whatever
// braces and stars the pattern holds: there is no backtracking to blow up.

/// One instruction of a compiled glob.
enum GlobInstruction: Equatable {
  /// Consumes this character.
  case character(Character)
  /// Consumes any character but `/`.
  case anyButSlash
  /// Consumes any character.
  case any
  /// Consumes a character the class admits.
  case characterClass(GlobClass)
  /// Goes on at every one of these places at once.
  case fork([Int])
  /// Goes on at this place.
  case jump(Int)
  /// The whole pattern has matched.
  case match
}

/// A glob's automaton.
struct GlobProgram: Sendable {
  let instructions: [GlobInstruction]

  init(_ sequence: [GlobPart]) {
    var instructions: [GlobInstruction] = []
    Self.compile(sequence, into: &instructions)
    instructions.append(.match)
    self.instructions = instructions
  }

  /// Appends the instructions of a sequence; recursion is as deep as braces nest, which the
  /// parser bounds.
  private static func compile(_ sequence: [GlobPart], into program: inout [GlobInstruction]) {
    for part in sequence {
      let here = program.count
      switch part {
      case .literal(let character): program.append(.character(character))
      case .anyCharacter: program.append(.anyButSlash)
      case .characterClass(let members): program.append(.characterClass(members))
      case .anyRun: program += [.fork([here + 1, here + 3]), .anyButSlash, .jump(here)]
      case .anyPath: program += [.fork([here + 1, here + 3]), .any, .jump(here)]
      case .anyFolders:
        // Nothing, or any run and a `/`.
        program += [
          .fork([here + 1, here + 5]), .fork([here + 2, here + 4]), .any, .jump(here + 1),
          .character("/"),
        ]
      case .alternatives(let alternatives):
        program.append(.fork([]))
        var starts: [Int] = []
        var exits: [Int] = []
        for alternative in alternatives {
          starts.append(program.count)
          compile(alternative, into: &program)
          exits.append(program.count)
          program.append(.jump(0))
        }
        program[here] = .fork(starts)
        for exit in exits { program[exit] = .jump(program.count) }
      }
    }
  }

  /// Whether the program matches the whole of `text`.
  func matches(_ text: String) -> Bool {
    var threads = Threads(count: instructions.count)
    var current: [Int] = []
    var next: [Int] = []
    threads.add(0, to: &current, in: instructions)
    for character in text {
      threads.nextGeneration()
      next.removeAll(keepingCapacity: true)
      for place in current {
        let admits: Bool
        switch instructions[place] {
        case .character(let expected): admits = character == expected
        case .anyButSlash: admits = character != "/"
        case .any: admits = true
        case .characterClass(let members): admits = members.admits(character)
        case .fork, .jump, .match: admits = false
        }
        if admits { threads.add(place + 1, to: &next, in: instructions) }
      }
      swap(&current, &next)
      if current.isEmpty { return false }
    }
    return current.contains { instructions[$0] == .match }
  }

  /// The places reached for the character being read, each once.
  private struct Threads {
    /// The generation in which each place was last added.
    private var added: [Int]
    private var generation = 0
    private var pending: [Int] = []

    init(count: Int) {
      added = Array(repeating: -1, count: count)
    }

    mutating func nextGeneration() {
      generation += 1
    }

    /// Adds a place and every place its forks and jumps lead to, without consuming anything;
    /// only places that consume a character (or the match) go into `list`.
    mutating func add(_ start: Int, to list: inout [Int], in instructions: [GlobInstruction]) {
      pending.append(start)
      while let place = pending.popLast() {
        guard added[place] != generation else { continue }
        added[place] = generation
        switch instructions[place] {
        case .fork(let targets): pending += targets.reversed()
        case .jump(let target): pending.append(target)
        default: list.append(place)
        }
      }
    }
  }
}
