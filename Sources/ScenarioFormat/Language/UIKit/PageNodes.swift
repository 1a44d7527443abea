// UIKit's page view controller (docs/page-view-controllers.md): its node, holding the pages it
// shows, with its transition style, its spine and the app's data source; the app's
// `setViewControllers(_:direction:animated:completion:)` and the user's swipe between pages.

import NavigationCore

extension Language {
  /// The page view controller.
  static let pageNodeKinds: [NodeKindForm] = [
    NodeKindForm(
      "pages", summary: "A UIPageViewController.",
      usage: #"`{"pages": [node], "dataSource": [node, …]}`"#,
      details:
        "`UIPageViewController`, the pages it shows ([page view controllers](page-view-controllers.md))",
      value: [
        "description":
          "The pages shown: none yet, one, or two around a spine in the middle (`\"spineLocation\": \"mid\"`).",
        "type": "array",
        "items": ["$ref": "#/$defs/node"],
        "maxItems": 2,
      ],
      docs: "page-view-controllers.md", example: "Scenarios/pages/swipe-articles.json",
      content: { node throws(DecodingError) in try node.decoder.container(.pages, of: node) },
      check: { node, blueprint, found throws(DecodingError) in
        if blueprint.children.count > 2,
          let third = node.document.elements(of: node.value).indices.dropFirst(2).first
        {
          throw DecodingError(
            node.document.location(at: third), node.path.appending(index: 2),
            "a page view controller shows one page, or two around a spine in the middle; "
              + "this one is given \(blueprint.children.count)")
        }
        // An expectation may name the spine alone: it matches the spine a book has.
        guard node.mode == .build, let index = found.spineLocation,
          blueprint.transitionStyle != .pageCurl
        else {
          return
        }
        throw DecodingError(
          node.document.location(at: node.object.valueIndex(at: index)),
          node.object.path("spineLocation"),
          "a page view controller has a spine in the pageCurl transition style only: add "
            + "\"transitionStyle\": \"pageCurl\" or remove \"spineLocation\"")
      })
  ]

  /// A page view controller's attributes, in the order they are applied.
  static let pageNodeAttributes: [NodeAttributeForm] = [
    NodeAttributeForm(
      "transitionStyle", kinds: ["pages"],
      schema: [
        "description":
          "UIPageViewController.TransitionStyle: `scroll` (the default) or `pageCurl`.",
        "enum": .array(PageTransitionStyle.allCases.map { .string($0.rawValue) }),
        "default": "scroll",
      ],
      details: "`scroll` (the default) or `pageCurl`",
      example: "Scenarios/pages/page-curl-spine.json", slot: \.transitionStyle,
      apply: { attribute, blueprint throws(DecodingError) in
        blueprint.transitionStyle = try attribute.enumCase(
          PageTransitionStyle.self, noun: "transition style")
      }),
    NodeAttributeForm(
      "spineLocation", kinds: ["pages"],
      schema: [
        "description":
          .string(
            "The spine of a pageCurl page view controller: `min` (the default) or `max` show one "
              + "page at a time, `mid` two."),
        "enum": .array(PageSpineLocation.allCases.map { .string($0.rawValue) }),
      ],
      details: "a `pageCurl` book's spine: `min` (the default) or `max` show one page, `mid` two",
      example: "Scenarios/pages/page-curl-spine.json", slot: \.spineLocation,
      apply: { attribute, blueprint throws(DecodingError) in
        blueprint.spineLocation = try attribute.enumCase(
          PageSpineLocation.self, noun: "spine location")
      }),
    NodeAttributeForm(
      "dataSource", kinds: ["pages"],
      schema: [
        "description":
          .string(
            "The pages the app's data source gives, in order: a swipe shows the one after (or "
              + "before) the shown pages, and does nothing past either end."),
        "type": "array",
        "items": ["$ref": "#/$defs/node"],
      ],
      details: "the pages the app's data source gives, in order; what a swipe turns to",
      example: "Scenarios/pages/swipe-articles.json", slot: \.dataSource,
      apply: { attribute, blueprint throws(DecodingError) in
        guard attribute.mode == .build else {
          throw DecodingError(
            attribute.document.location(at: attribute.value), attribute.path,
            "the data source is the app's, not the window's: expect the pages shown instead")
        }
        blueprint.dataSource = try attribute.nodes(mode: .build)
      }),
  ]

  /// `in`: the page view controller a step is sent to.
  static let pagesTarget = StepModifier(
    "in",
    [
      "description":
        "The page view controller, or a controller inside it (default: the first in search order).",
      "$ref": "#/$defs/selector",
    ])

  /// The app's call that sets the pages.
  static let pageSteps: [StepForm] = [
    StepForm(
      "setPages", family: .uikit,
      summary:
        "Set the pages a page view controller shows (setViewControllers(_:direction:animated:completion:)): one, or two around a spine in the middle; another count fails (pageCount).",
      usage: #"`{"setPages": [node], "in": sel}`"#,
      details:
        "the app sets the pages shown ([page view controllers](page-view-controllers.md))",
      value: ["type": "array", "items": ["$ref": "#/$defs/node"]],
      modifiers: [
        pagesTarget
      ],
      docs: "page-view-controllers.md#steps", example: "Scenarios/pages/swipe-articles.json",
      decode: { step throws(DecodingError) in
        return .perform(.setPages(try step.blueprints(), on: try step.selector("in")))
      })
  ]

  /// The user's swipe between pages.
  static let pageGestureSteps: [StepForm] = [
    StepForm(
      "swipePage", family: .gestures,
      summary:
        "The user swipes a page view controller to the data source's next (forward) or previous (reverse) page; past either end nothing turns (noAdjacentPage).",
      usage: #"`{"swipePage": "forward", "in": sel}`"#,
      details:
        "the user swipes to the next or previous page ([page view controllers](page-view-controllers.md))",
      value: [
        "description": "Which way the pages turn.",
        "enum": .array(PageDirection.allCases.map { .string($0.rawValue) }),
      ],
      modifiers: [
        pagesTarget
      ],
      docs: "page-view-controllers.md#steps", example: "Scenarios/pages/swipe-articles.json",
      decode: { step throws(DecodingError) in
        return .perform(
          .swipePage(
            try step.document.enumCase(
              step.value, PageDirection.self, at: step.path, noun: "page direction"),
            on: try step.selector("in")))
      },
      encode: {
        if case .swipePage(let direction, let pages) = $0 {
          .step("swipePage", .string(direction.rawValue), ("in", .selector(pages)))
        } else {
          nil
        }
      })
  ]
}
