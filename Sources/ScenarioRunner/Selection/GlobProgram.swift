// A glob compiled to a small automaton (Thompson's construction) and matched by running every
// place the pattern can be at side by side, one character of the text at a time (as Pike's
// virtual machine runs a regular expression, without captures). Each place is visited at most
// once per character, so matching costs at most the text's length times the program's, whatever
// braces and stars the pattern holds: there is no backtracking to blow up.

/// One instruction of a compiled glob: what it does, and its character or the place it names.
///
/// A plain value with no payload to copy, so that running the program over every name of a run
/// touches no reference counts; a fork's places and a class's members are kept beside it.
struct GlobInstruction: Equatable {
  enum Operation: UInt8 {
    /// Consumes `character`.
    case character
    /// Consumes any character but `/`.
    case anyButSlash
    /// Consumes any character.
    case any
    /// Consumes a character the class `operand` (in the program's classes) admits.
    case characterClass
    /// Goes on at the `count` places of the program's fork targets from `operand`, all at once.
    case fork
    /// Goes on at place `operand`.
    case jump
    /// The whole pattern has matched.
    case match
  }

  var operation: Operation
  var character: Character = " "
  /// `character` as one ASCII byte, for ASCII text; 0xFF, which no ASCII byte equals, when it
  /// is not one.
  var byte: UInt8 = 0xFF
  var operand = 0
  var count = 0

  init(operation: Operation, character: Character = " ", operand: Int = 0, count: Int = 0) {
    self.operation = operation
    self.character = character
    self.operand = operand
    self.count = count
    if operation == .character, let ascii = character.asciiValue, character != "\r\n" {
      byte = ascii
    }
  }
}

/// A glob's automaton.
struct GlobProgram: Sendable {
  private(set) var instructions: [GlobInstruction] = []
  /// The places each fork goes on at, one run per fork.
  private var forkTargets: [Int] = []
  /// The classes of `[…]` instructions.
  private var classes: [GlobClass] = []
  /// Each class's ASCII members, as a bit per byte value (low half, high half).
  private var asciiClasses: [(low: UInt64, high: UInt64)] = []

  init(_ sequence: [GlobPart]) {
    compile(sequence)
    instructions.append(GlobInstruction(operation: .match))
  }

  private mutating func append(_ operation: GlobInstruction.Operation, operand: Int = 0) {
    instructions.append(GlobInstruction(operation: operation, operand: operand))
  }

  private mutating func fork(to places: [Int]) {
    instructions.append(
      GlobInstruction(operation: .fork, operand: forkTargets.count, count: places.count))
    forkTargets += places
  }

  /// Appends the instructions of a sequence; recursion is as deep as braces nest, which the
  /// parser bounds.
  private mutating func compile(_ sequence: [GlobPart]) {
    for part in sequence {
      let here = instructions.count
      switch part {
      case .literal(let character):
        instructions.append(GlobInstruction(operation: .character, character: character))
      case .anyCharacter: append(.anyButSlash)
      case .characterClass(let members):
        append(.characterClass, operand: classes.count)
        classes.append(members)
        var bits: (low: UInt64, high: UInt64) = (0, 0)
        for byte in 0..<128 where members.admits(Character(Unicode.Scalar(UInt8(byte)))) {
          if byte < 64 { bits.low |= 1 << byte } else { bits.high |= 1 << (byte - 64) }
        }
        asciiClasses.append(bits)
      case .anyRun, .anyPath:
        fork(to: [here + 1, here + 3])
        append(part == .anyRun ? .anyButSlash : .any)
        append(.jump, operand: here)
      case .anyFolders:
        // Nothing, or any run and a `/`.
        fork(to: [here + 1, here + 5])
        fork(to: [here + 2, here + 4])
        append(.any)
        append(.jump, operand: here + 1)
        instructions.append(GlobInstruction(operation: .character, character: "/"))
      case .alternatives(let alternatives):
        // The fork's targets are known once the alternatives are compiled: it takes its run of
        // targets then.
        append(.fork)
        var starts: [Int] = []
        var exits: [Int] = []
        for alternative in alternatives {
          starts.append(instructions.count)
          compile(alternative)
          exits.append(instructions.count)
          append(.jump)
        }
        instructions[here].operand = forkTargets.count
        instructions[here].count = starts.count
        forkTargets += starts
        for exit in exits { instructions[exit].operand = instructions.count }
      }
    }
  }

