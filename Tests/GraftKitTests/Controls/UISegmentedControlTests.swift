import Foundation
import GraftGraphics
import GraftKit
import Testing

@Suite @MainActor struct UISegmentedControlTests {
  /// "One", "Two", "Three" sized by content, ` One | Two | Three `: segment 0 covers columns
  /// 0...4, segment 1 columns 6...10 and segment 2 columns 12...18.
  private func makeControl(in window: UIWindow) -> UISegmentedControl {
    let control = UISegmentedControl(items: ["One", "Two", "Three"])
    control.apportionsSegmentWidthsByContent = true
    control.sizeToFit()
    window.addSubview(control)
    return control
  }

  /// Records the events a segmented control can send, with the selection at that moment.
  private func record(_ control: UISegmentedControl, into trace: Trace) {
    let events: [(String, UIControl.Event)] = [
      ("touchDown", .touchDown), ("valueChanged", .valueChanged),
      ("primaryActionTriggered", .primaryActionTriggered), ("touchUpInside", .touchUpInside),
    ]
    for (name, event) in events {
      control.addAction(
        UIAction { _ in trace.record("\(name) \(control.selectedSegmentIndex)") }, for: event)
    }
  }

  @Test func defaults() {
    let control = UISegmentedControl(items: ["One", "Two", "Three"])
    #expect(UISegmentedControl.noSegment == -1)
    #expect(control.numberOfSegments == 3)
    #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
    #expect(!control.isMomentary)
    #expect(!control.apportionsSegmentWidthsByContent)
    #expect(control.selectedSegmentTintColor == nil)
    #expect(control.isEnabledForSegment(at: 0))
    #expect(control.widthForSegment(at: 0) == 0)
    #expect(control.frame.size == CGSize(width: 23, height: 1), "sized to fit: 3 × 7 + 2")
    #expect(UISegmentedControl().numberOfSegments == 0)
  }

  @Test func itemsAreTitlesOrImages() {
    let star = UIImage(glyph: "★")
    let control = UISegmentedControl(items: ["A", star, 42])
    #expect(control.numberOfSegments == 2)
    #expect(control.titleForSegment(at: 0) == "A")
    #expect(control.imageForSegment(at: 0) == nil)
    #expect(control.titleForSegment(at: 1) == nil)
    #expect(control.imageForSegment(at: 1) == star)
    control.setTitle("B", forSegmentAt: 1)
    #expect(control.titleForSegment(at: 1) == "B")
    #expect(control.imageForSegment(at: 1) == nil, "a title replaces the image")
    #expect(control.titleForSegment(at: 7) == nil)
  }

  @Test func aTapSelectsTheSegmentAndSendsValueChangedOnlyWhenItChanges() {
    let window = makeWindow(width: 20, height: 1)
    let control = makeControl(in: window)
    let trace = Trace()
    record(control, into: trace)
    window.sendTap(at: CGPoint(x: 8, y: 0))
    #expect(control.selectedSegmentIndex == 1)
    #expect(trace.events == ["touchDown -1", "valueChanged 1", "primaryActionTriggered 1"])
    trace.reset()
    window.sendTap(at: CGPoint(x: 7, y: 0))
    #expect(trace.events == ["touchDown 1"])
    trace.reset()
    window.sendTap(at: CGPoint(x: 18, y: 0))
    #expect(trace.events == ["touchDown 1", "valueChanged 2", "primaryActionTriggered 2"])
  }

  @Test func releasingOverAnotherSegmentSelectsThatOne() {
    let window = makeWindow(width: 20, height: 1)
    let control = makeControl(in: window)
    window.sendPointer(.began, at: CGPoint(x: 1, y: 0))
    window.sendPointer(.moved, at: CGPoint(x: 14, y: 0))
    #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
    window.sendPointer(.ended, at: CGPoint(x: 14, y: 0))
    #expect(control.selectedSegmentIndex == 2)
  }

  @Test func aMomentaryControlSendsEveryTapAndKeepsNoSelection() {
    let window = makeWindow(width: 20, height: 1)
    let control = makeControl(in: window)
    control.isMomentary = true
    let trace = Trace()
    control.addAction(
      UIAction { _ in trace.record("\(control.selectedSegmentIndex)") }, for: .valueChanged)
    window.sendTap(at: CGPoint(x: 2, y: 0))
    window.sendTap(at: CGPoint(x: 2, y: 0))
    #expect(trace.events == ["0", "0"])
    #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
    #expect(window.screen() == " One | Two | Three")
  }

  @Test func settingTheSelectionInCodeSendsNothing() {
    let window = makeWindow(width: 20, height: 1)
    let control = makeControl(in: window)
    let trace = Trace()
    record(control, into: trace)
    control.selectedSegmentIndex = 2
    #expect(control.selectedSegmentIndex == 2)
    control.selectedSegmentIndex = 3
    #expect(control.selectedSegmentIndex == 2, "an index past the segments is ignored")
    control.selectedSegmentIndex = UISegmentedControl.noSegment
    #expect(control.selectedSegmentIndex == -1)
    #expect(trace.events == [])
  }

