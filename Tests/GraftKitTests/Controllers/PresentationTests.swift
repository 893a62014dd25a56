import Foundation
import GraftKit
import Testing

@MainActor
private final class Screen: UIViewController {
  let name: String
  let trace: Trace
  init(_ name: String, trace: Trace) {
    self.name = name
    self.trace = trace
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }
  override func loadView() {
    view = UIView(frame: .zero)
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 20, height: 1))
    label.text = name
    view.addSubview(label)
  }
  override func viewWillAppear(_ animated: Bool) { trace.record("\(name).willAppear") }
  override func viewDidAppear(_ animated: Bool) { trace.record("\(name).didAppear") }
  override func viewWillDisappear(_ animated: Bool) { trace.record("\(name).willDisappear") }
  override func viewDidDisappear(_ animated: Bool) { trace.record("\(name).didDisappear") }
}

@MainActor
private final class DismissTracer: UIAdaptivePresentationControllerDelegate {
  let trace: Trace
  var allows = true
  init(_ trace: Trace) { self.trace = trace }
  func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
    trace.record("shouldDismiss")
    return allows
  }
  func presentationControllerWillDismiss(_ presentationController: UIPresentationController) { trace.record("willDismiss") }
  func presentationControllerDidDismiss(_ presentationController: UIPresentationController) { trace.record("didDismiss") }
  func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
    trace.record("didAttemptToDismiss")
  }
}

@Suite @MainActor struct PresentationTests {
  private func makeRoot(_ trace: Trace) -> (UIWindow, Screen) {
    let window = makeWindow(width: 20, height: 6)
    let root = Screen("Root", trace: trace)
    window.rootViewController = root
    window.layoutIfNeeded()
    trace.reset()
    return (window, root)
  }

  @Test func aSheetIsACardOverTheDimmedPresenter() {
    let trace = Trace()
    let (window, root) = makeRoot(trace)
    let sheet = Screen("Sheet", trace: trace)
    var completed = false
    root.present(sheet, animated: true) { completed = true }
    #expect(completed)
    #expect(root.presentedViewController === sheet)
    #expect(sheet.presentingViewController === root)
    #expect(trace.events == ["Sheet.willAppear", "Sheet.didAppear"])
    #expect(window.picture() == """
      Root
        ┌──────────────┐
        │Sheet         │
        │              │
        │              │
        └──────────────┘
      """)
    root.dismiss(animated: true)
    #expect(root.presentedViewController == nil)
    #expect(window.picture() == "Root")
  }

  @Test func fullScreenTakesThePresenterAwayInUIKitsOrder() {
    let trace = Trace()
    let (window, root) = makeRoot(trace)
    let cover = Screen("Cover", trace: trace)
    cover.modalPresentationStyle = .fullScreen
    root.present(cover, animated: false)
    #expect(trace.events == ["Root.willDisappear", "Cover.willAppear", "Root.didDisappear", "Cover.didAppear"])
    #expect(window.picture() == "Cover")
    trace.reset()
    window.press(.keyboardEscape)
    #expect(root.presentedViewController === cover)
    cover.dismiss(animated: false)
    #expect(trace.events == ["Cover.willDisappear", "Root.willAppear", "Cover.didDisappear", "Root.didAppear"])
    #expect(window.picture() == "Root")
  }

  @Test func escapeDismissesASheetAskingTheDelegate() {
    let trace = Trace()
    let (window, root) = makeRoot(trace)
    let sheet = Screen("Sheet", trace: trace)
    let delegate = DismissTracer(trace)
    sheet.presentationController?.delegate = delegate
    root.present(sheet, animated: true)
    trace.reset()
    delegate.allows = false
    window.press(.keyboardEscape)
    #expect(trace.events == ["shouldDismiss", "didAttemptToDismiss"])
    #expect(root.presentedViewController === sheet)
    trace.reset()
    delegate.allows = true
    window.press(.keyboardEscape)
    #expect(trace.events == ["shouldDismiss", "willDismiss", "Sheet.willDisappear", "Sheet.didDisappear", "didDismiss"])
    #expect(root.presentedViewController == nil)
  }

  @Test func aModalSheetRefusesEscape() {
    let trace = Trace()
    let (window, root) = makeRoot(trace)
    let sheet = Screen("Sheet", trace: trace)
    sheet.isModalInPresentation = true
    let delegate = DismissTracer(trace)
    sheet.presentationController?.delegate = delegate
    root.present(sheet, animated: true)
    trace.reset()
    window.press(.keyboardEscape)
    #expect(trace.events == ["didAttemptToDismiss"])
    #expect(root.presentedViewController === sheet)
  }

  @Test func presentingWhilePresentingReportsUIKitsMessage() {
    let trace = Trace()
    let (window, root) = makeRoot(trace)
    root.present(Screen("First", trace: trace), animated: false)
    let second = Screen("Second", trace: trace)
    RuntimeIssues.resetReportedIssues()
    let (_, issues) = RuntimeIssues.collecting { root.present(second, animated: false) }
    #expect(second.presentingViewController == nil)
    #expect(issues.map(\.message) == ["Attempt to present <Screen> on <Screen> which is already presenting <Screen>."])
    #expect(window.screen().contains("First"))
  }

  @Test func focusStaysInThePresentedControllerAndIsRestored() {
    let window = makeWindow(width: 30, height: 8)
    let root = UIViewController()
    let rootButton = UIButton(type: .system)
    rootButton.setTitle("Open", for: .normal)
    rootButton.frame = CGRect(x: 0, y: 0, width: 8, height: 1)
    root.view.addSubview(rootButton)
    window.rootViewController = root
    window.layoutIfNeeded()
    window.press(.keyboardTab)
    #expect(rootButton.isFocused)
    let sheet = UIViewController()
    let sheetButton = UIButton(type: .system)
    sheetButton.setTitle("Inside", for: .normal)
    sheetButton.frame = CGRect(x: 0, y: 0, width: 10, height: 1)
    sheet.view.addSubview(sheetButton)
    root.present(sheet, animated: false)
    #expect(!rootButton.isFocused)
    window.press(.keyboardTab)
    #expect(sheetButton.isFocused)
    window.press(.keyboardTab)
    #expect(sheetButton.isFocused)
    window.press(.keyboardEscape)
    #expect(root.presentedViewController == nil)
    #expect(rootButton.isFocused)
  }
}
