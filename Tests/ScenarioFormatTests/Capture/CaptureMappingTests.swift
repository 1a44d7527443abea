import NavigationCore
import Testing

@testable import ScenarioFormat

/// Classes as navrun's kinds, modules, SwiftUI's mangled names and presentation styles.
@Suite struct CaptureMappingTests {
  @Test func modulesAreDroppedFromEachName() {
    #expect(CaptureClasses.droppingModules("App.FeedViewController") == "FeedViewController")
    #expect(CaptureClasses.droppingModules("App.Outer.Inner") == "Outer.Inner")
    #expect(
      CaptureClasses.droppingModules("SwiftUI.UIHostingController<App.Root>")
        == "UIHostingController<Root>")
    #expect(CaptureClasses.droppingModules("Plain") == "Plain")
  }

  @Test func hostingControllersAreDemangled() {
    #expect(
      CaptureClasses.demangled("_TtGC7SwiftUI19UIHostingControllerV5Notes8RootView_")
        == "SwiftUI.UIHostingController<Notes.RootView>")
    #expect(
      CaptureClasses.demangled("_TtGC7SwiftUI19UIHostingControllerGVS_15ModifiedContentV5N4Root__")
        == "SwiftUI.UIHostingController")
    #expect(
      CaptureClasses.demangled("_TtGC7SwiftUI19UIHostingControllerV99999")
        == "SwiftUI.UIHostingController")
    #expect(CaptureClasses.demangled("App.Feed") == "App.Feed")
  }

  @Test func containersAndTheAppsClassesMapToKinds() throws {
    var classes = CaptureClasses()
    classes.kinds["MainTabBarController"] = .tabs
    #expect(try classes.node(of: "UINavigationController").kind == .nav)
    #expect(try classes.node(of: "Shop.MainTabBarController").kind == .tabs)
    #expect(try classes.node(of: "App.Feed").type == "Feed")
    #expect(try classes.node(of: "App.Feed").warning == nil)
    classes.keepsModules = true
    #expect(try classes.node(of: "App.Feed").type == "App.Feed")
    #expect(try classes.node(of: "UIPageViewController").kind == .pages)
    let browser = try classes.node(of: "UIDocumentBrowserViewController")
    #expect(browser.kind == .screen)
    #expect(browser.warning?.contains("UIDocumentBrowserViewController") == true)
    #expect(throws: CaptureClassError.self) { try classes.node(of: "UIMoreNavigationController") }
  }

  @Test func presentationControllersMapToStyles() {
    var classes = CaptureClasses()
    classes.styles["CardPresentationController"] = .formSheet
    #expect(classes.style(of: "_UIFullscreenPresentationController").style == .fullScreen)
    #expect(classes.style(of: "_UIPageSheetPresentationController").style == .pageSheet)
    #expect(classes.style(of: "_UIFormSheetPresentationController").style == .formSheet)
    #expect(classes.style(of: "_UIOverFullscreenPresentationController").style == .overFullScreen)
    #expect(classes.style(of: "_UICurrentContextPresentationController").style == .currentContext)
    #expect(
      classes.style(of: "_UIOverCurrentContextPresentationController").style == .overCurrentContext)
    #expect(classes.style(of: "UIPopoverPresentationController").style == .popover)
    #expect(classes.style(of: "UIPresentationController").style == .custom)
    #expect(classes.style(of: "App.CardPresentationController").style == .formSheet)
    #expect(classes.style(of: "App.SlidePresentationController") == (.custom, nil))
    let alert = classes.style(of: "_UIAlertControllerAlertPresentationController")
    #expect(alert.style == .custom && alert.warning != nil)
  }

  @Test func aTreeSelectsTheTabThatAppearedAndBuildsSplits() throws {
    let text = """
      <UITabBarController>, state: appeared
         | <A>, state: disappeared
         | <UISplitViewController>, state: appeared, view: <_UISplitViewControllerPanelImplView>
         |    | <P>, state: appeared
         |    | <S>, state: appeared
         + <M>, state: appeared, presented with: <UIPopoverPresentationController>
      """
    let tree = try CaptureTree(
      try CaptureReader.lines(of: Array(text.utf8)), classes: CaptureClasses())
    #expect(tree.blueprint.kind == .tabs)
    #expect(tree.blueprint.selected == 1)
    let split = tree.blueprint.children[1]
    #expect(split.columns.map(\.column) == [.primary, .secondary])
    #expect(split.columnStyle == .doubleColumn)
    #expect(tree.blueprint.presents?.style == .popover)
    #expect(tree.blueprint.presents?.hasPopoverSource == true)
  }

  @Test func aSplitOfFourColumnsIsAnError() {
    let text = "<UISplitViewController>\n   | <A>\n   | <B>\n   | <C>\n   | <D>\n"
    #expect(throws: CaptureError.self) {
      try CaptureTree(try CaptureReader.lines(of: Array(text.utf8)), classes: CaptureClasses())
    }
  }
}