  @Test func arrowsMoveTheSelectionPastDisabledSegments() {
    let window = makeWindow(width: 20, height: 1)
    let control = makeControl(in: window)
    control.insertSegment(withTitle: "Four", at: 3, animated: false)
    control.setEnabled(false, forSegmentAt: 1)
    let trace = Trace()
    control.addAction(
      UIAction { _ in trace.record("\(control.selectedSegmentIndex)") }, for: .valueChanged)
    window.press(.keyboardRightArrow)
    #expect(trace.events == [], "an unfocused control ignores arrows")
    window.press(.keyboardTab)
    window.press(.keyboardRightArrow)
    window.press(.keyboardRightArrow)
    window.press(.keyboardRightArrow)
    window.press(.keyboardRightArrow)
    window.press(.keyboardLeftArrow)
    window.press(.keyboardLeftArrow)
    window.press(.keyboardLeftArrow)
    #expect(trace.events == ["0", "2", "3", "2", "0"])
  }

  @Test func disabledControlsAndSegmentsIgnoreTaps() {
    let window = makeWindow(width: 20, height: 1)
    let control = makeControl(in: window)
    let trace = Trace()
    control.addAction(UIAction { _ in trace.record("changed") }, for: .valueChanged)
    control.setEnabled(false, forSegmentAt: 0)
    window.sendTap(at: CGPoint(x: 2, y: 0))
    #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
    #expect(window.render()[2, 0].style.attributes.contains(.dim))
    #expect(!window.render()[8, 0].style.attributes.contains(.dim))
    control.isEnabled = false
    window.sendTap(at: CGPoint(x: 8, y: 0))
    window.press(.keyboardTab)
    window.press(.keyboardRightArrow)
    #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
    #expect(trace.events == [])
    #expect(window.render()[8, 0].style.attributes.contains(.dim))
  }

  @Test func insertingAndRemovingKeepsTheSelectedSegment() {
    let control = UISegmentedControl(items: ["One", "Two"])
    control.selectedSegmentIndex = 1
    control.insertSegment(withTitle: "Zero", at: 0, animated: true)
    #expect(control.selectedSegmentIndex == 2)
    control.insertSegment(with: UIImage(glyph: "★"), at: 99, animated: false)
    #expect(control.numberOfSegments == 4)
    #expect(control.imageForSegment(at: 3) == UIImage(glyph: "★"), "the index is pinned")
    control.removeSegment(at: 0, animated: false)
    #expect(control.selectedSegmentIndex == 1)
    #expect(control.titleForSegment(at: 1) == "Two")
    control.removeSegment(at: 1, animated: false)
    #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
    control.removeAllSegments()
    #expect(control.numberOfSegments == 0)
    #expect(!control.isEnabledForSegment(at: 0))
  }

  @Test func picturesOfSelectionAndFocus() {
    let window = makeWindow(width: 20, height: 1)
    let control = makeControl(in: window)
    #expect(window.screen() == " One | Two | Three")
    control.selectedSegmentIndex = 1
    #expect(window.screen() == " One |[Two]| Three")
    window.press(.keyboardTab)
    #expect(window.screen() == " One |>Two<| Three")
    control.selectedSegmentIndex = UISegmentedControl.noSegment
    #expect(window.screen() == ">One | Two | Three<")
  }

  @Test func equalWidthsAreUIKitsDefaultAndShareOutSpareWidth() {
    let window = makeWindow(width: 30, height: 2)
    let control = UISegmentedControl(items: ["One", "Two", "Three"])
    control.selectedSegmentIndex = 1
    window.addSubview(control)
    let wide = UISegmentedControl(items: ["One", "Two", "Three"])
    wide.frame = CGRect(x: 0, y: 1, width: 29, height: 1)
    window.addSubview(wide)
    #expect(
      window.screen() == """
          One  | [Two] | Three
           One   |   Two   |  Three
        """)
  }

  @Test func theSelectedSegmentDrawsInTheSelectedTint() {
    let window = makeWindow(width: 20, height: 1)
    let control = makeControl(in: window)
    control.selectedSegmentIndex = 0
    #expect(window.render()[2, 0].style.attributes.contains(.bold))
    control.selectedSegmentTintColor = .systemBlue
    let cells = window.render()
    #expect(cells[0, 0].style.background == .rgb(0, 122, 255))
    #expect(cells[4, 0].style.background == .rgb(0, 122, 255))
    #expect(cells[7, 0].style.background == .default)
  }

  @Test func theDescriptionListsSegmentsAndSelection() {
    let control = UISegmentedControl(items: ["One", "Two"])
    control.selectedSegmentIndex = 1
    #expect(
      control.description
        == "<UISegmentedControl; frame = (0 0; 11 1); segments = ['One', 'Two']; "
        + "selectedSegmentIndex = 1>")
  }
}
