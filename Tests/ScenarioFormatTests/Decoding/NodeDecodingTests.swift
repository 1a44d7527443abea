import NavigationCore
import Testing

@testable import ScenarioFormat

@Suite struct NodeDecodingTests {
  @Test func everyNodeFormDecodes() throws {
    let scenario = try decodeScenario(
      """
      {"start": {"split": {"primary": {"tabs": [{"nav": ["Feed"], "id": "f"}, {"stack": ["Card"], "retainsRoot": false}], "selected": 1},
                           "secondary": {"nav": [{"screen": "Post", "context": "7", "detail": true}]}},
                 "policy": "nest", "defaultDetail": "Empty",
                 "presents": {"screen": "Login", "style": "formSheet", "dismissible": false,
                              "children": ["Banner"], "definesContext": true}}}
      """)
    let start = scenario.start
    #expect(start.kind == .split)
    #expect(start.policy == .nest)
    #expect(start.defaultDetail == .screen("Empty"))
    #expect(start.columns.map(\.column) == [.primary, .secondary])
    #expect(start.columns[0].blueprint.selected == 1)
    #expect(start.columns[0].blueprint.children[1].retainsRoot == false)
    #expect(start.columns[1].blueprint.children[0].isDetail == true)
    #expect(start.presents?.style == .formSheet)
    #expect(start.presents?.isDismissible == false)
    #expect(start.presents?.children == [.screen("Banner")])
  }

