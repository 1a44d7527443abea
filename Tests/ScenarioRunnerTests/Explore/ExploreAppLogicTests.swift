import Foundation
import NavigationCore
import NavrunTestSupport
import ScenarioFormat
import Testing

@testable import ScenarioRunner

/// Exploration of the app's own logic: the actions of the screen on `top`, the app's actions
/// and the URLs listed, with the values listed for those that take one; destinations the app
/// uses itself are not the user's; routes only where a coordinator has a key for them; and the
/// properties every reachable state must have.
@Suite struct ExploreAppLogicTests {
  /// The exploration of a scenario given as text, from its first start.
  private func explore(_ text: String, depth: Int = 3) throws -> ExplorationResult {
    let folder = try TemporaryFolder()
    try folder.write(text, to: "app.json")
    let scenario = try ScenarioLoader().load(folder.path + "/app.json")
    let start = try #require(scenario.startsToRun.first)
    let state = try ScenarioPlayback(scenario: scenario, start: start).makeState().get()
    let explorer = Explorer(
      catalogue: ActionCatalogue(scenario: scenario, start: state), maximumDepth: depth,
      maximumStates: 10_000, exploration: scenario.exploration ?? Exploration(), jobs: 2,
      offered: CoverageRecord(offeredBy: scenario, start: state))
    return explorer.explore(from: state)
  }

  private func tally(_ name: String, in result: ExplorationResult) -> ActionTally? {
    result.tallies.first { $0.name == name }
  }

  /// A plain app: a list whose rows push an item, an item that closes itself.
  private static let plainApp =
    #"{"golden": false, "define": {"screens": {"List": {"actions": {"open item": [{"push": {"screen": "Item", "context": "$arg"}}], "about": [{"present": "About", "style": "formSheet"}], "share": [{"present": {"screen": "Share", "context": "$arg"}}]}}, "Item": {"actions": {"close": [{"pop": true}]}}, "About": {"actions": {"done": [{"dismiss": true}]}}}}, "start": {"nav": ["List"]}, "explore": {"contexts": {"open item": ["1", "2"]}, "gestures": false}}"#

  @Test func theActionsOfTheScreenOnTopAreTriedThereOnly() throws {
    let result = try explore(Self.plainApp)
    #expect(result.failures.isEmpty, "\(result.failures.map(\.message))")
    let about = try #require(tally("tap about on List", in: result))
    #expect(about.succeeded > 0)
    // Tried only where an Item or About is on top: never refused with noSuchAction.
    let close = try #require(tally("tap close on Item", in: result))
    #expect(close.succeeded > 0 && close.failed == 0)
    #expect(tally("tap done on About", in: result)?.succeeded ?? 0 > 0)
    // List, Item 1, Item 2, About, and the About over neither item: a nav holds one top.
    #expect(result.states == 4)
  }

