// Definitions that name each other (strategies naming strategies, destinations whose chains go
// on with other destinations) form a graph, checked once every file is read: one depth-first
// walk over it, each definition and each reference visited once, on a stack of its own rather
// than the machine's, so that neither a chain of 100 000 names nor names that each reach the
// next two cost more than their number. A definition reached again after its walk finished
// (two paths to it) is not walked again; one reached again while it is being walked is a loop.

/// A definition's name another definition refers to, where it is written.
struct DefinitionReference {
  var name: String
  var location: SourceLocation
  var path: CodingPath
  var file: String
}

/// The references between definitions of one section.
struct ReferenceGraph {
  /// A loop: the names from the definition it starts at back to it (the first name repeated
  /// at the end), the reference the walk left that definition by, and the one that came back.
  struct Cycle {
    var names: [String]
    var opening: DefinitionReference
    var closing: DefinitionReference
  }

  /// The references each definition's body makes.
  var references: [String: [DefinitionReference]]

  /// Throws an error for the first loop among `references`, walked from the names in order,
  /// placed at the reference `place` picks: `sentence` says it from the loop's first name and
  /// its names quoted, joined by arrows.
  static func checkCycles(
    _ references: [String: [DefinitionReference]], at place: KeyPath<Cycle, DefinitionReference>,
    _ sentence: (_ first: String, _ loop: String) -> String
  ) throws(DecodingError) {
    let graph = ReferenceGraph(references: references)
    guard let cycle = graph.firstCycle(from: references.keys.sorted()) else { return }
    let reference = cycle[keyPath: place]
    var error = DecodingError(
      reference.location, reference.path,
      sentence(cycle.names[0], cycle.names.map { "\"\($0)\"" }.joined(separator: " -> ")))
    error.file = reference.file
    throw error
  }

  /// The first loop the walk meets, starting from each definition in the order of `roots`
  /// (names in order, so the same file always gives the same error).
  func firstCycle(from roots: [String]) -> Cycle? {
    // false while a definition is on the walk's stack, true once its walk finished.
    var finished: [String: Bool] = [:]
    var stackPosition: [String: Int] = [:]
    var stack: [(name: String, next: Int)] = []
    for root in roots where finished[root] == nil {
      finished[root] = false
      stackPosition[root] = 0
      stack.append((root, 0))
      while let top = stack.indices.last {
        let (name, next) = stack[top]
        let outgoing = references[name] ?? []
        guard next < outgoing.count else {
          finished[name] = true
          stackPosition[name] = nil
          stack.removeLast()
          continue
        }
        stack[top].next += 1
        let reference = outgoing[next]
        switch finished[reference.name] {
        case nil:
          finished[reference.name] = false
          stackPosition[reference.name] = stack.count
          stack.append((reference.name, 0))
        case false?:
          guard let start = stackPosition[reference.name] else { continue }
          let frame = stack[start]
          guard let opening = references[frame.name]?[frame.next - 1] else { continue }
          return Cycle(
            names: stack[start...].map(\.name) + [reference.name], opening: opening,
            closing: reference)
        case true?:
          continue
        }
      }
    }
    return nil
  }
}
