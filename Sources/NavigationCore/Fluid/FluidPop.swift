// FluidInterfaceKit's `fluidPop(forwardingToParent:removingRule:)` (`_fluidPop`): the receiver's
// stack entry is removed — with everything above it (`.cascade`) or alone (`.single`). When the
// receiver is the root item of a stack that retains its root, or a direct child of that item,
// and the stack does not prevent forwarding, the pop is forwarded: the stack itself becomes the
// receiver in its own parent stack, and the same rule applies there. Otherwise removing a
// retained root is refused (`canRemove`, logged). A receiver in no stack is ignored with a log;
// a forwarded pop that reaches the outermost stack ends silently. Both are warnings here.
// A `PresentationFluidStackController` (`dismissesWhenEmpty`) dismisses itself when its last
// item goes; other stacks stay, empty.

/// FluidInterfaceKit's `RemovingRule`.
public enum FluidRemovingRule: String, Sendable, Equatable, CaseIterable {
  /// The item and everything above it.
  case cascade
  /// The item alone.
  case single
}

extension NavigationState {
  mutating func fluidPop(
    _ selector: Selector?, removing rule: FluidRemovingRule, forwardingToParent: Bool
  ) throws(NavigationError) {
    var receiver = try window.resolve(selector ?? .top)
    guard window.fluidItem(holding: receiver) != nil else {
      return warn(.notInStack, "\(controller(at: receiver).label) is not in a fluid stack")
    }
    while true {
      guard let item = window.fluidItem(holding: receiver) else {
        return warn(
          .popNotForwarded,
          "\(controller(at: receiver).label) is in no other stack; the forwarded pop ends there")
      }
      guard let stackPath = item.parent, case .child(let index) = item.last else {
        preconditionFailure("a stack item is a child of its stack")
      }
      let stack = controller(at: stackPath)
      let options = stack.stack ?? StackOptions()
      // `isDescendant(of:)`: the receiver is the root item or one of its direct children.
      let isRootItemOrChild = index == 0 && (receiver == item || receiver.parent == item)
      if !options.preventsForwardingPop, forwardingToParent, options.retainsRoot,
        isRootItemOrChild
      {
        receiver = stackPath
        continue
      }
      if index == 0, options.retainsRoot {
        return warn(
          .popNotForwarded,
          "\(controller(at: item).label) is the retained root of \(stack.label); nothing is popped")
      }
      removeItem(at: index, of: stackPath, rule: rule)
      return
    }
  }

  /// Removes a stack item by the rule; a presentation stack left empty dismisses itself.
  private mutating func removeItem(
    at index: Int, of stackPath: ControllerPath, rule: FluidRemovingRule
  ) {
    window.update(at: stackPath) { stack in
      switch rule {
      case .cascade: stack.children.removeSubrange(index...)
      case .single: stack.children.remove(at: index)
      }
    }
    let stack = controller(at: stackPath)
    if stack.children.isEmpty, stack.stack?.dismissesWhenEmpty == true,
      let presenter = stackPath.presenter
    {
      log.append(.note("dismiss \(stack.label), now empty"))
      window.update(at: presenter) { $0.presented = nil }
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
