// The values an action's steps are written with: `$arg` for the value of `tap … with`, and a
// URL pattern's placeholders (`banko://transaction/{id}` gives `$id`). The steps are decoded
// once, with the placeholders in their text, and the values replace them when the action runs.

/// The placeholders of an action's steps and their values.
public enum ActionArguments {
  /// `text` with every `$name` whose name has a value replaced by the value.
  public static func substitute(_ text: String, _ values: [String: String]) -> String {
    guard text.utf8.contains(dollar) else { return text }
    var result = ""
    var copied = text.utf8.startIndex
    forEachPlaceholder(in: text) { name, placeholder in
      guard let value = values[String(name)] else { return }
      result += text[copied..<placeholder.lowerBound]
      result += value
      copied = placeholder.upperBound
    }
    return result + text[copied...]
  }

  /// The names of the placeholders written in a text (`$arg`, `$id`), in order.
  public static func placeholders(in text: String) -> [String] {
    guard text.utf8.contains(dollar) else { return [] }
    var names: [String] = []
    forEachPlaceholder(in: text) { name, _ in names.append(String(name)) }
    return names
  }

  private static let dollar = UInt8(ascii: "$")

  /// Visits each `$name` of a text with its name and its range, the `$` included.
  ///
  /// A name is made of ASCII letters, digits and `_`, so the walk reads bytes: a byte of a
  /// longer UTF-8 character is never one of them.
  private static func forEachPlaceholder(
    in text: String, _ visit: (Substring, Range<String.Index>) -> Void
  ) {
    let bytes = text.utf8
    var index = bytes.startIndex
    while let found = bytes[index...].firstIndex(of: dollar) {
      let nameStart = bytes.index(after: found)
      let nameEnd = bytes[nameStart...].firstIndex { !isNameByte($0) } ?? bytes.endIndex
      if nameEnd > nameStart { visit(text[nameStart..<nameEnd], found..<nameEnd) }
      index = nameEnd
    }
  }

  private static func isNameByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
      true
    default: false
    }
  }
}

extension Blueprint {
  /// The blueprint with a transform applied to every type, id and context, below it too; only
  /// what the transform changes is written, so that a blueprint it leaves alone stays shared.
  func replacingText<Failure: Error>(
    _ transform: (String) throws(Failure) -> String
  ) throws(Failure) -> Blueprint {
    var copy = self
    if let type, case let new = try transform(type), new != type { copy.type = new }
    if let id, case let new = try transform(id), new != id { copy.id = new }
    if let context, case let new = try transform(context), new != context { copy.context = new }
    for (index, child) in children.enumerated() {
      let new = try child.replacingText(transform)
      if new != child { copy.children[index] = new }
    }
    for (index, column) in columns.enumerated() {
      let new = try column.blueprint.replacingText(transform)
      if new != column.blueprint { copy.columns[index] = ColumnBlueprint(column.column, new) }
    }
    if let presents, case let new = try presents.replacingText(transform), new != presents {
      copy.presents = new
    }
    if let defaultDetail, case let new = try defaultDetail.replacingText(transform),
      new != defaultDetail
    {
      copy.defaultDetail = new
    }
    if let dataSource {
      let new = try dataSource.map { page throws(Failure) in try page.replacingText(transform) }
      if new != dataSource { copy.dataSource = new }
    }
    return copy
  }

  /// The blueprint with placeholders replaced: an action's, or a template's parameters.
  public func substituting(_ values: [String: String]) -> Blueprint {
    replacingText { ActionArguments.substitute($0, values) }
  }
}

extension Selector {
  /// The selector with the placeholders of an action replaced.
  func substituting(_ values: [String: String]) -> Selector {
    switch self {
    case .id(let id): .id(ActionArguments.substitute(id, values))
    case .type(let type): .type(ActionArguments.substitute(type, values))
    case .kind, .top, .root: self
    case .within(let base, let parts): .within(base.substituting(values), parts)
    }
  }
}

extension Optional<Selector> {
  fileprivate func substituting(_ values: [String: String]) -> Selector? {
    map { $0.substituting(values) }
  }
}

extension TabReference {
  fileprivate func substituting(_ values: [String: String]) -> TabReference {
    switch self {
    case .index, .more: self
    case .controller(let selector): .controller(selector.substituting(values))
    case .holding(let selector): .holding(selector.substituting(values))
    }
  }
}

extension AppCondition {
  fileprivate func substituting(_ values: [String: String]) -> AppCondition {
    switch self {
    case .state(let condition):
      .state(StateCondition(condition.required.mapValues { $0.substituting(values) }))
    case .top(let selector): .top(selector.substituting(values))
    case .exists(let selector): .exists(selector.substituting(values))
    case .not(let condition): .not(condition.substituting(values))
    case .all(let conditions): .all(conditions.map { $0.substituting(values) })
    case .any(let conditions): .any(conditions.map { $0.substituting(values) })
    }
  }
}

extension StateValue {
  fileprivate func substituting(_ values: [String: String]) -> StateValue {
    if case .string(let text) = self {
      .string(ActionArguments.substitute(text, values))
    } else {
      self
    }
  }
}

