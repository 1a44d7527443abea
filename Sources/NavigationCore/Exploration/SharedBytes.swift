// How much of a state is its own. An exploration keeps thousands of states at once, and each
// shares most of its tree and ids with the state it started from (copy on write): what it holds
// of its own is the controllers on the way to what its actions changed, and the buffers of the
// stacks they changed.

extension NavigationState {
  /// An estimate of the bytes this state holds that `other` does not share: the state itself,
  /// its controllers whose storage is not the storage of the controller at the same place in
  /// `other`, the nodes of its ids and of its app state that are not `other`'s, and its page flow's and
  /// coordinators' lists.
  ///
  /// An overestimate where two states share what they do not share with `other`, such as two
  /// states reached from a third; one walk over what differs, without recursion.
  public func bytesNotShared(with other: NavigationState) -> Int {
    var bytes =
      MemoryLayout<NavigationState>.stride + identifiers.bytesNotShared(with: other.identifiers)
      + appState.bytesNotShared(with: other.appState)
      + flow.tracks.capacity * MemoryLayout<(String, PageTrack)>.stride
      + coordinators.all.capacity * MemoryLayout<Coordinator>.stride
    var pending: [(controller: Controller, counterpart: Controller?)] = [
      (window.root, other.window.root)
    ]
    while let (controller, counterpart) = pending.popLast() {
      if let counterpart, controller.sharesStorage(with: counterpart) { continue }
      bytes += controller.ownBytesNotShared(with: counterpart)
      let others = counterpart?.children ?? []
      for (index, child) in controller.children.enumerated() {
        let match = index < others.count ? others[index] : nil
        if let match, child.sharesStorage(with: match) { continue }
        pending.append((child, match))
      }
      if let presented = controller.presented {
        pending.append((presented.controller, counterpart?.presented?.controller))
      }
    }
    return bytes
  }
}
