// FluidInterfaceKit's `fluidPush(_:target:relation:)`: find a `FluidStackController` with a
// strategy, then `addContentViewController`, which removes an existing entry for the same
// controller before appending it (re-pushing moves a controller to the top). The typed
// `fluidPush` overloads only restrict what compiles; at run time (`fluidPushUnsafely`) any
// controller can be pushed, a nav, tab bar or split included.

extension NavigationState {
  mutating func fluidPush(
    _ blueprint: Blueprint, from selector: Selector?, target: FluidTarget,
    relation: FluidRelation?
  ) throws(NavigationError) {
    let source = try window.resolve(selector ?? .top)
    let stacks = window.fluidStacks(from: source)
    guard let stackPath = try pick(target, among: stacks) else {
      throw NavigationError(
        .stackNotFound, stackNotFoundMessage(for: target, from: source, stacks: stacks))
    }
    let stack = controller(at: stackPath)
    if let id = blueprint.id, let index = stack.children.firstIndex(where: { $0.id == id }) {
      var moved = stack.children[index]
      let type = blueprint.kind == .screen ? (blueprint.type ?? "Screen") : blueprint.kind.rawValue
      guard moved.kind == blueprint.kind, moved.type == type else {
        throw NavigationError(
          .alreadyInHierarchy,
          "#\(id) is already in \(stack.label) as \(moved.label), not a \(type)")
      }
      // A nil relation leaves the controller's transitions as they were
      // (`willTransition(with: nil)` does nothing).
      if let relation { moved.relation = relation }
      window.update(at: stackPath) { stack in
        stack.children.remove(at: index)
        stack.children.append(moved)
      }
      return
    }
    var pushed = try instantiate(blueprint)
    if let relation { pushed.relation = relation }
    window.update(at: stackPath) { $0.children.append(pushed) }
  }

  private func stackNotFoundMessage(
    for target: FluidTarget, from source: ControllerPath, stacks: [ControllerPath]
  ) -> String {
    let name = controller(at: source).label
    guard !stacks.isEmpty else {
      if source.layerRoot.isEmpty {
        return "\(name) is in no fluid stack: wrap the entry point in a {\"stack\": …}"
      }
      return "\(name) is in no fluid stack inside its presented layer: fluidPush never crosses "
        + "a presentation, so present a {\"stack\": …} and push from inside it"
    }
    let candidates = stacks.map { controller(at: $0).label }.joined(separator: ", ")
    return "target \(target) finds no stack from \(name); the stacks above it are \(candidates)"
  }
}
