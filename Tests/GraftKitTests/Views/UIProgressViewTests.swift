import Foundation
import GraftGraphics
import GraftKit
import Testing

@Suite @MainActor struct UIProgressViewTests {
  private func makeBar(in window: UIWindow) -> UIProgressView {
    let bar = UIProgressView(progressViewStyle: .default)
    bar.frame.size.width = 10
    window.addSubview(bar)
    return bar
  }

  @Test func defaults() {
    let bar = UIProgressView()
    #expect(bar.progress == 0)
    #expect(bar.progressViewStyle == .default)
    #expect(bar.progressTintColor == nil)
    #expect(bar.trackTintColor == nil)
    #expect(!bar.canBecomeFocused)
    #expect(bar.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: 1))
    let toolbarBar = UIProgressView(progressViewStyle: .bar)
    #expect(toolbarBar.progressViewStyle == .bar)
    #expect(toolbarBar.frame == CGRect(x: 0, y: 0, width: 0, height: 1))
    #expect(UIProgressView.Style.bar.rawValue == 1)
  }

  @Test func progressIsPinnedToZeroThroughOne() {
    let bar = UIProgressView()
    bar.progress = 1.5
    #expect(bar.progress == 1)
    bar.progress = -0.2
    #expect(bar.progress == 0)
    bar.setProgress(0.4, animated: true)
    #expect(bar.progress == 0.4)
    bar.progress = .nan
    #expect(bar.progress == 0)
  }

  @Test func picturesRoundDownToWholeCells() {
    let window = makeWindow(width: 10, height: 1)
    let bar = makeBar(in: window)
    #expect(window.screen() == "░░░░░░░░░░")
    bar.progress = 0.4
    #expect(window.screen() == "████░░░░░░")
    bar.progress = 0.49
    #expect(window.screen() == "████░░░░░░")
    bar.progress = 0.99
    #expect(window.screen() == "█████████░")
    bar.setProgress(1, animated: false)
    #expect(window.screen() == "██████████")
  }

  @Test func theBarDrawsInItsTintColours() {
    let window = makeWindow(width: 10, height: 1)
    let bar = makeBar(in: window)
    bar.progress = 0.5
    var cells = window.render()
    #expect(cells[0, 0].style.foreground == .rgb(0, 122, 255))
    #expect(cells[9, 0].style.attributes.contains(.dim))
    bar.progressTintColor = .systemGreen
    bar.trackTintColor = .systemGray
    cells = window.render()
    #expect(cells[4, 0].style.foreground == .rgb(52, 199, 89))
    #expect(cells[5, 0].style.foreground == .rgb(142, 142, 147))
    #expect(!cells[5, 0].style.attributes.contains(.dim))
  }

  @Test func theDescriptionListsTheProgress() {
    let bar = UIProgressView(frame: CGRect(x: 0, y: 0, width: 10, height: 1))
    bar.progress = 0.5
    #expect(bar.description == "<UIProgressView; frame = (0 0; 10 1); progress = 0.5>")
  }
}
