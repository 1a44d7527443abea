// The JSON rendering of a window, written in the scenario language's own node form so that a
// printed tree can be pasted into a scenario's `start` or `expect`. Keys in a fixed order.

extension Window {
  /// The window as JSON: `{"sizeClass": …, "top": "#id", "root": node}`.
  public var json: String {
    var writer = JSONWriter()
    writer.object(
      [("sizeClass", .string(sizeClass.rawValue))]
        + (verticalSizeClass == .compact
          ? [("verticalSizeClass", .string(verticalSizeClass.rawValue))] : [])
        + (width == .narrow ? [("windowWidth", .string(width.rawValue))] : [])
        + [
          ("top", .string("#" + (self[top]?.id ?? ""))),
          ("root", root.jsonValue),
        ])
    return writer.output + "\n"
  }
}

extension NavigationState {
  /// The window as JSON (`Window.json`), with the app state (`"state"`) and the navigation
  /// waiting on an interceptor (`"pendingNavigation"`) when there are any.
  public var json: String {
    guard !appState.isEmpty || pendingNavigation != nil || heldNavigationLock != nil else {
      return window.json
    }
    var members: [(String, JSONWriter.Value)] = [
      ("sizeClass", .string(window.sizeClass.rawValue))
    ]
    if window.verticalSizeClass == .compact {
      members.append(("verticalSizeClass", .string(window.verticalSizeClass.rawValue)))
    }
    if window.width == .narrow { members.append(("windowWidth", .string(window.width.rawValue))) }
    members.append(("top", .string("#" + (window[window.top]?.id ?? ""))))
    if !appState.isEmpty {
      members.append(
        (
          "state",
          .object(
            appState.sortedKeys.compactMap { key in
              appState[key].map { (key, $0.jsonValue) }
            })
        ))
    }
    if let pending = pendingNavigation {
      var navigation: [(String, JSONWriter.Value)] = [("navigate", .string(pending.destination))]
      if let context = pending.context { navigation.append(("context", .string(context))) }
      navigation.append(("waitsFor", .string("#" + pending.waitsOn)))
      members.append(("pendingNavigation", .object(navigation)))
    }
    if let held = heldNavigationLock { members.append(("navigationLock", .string(held))) }
    members.append(("root", window.root.jsonValue))
    var writer = JSONWriter()
    writer.object(members)
    return writer.output + "\n"
  }
}

extension StateValue {
  var jsonValue: JSONWriter.Value {
    switch self {
    case .bool(let value): .bool(value)
    case .number: .literal(description)
    case .string(let value): .string(value)
    }
  }
}

extension Controller {
  var jsonValue: JSONWriter.Value {
    var members: [(String, JSONWriter.Value)] = []
    switch kind {
    case .screen: members.append(("screen", .string(type)))
    case .nav, .tabs, .stack, .pages:
      members.append((kind.rawValue, .array(children.map(\.jsonValue))))
    case .split:
      let columns = zip(split?.columns ?? [], children).map { ($0.rawValue, $1.jsonValue) }
      members.append(("split", .object(columns)))
    }
    members.append(("id", .string(id)))
    if let context { members.append(("context", .string(context))) }
    if kind == .screen, !children.isEmpty {
      members.append(("children", .array(children.map(\.jsonValue))))
    }
    if kind == .tabs { members.append(("selected", .number(selectedIndex))) }
    if let split {
      // The display mode (`hidden` in the text) has no node attribute, so that the print can
      // be pasted into a scenario.
      if let style = split.columnStyle { members.append(("columnStyle", .string(style.rawValue))) }
      if let top = split.topColumnForCollapsing {
        members.append(("topColumnForCollapsing", .string(top.rawValue)))
      }
      if split.preferredDisplayMode != .automatic {
        members.append(("preferredDisplayMode", .string(split.preferredDisplayMode.rawValue)))
      }
      if !split.usesColumnRules { members.append(("policy", .string(split.policy.rawValue))) }
      members.append(("collapsed", .bool(split.isCollapsed)))
    }
    if let stack {
      if !stack.retainsRoot { members.append(("retainsRoot", .bool(false))) }
      if stack.preventsForwardingPop { members.append(("preventsForwardingPop", .bool(true))) }
      if stack.dismissesWhenEmpty { members.append(("dismissesWhenEmpty", .bool(true))) }
    }
    if let pages {
      // The data source is not printed: it is the app's, and a print is of the window.
      members.append(("transitionStyle", .string(pages.transitionStyle.rawValue)))
      if let spine = pages.spineLocation {
        members.append(("spineLocation", .string(spine.rawValue)))
      }
    }
    if isDetail { members.append(("detail", .bool(true))) }
    if let relation { members.append(("relation", .string(relation.rawValue))) }
    if definesContext != kind.definesContextByDefault {
      members.append(("definesContext", .bool(definesContext)))
    }
    if !isDismissible { members.append(("dismissible", .bool(false))) }
    if isModalInPresentation { members.append(("modalInPresentation", .bool(true))) }
    if let presented {
      var presentedValue = presented.controller.jsonValue
      if case .object(var presentedMembers) = presentedValue {
        // The style presented with, as a scenario writes it: the style a size class adapts
        // follows from it.
        let style: JSONWriter.Value =
          presented.compactStyle.map { compact in
            .object([
              ("regular", .string(presented.requested.rawValue)),
              ("compact", .string(compact.rawValue)),
            ])
          } ?? .string(presented.requested.rawValue)
        presentedMembers.insert(("style", style), at: 2)
        presentedValue = .object(presentedMembers)
      }
      members.append(("presents", presentedValue))
    }
    return .object(members)
  }
}

/// A minimal pretty-printing JSON writer with a fixed layout.
struct JSONWriter {
  indirect enum Value {
    case string(String)
    case number(Int)
    /// A number written as it is.
    case literal(String)
    case bool(Bool)
    case array([Value])
    case object([(String, Value)])
  }

  private(set) var output = ""

  mutating func object(_ members: [(String, Value)]) {
    write(.object(members), depth: 0)
  }

  mutating func write(_ value: Value, depth: Int) {
    let indent = String(repeating: "  ", count: depth + 1)
    let closing = String(repeating: "  ", count: depth)
    switch value {
    case .string(let text): output += TextEscaping.jsonLiteral(text)
    case .number(let number): output += String(number)
    case .literal(let text): output += text
    case .bool(let flag): output += flag ? "true" : "false"
    case .array(let items):
      guard !items.isEmpty else { return output += "[]" }
      output += "[\n"
      for (index, item) in items.enumerated() {
        output += indent
        write(item, depth: depth + 1)
        output += index == items.count - 1 ? "\n" : ",\n"
      }
      output += closing + "]"
    case .object(let members):
      guard !members.isEmpty else { return output += "{}" }
      output += "{\n"
      for (index, (key, item)) in members.enumerated() {
        output += indent + TextEscaping.jsonLiteral(key) + ": "
        write(item, depth: depth + 1)
        output += index == members.count - 1 ? "\n" : ",\n"
      }
      output += closing + "}"
    }
  }
}
