// How exploration tells states apart: by what the golden shows of them, once the ids the engine
// generated are renamed in the order their controllers appear. Two paths that end on the same
// screens are one state even when one of them made and dropped a `Post` on the way, so that
// the second `Post` is `Post#2`.

extension NavigationState {
  /// The state's rendering with generated ids renamed canonically: equal for states the user
  /// cannot tell apart.
  public var explorationKey: String {
    let renamed = canonicalIDs()
    guard !renamed.isEmpty else { return rendering }
    var copy = self
    copy.renameControllers(renamed)
    return copy.rendering
  }

  /// The generated ids that are not what a fresh scenario would have made for the controllers
  /// in the window, in tree order, with the id it would have made: the base name for the
  /// first controller of each base, then `base#2`, `base#3`…
  func canonicalIDs() -> [String: String] {
    var counts: [Substring: Int] = [:]
    var renamed: [String: String] = [:]
    for (controller, _) in window.allControllers where !identifiers.isAuthored(controller.id) {
      let base = Self.base(ofGenerated: controller.id)
      let count = counts[base, default: 0] + 1
      counts[base] = count
      let canonical = count == 1 ? String(base) : "\(base)#\(count)"
      if canonical != controller.id { renamed[controller.id] = canonical }
    }
    return renamed
  }

  /// `Post` for `Post#3` and for `Post`.
  static func base(ofGenerated id: String) -> Substring {
    guard let mark = id.lastIndex(of: "#"), id.index(after: mark) < id.endIndex,
      id[id.index(after: mark)...].allSatisfy(\.isNumber)
    else { return id[...] }
    return id[..<mark]
  }

  /// Renames controllers everywhere they are named: in the window, the page flow and the
  /// coordinators.
  mutating func renameControllers(_ renamed: [String: String]) {
    for (controller, path) in window.allControllers {
      let id = renamed[controller.id]
      let compact = controller.split?.compactID.flatMap { renamed[$0] }
      let placeholder = controller.split?.placeholderID.flatMap { renamed[$0] }
      guard id != nil || compact != nil || placeholder != nil else { continue }
      window.update(at: path) { controller in
        if let id { controller.id = id }
        if let compact { controller.split?.compactID = compact }
        if let placeholder { controller.split?.placeholderID = placeholder }
      }
    }
    for (page, track) in flow.tracks {
      if let id = track.controllerID, let new = renamed[id] {
        flow.tracks[page]?.controllerID = new
      }
    }
    for index in coordinators.all.indices {
      for shown in coordinators.all[index].displayed.indices {
        let id = coordinators.all[index].displayed[shown].id
        if let new = renamed[id] { coordinators.all[index].displayed[shown].id = new }
      }
      let base = coordinators.all[index].base
      switch base {
      case .nav(let id): if let new = renamed[id] { coordinators.all[index].base = .nav(new) }
      case .split(let id): if let new = renamed[id] { coordinators.all[index].base = .split(new) }
      case .column(let id, let column):
        if let new = renamed[id] { coordinators.all[index].base = .column(split: new, column) }
      }
    }
    hints = EngineHints()
  }
}
