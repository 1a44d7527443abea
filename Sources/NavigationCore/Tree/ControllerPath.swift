// Addresses of controllers in the window tree. The tree is a value, so an operation finds the
// path of what it changes first and then mutates in place through that path.

/// One step from a controller to another: into a child, or into the controller it presents.
public enum PathStep: Sendable, Hashable {
  case child(Int)
  case presented
}

/// The address of a controller from the window root.
public typealias ControllerPath = [PathStep]

extension Controller {
  /// The controller at a path below this one, if the path exists.
  public func descendant(at path: some Collection<PathStep>) -> Controller? {
    var current = self
    for step in path {
      switch step {
      case .child(let index):
        guard current.children.indices.contains(index) else { return nil }
        current = current.children[index]
      case .presented:
        guard let presented = current.presented else { return nil }
        current = presented.controller
      }
    }
    return current
  }

  /// Mutates the controller at a path in place; the path must exist.
  @discardableResult
  public mutating func update<Result, Failure: Error>(
    at path: ArraySlice<PathStep>, _ body: (inout Controller) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    guard let step = path.first else { return try body(&self) }
    switch step {
    case .child(let index):
      return try updateChild(at: index) { child throws(Failure) in
        try child.update(at: path.dropFirst(), body)
      }
    case .presented:
      precondition(!presentations.isEmpty, "path crosses a missing presentation")
      return try presentations[0].controller.update(at: path.dropFirst(), body)
    }
  }
}

extension Array where Element == PathStep {
  /// The path of the layer root holding this controller: the window root or a presented one.
  public var layerRoot: ControllerPath {
    guard let last = lastIndex(of: .presented) else { return [] }
    return Array(self[...last])
  }

  /// The parent by containment, or nil for a layer root (whose presenter is not its parent).
  public var parent: ControllerPath? {
    guard let last, last != .presented else { return nil }
    return Array(dropLast())
  }

  /// The presenter of a layer root path, or nil for the window root.
  public var presenter: ControllerPath? {
    last == .presented ? Array(dropLast()) : nil
  }
}
