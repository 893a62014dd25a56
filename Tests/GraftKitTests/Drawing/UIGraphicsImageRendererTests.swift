import Foundation
import GraftGraphics
import GraftKit
import Testing

@Suite @MainActor struct UIGraphicsImageRendererTests {
  /// A 4 × 2 badge: a red top row with "OK" on it, and a stroked bottom row.
  private func badge() -> UIImage {
    let renderer = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 2))
    return renderer.image { context in
      UIColor.red.setFill()
      context.fill(CGRect(x: 0, y: 0, width: 4, height: 1))
      "OK".draw(at: CGPoint(x: 1, y: 0))
      let line = UIBezierPath()
      line.move(to: CGPoint(x: 0, y: 1.5))
      line.addLine(to: CGPoint(x: 4, y: 1.5))
      line.lineWidth = 0.25
      line.stroke()
    }
  }

  @Test func anImageHoldsWhatItsActionsDrew() {
    let image = badge()
    #expect(image.size == CGSize(width: 4, height: 2))
    #expect(image.cgImage?.width == 4)
    #expect(image.cgImage?.height == 2)
    #expect(image.pngData() == nil)
    #expect(image.jpegData(compressionQuality: 1) == nil)
  }

  @Test func anImageViewShowsTheImageCentredOrAtTheTopLeft() {
    let window = makeWindow(width: 8, height: 4)
    let imageView = UIImageView(image: badge())
    #expect(imageView.frame.size == CGSize(width: 4, height: 2))
    imageView.frame = CGRect(x: 0, y: 0, width: 8, height: 4)
    window.addSubview(imageView)
    let frame = window.render()
    #expect(frame.plainText == "\n   OK\n  ⠤⠤⠤⠤\n")
    #expect(frame[2, 1].style.background == .rgb(255, 0, 0))
    #expect(frame[3, 1].style.background == .rgb(255, 0, 0), "text keeps the image's background")
    #expect(frame[1, 1].style.background == .default)
    imageView.contentMode = .topLeft
    #expect(window.screen() == " OK\n⠤⠤⠤⠤\n\n")
  }

  @Test func theRenderersContextIsCurrentAndItsBoundsOriginIsTheImagesCorner() {
    let format = UIGraphicsImageRendererFormat.default()
    format.scale = 3
    format.opaque = true
    format.preferredRange = .standard
    let renderer = UIGraphicsImageRenderer(bounds: CGRect(x: 10, y: 5, width: 3, height: 1), format: format)
    #expect(renderer.format.scale == 3)
    let image = renderer.image { context in
      #expect(UIGraphicsGetCurrentContext() === context.cgContext)
      #expect(context.format.opaque)
      "abc".draw(at: CGPoint(x: 10, y: 5))
      #expect(context.currentImage.size == CGSize(width: 3, height: 1))
      context.clip(to: CGRect(x: 10, y: 5, width: 1, height: 1))
      UIColor.blue.setFill()
      context.fill(CGRect(x: 10, y: 5, width: 3, height: 1), blendMode: .multiply)
    }
    #expect(UIGraphicsGetCurrentContext() == nil)
    let window = makeWindow(width: 3, height: 1)
    let view = UIImageView(image: image)
    window.addSubview(view)
    let frame = window.render()
    #expect(frame.plainText == "abc")
    #expect(frame[0, 0].style.background == .rgb(0, 0, 255), "the fill is clipped to the first cell")
    #expect(frame[1, 0].style.background == .default)
  }

  @Test func anEnormousOrNonFiniteSizeIsCutToFit() {
    let huge = UIGraphicsImageRenderer(size: CGSize(width: 1e12, height: 2)).image { _ in }
    #expect(huge.size == CGSize(width: 1_024, height: 2))
    let broken = UIGraphicsImageRenderer(size: CGSize(width: CGFloat.nan, height: -4)).image { _ in }
    #expect(broken.size == .zero)
  }

  @Test func theOlderImageContextFunctionsPushAndPopAContext() {
    #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)
    UIGraphicsBeginImageContextWithOptions(CGSize(width: 3, height: 1), false, 0)
    #expect(UIGraphicsGetCurrentContext() != nil)
    "xyz".draw(at: .zero)
    let image = UIGraphicsGetImageFromCurrentImageContext()
    UIGraphicsEndImageContext()
    #expect(UIGraphicsGetCurrentContext() == nil)
    #expect(image?.size == CGSize(width: 3, height: 1))
    let window = makeWindow(width: 3, height: 1)
    window.addSubview(UIImageView(image: image))
    #expect(window.screen() == "xyz")
  }
}
