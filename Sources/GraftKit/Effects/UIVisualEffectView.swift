public import Foundation

/// A view that applies a visual effect, such as a blur, to what lies behind it.
///
/// Add subviews to ``contentView``, which fills the view. A terminal cannot blur, so a blur
/// effect view paints its bounds with one flat colour chosen from the blur's style (light, dark
/// or an adaptive material, by the view's `traitCollection.userInterfaceStyle`), which reads as
/// the dimmed, uniform backdrop a blur shows; its content draws over that. A vibrancy effect, or
/// no effect, paints nothing.
///
/// ```swift
/// let blur = UIVisualEffectView(effect: UIBlurEffect(style: .systemThinMaterial))
/// blur.frame = CGRect(x: 0, y: 0, width: 30, height: 5)
/// blur.contentView.addSubview(titleLabel)
/// ```
@MainActor @preconcurrency
open class UIVisualEffectView: UIView {
  /// The view to add content to; it fills the effect view.
  public let contentView: UIView

  /// The effect; `nil` shows the content with no backdrop.
  open var effect: UIVisualEffect? {
    didSet { if effect != oldValue { setNeedsDisplay() } }
  }

  /// Creates an effect view with an effect.
  public init(effect: UIVisualEffect?) {
    self.effect = effect
    contentView = UIView(frame: .zero)
    super.init(frame: .zero)
    contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(contentView)
  }

  /// Creates an effect view with no effect.
  public convenience override init(frame: CGRect) {
    self.init(effect: nil)
    self.frame = frame
  }

  public required init?(coder: NSCoder) {
    return nil
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    contentView.frame = bounds
  }

  /// Paints the effect's backdrop over the bounds.
  open override func draw(_ rect: CGRect) {
    guard let effect, let context = UIGraphicsGetCurrentContext(),
      let color = effect.backdropColor(dark: traitCollection.userInterfaceStyle != .light)
    else { return }
    context.setFillColor(color.cgColor)
    context.fill(bounds)
  }

  package override var debugProperties: [(String, String)] {
    var properties = super.debugProperties
    switch effect {
    case let blur as UIBlurEffect: properties.append(("effect", "blur \(blur.style)"))
    case let vibrancy as UIVibrancyEffect:
      properties.append(("effect", "vibrancy \(vibrancy.style) over \(vibrancy.blurEffect.style)"))
    default: break
    }
    return properties
  }
}
