import Foundation
import GraftKit
import Testing

extension UIWindow {
  /// The screen without the blank rows below what is drawn.
  fileprivate func shown() -> String {
    var text = screen()
    while text.hasSuffix("\n") { text.removeLast() }
    return text
  }
}

@Suite @MainActor struct UIMenuTests {
  /// A window with a root controller and a menu button at the top left.
  private func makeButton(menu: UIMenu) -> (UIWindow, UIButton) {
    let window = makeWindow(width: 24, height: 10)
    let root = UIViewController()
    window.rootViewController = root
    let button = UIButton(type: .system)
    button.setTitle("Sort", for: .normal)
    button.menu = menu
    button.showsMenuAsPrimaryAction = true
    button.frame = CGRect(x: 0, y: 0, width: 8, height: 1)
    root.view.addSubview(button)
    window.layoutIfNeeded()
    return (window, button)
  }

  private func sortMenu(_ trace: Trace) -> UIMenu {
    UIMenu(children: [
      UIMenu(title: "Order", options: [.displayInline, .singleSelection], children: [
        UIAction(title: "Name", state: .on) { _ in trace.record("name") },
        UIAction(title: "Date") { action in trace.record("date from \(type(of: action.sender!))") },
      ]),
      UIMenu(title: "More", children: [UIAction(title: "Size") { _ in trace.record("size") }]),
      UIAction(title: "Delete", attributes: .destructive) { _ in trace.record("delete") },
    ])
  }

  @Test func aTapOpensTheMenuBelowTheButtonInsteadOfThePrimaryAction() {
    let trace = Trace()
    let (window, button) = makeButton(menu: sortMenu(trace))
    button.addAction(UIAction { _ in trace.record("primary") }, for: .primaryActionTriggered)
    button.addAction(UIAction { _ in trace.record("menu opened") }, for: .menuActionTriggered)
    window.tap(button)
    #expect(
      window.shown() == """
        [ Sort ]
        ┌──────────┐
        │ Order    │
        │✓ Name    │
        │  Date    │
        │──────────│
        │  More   ›│
        │  Delete  │
        └──────────┘
        """)
    #expect(trace.events == ["menu opened"])
  }

  @Test func theKeysMoveChooseAndRunTheActionAfterTheMenuCloses() {
    let trace = Trace()
    let menu = sortMenu(trace)
    let (window, button) = makeButton(menu: menu)
    window.tap(button)
    window.press(.keyboardDownArrow)
    window.press(.keyboardReturnOrEnter)
    #expect(trace.events == ["date from UIButton"])
    #expect(window.shown() == "[ Sort ]")
    let order = menu.children[0] as! UIMenu
    #expect(order.selectedElements.map(\.title) == ["Date"])
  }

  @Test func rightOpensASubmenuAndEscapeGoesBackThenCloses() {
    let trace = Trace()
    let (window, button) = makeButton(menu: sortMenu(trace))
    window.tap(button)
    window.press(.keyboardUpArrow)
    window.press(.keyboardUpArrow)
    window.press(.keyboardRightArrow)
    #expect(window.shown().contains("│ More     │\n│  Size    │"))
    window.press(.keyboardEscape)
    #expect(window.shown().contains("│✓ Name    │"))
    window.press(.keyboardEscape)
    #expect(window.shown() == "[ Sort ]")
    #expect(trace.events.isEmpty)
  }

  @Test func aClickChoosesAnItemAndAClickOutsideCloses() {
    let trace = Trace()
    let (window, button) = makeButton(menu: sortMenu(trace))
    window.tap(button)
    window.sendTap(at: CGPoint(x: 20, y: 8))
    #expect(window.shown() == "[ Sort ]")
    window.tap(button)
    window.sendTap(at: CGPoint(x: 4, y: 7))
    #expect(trace.events == ["delete"])
  }

  @Test func aDeferredElementShowsLoadingUntilItsProviderCompletes() {
    var complete: (([UIMenuElement]) -> Void)?
    let deferred = UIDeferredMenuElement { completion in complete = completion }
    let (window, button) = makeButton(menu: UIMenu(children: [deferred]))
    window.tap(button)
    #expect(window.shown().contains("Loading…"))
    complete?([UIAction(title: "Recent") { _ in }])
    window.layoutIfNeeded()
    #expect(window.shown().contains("│  Recent  │"))
    #expect(!window.shown().contains("Loading…"))
  }

  @Test func aPopUpButtonTitlesItselfWithTheChosenItem() {
    let trace = Trace()
    let window = makeWindow(width: 24, height: 8)
    let root = UIViewController()
    window.rootViewController = root
    let button = UIButton(type: .system)
    button.menu = UIMenu(children: [
      UIAction(title: "Small") { _ in trace.record("small") },
      UIAction(title: "Large") { _ in trace.record("large") },
    ])
    button.showsMenuAsPrimaryAction = true
    button.changesSelectionAsPrimaryAction = true
    #expect(button.currentTitle == "Small")
    button.frame = CGRect(x: 0, y: 0, width: 10, height: 1)
    root.view.addSubview(button)
    window.layoutIfNeeded()
    window.tap(button)
    window.press(.keyboardDownArrow)
    window.press(.keyboardReturnOrEnter)
    #expect(button.currentTitle == "Large")
    #expect(trace.events == ["large"])
    #expect(button.menu?.selectedElements.map(\.title) == ["Large"])
  }
}
