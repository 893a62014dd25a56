public import Foundation
import GraftGraphics

/// A view that shows that a task is in progress.
///
/// The indicator draws one cell, a braille spinner frame from `⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏`. Frames advance only
/// when the host ticks the animation, so every render of the same state is identical. While
/// ``hidesWhenStopped`` is `true`, the default, the view is hidden whenever it is not animating.
///
/// ```swift
/// let spinner = UIActivityIndicatorView(style: .medium)
/// view.addSubview(spinner)
/// spinner.startAnimating()
/// ```
@MainActor @preconcurrency
open class UIActivityIndicatorView: UIView {
  /// The visual styles of an activity indicator.
  public enum Style: Int, Sendable {
    /// The default indicator.
    case medium = 100
    /// A larger indicator. In a terminal it draws the same single cell as `.medium`.
    case large = 101
  }

  /// The spinner's frames, in order.
  private static let frames: [String] = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]

  private var frameIndex = 0

  /// Creates an indicator of the given style, sized to fit it.
  public init(style: Style) {
    self.style = style
    super.init(frame: CGRect(origin: .zero, size: CGSize(width: 1, height: 1)))
    isHidden = true
  }

  /// Creates a `.medium` indicator with the given frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    isHidden = true
  }

  public required init?(coder: NSCoder) {
    return nil
  }

  // MARK: - Configuration

  /// The indicator's style. The default is `.medium`.
  open var style: Style = .medium {
    didSet { setNeedsDisplay() }
  }

  private var storedColor: UIColor?

  /// The colour of the spinner. Setting `nil` restores the default, the text colour.
  open var color: UIColor! {
    get { storedColor ?? .label }
    set {
      storedColor = newValue
      setNeedsDisplay()
    }
  }

  /// Whether the view hides while it is not animating. The default is `true`.
  open var hidesWhenStopped: Bool = true {
    didSet { isHidden = hidesWhenStopped && !isAnimating }
  }

  // MARK: - Animation

  private var animating = false

  /// Whether the indicator is animating.
  open var isAnimating: Bool { animating }

  /// Starts the animation, showing the view.
  open func startAnimating() {
    animating = true
    isHidden = false
    setNeedsDisplay()
  }

  /// Stops the animation, hiding the view when ``hidesWhenStopped`` is `true`.
  open func stopAnimating() {
    animating = false
    if hidesWhenStopped { isHidden = true }
    setNeedsDisplay()
  }

  /// Shows the next spinner frame, if the indicator is animating.
  ///
  /// Hosts call this on a timer; tests call it to step the animation deterministically.
  package func advanceAnimationFrame() {
    guard animating else { return }
    frameIndex = (frameIndex + 1) % UIActivityIndicatorView.frames.count
    setNeedsDisplay()
  }

  // MARK: - Sizing and drawing

  /// One cell, whatever the style.
  open override var intrinsicContentSize: CGSize { CGSize(width: 1, height: 1) }

  open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: 1, height: 1) }

  open override func draw(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext(), bounds.width >= 1, bounds.height >= 1
    else { return }
    let style = inheritedTextStyle.applying([.foregroundColor: storedColor ?? .label])
    let point = CGPoint(
      x: ((bounds.width - 1) / 2).rounded(.down), y: ((bounds.height - 1) / 2).rounded(.down))
    context.write(UIActivityIndicatorView.frames[frameIndex], at: point, style: style)
  }

  package override var debugProperties: [(String, String)] {
    var properties = super.debugProperties
    properties.insert(("animating", isAnimating ? "YES" : "NO"), at: 0)
    return properties
  }
}
