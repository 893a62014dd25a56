import DemoScreens
import Graft
import GraftTesting
import Testing

/// The Demo's App tab: the articles' screens pushed on a navigation stack, a sheet, an alert,
/// and a searchable lazy list of 100,000 rows in a second tab.
@Suite @MainActor struct DemoAppScreenTests {
  private func hostApp() -> ViewHost {
    ViewHosting.host(DemoRootView(initialScreen: "App"), size: CGSize(width: 80, height: 20))
  }

  @Test func aLinkPushesTheArticlesScreenAndBackPopsIt() throws {
    let host = hostApp()
    let lines = host.screen.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines[2...7].joined(separator: "\n") == """
                                          Screens                               About
      THE ARTICLES
       Third-party view                                                              ›
       Text fields                                                                   ›
       Scroll reader                                                                 ›
       Lifecycle                                                                     ›
      """)
    try host.find(button: "Third-party view").tap()
    #expect(host.screen.contains("[ Perform Action ]"))
    try host.find(button: "Perform Action").tap()
    #expect(host.screen.contains("SDK value: 1"))
    try host.find(barButton: "Screens").tap()
    #expect(host.screen.contains("THE ARTICLES"))
    #expect(!host.screen.contains("Perform Action"))
  }

  @Test func aboutPresentsASheetThatDoneDismisses() throws {
    let host = hostApp()
    try host.find(barButton: "About").tap()
    #expect(host.screen.contains("SwiftUI and UIKit, in a terminal."))
    try host.find(button: "Done").tap()
    #expect(!host.screen.contains("SwiftUI and UIKit, in a terminal."))
    #expect(host.screen.contains("THE ARTICLES"))
  }

  @Test func resetAsksInAnAlertAndCountsOnlyWhenConfirmed() throws {
    let host = hostApp()
    try host.find(button: "Reset…").tap()
    #expect(host.screen.contains("Reset the counter?"))
    #expect(host.screen.contains("The count of resets goes up by one."))
    try host.find(button: "Cancel").tap()
    #expect(host.screen.contains("RESETS: 0"))
    try host.find(button: "Reset…").tap()
    try host.find(button: "Reset").tap()
    #expect(host.screen.contains("RESETS: 1"))
  }

  @Test func theNumbersTabSearchesAHundredThousandLazyRows() throws {
    let host = hostApp()
    try host.find(barButton: "Numbers").tap()
    #expect(host.screen.contains("Row 0"))
    // NB: Only the rows on screen, and a margin, are built.
    #expect(host.treeDescription.split(separator: "\n").count < 400)
    try host.find(textField: "Number").type("99999")
    let screen = host.screen
    #expect(screen.contains("Row 99999"))
    #expect(!screen.contains("Row 0 "))
  }
}

extension ViewHost {
  /// A bar's item (a navigation bar's button, the back button, a tab) by its label: UIKit draws
  /// these with controls that are not buttons.
  fileprivate func find(barButton label: String) throws -> InspectedView<UIControl> {
    try find(UIControl.self) { $0.accessibilityLabel == label && !($0 is UIButton) }
  }
}
