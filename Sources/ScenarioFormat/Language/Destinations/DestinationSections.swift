// RouteComposer's definitions: the destinations and what the app adds to the router
// (docs/destinations.md).

extension Language {
  /// The destinations and the router.
  static let destinationSections: [SectionForm] = [
    SectionForm(
      "destinations",
      schema: [
        "description":
          "RouteComposer destinations: name → chain of steps, destination first; reached with "
          + "the `navigate` step.",
        "$ref": "#/$defs/destinations",
      ],
      docs: "destinations.md", example: "Scenarios/app/shop.defs.json"),
    SectionForm(
      "router",
      schema: [
        "description":
          "What the app adds to RouteComposer's router: `DefaultRouter.add` of global "
          + "interceptors and a context task, and `SingleNavigationRouter` around it (see "
          + "docs/destinations.md).",
        "type": "object",
        "properties": [
          "interceptors": [
            "description": "Global interceptors, run for every navigation before the steps' own.",
            "type": "array",
            "items": ["$ref": "#/$defs/interceptor"],
          ],
          "contextTask": [
            "description":
              "A global context task: every controller a navigation finds or builds receives "
              + "the navigation's context.",
            "type": "boolean",
          ],
          "single": [
            "description":
              "SingleNavigationRouter: a navigation requested while another waits on its "
              + "interceptor fails with compositionFailed.",
            "type": "boolean",
          ],
          "postTasks": [
            "description":
              "Global post tasks (DefaultRouter.add of a PostRoutingTask), by name: once a "
              + "navigation succeeds, each runs on every controller of the routing stack, "
              + "before the step's own; the events note them.",
            "type": "array",
            "items": ["type": "string", "minLength": 1],
          ],
          "globalInterceptors": [
            "description":
              "GlobalInterceptorRouter's interceptors (addGlobal): they run before the router "
              + "looks for the controller to start from.",
            "type": "array",
            "items": ["$ref": "#/$defs/interceptor"],
          ],
        ],
        "additionalProperties": false,
      ],
      docs: "destinations.md", example: "Scenarios/destinations/17-router/single-navigation.json"),
  ]
}
