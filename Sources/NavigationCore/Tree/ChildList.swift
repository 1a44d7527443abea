// A container's children: an array that also grows at its front in constant amortized time.
// A tab bar can take a tab at index 0 on every step; inserting there moves none of the tabs
// after it, so a scenario adding n tabs at the front costs n insertions, not n² moves.

/// The children of a controller, in order, as an array that keeps free room before its first
/// element as well as after its last: inserting at index 0 fills that room instead of moving
/// the other children, and removing from the end works as in an array.
public struct ChildList: Sendable, Equatable {
  /// The children from `start` on; the slots before `start` are free room, holding `vacancy`.
  ///
  /// Not optionals: reading a child then needs no unwrapping, and iterating is an array's.
  @usableFromInline var slots: ContiguousArray<Controller>
  /// The index in `slots` of the first child.
  @usableFromInline var start: Int

  /// An empty list.
  public init() {
    slots = []
    start = 0
  }

  /// The given children, in order.
  public init(_ children: some Sequence<Controller>) {
    slots = ContiguousArray(children)
    start = 0
  }

  /// What fills the free room: one controller shared by every list.
  private static let vacancy = Controller(id: "", kind: .screen)

  /// Whether the two lists hold equal children in the same order.
  public static func == (lhs: ChildList, rhs: ChildList) -> Bool {
    lhs.elementsEqual(rhs)
  }

  /// Whether two lists use one buffer: one is a copy of the other that neither has changed
  /// since.
  func sharesSlots(with other: ChildList) -> Bool {
    slots.withUnsafeBufferPointer { mine in
      other.slots.withUnsafeBufferPointer { $0.baseAddress == mine.baseAddress }
    }
  }

  /// The bytes of the buffer's slots, free room included.
  var capacityBytes: Int {
    slots.capacity * MemoryLayout<Controller>.stride
  }

  /// Makes room for `count` children before the first one, doubling the room each time it
  /// runs out so that a run of front insertions costs amortized constant time each.
  private mutating func reserveFront(_ count: Int) {
    guard start < count else { return }
    let room = Swift.max(count, self.count, 4)
    var grown = ContiguousArray<Controller>(repeating: Self.vacancy, count: room)
    grown.reserveCapacity(room + self.count)
    grown.append(contentsOf: slots[start...])
    slots = grown
    start = room
  }
}

extension ChildList: RandomAccessCollection, MutableCollection {
  /// The position of the first child: always 0.
  public var startIndex: Int { 0 }

  /// The position after the last child: the number of children.
  @inlinable public var endIndex: Int { slots.count - start }

  /// The child at a position.
  @inlinable public subscript(position: Int) -> Controller {
    get {
      // A position past the end fails in the array; one before the start must fail here.
      precondition(position >= 0, "child index out of range")
      return slots[start + position]
    }
    _modify {
      precondition(position >= 0, "child index out of range")
      yield &slots[start + position]
    }
  }

  /// An iterator over the children, first to last.
  @inlinable public func makeIterator() -> IndexingIterator<ArraySlice<Controller>> {
    slots[start...].makeIterator()
  }
}

extension ChildList: RangeReplaceableCollection {
  /// Replaces the children in `range`; an insertion at the front fills the free room.
  public mutating func replaceSubrange<Replacement: Collection<Controller>>(
    _ range: Range<Int>, with replacement: Replacement
  ) {
    precondition(range.lowerBound >= 0 && range.upperBound <= endIndex, "range out of bounds")
    if range.isEmpty, range.lowerBound == 0, !isEmpty {
      // Insertion at the front: fill the free room.
      let added = replacement.count
      reserveFront(added)
      start -= added
      for (offset, child) in replacement.enumerated() { slots[start + offset] = child }
      return
    }
    slots.replaceSubrange(
      (start + range.lowerBound)..<(start + range.upperBound), with: replacement)
  }

  /// Adds a child at the end (a push).
  public mutating func append(_ child: Controller) {
    slots.append(child)
  }

  /// Removes the children in `range`: a pop removes from the end, as an array does.
  public mutating func removeSubrange(_ range: Range<Int>) {
    precondition(range.lowerBound >= 0 && range.upperBound <= endIndex, "range out of bounds")
    slots.removeSubrange((start + range.lowerBound)..<(start + range.upperBound))
  }

  /// Makes room for `count` children after the first one.
  public mutating func reserveCapacity(_ count: Int) {
    slots.reserveCapacity(start + count)
  }
}

extension ChildList: ExpressibleByArrayLiteral {
  /// A list of the given children, in order.
  public init(arrayLiteral children: Controller...) {
    self.init(children)
  }
}

extension ChildList: CustomStringConvertible {
  /// The children, as an array describes them.
  public var description: String { Array(self).description }
}