extension Operation {
  /// The operation with the placeholders of an action replaced in every name, selector, node
  /// and value it holds.
  public func substituting(_ values: [String: String]) -> Operation {
    func text(_ string: String) -> String { ActionArguments.substitute(string, values) }
    func nodes(_ blueprints: [Blueprint]) -> [Blueprint] {
      blueprints.map { $0.substituting(values) }
    }
    func steps(_ operations: [Operation]) -> [Operation] {
      operations.map { $0.substituting(values) }
    }
    switch self {
    case .push(let node, let on):
      return .push(node.substituting(values), on: on.substituting(values))
    case .pop(let on): return .pop(on.substituting(values))
    case .popTo(let target, let on):
      return .popTo(target.substituting(values), on: on.substituting(values))
    case .popToRoot(let on): return .popToRoot(on.substituting(values))
    case .setStack(let stack, let on): return .setStack(nodes(stack), on: on.substituting(values))
    case .present(let node, let from, let style, let animated):
      return .present(
        node.substituting(values), from: from.substituting(values), style: style,
        animated: animated)
    case .dismiss(let target, let animated):
      return .dismiss(target.substituting(values), animated: animated)
    case .selectTab(let tab, let tabs):
      return .selectTab(tab.substituting(values), in: tabs.substituting(values))
    case .selectMore(let tabs): return .selectMore(tabs.substituting(values))
    case .tapTab(let tab, let tabs):
      return .tapTab(tab.substituting(values), in: tabs.substituting(values))
    case .swipeDown(let target): return .swipeDown(target.substituting(values))
    case .setTabs(let tabs, let bar): return .setTabs(nodes(tabs), in: bar.substituting(values))
    case .addTab(let node, let index, let replacing, let bar):
      return .addTab(
        node.substituting(values), at: index, replacing: replacing, in: bar.substituting(values))
    case .show(let node, let from):
      return .show(node.substituting(values), from: from.substituting(values))
    case .setRoot(let node): return .setRoot(node.substituting(values))
    case .setSizeClass, .setVerticalSizeClass, .setWindowWidth: return self
    case .tapDisplayModeButton(let split): return .tapDisplayModeButton(split.substituting(values))
    case .showDetail(let node, let split, let from):
      return .showDetail(
        node.substituting(values), in: split.substituting(values), from: from.substituting(values))
    case .setColumn(let column, let node, let split):
      return .setColumn(
        column, to: node.map { $0.substituting(values) }, in: split.substituting(values))
    case .editTabs(let dragged, let target, let tabs):
      return .editTabs(
        dragged.substituting(values), onto: target.substituting(values),
        in: tabs.substituting(values))
    case .showColumn(let column, let split):
      return .showColumn(column, in: split.substituting(values))
    case .hideColumn(let column, let split):
      return .hideColumn(column, in: split.substituting(values))
    case .collapse(let split): return .collapse(split.substituting(values))
    case .expand(let split): return .expand(split.substituting(values))
    case .fluidPush(let node, let from, let target, let relation):
      return .fluidPush(
        node.substituting(values), from: from.substituting(values), target: target,
        relation: relation)
    case .fluidPop(let target, let rule, let forwarding):
      return .fluidPop(target.substituting(values), removing: rule, forwardingToParent: forwarding)
    case .navigate(let name, let context):
      return .navigate(text(name), context: context.map(text))
    case .showPage(let page, let variant, let skip, let parameters, let keepsPages):
      return .showPage(
        text(page), variant: variant.map(text), skip: skip.map(text),
        parameters: parameters.mapValues(text), skipDismissTransitions: keepsPages)
    case .goBack, .resetFlow: return self
    case .popToPage(let page): return .popToPage(text(page))
    case .register(let path): return .register(text(path))
    case .updateCurrentPath(let page, let with):
      return .updateCurrentPath(text(page), with: with.substituting(values))
    case .route(let route, let from): return .route(text(route), from: from.substituting(values))
    case .deepLink(let links): return .deepLink(links.map(text))
    case .drop(let coordinator): return .drop(text(coordinator))
    case .startCoordinator(let name, let on, let route):
      return .startCoordinator(text(name), on: on.substituting(values), route: text(route))
    case .setState(let state): return .setState(state.mapValues { $0.substituting(values) })
    case .interceptor(let outcome, let state):
      return .interceptor(outcome, setting: state.mapValues { $0.substituting(values) })
    case .tap(let action, let on, let value):
      return .tap(text(action), on: on.substituting(values), with: value.map(text))
    case .appAction(let action, let value): return .appAction(text(action), with: value.map(text))
    case .openURL(let url): return .openURL(text(url))
    case .conditional(let condition, let then, let otherwise):
      return .conditional(condition.substituting(values), then: steps(then), else: steps(otherwise))
    case .update(let target, let context, let modal):
      return .update(
        target.substituting(values), context: context.map(text), modalInPresentation: modal)
    case .appendPath(let value, let on):
      return .appendPath(text(value), on: on.substituting(values))
    case .removeLastOfPath(let count, let on):
      return .removeLastOfPath(count, on: on.substituting(values))
    case .setPath(let path, let on): return .setPath(path.map(text), on: on.substituting(values))
    case .setItem(let item, let kind, let on, let context):
      return .setItem(
        item.map(text), of: kind, on: on.substituting(values), context: context.map(text))
    case .dismissAction(let from): return .dismissAction(from.substituting(values))
    case .tapButton(let label, let on):
      return .tapButton(text(label), on: on.substituting(values))
    case .setDetent(let detent, let on): return .setDetent(detent, on: on.substituting(values))
    case .setPages(let pages, let on): return .setPages(nodes(pages), on: on.substituting(values))
    case .swipePage(let direction, let on):
      return .swipePage(direction, on: on.substituting(values))
    case .selectTabValue(let value, let tabs):
      return .selectTabValue(text(value), in: tabs.substituting(values))
    case .setSelection(let value, let column, let split):
      return .setSelection(value.map(text), column: column, in: split.substituting(values))
    }
  }
}
