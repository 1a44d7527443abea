// The view-controller tree as a value: UIKit's `UIViewController` hierarchy, where containers own
// their children and every controller presents at most one other controller modally.

/// A view controller in the window: a content screen or one of the containers navrun models.
public struct Controller: Sendable, Equatable {
  /// The UIKit or library class a controller stands for.
  public enum Kind: String, Sendable, Equatable, CaseIterable {
    /// A content `UIViewController`.
    case screen
    /// `UINavigationController`.
    case nav
    /// `UITabBarController`.
    case tabs
    /// `UISplitViewController`.
    case split
    /// FluidInterfaceKit's `FluidStackController`.
    case stack
    /// `UIPageViewController`.
    case pages

    /// Whether controllers of this kind hold other controllers.
    public var isContainer: Bool { self != .screen }

    /// UIKit's default `definesPresentationContext`: true for `UINavigationController`, which
    /// changes the default, false for the others.
    public var definesContextByDefault: Bool { self == .nav }
  }

  /// The fields, shared between copies until one of them changes (copy on write), so that
  /// copying a controller — which the tree walks do constantly — costs one retain.
  private struct Fields: Sendable, Equatable {
    var id: String
    var kind: Kind
    var type: String
    var context: String? = nil
    var isDetail = false
    var isDismissible = true
    var isModalInPresentation = false
    var definesContext = false
    var relation: FluidRelation? = nil
    var children = ChildList()
    var selectedIndex = 0
    var split: SplitState? = nil
    var stack: StackOptions? = nil
    var pages: PagesState? = nil
    var more: MoreState? = nil
    /// SwiftUI's `navigationDestination(for:)` table, on a `NavigationStack` only.
    var destinations: NavigationDestinations? = nil
    /// The value of a `NavigationStack`'s path this view was pushed for.
    var pathValue: String? = nil
    /// The presentations a SwiftUI view declares (`sheet(item:)` and the others).
    var viewPresentations: [ViewPresentation] = []
    /// The item a view-owned presentation shows, on the view it presents.
    var presentedItem: String? = nil
    /// A view-owned sheet's detents and options, on the view it presents.
    var sheetOptions: SheetOptions? = nil
    /// A SwiftUI `TabView`'s options, on a tab view only.
    var tabView: TabViewOptions? = nil
    /// What the `Tab` holding this view says of it, on a tab view's tab.
    var tabItem: TabItem? = nil
    var presentations: [Presentation] = []
    /// The app's delegate answers, out of line: few controllers have any.
    var answersStorage: [DelegateAnswers] = []
    /// Whether a child, or a controller below one within the same layer, presents: derived
    /// from `children`, and updated whenever they change.
    var childrenPresent = false
    /// The digests of what the controller renders (`ExplorationDigest.swift`), kept until the
    /// controller changes: a change clears `digests.node`, a change of the children
    /// `digests.children` too.
    var digests = CachedDigests()
    /// What the subtree holds (`SubtreeContents.swift`): derived from the kind, the type,
    /// `isDismissible`, the children and the presentations, and updated whenever they change.
    var contents = SubtreeContents()

    /// Derives `contents` from the controller's own fields and then from the rest.
    mutating func noteOwnFieldsChanged() {
      contents.own = SubtreeContents.own(kind: kind, type: type, isDismissible: isDismissible)
      contents.ownID = SubtreeContents.bit(ofID: id)
      noteChildrenChanged()
    }

    /// Derives `childrenPresent` and `contents` from the children again.
    mutating func noteChildrenChanged() {
      var present = false
      var bits = contents.own
      var ids = contents.ownID
      for child in children {
        if child.containsPresenter { present = true }
        bits |= SubtreeContents.fromChild(child.storage.fields.contents.bits, of: kind)
        ids |= child.storage.fields.contents.ids
      }
      for presentation in presentations {
        bits |= SubtreeContents.fromPresented(presentation.controller.contentsBits)
        ids |= presentation.controller.storage.fields.contents.ids
      }
      childrenPresent = present
      contents.bits = bits
      contents.ids = ids
    }

