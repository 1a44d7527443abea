// FluidInterfaceKit's `fluidPop()`: the stack entry holding the receiver is removed with
// everything above it (`.cascade`). Popping the retained root of a stack forwards the pop to the
// stack itself, which is popped from its own parent stack, recursively, unless the stack sets
// `preventsFowardingPop`. At the outermost stack nothing happens; FluidInterfaceKit stays silent,
// navrun warns. A stack that does not retain its root may become empty, and a presented one then
// dismisses itself, as `PresentationFluidStackController` does.
//
// Deliberate deviation: FluidInterfaceKit forwards only when the receiver is the root item or a
// direct child of it; navrun forwards from any controller inside the root item (SPEC §6).

extension NavigationState {
  mutating func fluidPop(_ selector: Selector?) throws(NavigationError) {
    let selected = try window.resolve(selector ?? .top)
    guard var item = window.fluidItem(holding: selected) else {
      throw NavigationError(
        .notInStack, "\(controller(at: selected).label) is not in a fluid stack")
    }
    while true {
      guard let stackPath = item.parent, case .child(let index) = item.last else {
        preconditionFailure("a stack item is a child of its stack")
      }
      let stack = controller(at: stackPath)
      let options = stack.stack ?? StackOptions()
      guard index == 0, options.retainsRoot else {
        window.update(at: stackPath) { $0.children.removeSubrange(index...) }
        if controller(at: stackPath).children.isEmpty, let presenter = stackPath.presenter {
          log.append(.note("dismiss \(stack.label), now empty"))
          window.update(at: presenter) { $0.presented = nil }
        }
        return
      }
      let root = controller(at: item).label
      if options.preventsForwardingPop {
        warn(
          .popNotForwarded,
          "\(root) is the retained root of \(stack.label), which prevents forwarding the pop; "
            + "nothing is popped")
        return
      }
      guard let outer = window.fluidItem(holding: stackPath) else {
        warn(
          .popNotForwarded,
          "\(root) is the retained root of \(stack.label), which is in no other stack; "
            + "nothing is popped")
        return
      }
      item = outer
    }
  }
}

extension Window {
  /// The stack entry holding a controller: the controller itself when its parent is a stack,
  /// else its nearest ancestor whose parent is one (parent links only).
  public func fluidItem(holding path: ControllerPath) -> ControllerPath? {
    var current = path
    while let parent = current.parent {
      if self[parent]?.kind == .stack { return current }
      current = parent
    }
    return nil
  }
}