  @Test func anActionThatTakesAValueIsTriedWithTheListedValuesOrNotAtAll() throws {
    let result = try explore(Self.plainApp)
    #expect(tally("tap open item (1) on List", in: result)?.succeeded == 1)
    #expect(tally("tap open item (2) on List", in: result)?.succeeded == 1)
    #expect(!result.tallies.contains { $0.name.hasPrefix("tap share") })
    #expect(
      result.untried == [
        #"tap share on List: it takes a value ($arg) and explore.contexts lists none for "share""#
      ])
  }

  @Test func appActionsAndTheListedURLsAreTriedFromEveryState() throws {
    let result = try explore(
      #"{"golden": false, "define": {"app": {"actions": {"search": [{"popToRoot": true}, {"push": "Search"}], "open": [{"push": {"screen": "Item", "context": "$arg"}}]}, "urls": {"app://item/{id}": [{"do": "open", "with": "$id"}]}}}, "start": {"nav": ["Home"]}, "explore": {"contexts": {"open": ["7"]}, "urls": ["app://item/3", "app://nowhere"], "gestures": false, "depth": 2}}"#
    )
    #expect(result.failures.isEmpty, "\(result.failures.map(\.message))")
    #expect(tally("do search", in: result)?.succeeded ?? 0 > 1)
    #expect(tally("do open (7)", in: result)?.succeeded ?? 0 > 0)
    #expect(tally("openURL app://item/3", in: result)?.succeeded ?? 0 > 0)
    // A URL no pattern handles is the app ignoring it: a warning, counted.
    #expect(tally("openURL app://nowhere", in: result)?.codes["warning urlNotHandled"] ?? 0 > 0)
  }

  @Test func reactionsRunInsideTheActionsThatTriggerThem() throws {
    let result = try explore(
      #"{"golden": false, "define": {"state": {"signedIn": true}, "screens": {"Home": {"actions": {"sign out": [{"setState": {"signedIn": false}}]}}, "SignIn": {"actions": {"sign in": [{"setState": {"signedIn": true}}]}}}, "app": {"onState": [{"when": {"state": {"signedIn": false}}, "do": [{"present": "SignIn", "style": "fullScreen"}]}, {"when": {"state": {"signedIn": true}, "exists": "SignIn"}, "do": [{"dismiss": "SignIn"}]}]}}, "start": {"nav": ["Home"]}, "explore": {"states": [], "gestures": false, "never": {"top": "SignIn", "state": {"signedIn": true}}, "reachable": ["SignIn"]}}"#
    )
    #expect(result.failures.isEmpty, "\(result.failures.map { "\($0.action): \($0.message)" })")
    #expect(tally("tap sign in on SignIn", in: result)?.succeeded ?? 0 > 0)
    // Home, and SignIn over it: signing in takes the sign-in screen away again.
    #expect(result.states == 2)
  }

  @Test func internalDestinationsAreNotTheUsersActions() throws {
    let result = try explore(
      #"{"golden": false, "define": {"destinations": {"detail": {"build": "Detail", "action": "push", "from": {"find": "nav"}, "internal": true}, "home": {"find": "Home", "build": "Home", "action": "replaceRoot", "from": "root"}}, "screens": {"Home": {"actions": {"open": [{"navigate": "detail"}]}}}}, "start": {"nav": ["Home"]}, "explore": {"gestures": false, "depth": 2}}"#
    )
    #expect(tally("navigate home", in: result) != nil)
    #expect(tally("navigate detail", in: result) == nil)
    #expect(tally("tap open on Home", in: result)?.succeeded == 1)
  }

  /// A tab app whose first tab starts a coordinator, whose `item` route needs an argument.
  private static let coordinatorApp =
    ##"{"golden": false, "define": {"coordinators": {"Items": {"kind": "stack", "routes": {"items": {"initial": {"push": "Items"}, "else": "backToRoot"}, "item": {"push": {"screen": "Item", "context": "$arg"}}, "about": {"handover": "About"}}}, "About": {"kind": "stack", "routes": {"about": {"push": {"screen": "About", "context": "$arg"}}}}}, "screens": {"Home": {"actions": {"browse": [{"startCoordinator": "Items", "on": "#itemsNav", "route": "items"}]}}}}, "start": {"tabs": [{"nav": ["Home"], "id": "itemsNav"}, {"nav": ["Settings"]}]}, "explore": {"routes": ["item(7)"], "depth": 3}}"##

  @Test func routesAreSentOnlyWhereACoordinatorHasAKeyForThem() throws {
    let result = try explore(Self.coordinatorApp)
    #expect(result.failures.isEmpty, "\(result.failures.map { "\($0.action): \($0.message)" })")
    // Never sent from the settings tab or before the coordinator runs: no noSuchCoordinator.
    let items = try #require(tally("route items", in: result))
    #expect(items.succeeded > 0 && items.failed == 0)
    #expect(tally("route item(7)", in: result)?.succeeded ?? 0 > 0)
    // `item` and `about` (handed over as sent to a key that writes $arg) need an argument.
    #expect(tally("route item", in: result) == nil)
    #expect(tally("route about", in: result) == nil)
  }

  @Test func theRouteCheckFollowsPullbacksAndFindsNoKeyWithoutACoordinator() throws {
    var definitions = Definitions()
    definitions.coordinators = [
      "Parent": CoordinatorDefinition(
        kind: .stack, routes: ["child.done": .none, "start": .handover("Child", route: "go")],
        pullback: ["Child": "child"]),
      "Child": CoordinatorDefinition(kind: .stack, routes: ["go": .push(.screen("C"))]),
    ]
    let plain = try NavigationState(start: .screen("A"), definitions: definitions)
    #expect(!plain.hasRouteKey(for: "go"))
    var state = try NavigationState(coordinator: "Parent", route: "start", definitions: definitions)
    #expect(state.hasRouteKey(for: "go"))
    #expect(state.hasRouteKey(for: "done"))
    #expect(!state.hasRouteKey(for: "start.none"))
    _ = try state.perform(.route("go", from: nil))
    #expect(!definitions.routeKeyTakesArgument("go", ofCoordinator: "Child"))
  }

  @Test func neverAndAlwaysFailTheTransitionIntoTheStateWithAShortestPath() throws {
    let result = try explore(
      #"{"golden": false, "define": {"state": {"signedIn": true}, "screens": {"Home": {"actions": {"profile": [{"push": "Profile"}]}}, "Profile": {"actions": {"sign out": [{"setState": {"signedIn": false}}]}}}}, "start": {"nav": ["Home"]}, "explore": {"states": [], "gestures": false, "never": {"top": "Profile", "state": {"signedIn": false}}, "always": {"exists": "Home"}, "reachable": ["Home", "Settings"]}}"#
    )
    let never = try #require(result.failures.first { $0.code == "never" })
    #expect(never.action == "tap sign out on Profile")
    #expect(never.path.map(\.name) == ["tap profile on Home", "tap sign out on Profile"])
    #expect(
      never.message
        == #"the state meets explore.never: (top "Profile") and (state signedIn=false)"#)
    let unreachable = try #require(result.failures.first { $0.code == "unreachable" })
    #expect(unreachable.action == "reachable Settings" && unreachable.path.isEmpty)
    #expect(!result.failures.contains { $0.code == "always" })
  }

  @Test func aStartThatBreaksAPropertyFailsWithAnEmptyPath() throws {
    let result = try explore(
      #"{"golden": false, "start": {"nav": ["Home"]}, "explore": {"always": {"top": "Other"}, "gestures": false}}"#
    )
    #expect(result.failures.map(\.action) == ["start"])
    #expect(result.failures.first?.code == "always")
  }
}
