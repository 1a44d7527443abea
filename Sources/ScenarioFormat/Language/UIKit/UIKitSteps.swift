// UIKit's steps: navigation controllers, presentations, tab bars and the window (docs/scenario-language.md).

import NavigationCore

extension Language {
  /// UIKit's steps.
  static let uikitSteps: [StepForm] = [
    StepForm(
      "push", family: .uikit,
      summary: "Push a controller onto a nav.",
      usage: #"`{"push": node, "on": sel}`"#,
      details:
        "push onto the selected nav, or the nav holding the selected controller (default: the nav of `top`)",
      value: ["$ref": "#/$defs/node"],
      modifiers: [
        StepModifier(
          "on",
          [
            "description": "The nav to push onto (default: the nav of `top`).",
            "$ref": "#/$defs/selector",
          ])
      ],
      docs: "scenario-language.md#steps", example: "Scenarios/navigation/push-and-pop.json",
      decode: { step throws(DecodingError) in
        return .perform(
          .push(
            try step.node(),
            on: try step.selector("on")))
      }),
    StepForm(
      "pop", family: .uikit,
      summary: "Pop the top of a nav; a selector for the nav, or true for the nav of `top`.",
      usage: #"`{"pop": true}` / `{"pop": sel}`"#,
      details: "pop the top of a nav",
      value: [
        "anyOf": [
          ["$ref": "#/$defs/selector"],
          ["const": true, "description": "The nav of `top`."],
        ]
      ],
      docs: "scenario-language.md#steps", example: "Scenarios/navigation/push-and-pop.json",
      decode: { step throws(DecodingError) in
        return .perform(.pop(try step.selectorOrTrue()))
      },
      encode: {
        if case .pop(let nav) = $0 { .step("pop", .selectorOrTrue(nav)) } else { nil }
      }),
    StepForm(
      "popTo", family: .uikit,
      summary:
        "UIKit's popToViewController: pop until the selected controller is on top of its nav, or of the nav `on` selects.",
      usage: #"`{"popTo": sel, "on": sel}`"#,
      details:
        "pop until the selected controller (or the pushed container holding it) is on top. `on` sends the call to a given nav: a controller not on that nav's stack is refused with `notOnStack`, as UIKit raises an exception",
      value: [
        "description": "The controller to pop back to.",
        "$ref": "#/$defs/selector",
      ],
      modifiers: [
        StepModifier(
          "on",
          [
            "description":
              "The nav the call is sent to (default: the nav holding the controller); a controller not on its stack is refused with notOnStack, as UIKit raises an exception.",
            "$ref": "#/$defs/selector",
          ])
      ],
      docs: "scenario-language.md#steps", example: "Scenarios/navigation/push-and-pop.json",
      decode: { step throws(DecodingError) in
        return .perform(
          .popTo(
            try step.valueSelector(), on: try step.selector("on")))
      },
      encode: {
        if case .popTo(let target, let nav) = $0 {
          .step("popTo", .selector(target), ("on", .selector(nav)))
        } else {
          nil
        }
      }),
    StepForm(
      "popToRoot", family: .uikit,
      summary: "Pop a nav to its root; a selector for the nav, or true for the nav of `top`.",
      usage: #"`{"popToRoot": true}` / `{"popToRoot": sel}`"#,
      value: [
        "anyOf": [
          ["$ref": "#/$defs/selector"],
          ["const": true, "description": "The nav of `top`."],
        ]
      ],
      docs: "scenario-language.md#steps", example: "Scenarios/navigation/pop-to-root.json",
      decode: { step throws(DecodingError) in
        return .perform(.popToRoot(try step.selectorOrTrue()))
      },
      encode: {
        if case .popToRoot(let nav) = $0 { .step("popToRoot", .selectorOrTrue(nav)) } else { nil }
      }),
    StepForm(
      "setStack", family: .uikit,
      summary: "Replace a nav's controllers (setViewControllers).",
      usage: #"`{"setStack": [node, …], "on": sel}`"#,
      details: "`setViewControllers`",
      value: ["type": "array", "items": ["$ref": "#/$defs/node"], "minItems": 1],
      modifiers: [
        StepModifier(
          "on",
          [
            "description": "The nav (default: the nav of `top`).",
            "$ref": "#/$defs/selector",
          ])
      ],
      docs: "scenario-language.md#steps", example: "Scenarios/navigation/set-stack.json",
      decode: { step throws(DecodingError) in
        return .perform(
          .setStack(
            try step.blueprints(), on: try step.selector("on")))
      }),
    StepForm(
      "present", family: .uikit,
      summary: "Present a controller modally.",
      usage: #"`{"present": node, "from": sel, "style": "pageSheet", "animated": false}`"#,
      details:
        "default `from`: `top`; default style: the node's, else `automatic`; `animated` (default `true`) matters to a migrating split's placeholder ([split views](split.md))",
      value: ["$ref": "#/$defs/node"],
      modifiers: [
        StepModifier(
          "from",
          [
            "description": "The presenting controller (default: `top`).",
            "$ref": "#/$defs/selector",
          ]),
        StepModifier(
          "style",
          [
            "description":
              .string(
                "Presentation style (default: the node's own, else automatic), or "
                  + "{\"regular\": style, \"compact\": style}: the delegate's "
                  + "adaptivePresentationStyle(for:traitCollection:) answer in a compact size "
                  + "class."),
            "$ref": "#/$defs/adaptiveStyle",
          ]),
        StepModifier(
          "popoverSource",
          [
            "description":
              .string(
                "Whether the app gives the popover a sourceView, barButtonItem or sourceItem "
                  + "(default: the node's, else true for popover and false for actionSheet); "
                  + "UIKit raises without one (noPopoverSource)."),
            "type": "boolean",
          ]),
        StepModifier(
          "animated",
          [
            "description":
              "UIKit's animated flag (default true, as apps present): a move split inside an animated presentation does not get its placeholder or default detail, which BarManagingSplitViewController adds only in viewDidAppear(false).",
            "type": "boolean",
          ]),
      ],
      docs: "scenario-language.md#steps", example: "Scenarios/modals/present-and-dismiss.json",
      decode: { step throws(DecodingError) in
        var node = try step.node()
        var style: PresentationStyle?
        if let member = step.object.index(of: "style") {
          let value = try step.object.document.adaptiveStyle(
            step.object.valueIndex(at: member), at: step.object.path("style"))
          // A style that depends on the size class is the node's own; a plain one replaces it
          // and the node's adaptation with it.
          if let compact = value.compact {
            node.style = value.style
            node.compactStyle = compact
          } else {
            style = value.style
            node.compactStyle = nil
          }
        }
        if let source = try step.flag("popoverSource") { node.hasPopoverSource = source }
        return .perform(
          .present(
            node, from: try step.selector("from"), style: style,
            animated: try step.flag("animated") ?? true))
      }),
    StepForm(
      "dismiss", family: .uikit,
      summary: "Dismiss the selected presented controller and all above it; true: the topmost.",
      usage: #"`{"dismiss": true}` / `{"dismiss": sel}`, `"animated": false`"#,
      details:
        "`dismiss(animated:)`: the topmost presentation; on a selected controller that presents (itself or an ancestor in its layer), what it presents and everything above; otherwise the presentation holding it",
      value: [
        "anyOf": [
          ["$ref": "#/$defs/selector"],
          ["const": true, "description": "The topmost presented controller."],
        ]
      ],
      modifiers: [
        StepModifier(
          "animated",
          [
            "description":
              "UIKit's animated flag (default true): a move split revealed by a dismissal without animation gets its viewDidAppear(false) fill (placeholder or default detail) when it shows one column.",
            "type": "boolean",
          ])
      ],
      docs: "scenario-language.md#steps", example: "Scenarios/modals/present-and-dismiss.json",
      decode: { step throws(DecodingError) in
        return .perform(
          .dismiss(
            try step.selectorOrTrue(),
            animated: try step.flag("animated") ?? true))
      },
      encode: {
        if case .dismiss(let target, let animated) = $0 {
          .step("dismiss", .selectorOrTrue(target), ("animated", animated ? nil : false))
        } else {
          nil
        }
      }),
    StepForm(
      "selectTab", family: .uikit,
      summary:
        #"Select a tab by index, by the tab's controller (UIKit's selectedViewController: a controller that is not one of the tabs is noSuchTab), "more" for the More navigation controller, or {"holding": sel} for the tab holding a controller."#,
      usage: ##"`{"selectTab": 1, "in": sel}` / `{"selectTab": "#feedNav"}`"##,
      details:
        #"`selectedIndex` by index, or `selectedViewController` by the tab's own controller: a controller that is not one of the tabs (one pushed inside a tab included) is `noSuchTab`, as UIKit throws. `"more"` selects the More nav ([the More tab](#the-more-tab))"#,
      value: .object(
        [("description", #"A tab index, the tab's controller, "more", or {"holding": selector}."#)]
          + PlainJSON.tabReference.members),
      modifiers: [
        .tabBar
      ],
      docs: "scenario-language.md#steps", example: "Scenarios/tabs/select-tab.json",
      decode: { step throws(DecodingError) in
        return .perform(
          .selectTab(
            try step.tabReference(),
            in: try step.selector("in")))
      },
      encode: {
        if case .selectTab(let tab, let tabs) = $0 {
          .step("selectTab", .tab(tab), ("in", .selector(tabs)))
        } else {
          nil
        }
      }),
    StepForm(
      "setTabs", family: .uikit,
      summary: "Replace a tab bar's controllers.",
      usage: #"`{"setTabs": [node, …], "in": sel}`"#,
      details: "replace the tabs",
      value: ["type": "array", "items": ["$ref": "#/$defs/node"], "minItems": 1],
      modifiers: [
        .tabBar
      ],
      docs: "scenario-language.md#steps", example: "Scenarios/tabs/set-tabs.json",
      decode: { step throws(DecodingError) in
        return .perform(
          .setTabs(
            try step.blueprints(), in: try step.selector("in")))
      }),
    StepForm(
      "addTab", family: .uikit,
      summary: "Add a tab.",
      usage: #"`{"addTab": node, "at": 0, "replacing": false, "in": sel}`"#,
      details: "insert before `at` (default: at the end), or replace the tab at `at`",
      value: ["$ref": "#/$defs/node"],
      modifiers: [
        StepModifier(
          "at",
          [
            "description": "Index to insert at (default: append).",
            "type": "integer",
          ]),
        StepModifier(
          "replacing",
          [
            "description": "Replace the tab at `at` instead of inserting.",
            "type": "boolean",
            "default": false,
          ]),
        .tabBar,
      ],
      docs: "scenario-language.md#steps", example: "Scenarios/tabs/add-tab.json",
      decode: { step throws(DecodingError) in
        return .perform(
          .addTab(
            try step.node(),
            at: try step.object.int("at"),
            replacing: try step.object.bool("replacing") ?? false, in: try step.selector("in")))
      }),
    StepForm(
      "show", family: .uikit,
      summary:
        "UIKit's show(_:sender:) sent from `from` (default `top`): the nearest nav holding the sender pushes, else the nearest split installs it as its primary, else the window's root presents it.",
      usage: #"`{"show": node, "from": sel}`"#,
      details:
        "`show(_:sender:)` sent from `from` (default `top`); see [who handles `show`](#who-handles-show)",
      value: ["description": "The controller to show.", "$ref": "#/$defs/node"],
      modifiers: [
        StepModifier(
          "from",
          [
            "description":
              "The sender (default: `top`): targetViewController(forAction:sender:) walks up from it.",
            "$ref": "#/$defs/selector",
          ])
      ],
      docs: "scenario-language.md#steps", example: "Scenarios/navigation/show-from-a-sender.json",
      decode: { step throws(DecodingError) in
        return .perform(
          .show(
            try step.node(),
            from: try step.selector("from")))
      }),
    StepForm(
      "setRoot", family: .uikit,
      summary: "Replace the window root; all presentations go.",
      usage: #"`{"setRoot": node}`"#,
      details: "replace the window root; every presentation goes with it",
      value: ["$ref": "#/$defs/node"],
      docs: "scenario-language.md#steps", example: "Scenarios/navigation/set-root.json",
      decode: { step throws(DecodingError) in
        return .perform(
          .setRoot(try step.node()))
      }),
    StepForm(
      "sizeClass", family: .uikit,
      summary: "Trait change: every split collapses or expands.",
      usage: #"`{"sizeClass": "compact"}`"#,
      details:
        "a trait change of the window: every split collapses or expands ([split views](split.md)); a tab bar with more than five tabs gains or loses its More tab",
      value: ["$ref": "#/$defs/sizeClass"],
      docs: "scenario-language.md#steps", example: "Scenarios/navigation/size-class.json",
      decode: { step throws(DecodingError) in
        return .perform(
          .setSizeClass(try step.enumValue(SizeClass.self, noun: "size class")))
      },
      encode: {
        if case .setSizeClass(let size) = $0 {
          .step("sizeClass", .string(size.rawValue))
        } else {
          nil
        }
      }),
    StepForm(
      "verticalSizeClass", family: .uikit,
      summary:
        "Trait change of the vertical size class (compact: an iPhone in landscape): presentations adapt, a sheet shows full screen in a compact height.",
      usage: #"`{"verticalSizeClass": "compact"}`"#,
      details:
        "a trait change of the window's vertical size class: presentations adapt to it, a sheet or a popover shows full screen in a compact height ([adaptive styles](#adaptive-styles)); splits and tab bars follow the horizontal class alone",
      value: ["$ref": "#/$defs/sizeClass"],
      docs: "scenario-language.md#adaptive-styles", example: "Scenarios/modals/landscape.json",
      decode: { step throws(DecodingError) in
        return .perform(
          .setVerticalSizeClass(try step.enumValue(SizeClass.self, noun: "size class")))
      },
      encode: {
        if case .setVerticalSizeClass(let size) = $0 {
          .step("verticalSizeClass", .string(size.rawValue))
        } else {
          nil
        }
      }),
    StepForm(
      "windowWidth", family: .uikit,
      summary:
        "Size change within the size class (an iPad turned between landscape and portrait): a column-style split under the automatic display mode shows every column when wide, the secondary alone when narrow.",
      usage: #"`{"windowWidth": "narrow"}`"#,
      details:
        "a size change of the window that keeps its size classes (`viewWillTransition(to:with:)`, an iPad turned between landscape, `wide`, and portrait, `narrow`): an expanded column-style split whose display mode is `automatic` shows every column when wide, the secondary alone when narrow ([window width](split.md#window-width))",
      value: ["enum": ["wide", "narrow"]],
      docs: "split.md#window-width", example: "Scenarios/split/window-width.json",
      decode: { step throws(DecodingError) in
        return .perform(
          .setWindowWidth(try step.enumValue(WindowWidth.self, noun: "window width")))
      },
      encode: {
        if case .setWindowWidth(let width) = $0 {
          .step("windowWidth", .string(width.rawValue))
        } else {
          nil
        }
      }),
    StepForm(
      "selectMore", family: .uikit,
      summary:
        "Select the More navigation controller of the selected tab bar (true: the first tab bar).",
      usage: #"`{"selectMore": true}` / `{"selectMore": sel}`"#,
      details:
        "`selectedViewController = moreNavigationController` on the selected tab bar (default: the first); `noMoreTab` where the tab bar shows no More item",
      value: [
        "anyOf": [
          ["$ref": "#/$defs/selector"],
          ["const": true, "description": "The first tab bar in search order."],
        ]
      ],
      docs: "scenario-language.md#steps", example: "Scenarios/tabs/more-tab.json",
      decode: { step throws(DecodingError) in
        return .perform(.selectMore(try step.selectorOrTrue()))
      },
      encode: {
        if case .selectMore(let tabs) = $0 {
          .step("selectMore", .selectorOrTrue(tabs))
        } else {
          nil
        }
      }),
  ]
}