    /// `contents` after a change of one child or of a presentation, which added `bits`:
    /// derived again when the children are few, else only added to, so that a change deep in
    /// a long stack costs the same as in a short one.
    mutating func noteContentsChanged(adding added: SubtreeContents) {
      if children.count <= Controller.exactContentsLimit {
        noteChildrenChanged()
      } else {
        contents.bits |= added.bits
        contents.ids |= added.ids
      }
    }
  }

  /// Up to how many children a removal of children or a change of a presentation derives
  /// `contents` again from all of them.
  static let exactContentsLimit = 8

  /// Accesses are unchecked: the fields are only mutated after `makeUnique`, when no
  /// other value shares them, so no two accesses can overlap.
  private final class Storage: @unchecked Sendable {
    @exclusivity(unchecked) var fields: Fields

    init(_ fields: Fields) { self.fields = fields }
  }

  private var storage: Storage

  /// Gives the controller storage of its own, and forgets the digest of what it renders,
  /// which the change about to be made may change.
  private mutating func makeUnique() {
    if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.fields) }
    storage.fields.digests.node = nil
  }

  /// `makeUnique` for a change of the children: forgets their digest too.
  private mutating func makeUniqueForChildren() {
    makeUnique()
    storage.fields.digests.children = nil
  }

  /// One field, read from the shared storage or changed in storage of its own.
  private subscript<Value>(field: WritableKeyPath<Fields, Value>) -> Value {
    get { storage.fields[keyPath: field] }
    _modify {
      makeUnique()
      yield &storage.fields[keyPath: field]
    }
  }

  /// The identity of the controller: unique within the window.
  public var id: String {
    get { self[\.id] }
    _modify {
      defer { storage.fields.noteOwnFieldsChanged() }
      yield &self[\.id]
    }
  }

  /// The class the controller stands for.
  public var kind: Kind {
    get { self[\.kind] }
    _modify {
      defer { storage.fields.noteOwnFieldsChanged() }
      yield &self[\.kind]
    }
  }

  /// The screen's type name (`Feed`, `Post`); for a container, its kind name.
  public var type: String {
    get { self[\.type] }
    _modify {
      defer { storage.fields.noteOwnFieldsChanged() }
      yield &self[\.type]
    }
  }

  /// The data a screen shows, such as a product id.
  public var context: String? {
    get { self[\.context] }
    _modify { yield &self[\.context] }
  }

  /// Whether the controller was shown as a split's detail (docs/split.md).
  public var isDetail: Bool {
    get { self[\.isDetail] }
    _modify { yield &self[\.isDetail] }
  }

  /// Whether routing may dismiss the layer holding this controller (docs/destinations.md).
  public var isDismissible: Bool {
    get { self[\.isDismissible] }
    _modify {
      defer { storage.fields.noteOwnFieldsChanged() }
      yield &self[\.isDismissible]
    }
  }

  /// The app's delegate answers for this controller (DelegateAnswers.swift).
  public var answers: DelegateAnswers? {
    get { self[\.answersStorage].first }
    set { self[\.answersStorage] = newValue.map { [$0] } ?? [] }
  }
  /// UIKit's `isModalInPresentation`: the user may not swipe the sheet holding it away.
  public var isModalInPresentation: Bool {
    get { self[\.isModalInPresentation] }
    _modify { yield &self[\.isModalInPresentation] }
  }

  /// UIKit's `definesPresentationContext` (by default true for a nav, false otherwise).
  public var definesContext: Bool {
    get { self[\.definesContext] }
    _modify { yield &self[\.definesContext] }
  }

  /// How the controller was pushed onto a fluid stack, when it was.
  public var relation: FluidRelation? {
    get { self[\.relation] }
    _modify { yield &self[\.relation] }
  }

  /// The contained controllers: a nav's stack bottom first, the tabs, a split's columns (see
  /// `split.columns`), a fluid stack's items bottom first, a page view controller's shown
  /// pages, or a screen's embedded children.
  public var children: ChildList {
    get { storage.fields.children }
    _modify {
      // Written out rather than through the key path, which the optimizer does not fold
      // away here, on the hottest accessor.
      makeUniqueForChildren()
      defer { storage.fields.noteChildrenChanged() }
      yield &storage.fields.children
    }
  }

  /// Changes one child in place.
  ///
  /// Unlike a change through `children`, which looks at every child afterwards, this looks at the
  /// one child only, unless it stopped presenting while another might: a change deep in a long
  /// stack costs the same as in a short one.
  public mutating func updateChild<Result, Failure: Error>(
    at index: Int, _ body: (inout Controller) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    makeUniqueForChildren()
    let wasPresent = storage.fields.childrenPresent
    defer {
      // What the child holds now is added; what it lost stays until the children are
      // looked at again: every change deep in the tree passes here, level by level.
      let child = storage.fields.children[index]
      if child.containsPresenter {
        storage.fields.childrenPresent = true
      } else if wasPresent {
        storage.fields.noteChildrenChanged()
      }
      storage.fields.contents.bits |= SubtreeContents.fromChild(
        child.contentsBits, of: storage.fields.kind)
      storage.fields.contents.ids |= child.storage.fields.contents.ids
    }
    return try body(&storage.fields.children[index])
  }

  /// Changes what one child keeps of its digests (`ExplorationDigest.swift`), which changes
  /// nothing else derived from the children: unlike `updateChild`, it looks at no child.
  mutating func updateChildDigests<Result>(
    at index: Int, _ body: (inout Controller) -> Result
  ) -> Result {
    makeUniqueForChildren()
    return body(&storage.fields.children[index])
  }

  /// `updateChildDigests` for the controller this one presents, which it must.
  mutating func updatePresentedDigests<Result>(_ body: (inout Controller) -> Result) -> Result {
    makeUnique()
    return body(&storage.fields.presentations[0].controller)
  }

  /// Adds a child at the end (a push), looking at that child only.
  public mutating func appendChild(_ child: Controller) {
    makeUniqueForChildren()
    storage.fields.children.append(child)
    if child.containsPresenter { storage.fields.childrenPresent = true }
    storage.fields.contents.bits |= SubtreeContents.fromChild(
      child.contentsBits, of: storage.fields.kind)
    storage.fields.contents.ids |= child.storage.fields.contents.ids
  }

  /// Inserts a child at `index`, looking at that child only.
  public mutating func insertChild(_ child: Controller, at index: Int) {
    makeUniqueForChildren()
    storage.fields.children.insert(child, at: index)
    if child.containsPresenter { storage.fields.childrenPresent = true }
    storage.fields.contents.bits |= SubtreeContents.fromChild(
      child.contentsBits, of: storage.fields.kind)
    storage.fields.contents.ids |= child.storage.fields.contents.ids
  }

  /// Removes the children from `index` on (a pop); the others are looked at only when one
  /// of them might present.
  public mutating func removeChildren(from index: Int) {
    guard index < storage.fields.children.count else { return }
    makeUniqueForChildren()
    storage.fields.children.removeSubrange(index..<storage.fields.children.endIndex)
    if storage.fields.childrenPresent
      || storage.fields.children.count <= Self.exactContentsLimit
    {
      storage.fields.noteChildrenChanged()
    }
  }

  /// The selected tab's index (tabs only).
  public var selectedIndex: Int {
    get { self[\.selectedIndex] }
    _modify { yield &self[\.selectedIndex] }
  }

  /// Split state (splits only).
  public var split: SplitState? {
    get { self[\.split] }
    _modify { yield &self[\.split] }
  }

  /// Fluid stack options (stacks only).
  public var stack: StackOptions? {
    get { self[\.stack] }
    _modify { yield &self[\.stack] }
  }

  /// Page view controller state (pages only).
  public var pages: PagesState? {
    get { self[\.pages] }
    _modify { yield &self[\.pages] }
  }

  /// The More navigation controller's state (tabs only), while the More tab is selected: the
  /// More nav is then the last child.
  public var more: MoreState? {
    get { self[\.more] }
    _modify { yield &self[\.more] }
  }

  /// The destinations of a SwiftUI `NavigationStack` (docs/swiftui.md): a stack is a nav
  /// that has them.
  public var destinations: NavigationDestinations? {
    get { self[\.destinations] }
    _modify { yield &self[\.destinations] }
  }

  /// Whether the controller is a SwiftUI `NavigationStack`.
  public var isNavigationStack: Bool { kind == .nav && storage.fields.destinations != nil }

  /// The path value a `NavigationStack` pushed this view for.
  public var pathValue: String? {
    get { self[\.pathValue] }
    _modify { yield &self[\.pathValue] }
  }

  /// The presentations a SwiftUI view declares.
  public var viewPresentations: [ViewPresentation] {
    get { self[\.viewPresentations] }
    _modify { yield &self[\.viewPresentations] }
  }

  /// The item of the view-owned presentation this controller is the content of.
  public var presentedItem: String? {
    get { self[\.presentedItem] }
    _modify { yield &self[\.presentedItem] }
  }

  /// A view-owned sheet's detents and options, on the view the sheet presents.
  public var sheetOptions: SheetOptions? {
    get { self[\.sheetOptions] }
    _modify { yield &self[\.sheetOptions] }
  }

  /// The options of a SwiftUI `TabView` (docs/swiftui.md#tabview): a tab view is a tabs
  /// controller that has them.
  public var tabView: TabViewOptions? {
    get { self[\.tabView] }
    _modify { yield &self[\.tabView] }
  }

  /// The value, section and placement of the `Tab` this view is the content of.
  public var tabItem: TabItem? {
    get { self[\.tabItem] }
    _modify { yield &self[\.tabItem] }
  }

  /// Storage for `presented`: empty or one element, so that the value type can nest.
  var presentations: [Presentation] {
    get { storage.fields.presentations }
    _modify {
      makeUnique()
      defer {
        var added = SubtreeContents()
        for presentation in storage.fields.presentations {
          added.bits |= SubtreeContents.fromPresented(presentation.controller.contentsBits)
          added.ids |= presentation.controller.storage.fields.contents.ids
        }
        storage.fields.noteContentsChanged(adding: added)
      }
      yield &storage.fields.presentations
    }
  }

  /// What the subtree may hold, presentations included (`SubtreeContents`).
  var contentsBits: UInt64 { storage.fields.contents.bits }

  /// The bits of the ids the subtree may hold, presentations included (`SubtreeContents`).
  var idBits: UInt64 { storage.fields.contents.ids }

  /// Whether the subtree may hold every one of `bits`: false means it holds none of some.
  func mayContain(_ bits: UInt64) -> Bool {
    storage.fields.contents.bits & bits == bits
  }

  /// Whether the subtree, presentations included, may hold a controller whose id has this
  /// bit (`SubtreeContents.bit(ofID:)`): false means it holds none.
  func mayHoldID(withBit bit: UInt64) -> Bool {
    storage.fields.contents.ids & bit != 0
  }

  /// Whether this controller presents one; cheaper than `presented != nil`, which copies the
  /// presentation out.
  var isPresenting: Bool { !storage.fields.presentations.isEmpty }

  /// Whether this controller or one below it within its layer presents: the walks that look
  /// for presentations, on every step, skip the subtrees where there are none.
  var containsPresenter: Bool {
    !storage.fields.presentations.isEmpty || storage.fields.childrenPresent
  }

  /// Whether a child, or one below it within the layer, presents.
  var childContainsPresenter: Bool {
    storage.fields.childrenPresent
  }

  /// The controller this one presents modally, with its style.
  public var presented: Presentation? {
    get { storage.fields.presentations.first }
    set { presentations = newValue.map { [$0] } ?? [] }
  }

  /// Creates a controller; containers get their kind-specific state with defaults.
  public init(id: String, kind: Kind, type: String? = nil) {
    var fields = Fields(
      id: id, kind: kind, type: type ?? kind.rawValue,
      definesContext: kind.definesContextByDefault,
      split: kind == .split ? SplitState() : nil, stack: kind == .stack ? StackOptions() : nil,
      pages: kind == .pages ? PagesState() : nil)
    fields.noteOwnFieldsChanged()
    storage = Storage(fields)
  }

  /// Whether two controllers are equal: the same storage, or equal fields.
  public static func == (lhs: Controller, rhs: Controller) -> Bool {
    lhs.storage === rhs.storage || lhs.storage.fields == rhs.storage.fields
  }

  /// The name shown in events and messages: `Feed`, `Post #p42`, `nav #feed`.
  public var label: String {
    id == type ? type : "\(type) #\(id)"
  }
}

