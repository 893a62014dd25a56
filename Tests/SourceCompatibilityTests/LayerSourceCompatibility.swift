// Core Animation and image rendering as iOS code writes them, with only the imports changed:
// UIKit's types bring Core Animation and the Core Graphics types with them, as on iOS.
// NB: `import SwiftUI`, as the other files here, not `import UIKit` or `import CoreGraphics`:
// beside `import Testing` those make Swift Testing look for its UIKit and Core Graphics
// overlays, which exist only on Apple platforms.
import Foundation
import SwiftUI
import Testing

final class CardView: UIView {
  private let gradient = CAGradientLayer()
  private let progress = CAShapeLayer()

  override init(frame: CGRect) {
    super.init(frame: frame)
    layer.cornerRadius = 8
    layer.borderWidth = 1
    layer.borderColor = UIColor.separator.cgColor
    layer.shadowColor = UIColor.black.cgColor
    layer.shadowOpacity = 0.3
    layer.shadowOffset = CGSize(width: 0, height: 2)
    layer.shadowRadius = 4
    layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
    gradient.colors = [UIColor.systemBlue.cgColor, UIColor.systemPurple.cgColor]
    gradient.locations = [0, 1]
    gradient.startPoint = CGPoint(x: 0, y: 0.5)
    gradient.endPoint = CGPoint(x: 1, y: 0.5)
    layer.insertSublayer(gradient, at: 0)
    progress.fillColor = UIColor.clear.cgColor
    progress.strokeColor = UIColor.systemGreen.cgColor
    progress.lineWidth = 2
    progress.lineCap = .round
    progress.strokeEnd = 0
    progress.lineDashPattern = [4, 2]
    layer.addSublayer(progress)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func layoutSublayers(of layer: CALayer) {
    super.layoutSublayers(of: layer)
    gradient.frame = bounds
    progress.path = UIBezierPath(ovalIn: bounds.insetBy(dx: 1, dy: 1)).cgPath
  }

  func setProgress(_ value: CGFloat, animated: Bool) {
    CATransaction.begin()
    CATransaction.setAnimationDuration(animated ? 0.3 : 0)
    CATransaction.setCompletionBlock { [weak self] in self?.accessibilityLabel = "\(Int(value * 100))%" }
    let animation = CABasicAnimation(keyPath: "strokeEnd")
    animation.fromValue = progress.strokeEnd
    animation.toValue = value
    animation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
    progress.strokeEnd = value
    progress.add(animation, forKey: "progress")
    CATransaction.commit()
  }
}

final class ShapeBackedView: UIView {
  override class var layerClass: AnyClass { CAShapeLayer.self }
  var shapeLayer: CAShapeLayer { layer as! CAShapeLayer }
}

final class Spinner: CALayer {
  override init() {
    super.init()
    needsDisplayOnBoundsChange = true
  }

  override init(layer: Any) {
    super.init(layer: layer)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func draw(in ctx: CGContext) {
    ctx.setStrokeColor(UIColor.white.cgColor)
    ctx.strokeEllipse(in: bounds)
  }
}

@MainActor
func makeAvatar(initials: String) -> UIImage {
  let renderer = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 2))
  return renderer.image { context in
    UIColor.systemTeal.setFill()
    context.fill(CGRect(x: 0, y: 0, width: 4, height: 2))
    initials.draw(at: CGPoint(x: 1, y: 0), withAttributes: [.foregroundColor: UIColor.white])
    context.cgContext.setStrokeColor(UIColor.white.cgColor)
    context.stroke(CGRect(x: 0, y: 0, width: 4, height: 2))
  }
}

@MainActor
func legacySnapshot() -> UIImage? {
  UIGraphicsBeginImageContextWithOptions(CGSize(width: 2, height: 1), false, 0)
  defer { UIGraphicsEndImageContext() }
  UIColor.red.setFill()
  UIRectFill(CGRect(x: 0, y: 0, width: 2, height: 1))
  return UIGraphicsGetImageFromCurrentImageContext()
}

final class FadeObserver: NSObject, CAAnimationDelegate {
  var finished = false
  func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { finished = flag }
}

@Suite @MainActor struct LayerSourceCompatibilityTests {
  @Test func layerCodeWrittenForIOSCompilesAndRuns() {
    let card = CardView(frame: CGRect(x: 0, y: 0, width: 20, height: 6))
    card.layoutIfNeeded()
    card.setProgress(0.5, animated: true)
    #expect(card.accessibilityLabel == "50%")
    let shape = ShapeBackedView(frame: CGRect(x: 0, y: 0, width: 4, height: 2))
    shape.shapeLayer.path = CGPath(ellipseIn: shape.bounds, transform: nil)
    #expect(makeAvatar(initials: "AB").size == CGSize(width: 4, height: 2))
    #expect(legacySnapshot()?.cgImage?.width == 2)
    let spinner = Spinner()
    spinner.frame = CGRect(x: 0, y: 0, width: 4, height: 2)
    card.layer.addSublayer(spinner)
    let observer = FadeObserver()
    let fade = CABasicAnimation(keyPath: "opacity")
    fade.delegate = observer
    card.layer.add(fade, forKey: nil)
    #expect(observer.finished)
    let image: CGImage? = makeAvatar(initials: "C").cgImage
    card.layer.contents = image
    let time: CFTimeInterval = CACurrentMediaTime()
    #expect(time >= 0)
    card.layer.transform = CATransform3DMakeScale(1.1, 1.1, 1)
    card.layer.setAffineTransform(.identity)
  }
}
