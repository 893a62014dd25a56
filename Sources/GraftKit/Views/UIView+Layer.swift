import Foundation

extension UIView: CALayerDelegate {
  /// The view's Core Animation layer, made the first time it is asked for, of the class
  /// ``layerClass`` names.
  ///
  /// The layer shares the view's background colour, clipping, opacity, visibility and
  /// geometry; what only a layer has (border, corners, shadow, sublayers) draws with the view.
  ///
  /// ```swift
  /// card.layer.cornerRadius = 1
  /// card.layer.borderWidth = 1
  /// card.layer.borderColor = UIColor.separator.cgColor
  /// ```
  public var layer: CALayer {
    if let layer = layerIfMade { return layer }
    let made = Self.makeLayer(of: Self.layerClass)
    made.viewReference = Unmanaged.passUnretained(self)
    rarelySet(makingIf: true)!.layer = made
    return made
  }

  /// The view's layer if anything has asked for it; `nil` for most views, which draw without.
  var layerIfMade: CALayer? { rarelySet?.layer }

  /// A layer of `type`, or of the nearest built-in class it inherits from.
  ///
  /// NB: Without the Objective-C runtime, Swift can make an instance of a class known only at
  /// run time only through a `required` initialiser, and `CALayer.init()` cannot be one
  /// without breaking subclasses that override it; so a layer class of an app's own is made as
  /// the built-in class it inherits from, and reported.
  private static func makeLayer(of type: AnyClass) -> CALayer {
    let made: CALayer =
      if type is CATextLayer.Type { CATextLayer() }
      else if type is CAGradientLayer.Type { CAGradientLayer() }
      else if type is CAShapeLayer.Type { CAShapeLayer() }
      else { CALayer() }
    if type is CALayer.Type, Swift.type(of: made) != type {
      RuntimeIssues.report(
        "layerClass \(type) is not a built-in layer class; the view uses a \(Swift.type(of: made)) instead.")
    }
    return made
  }
}