extension Controller {
  /// The digests kept for this controller: nil where it changed since they were computed.
  var cachedDigests: CachedDigests { storage.fields.digests }

  /// Keeps the digests of what this controller renders, in storage of its own.
  mutating func keep(_ digests: CachedDigests) {
    if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.fields) }
    storage.fields.digests = digests
  }

  /// The identity of the controller's storage, shared by its unchanged copies.
  var storageIdentity: ObjectIdentifier { ObjectIdentifier(storage) }

  /// Whether two controllers share their storage: one is a copy of the other that neither has
  /// changed since, and so is everything below them.
  func sharesStorage(with other: Controller) -> Bool {
    storage === other.storage
  }

  /// An estimate of the bytes of this controller's own storage, besides what is below it, that
  /// `other` does not share: its fields when their storage differs, with the buffers of its
  /// children and presentation when those differ too.
  ///
  /// Strings are not counted: ids and types are short, or shared with the definitions.
  func ownBytesNotShared(with other: Controller?) -> Int {
    if let other, sharesStorage(with: other) { return 0 }
    // An object's header, the fields, and each buffer's header with its slots.
    var bytes = 16 + MemoryLayout<Fields>.stride
    if other.map({ !children.sharesSlots(with: $0.children) }) ?? true {
      bytes += 32 + children.capacityBytes
    }
    if isPresenting {
      bytes += 32 + MemoryLayout<Presentation>.stride
    }
    return bytes
  }
}