  @Test func aNodeNeedsExactlyOneKind() {
    expectDiagnostic(
      """
      {"start": ⟨{"id": "x"}}
      """,
      "start: a node needs one of the keys screen, nav, tabs, pages, split, stack, navigationStack, tabView, navigationSplitView or template"
    )
    expectDiagnostic(
      """
      {"start": ⟨{"nva": ["A"]}}
      """,
      #"start: a node needs one of the keys screen, nav, tabs, pages, split, stack, navigationStack, tabView, navigationSplitView or template; did you mean "nav"?"#
    )
    expectDiagnostic(
      """
      {"start": {"nav": ["A"], ⟨"tabs": ["B"]}}
      """, #"start: a node has one kind; found "nav" and "tabs""#)
  }

  @Test func attributesBelongToTheirKind() {
    expectDiagnostic(
      """
      {"start": {"nav": ["A"], ⟨"selected": 0}}
      """, #"start: "selected" is an attribute of tabs nodes, not of nav nodes"#)
    expectDiagnostic(
      """
      {"start": {"split": {"primary": "A", ⟨"detail": "B"}}}
      """, #"start.split: unknown split column "detail""#)
    expectDiagnostic(
      """
      {"start": {"nav": ["A"], ⟨"colour": "red"}}
      """, #"start: unknown nav attribute "colour""#)

  }

  @Test func keysWithEscapesOrInAnotherNormalFormAreTheKeysTheySpell() throws {
    // Keys are compared as strings, their escapes decoded first.
    let scenario = try decodeScenario(
      #"{"start": {"n\u0061v": [{"scr\u0065en": "Card", "c\u006Fntext": "x"}], "id": "d"}}"#)
    #expect(scenario.start == .container(.nav, [.screen("Card", context: "x")], id: "d"))
    expectDiagnostic(
      """
      {"start": {"nav": ["A"], ⟨"s\\u0065lected": 0}}
      """, #"start: "selected" is an attribute of tabs nodes, not of nav nodes"#)
  }

  /// A template's attributes are those of the kind it expands to, checked once it is expanded
  /// (`attributesBesideATemplateAreThoseOfItsKindAndOverrideIt`).
  @Test(arguments: NodeDecoder.kindKeys.filter { $0 != "template" })
  func aNodeTakesTheAttributesOfItsKindAndNoOthers(kind: String) {
    let keys = Set(NodeDecoder.kindKeys.flatMap(NodeDecoder.attributes(of:)) + ["$schema", "x"])
    for key in keys.sorted() {
      // The kind's value is wrong on purpose: keys are checked before values.
      let text = #"{"start": {"\#(kind)": 0, "\#(key)": 0}}"#
      var message = ""
      do { _ = try decodeScenario(text) } catch { message = error.message }
      let isRefused =
        message.hasSuffix("not of \(kind) nodes") || message.hasPrefix("start: unknown \(kind)")
      // `$schema` is read at the top of a file only.
      let isAllowed = NodeDecoder.attributes(of: kind).contains(key)
      #expect(isRefused == !isAllowed, "\(kind) with \(key): \(message)")
    }
  }

  @Test(
    arguments: NodeDecoder.kindKeys.flatMap { kind in
      NodeDecoder.attributes(of: kind).map { (kind, $0) }
    })
  func everyAttributeOfAKindIsRead(kind: String, attribute: String) {
    let content =
      switch kind {
      case "screen", "navigationStack": #""A""#
      case "split": #"{"primary": "A"}"#
      case "navigationSplitView": #"{"sidebar": "A", "detail": "B"}"#
      case "tabView": #"[{"tab": "a", "view": "A"}]"#
      case "template": #""t""#
      default: #"["A"]"#
      }
    // An object is the wrong value for every attribute, so reading it is an error at its path
    // (for a stack's destinations, an object of nodes, at its member).
    let text = #"""
      {"define": {"templates": {"t": "A"}},
       "start": {"\#(kind)": \#(content), "\#(attribute)": {"x": 1}}}
      """#
    var message = ""
    do { _ = try decodeScenario(text) } catch { message = error.message }
    #expect(
      message.hasPrefix("start.\(attribute): ")
        || (attribute == "destinations" && message.hasPrefix("start.destinations.x: ")),
      "\(kind) with \(attribute): \(message)")
  }

  @Test func attributesAreCheckedInAFixedOrderWhateverTheirOrderInTheFile() {
    expectDiagnostic(
      """
      {"start": {"screen": "A", "detail": 3, "id": ⟨"#x"}}
      """, ##"start.id: write the id without "#" ("x"); "#" marks ids in selectors"##)
    expectDiagnostic(
      """
      {"start": {"presents": "B", "screen": "A", "children": ⟨3, "style": "pageSheet"}}
      """, "start.children: expected an array of nodes, found a number")
  }

  @Test func collapsedCanOnlyBeExpected() {
    expectDiagnostic(
      """
      {"start": {"split": {"primary": "A"}, "collapsed": ⟨true}}
      """,
      #"start.collapsed: "collapsed" follows the size class and can only be expected; set "sizeClass" or use a collapse step instead"#
    )
  }

  @Test func idsAreWrittenWithoutTheHash() {
    expectDiagnostic(
      """
      {"start": {"screen": "A", "id": ⟨"#a"}}
      """, ##"start.id: write the id without "#" ("a"); "#" marks ids in selectors"##)
  }

  @Test func templatesExpandAndTheirAttributesCanBeOverridden() throws {
    let scenario = try decodeScenario(
      """
      {"define": {"templates": {"card": {"screen": "Card", "context": "none"},
                                "deck": {"nav": [{"template": "card"}]}}},
       "start": {"template": "deck", "id": "d"},
       "steps": [{"push": {"template": "card", "context": "7"}}]}
      """)
    #expect(scenario.start == .container(.nav, [.screen("Card", context: "none")], id: "d"))
    guard case .perform(.push(let pushed, _)) = scenario.steps[0].action else {
      Issue.record("push did not decode")
      return
    }
    #expect(pushed == .screen("Card", context: "7"))
  }

  @Test func anUnknownTemplateSuggestsAKnownOne() {
    expectDiagnostic(
      """
      {"define": {"templates": {"card": "Card"}}, "start": {"template": ⟨"crad"}}
      """, #"start.template: unknown template "crad"; did you mean "card"?"#)
  }

  @Test func aTemplateThatRefersToItselfIsRefused() {
    expectDiagnostic(
      """
      {"define": {"templates": {"a": {"nav": [{"template": ⟨"a"}]}}}, "start": "X"}
      """, #"templates.a.nav[0].template: template "a" refers to itself through "a" -> "a""#)
  }

  @Test func attributesBesideATemplateAreThoseOfItsKindAndOverrideIt() throws {
    let scenario = try decodeScenario(
      """
      {"define": {"templates": {"t": {"tabs": ["A", "B"], "selected": 0, "id": "t"},
                                "s": {"split": {"primary": "M"}, "policy": "move"},
                                "k": {"stack": ["Z"]}}},
       "start": {"nav": [{"tabs": [{"template": "t", "selected": 1, "id": "t2"},
                                   {"template": "s", "policy": "nest"},
                                   {"template": "k", "retainsRoot": false}]}]}}
      """)
    let tabs = scenario.start.children[0].children
    #expect(tabs[0].selected == 1 && tabs[0].id == "t2")
    #expect(tabs[1].policy == .nest)
    #expect(tabs[2].retainsRoot == false)
    expectDiagnostic(
      """
      {"define": {"templates": {"n": {"nav": ["A"]}}},
       "start": {"template": "n", ⟨"selected": 1}}
      """,
      #"start: "selected" is an attribute of tabs nodes, not of nav nodes (the template's kind)"#)
  }
}
