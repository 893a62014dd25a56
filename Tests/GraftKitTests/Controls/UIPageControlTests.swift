import Foundation
import GraftGraphics
import GraftKit
import Testing

@Suite @MainActor struct UIPageControlTests {
  /// Three pages, ` ○ ○ ○ `: the dots sit in columns 1, 3 and 5.
  private func makeControl(in window: UIWindow) -> UIPageControl {
    let control = UIPageControl()
    control.numberOfPages = 3
    control.sizeToFit()
    window.addSubview(control)
    return control
  }

  /// Records the events a page control can send, with the current page at that moment.
  private func record(_ control: UIPageControl, into trace: Trace) {
    let events: [(String, UIControl.Event)] = [
      ("touchDown", .touchDown), ("valueChanged", .valueChanged),
      ("primaryActionTriggered", .primaryActionTriggered), ("touchUpInside", .touchUpInside),
    ]
    for (name, event) in events {
      control.addAction(
        UIAction { _ in trace.record("\(name) \(control.currentPage)") }, for: event)
    }
  }

  @Test func defaults() {
    let control = UIPageControl()
    #expect(control.numberOfPages == 0)
    #expect(control.currentPage == 0)
    #expect(!control.hidesForSinglePage)
    #expect(control.pageIndicatorTintColor == nil)
    #expect(control.currentPageIndicatorTintColor == nil)
    #expect(control.intrinsicContentSize == CGSize(width: 0, height: 1))
    #expect(control.size(forNumberOfPages: 3) == CGSize(width: 7, height: 1))
    #expect(control.size(forNumberOfPages: 1) == CGSize(width: 3, height: 1))
  }

  @Test func theCurrentPageIsPinnedToThePages() {
    let control = UIPageControl()
    control.currentPage = 2
    #expect(control.currentPage == 0, "no pages pins it to 0")
    control.numberOfPages = 3
    control.currentPage = 5
    #expect(control.currentPage == 2)
    control.currentPage = -1
    #expect(control.currentPage == 0)
    control.currentPage = 2
    control.numberOfPages = 2
    #expect(control.currentPage == 1)
  }

  @Test func tappingEitherSideOfTheCurrentDotTurnsOnePage() {
    let window = makeWindow(width: 7, height: 1)
    let control = makeControl(in: window)
    let trace = Trace()
    record(control, into: trace)
    window.sendTap(at: CGPoint(x: 6, y: 0))
    #expect(control.currentPage == 1, "one page at a time, however far right")
    #expect(
      trace.events == [
        "touchDown 0", "valueChanged 1", "primaryActionTriggered 1", "touchUpInside 1",
      ])
    trace.reset()
    window.sendTap(at: CGPoint(x: 0, y: 0))
    #expect(control.currentPage == 0)
    #expect(
      trace.events == [
        "touchDown 1", "valueChanged 0", "primaryActionTriggered 0", "touchUpInside 0",
      ])
  }

  @Test func tappingTheCurrentDotOrPastTheEndChangesNothing() {
    let window = makeWindow(width: 7, height: 1)
    let control = makeControl(in: window)
    let trace = Trace()
    record(control, into: trace)
    window.sendTap(at: CGPoint(x: 1, y: 0))
    window.sendTap(at: CGPoint(x: 0, y: 0))
    #expect(control.currentPage == 0)
    #expect(
      trace.events == ["touchDown 0", "touchUpInside 0", "touchDown 0", "touchUpInside 0"])
  }

  @Test func settingTheCurrentPageInCodeSendsNothing() {
    let window = makeWindow(width: 7, height: 1)
    let control = makeControl(in: window)
    let trace = Trace()
    record(control, into: trace)
    control.currentPage = 2
    control.numberOfPages = 1
    #expect(control.currentPage == 0)
    #expect(trace.events == [])
  }

  @Test func arrowsTurnTheFocusedControlsPage() {
    let window = makeWindow(width: 7, height: 1)
    let control = makeControl(in: window)
    let trace = Trace()
    control.addAction(UIAction { _ in trace.record("\(control.currentPage)") }, for: .valueChanged)
    window.press(.keyboardRightArrow)
    #expect(control.currentPage == 0, "an unfocused control ignores arrows")
    window.press(.keyboardTab)
    window.press(.keyboardRightArrow)
    window.press(.keyboardRightArrow)
    window.press(.keyboardRightArrow)
    window.press(.keyboardLeftArrow)
    #expect(trace.events == ["1", "2", "1"])
  }

  @Test func aDisabledControlIgnoresTapsAndKeysAndDrawsDim() {
    let window = makeWindow(width: 7, height: 1)
    let control = makeControl(in: window)
    let trace = Trace()
    record(control, into: trace)
    control.isEnabled = false
    window.sendTap(at: CGPoint(x: 5, y: 0))
    window.press(.keyboardTab)
    window.press(.keyboardRightArrow)
    #expect(control.currentPage == 0)
    #expect(trace.events == [])
    #expect(window.render()[1, 0].style.attributes.contains(.dim))
  }

  @Test func hidesForSinglePageDrawsNothingAndCannotBeFocused() {
    let window = makeWindow(width: 7, height: 1)
    let control = makeControl(in: window)
    control.numberOfPages = 1
    #expect(window.screen() == "   ●")
    control.hidesForSinglePage = true
    #expect(window.screen() == "")
    #expect(!control.canBecomeFocused)
    control.numberOfPages = 2
    #expect(control.canBecomeFocused)
  }

  @Test func picturesOfTheDotsAndFocus() {
    let window = makeWindow(width: 7, height: 1)
    let control = makeControl(in: window)
    #expect(window.screen() == " ● ○ ○")
    control.currentPage = 1
    #expect(window.screen() == " ○ ● ○")
    window.press(.keyboardTab)
    #expect(window.screen() == ">○ ● ○<")
  }

  @Test func theDotsDrawInTheirTintColours() {
    let window = makeWindow(width: 7, height: 1)
    let control = makeControl(in: window)
    var cells = window.render()
    #expect(cells[1, 0].style.foreground == .default)
    #expect(!cells[1, 0].style.attributes.contains(.dim))
    #expect(cells[3, 0].style.attributes.contains(.dim))
    control.currentPageIndicatorTintColor = .systemBlue
    control.pageIndicatorTintColor = .systemGray
    cells = window.render()
    #expect(cells[1, 0].style.foreground == .rgb(0, 122, 255))
    #expect(cells[3, 0].style.foreground == .rgb(142, 142, 147))
    #expect(!cells[3, 0].style.attributes.contains(.dim))
  }

  @Test func theDescriptionListsThePages() {
    let control = UIPageControl()
    control.numberOfPages = 3
    control.currentPage = 1
    control.sizeToFit()
    #expect(
      control.description
        == "<UIPageControl; frame = (0 0; 7 1); numberOfPages = 3; currentPage = 1>")
  }
}
