public import Foundation
import GraftGraphics

/// A view that shows an image.
///
/// In a terminal an image is a glyph (see `UIImage`), drawn where ``contentMode`` puts it:
/// centred for the scaling modes and `.center`, against an edge or corner for the others. A
/// template image, such as a system symbol, draws in the view's `tintColor`; an image made with
/// `withTintColor(_:)` draws in its own colour.
///
/// ```swift
/// let favourite = UIImageView(image: UIImage(systemName: "star.fill"))   // ★
/// favourite.tintColor = .systemYellow
/// ```
@MainActor @preconcurrency
open class UIImageView: UIView {
  /// Creates an image view with no image. An image view ignores touches by default.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
  }

  /// Creates an image view showing `image`, sized to the image as in UIKit.
  public init(image: UIImage?) {
    self.image = image
    super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    isUserInteractionEnabled = false
  }

  /// Creates an image view showing `image`, or `highlightedImage` while highlighted.
  public init(image: UIImage?, highlightedImage: UIImage?) {
    self.image = image
    self.highlightedImage = highlightedImage
    super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    isUserInteractionEnabled = false
  }

  public required init?(coder: NSCoder) {
    return nil
  }

  // MARK: - Images

  /// The image shown. Setting it does not resize the view; its intrinsic size follows.
  open var image: UIImage? {
    didSet {
      if image != oldValue || image?.renderingMode != oldValue?.renderingMode { imageDidChange() }
    }
  }

  /// The image shown while ``isHighlighted`` is `true`.
  open var highlightedImage: UIImage? {
    didSet { if isHighlighted { imageDidChange() } }
  }

  /// Whether the view shows ``highlightedImage``. The default is `false`.
  open var isHighlighted: Bool = false {
    didSet { if isHighlighted != oldValue { imageDidChange() } }
  }

  /// The images of an animation. A terminal shows the first of them while animating.
  open var animationImages: [UIImage]? {
    didSet { if isAnimating { setNeedsDisplay() } }
  }

  /// The images of the animation shown while highlighted.
  open var highlightedAnimationImages: [UIImage]?

  /// How long one cycle of the animation lasts, in seconds.
  open var animationDuration: TimeInterval = 0

  /// How many times the animation repeats; 0, the default, repeats forever.
  open var animationRepeatCount: Int = 0

  /// Whether the animation is running.
  public private(set) var isAnimating: Bool = false

  /// Starts the animation, if there are ``animationImages``.
  open func startAnimating() {
    guard let images = animationImages, !images.isEmpty, !isAnimating else { return }
    isAnimating = true
    setNeedsDisplay()
  }

  /// Stops the animation and shows ``image`` again.
  open func stopAnimating() {
    guard isAnimating else { return }
    isAnimating = false
    setNeedsDisplay()
  }

  /// The image drawn now: the first animation frame while animating, else the highlighted
  /// image while highlighted, else ``image``.
  private var displayedImage: UIImage? {
    if isAnimating {
      let frames = isHighlighted ? highlightedAnimationImages ?? animationImages : animationImages
      if let first = frames?.first { return first }
    }
    return isHighlighted ? highlightedImage ?? image : image
  }

  private func imageDidChange() {
    invalidateIntrinsicContentSize()
    setNeedsDisplay()
  }

  /// Where the image draws; changing it redraws the view.
  open override var contentMode: ContentMode {
    didSet { if contentMode != oldValue { setNeedsDisplay() } }
  }

  // MARK: - Sizing

  /// The image's size, or ``UIView/noIntrinsicMetric`` in both dimensions without an image.
  open override var intrinsicContentSize: CGSize {
    guard let image = displayedImage else {
      return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }
    return image.size
  }

  /// The image's size, so `sizeToFit()` fits the view to its image.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    displayedImage?.size ?? .zero
  }

  // MARK: - Drawing

  /// Draws the image's glyph where ``contentMode`` places it, in the image's colour; an image
  /// of drawn cells draws its cells there, unscaled.
  open override func draw(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext(), let image = displayedImage else { return }
    let size = image.size
    let free = CGSize(width: bounds.width - size.width, height: bounds.height - size.height)
    let middle = CGPoint(
      x: max(0, (free.width / 2).rounded(.down)), y: max(0, (free.height / 2).rounded(.down)))
    let far = CGPoint(x: max(0, free.width), y: max(0, free.height))
    let origin: CGPoint =
      switch contentMode {
      case .scaleToFill, .scaleAspectFit, .scaleAspectFill, .redraw, .center: middle
      case .top: CGPoint(x: middle.x, y: 0)
      case .bottom: CGPoint(x: middle.x, y: far.y)
      case .left: CGPoint(x: 0, y: middle.y)
      case .right: CGPoint(x: far.x, y: middle.y)
      case .topLeft: .zero
      case .topRight: CGPoint(x: far.x, y: 0)
      case .bottomLeft: CGPoint(x: 0, y: far.y)
      case .bottomRight: far
      }
    if let cells = image.cells {
      context.draw(cells: cells, at: origin)
      return
    }
    let style = inheritedTextStyle.applying([.foregroundColor: color(of: image)])
    context.write(image.glyph, at: origin, style: style)
  }

  /// The colour `image` draws in: its own tint colour, else the view's tint colour for a
  /// template image, else the label colour.
  private func color(of image: UIImage) -> UIColor {
    if let tint = image.tintColor { return tint }
    let template =
      image.renderingMode == .alwaysTemplate
      || (image.renderingMode == .automatic && image.symbolName != nil)
    return template ? tintColor : .label
  }

  package override var debugProperties: [(String, String)] {
    var properties = super.debugProperties
    if let image { properties.insert(("image", image.description), at: 0) }
    return properties
  }
}