/// A modal presentation: the presented controller, the style the app asked for, and the style
/// UIKit shows it with in the window's size classes (docs/scenario-language.md#adaptive-styles).
public struct Presentation: Sendable, Equatable {
  /// The style the presentation shows with now: `requested`, adapted to the size classes.
  public var style: PresentationStyle
  /// `UIModalPresentationStyle` (or the alert controller's style) the app presented with.
  public var requested: PresentationStyle
  /// What the presentation controller's delegate answers to
  /// `adaptivePresentationStyle(for:traitCollection:)` in a compact environment; nil for UIKit's
  /// own adaptation.
  public var compactStyle: PresentationStyle?
  /// The presented controller.
  public var controller: Controller

  /// Creates a presentation shown as requested.
  public init(style: PresentationStyle, controller: Controller) {
    self.style = style
    self.requested = style
    self.controller = controller
  }

  /// Creates a presentation shown as UIKit shows `requested` in the given size classes.
  public init(
    requesting requested: PresentationStyle, compactStyle: PresentationStyle?,
    controller: Controller, in traits: Traits
  ) {
    self.requested = requested
    self.compactStyle = compactStyle
    self.style = requested.adapted(to: traits, answer: compactStyle)
    self.controller = controller
  }

  /// Whether the presentation shows with another style than the one requested.
  public var isAdapted: Bool { style != requested }

