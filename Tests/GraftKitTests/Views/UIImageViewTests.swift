import Foundation
import GraftGraphics
import GraftKit
import Testing

@Suite @MainActor struct UIImageViewTests {
  @Test func drawsTheSymbolCentredInItsBounds() {
    let window = makeWindow(width: 7, height: 3)
    let imageView = UIImageView(image: UIImage(systemName: "star.fill"))
    #expect(imageView.frame == CGRect(x: 0, y: 0, width: 1, height: 1))
    imageView.frame = CGRect(x: 0, y: 0, width: 7, height: 3)
    window.addSubview(imageView)
    #expect(window.screen() == "\n   ★\n")

    imageView.contentMode = .center
    #expect(window.screen() == "\n   ★\n")
  }

  @Test func contentModePinsTheImageToAnEdgeOrCorner() {
    let window = makeWindow(width: 5, height: 3)
    let imageView = UIImageView(frame: CGRect(x: 0, y: 0, width: 5, height: 3))
    imageView.image = UIImage(systemName: "heart.fill")
    window.addSubview(imageView)
    let expected: [(UIView.ContentMode, String)] = [
      (.topLeft, "♥\n\n"), (.top, "  ♥\n\n"), (.topRight, "    ♥\n\n"), (.left, "\n♥\n"),
      (.right, "\n    ♥\n"), (.bottomLeft, "\n\n♥"), (.bottom, "\n\n  ♥"),
      (.bottomRight, "\n\n    ♥"), (.scaleAspectFit, "\n  ♥\n"),
    ]
    for (mode, picture) in expected {
      imageView.contentMode = mode
      #expect(window.screen() == picture, "\(mode)")
    }
  }

  @Test func intrinsicContentSizeIsTheImageSize() {
    let imageView = UIImageView()
    #expect(
      imageView.intrinsicContentSize
        == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
    imageView.image = UIImage(glyph: "<=>")
    #expect(imageView.intrinsicContentSize == CGSize(width: 3, height: 1))
    #expect(imageView.frame.size == .zero)
    imageView.sizeToFit()
    #expect(imageView.frame.size == CGSize(width: 3, height: 1))
  }

  @Test func ignoresTouchesByDefault() {
    let window = makeWindow(width: 5, height: 1)
    let imageView = UIImageView(image: UIImage(systemName: "star"))
    window.addSubview(imageView)
    #expect(imageView.isUserInteractionEnabled == false)
    #expect(window.hitTest(CGPoint(x: 0, y: 0), with: nil) === window)
  }

  @Test func highlightedImageShowsWhileHighlighted() {
    let window = makeWindow(width: 1, height: 1)
    let imageView = UIImageView(
      image: UIImage(systemName: "star"), highlightedImage: UIImage(systemName: "star.fill"))
    window.addSubview(imageView)
    #expect(window.screen() == "☆")
    imageView.isHighlighted = true
    #expect(window.screen() == "★")
    imageView.highlightedImage = nil
    #expect(window.screen() == "☆")
  }

  @Test func animationImagesShowTheirFirstFrameWhileAnimating() {
    let window = makeWindow(width: 1, height: 1)
    let imageView = UIImageView(image: UIImage(systemName: "circle"))
    window.addSubview(imageView)
    imageView.startAnimating()
    #expect(imageView.isAnimating == false)
    imageView.animationImages = [UIImage(glyph: "|"), UIImage(glyph: "/")]
    imageView.startAnimating()
    #expect(imageView.isAnimating == true)
    #expect(window.screen() == "|")
    imageView.stopAnimating()
    #expect(imageView.isAnimating == false)
    #expect(window.screen() == "○")
  }

  @Test func templateImagesDrawInTheTintColour() {
    let window = makeWindow(width: 3, height: 1)
    let template = UIImageView(image: UIImage(systemName: "star.fill"))
    template.tintColor = .systemRed
    let tinted = UIImageView(image: UIImage(systemName: "star.fill")?.withTintColor(.systemGreen))
    tinted.frame.origin.x = 1
    tinted.tintColor = .systemRed
    let original = UIImageView(image: UIImage(glyph: "*"))
    original.frame.origin.x = 2
    original.tintColor = .systemRed
    for view in [template, tinted, original] { window.addSubview(view) }

    let cells = window.render()
    #expect(cells[0, 0].style.foreground == UIColor.systemRed.terminalColor)
    #expect(cells[1, 0].style.foreground == UIColor.systemGreen.terminalColor)
    #expect(cells[2, 0].style.foreground == .default)

    template.tintColor = .systemBlue
    #expect(window.render()[0, 0].style.foreground == UIColor.systemBlue.terminalColor)
  }
}
