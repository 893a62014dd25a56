import Foundation
import GraftKit
import Testing

@MainActor
private final class Labelled: UIViewController {
  let name: String
  init(_ name: String) {
    self.name = name
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }
  override func loadView() {
    view = UIView(frame: .zero)
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 20, height: 1))
    label.text = name
    view.addSubview(label)
  }
}

@MainActor
private final class DetentTracer: UISheetPresentationControllerDelegate {
  let trace = Trace()
  func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
    _ sheetPresentationController: UISheetPresentationController
  ) {
    trace.record("didChangeSelectedDetent \(sheetPresentationController.selectedDetentIdentifier?.rawValue ?? "nil")")
  }
}

@Suite @MainActor struct UISheetPresentationControllerTests {
  private func makeRoot() -> (UIWindow, Labelled) {
    let window = makeWindow(width: 20, height: 8)
    let root = Labelled("Root")
    window.rootViewController = root
    window.layoutIfNeeded()
    return (window, root)
  }

  @Test func sheetStylesHaveASheetPresentationController() {
    #expect(Labelled("A").sheetPresentationController != nil)
    let form = Labelled("B")
    form.modalPresentationStyle = .formSheet
    #expect(form.sheetPresentationController != nil)
    let cover = Labelled("C")
    cover.modalPresentationStyle = .fullScreen
    #expect(cover.sheetPresentationController == nil)
    #expect(cover.presentationController != nil)
    let sheet = Labelled("D").sheetPresentationController
    #expect(sheet?.detents.map(\.identifier) == [.large])
    #expect(sheet?.selectedDetentIdentifier == nil)
    #expect(sheet?.largestUndimmedDetentIdentifier == nil)
    #expect(sheet?.prefersGrabberVisible == false)
    #expect(sheet?.preferredCornerRadius == nil)
    #expect(sheet?.prefersScrollingExpandsWhenScrolledToEdge == true)
  }

  @Test func aMediumSheetIsHalfTheWindowOnTheBottomEdge() {
    let (window, root) = makeRoot()
    let picker = Labelled("Picker")
    picker.sheetPresentationController?.detents = [.medium(), .large()]
    picker.sheetPresentationController?.prefersGrabberVisible = true
    root.present(picker, animated: true)
    #expect(window.picture() == """
      Root



        ┌──────━━──────┐
        │Picker        │
        │              │
        └──────────────┘
      """)
    picker.sheetPresentationController?.animateChanges {
      picker.sheetPresentationController?.selectedDetentIdentifier = .large
    }
    #expect(window.picture() == """
      Root
        ┌──────━━──────┐
        │Picker        │
        │              │
        │              │
        │              │
        │              │
        └──────────────┘
      """)
  }

  @Test func theGrabberMovesToTheNextDetentAndTellsTheDelegate() {
    let (window, root) = makeRoot()
    let picker = Labelled("Picker")
    let tracer = DetentTracer()
    let sheet = picker.sheetPresentationController
    sheet?.delegate = tracer
    sheet?.detents = [.large(), .medium()]
    sheet?.prefersGrabberVisible = true
    root.present(picker, animated: true)
    // Setting the detent in code tells nobody.
    sheet?.selectedDetentIdentifier = .medium
    #expect(tracer.trace.events == [])
    window.layoutIfNeeded()
    window.sendTap(at: CGPoint(x: 10, y: 4))
    #expect(sheet?.selectedDetentIdentifier == .large)
    window.layoutIfNeeded()
    window.sendTap(at: CGPoint(x: 10, y: 1))
    #expect(sheet?.selectedDetentIdentifier == .medium)
    #expect(tracer.trace.events == [
      "didChangeSelectedDetent com.apple.UIKit.large", "didChangeSelectedDetent com.apple.UIKit.medium",
    ])
  }

  @Test func aCustomDetentIsResolvedAgainstTheWindowHeight() {
    let (window, root) = makeRoot()
    let picker = Labelled("Picker")
    var maximum: CGFloat = 0
    let small = UISheetPresentationController.Detent.Identifier("small")
    picker.sheetPresentationController?.detents = [
      .custom(identifier: small) { context in
        maximum = context.maximumDetentValue
        return 3
      }
    ]
    root.present(picker, animated: true)
    #expect(maximum == 8)
    #expect(picker.sheetPresentationController?.detents.first?.identifier == small)
    #expect(window.picture() == """
      Root




        ┌──────────────┐
        │Picker        │
        └──────────────┘
      """)
  }

  @Test func beneathTheLargestUndimmedDetentThePresenterStaysUsable() {
    let (window, root) = makeRoot()
    var taps = 0
    let button = UIButton(type: .system)
    button.setTitle("Tap", for: .normal)
    button.frame = CGRect(x: 0, y: 1, width: 6, height: 1)
    button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
    root.view.addSubview(button)
    let picker = Labelled("Picker")
    picker.sheetPresentationController?.detents = [.medium(), .large()]
    picker.sheetPresentationController?.largestUndimmedDetentIdentifier = .medium
    root.present(picker, animated: true)
    window.layoutIfNeeded()
    window.sendTap(at: CGPoint(x: 2, y: 1))
    #expect(taps == 1)
    picker.sheetPresentationController?.selectedDetentIdentifier = .large
    window.layoutIfNeeded()
    window.sendTap(at: CGPoint(x: 0, y: 1))
    #expect(taps == 1)
  }

  @Test func aWindowTooSmallForTheSheetsBorderLeavesItsContentEmpty() {
    let (window, root) = makeRoot()
    let sheet = Labelled("Sheet")
    root.present(sheet, animated: false)
    window.frame = CGRect(x: 0, y: 0, width: 1, height: 1)
    window.layoutIfNeeded()
    // NB: The card is the whole window, too small to inset its content by its border: the
    // content is empty inside it, where it was placed at an infinite origin before.
    #expect(sheet.view.frame.origin.x.isFinite)
    #expect(sheet.view.frame.size == .zero)
    #expect(window.picture() == "")
    window.frame = CGRect(x: 0, y: 0, width: 20, height: 8)
    window.layoutIfNeeded()
    #expect(window.picture().contains("│Sheet"))
  }
}