  /// The style as goldens show it: `formSheet`, or `popover as formSheet` when adapted.
  public var styleDescription: String {
    isAdapted ? "\(requested.rawValue) as \(style.rawValue)" : requested.rawValue
  }

  /// Reads a `styleDescription`.
  public static func styles(described text: Substring) -> (PresentationStyle, PresentationStyle)? {
    let parts = text.split(separator: " ")
    if parts.count == 1, let style = PresentationStyle(rawValue: String(parts[0])) {
      return (style, style)
    }
    guard parts.count == 3, parts[1] == "as",
      let requested = PresentationStyle(rawValue: String(parts[0])),
      let shown = PresentationStyle(rawValue: String(parts[2]))
    else { return nil }
    return (requested, shown)
  }
}

/// `UIModalPresentationStyle`, limited to the styles that change navigation, and the two
/// styles of `UIAlertController`, which present themselves.
public enum PresentationStyle: String, Sendable, Equatable, CaseIterable {
  case fullScreen, pageSheet, formSheet, overFullScreen, currentContext, overCurrentContext
  case popover, automatic
  /// `.custom`: a presentation controller of the app's (`UIPresentationController` or a
  /// subclass), which by default leaves the presenter's views in place
  /// (`shouldRemovePresentersView` is false) and does not adapt.
  case custom
  /// `UIAlertController` with `preferredStyle` `.alert`.
  case alert
  /// `UIAlertController` with `preferredStyle` `.actionSheet`.
  case actionSheet

