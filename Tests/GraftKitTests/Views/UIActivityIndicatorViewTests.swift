import Foundation
import GraftGraphics
import GraftKit
import Testing

@Suite @MainActor struct UIActivityIndicatorViewTests {
  @Test func defaults() {
    let spinner = UIActivityIndicatorView()
    #expect(spinner.style == .medium)
    #expect(!spinner.isAnimating)
    #expect(spinner.hidesWhenStopped)
    #expect(spinner.isHidden, "hidden while stopped, since hidesWhenStopped is true")
    #expect(spinner.color == .label)
    #expect(!spinner.canBecomeFocused)
    #expect(spinner.intrinsicContentSize == CGSize(width: 1, height: 1))
    #expect(UIActivityIndicatorView.Style.medium.rawValue == 100)
    #expect(UIActivityIndicatorView.Style.large.rawValue == 101)
  }

  @Test func initWithStyleSizesTheViewToFit() {
    let spinner = UIActivityIndicatorView(style: .large)
    #expect(spinner.style == .large)
    #expect(spinner.frame == CGRect(x: 0, y: 0, width: 1, height: 1))
    #expect(spinner.isHidden)
  }

  @Test func animatingShowsAndStoppingHides() {
    let window = makeWindow(width: 3, height: 1)
    let spinner = UIActivityIndicatorView(style: .medium)
    spinner.frame.origin.x = 1
    window.addSubview(spinner)
    #expect(window.screen() == "")
    spinner.startAnimating()
    #expect(spinner.isAnimating)
    #expect(!spinner.isHidden)
    #expect(window.screen() == " ⠋")
    spinner.stopAnimating()
    #expect(!spinner.isAnimating)
    #expect(spinner.isHidden)
    #expect(window.screen() == "")
  }

  @Test func withoutHidesWhenStoppedAStoppedIndicatorStaysVisible() {
    let window = makeWindow(width: 1, height: 1)
    let spinner = UIActivityIndicatorView(style: .medium)
    window.addSubview(spinner)
    spinner.hidesWhenStopped = false
    #expect(!spinner.isHidden)
    #expect(window.screen() == "⠋")
    spinner.startAnimating()
    spinner.stopAnimating()
    #expect(!spinner.isHidden)
    spinner.hidesWhenStopped = true
    #expect(spinner.isHidden)
  }

  @Test func framesAdvanceOnlyWhenTickedWhileAnimating() {
    let window = makeWindow(width: 1, height: 1)
    let spinner = UIActivityIndicatorView(style: .medium)
    window.addSubview(spinner)
    spinner.hidesWhenStopped = false
    spinner.advanceAnimationFrame()
    #expect(window.screen() == "⠋", "a stopped indicator does not advance")
    spinner.startAnimating()
    #expect(window.screen() == "⠋")
    #expect(window.screen() == "⠋", "rendering alone does not advance")
    var frames: [String] = []
    for _ in 0..<10 {
      spinner.advanceAnimationFrame()
      frames.append(window.screen())
    }
    #expect(frames == ["⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏", "⠋"])
  }

  @Test func theSpinnerDrawsInItsColour() {
    let window = makeWindow(width: 1, height: 1)
    let spinner = UIActivityIndicatorView(style: .medium)
    window.addSubview(spinner)
    spinner.startAnimating()
    #expect(window.render()[0, 0].style.foreground == .default)
    spinner.color = .systemRed
    #expect(spinner.color == .systemRed)
    #expect(window.render()[0, 0].style.foreground == .rgb(255, 59, 48))
    spinner.color = nil
    #expect(spinner.color == .label)
  }

  @Test func theDescriptionSaysWhetherItIsAnimating() {
    let spinner = UIActivityIndicatorView(style: .medium)
    #expect(
      spinner.description
        == "<UIActivityIndicatorView; frame = (0 0; 1 1); animating = NO; hidden = YES>")
    spinner.startAnimating()
    #expect(spinner.description == "<UIActivityIndicatorView; frame = (0 0; 1 1); animating = YES>")
  }
}
