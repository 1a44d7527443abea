// The page flow's part of a state's exploration digest, from the pieces its golden section is
// made of (`flowText`) rather than from the text: every explored transition digests it, and
// rendering the section cost more than the rest of the digest.

extension NavigationState {
  /// Adds to `hasher` what `flowText` shows, line by line and in its order: each registered
  /// page's depth, identifier and transition, whether it is skipped, the label of the
  /// controller showing it with its parameter, and whether it is current; or that no path is
  /// registered.
  func combineFlow(into hasher: inout DigestHasher) {
    guard let root = flow.registry.root else {
      hasher.combine(-1)
      return
    }
    hasher.combine(-3)
    let current = flow.tracks.isEmpty ? nil : currentPage
    var pending: [(String, Int)] = [(root, 1)]
    while let (identifier, depth) = pending.popLast() {
      guard let step = flow.registry.steps[identifier] else { continue }
      hasher.combine(depth)
      hasher.combine(identifier)
      if let transition = step.transition, transition != .push {
        hasher.combine(transition.rawValue)
      } else {
        hasher.combine(-1)
      }
      // Without tracks, no page is skipped, shown or current: the same words as a page that
      // is none of them, without looking up its track.
      let hasTracks = !flow.tracks.isEmpty
      hasher.combine(hasTracks && flow.isSkipped(identifier) ? 1 : 0)
      if hasTracks, let path = pageControllerPath(identifier) {
        hasher.combine(controller(at: path).label)
        hasher.combine(optional: flow.tracks[identifier]?.parameter)
      } else {
        hasher.combine(-1)
      }
      hasher.combine(identifier == current ? 1 : 0)
      for child in step.children.reversed() { pending.append((child, depth + 1)) }
    }
    hasher.combine(-2)
  }
}