  /// Whether the presenting layer stays visible under a presentation of this style.
  public var keepsPresenterVisible: Bool {
    switch self {
    case .pageSheet, .formSheet, .popover, .overFullScreen, .overCurrentContext, .automatic,
      .alert, .actionSheet, .custom:
      true
    case .fullScreen, .currentContext: false
    }
  }

  /// Whether the presentation attaches to the nearest `definesContext` ancestor.
  public var usesContext: Bool { self == .currentContext || self == .overCurrentContext }

  /// Whether the style is one of `UIAlertController`'s.
  public var isAlert: Bool { self == .alert || self == .actionSheet }

  /// Whether the user can swipe a presentation shown with this style down: the sheets.
  public var isSheet: Bool { self == .automatic || self == .pageSheet || self == .formSheet }

  /// The style UIKit shows a presentation requested with this style in the given size classes.
  ///
  /// In a compact environment (either class compact) the delegate's answer wins when there is
  /// one; otherwise UIKit's own rules (iOS 13 and later): a popover behaves as a form sheet, and
  /// in a compact height a sheet as `fullScreen`. An action sheet is a popover in a regular
  /// width; an alert is an alert everywhere.
  public func adapted(to traits: Traits, answer: PresentationStyle?) -> PresentationStyle {
    switch self {
    case .alert: return .alert
    case .actionSheet: return traits.horizontal == .regular ? .popover : .actionSheet
    default: break
    }
    if traits.isCompact, let answer { return answer }
    switch self {
    case .popover where traits.isCompact:
      return traits.vertical == .compact ? .fullScreen : .formSheet
    case .automatic, .pageSheet, .formSheet:
      return traits.vertical == .compact ? .fullScreen : self
    default:
      return self
    }
  }
}

/// The window's size classes, which presentations adapt to.
public struct Traits: Sendable, Equatable {
  /// The horizontal size class.
  public var horizontal: SizeClass
  /// The vertical size class: compact on an iPhone in landscape.
  public var vertical: SizeClass

  /// Creates size classes.
  public init(horizontal: SizeClass, vertical: SizeClass = .regular) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  /// Whether either class is compact: where UIKit adapts presentations.
  public var isCompact: Bool { horizontal == .compact || vertical == .compact }
}

/// The relation FluidInterfaceKit records on a pushed item.
public enum FluidRelation: String, Sendable, Equatable, CaseIterable {
  case modality, hierarchical
}

/// The horizontal size class of the window.
public enum SizeClass: String, Sendable, Equatable, CaseIterable {
  case regular, compact
}