  /// Whether the program matches the whole of `text`.
  ///
  /// Text of ASCII characters (nearly every path and name) is read a byte at a time, each
  /// byte being one character; a carriage return is not taken so, as it makes one character
  /// with a line feed after it.
  func matches(_ text: String) -> Bool {
    if text.utf8.allSatisfy({ $0 < 0x80 && $0 != 0x0D }) {
      return run(text.utf8) { byte, instruction in
        switch instruction.operation {
        case .character: byte == instruction.byte
        case .anyButSlash: byte != UInt8(ascii: "/")
        case .any: true
        case .characterClass:
          byte < 64
            ? asciiClasses[instruction.operand].low & (1 << byte) != 0
            : asciiClasses[instruction.operand].high & (1 << (byte - 64)) != 0
        case .fork, .jump, .match: false
        }
      }
    }
    return run(text) { character, instruction in
      switch instruction.operation {
      case .character: character == instruction.character
      case .anyButSlash: character != "/"
      case .any: true
      case .characterClass: classes[instruction.operand].admits(character)
      case .fork, .jump, .match: false
      }
    }
  }

  /// Runs the program over `units`, each a character, which `admits` compares with an
  /// instruction that consumes one.
  ///
  /// The lists of places live in one temporary buffer for the whole run: the loop runs for
  /// every character of every name a filter sees.
  private func run<Units: Sequence>(
    _ units: Units, admits: (Units.Element, GlobInstruction) -> Bool
  ) -> Bool {
    let count = instructions.count
    // The places read and reached (each at most once per character), the generation each place
    // was last reached in, and the places waiting to be followed: the start, and one per fork
    // target or jump, each place being followed once per character.
    let size = 4 * count + forkTargets.count + 1
    return withUnsafeTemporaryAllocation(of: Int.self, capacity: size) { buffer in
      guard let base = buffer.baseAddress else { return false }
      var current = base
      var next = base + count
      let reached = base + 2 * count
      let pending = base + 3 * count
      reached.initialize(repeating: -1, count: count)
      var generation = 0
      var currentCount = 0
      var nextCount = 0
      /// Adds `start` and every place its forks and jumps lead to; only places that consume a
      /// character (or the match) go into the list.
      func add(_ start: Int, to list: UnsafeMutablePointer<Int>, _ listCount: inout Int) {
        var waiting = 1
        pending[0] = start
        while waiting > 0 {
          waiting -= 1
          let place = pending[waiting]
          guard reached[place] != generation else { continue }
          reached[place] = generation
          let instruction = instructions[place]
          switch instruction.operation {
          case .fork:
            // In reverse, so that the first target is followed first.
            for index in (instruction.operand..<instruction.operand + instruction.count).reversed()
            {
              pending[waiting] = forkTargets[index]
              waiting += 1
            }
          case .jump:
            pending[waiting] = instruction.operand
            waiting += 1
          default:
            list[listCount] = place
            listCount += 1
          }
        }
      }
      add(0, to: current, &currentCount)
      for unit in units {
        generation += 1
        nextCount = 0
        for index in 0..<currentCount where admits(unit, instructions[current[index]]) {
          add(current[index] + 1, to: next, &nextCount)
        }
        swap(&current, &next)
        currentCount = nextCount
        if currentCount == 0 { return false }
      }
      return (0..<currentCount).contains { instructions[current[$0]].operation == .match }
    }
  }
}
