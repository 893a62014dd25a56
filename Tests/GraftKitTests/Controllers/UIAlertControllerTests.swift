import Foundation
import GraftKit
import Testing

@Suite @MainActor struct UIAlertControllerTests {
  private func makeRoot() -> (UIWindow, UIViewController) {
    let window = makeWindow(width: 30, height: 7)
    let root = UIViewController()
    window.rootViewController = root
    window.layoutIfNeeded()
    return (window, root)
  }

  private func makeAlert(_ trace: Trace) -> UIAlertController {
    let alert = UIAlertController(title: "Delete draft?", message: "It cannot be undone.", preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { [weak alert] _ in
      trace.record("delete, presented: \(alert?.presentingViewController != nil)")
    })
    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in trace.record("cancel") })
    return alert
  }

  @Test func anAlertIsACentredBoxWithItsActionsCancelFirst() {
    let (window, root) = makeRoot()
    let alert = makeAlert(Trace())
    root.present(alert, animated: true)
    #expect(window.picture() == """
         ┌──────────────────────┐
         │    Delete draft?     │
         │ It cannot be undone. │
         │                      │
         │[ Cancel ] [ Delete ] │
         └──────────────────────┘
      """)
  }

  @Test func aClickRunsTheHandlerOnceAfterDismissal() throws {
    let trace = Trace()
    let (window, root) = makeRoot()
    let alert = makeAlert(trace)
    root.present(alert, animated: true)
    window.layoutIfNeeded()
    let delete = try #require(window.descendants(ofType: UIButton.self).first { $0.currentTitle == "Delete" })
    window.tap(delete)
    #expect(trace.events == ["delete, presented: false"])
    #expect(root.presentedViewController == nil)
    window.tap(delete)
    #expect(trace.events.count == 1)
  }

  @Test func escapeChoosesCancelAndReturnThePreferredAction() {
    let trace = Trace()
    let (window, root) = makeRoot()
    let alert = makeAlert(trace)
    root.present(alert, animated: true)
    window.press(.keyboardEscape)
    #expect(trace.events == ["cancel"])
    let again = makeAlert(trace)
    again.preferredAction = again.actions[0]
    root.present(again, animated: true)
    window.press(.keyboardReturnOrEnter)
    #expect(trace.events == ["cancel", "delete, presented: false"])
  }

  @Test func textFieldsTakeTextAndTheFirstStartsEditing() {
    let trace = Trace()
    let (window, root) = makeRoot()
    let alert = UIAlertController(title: "Rename", message: nil, preferredStyle: .alert)
    alert.addTextField { $0.placeholder = "Name" }
    alert.addAction(UIAlertAction(title: "OK", style: .default) { [weak alert] _ in
      trace.record(alert?.textFields?.first?.text ?? "")
    })
    root.present(alert, animated: true)
    window.layoutIfNeeded()
    #expect(alert.textFields?.first?.isFirstResponder == true)
    window.sendText("Notes")
    if let ok = window.descendants(ofType: UIButton.self).first(where: { $0.currentTitle == "OK" }) { window.tap(ok) }
    #expect(trace.events == ["Notes"])
  }

  @Test func anActionSheetSitsAtTheBottom() {
    let (window, root) = makeRoot()
    let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
    sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    sheet.addAction(UIAlertAction(title: "Share", style: .default))
    root.present(sheet, animated: true)
    let lines = window.screen().split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.suffix(4).map { $0.trimmingCharacters(in: .whitespaces) } == [
      "┌────────────────────────┐", "│       [ Share ]        │", "│       [ Cancel ]       │",
      "└────────────────────────┘",
    ])
  }
}
