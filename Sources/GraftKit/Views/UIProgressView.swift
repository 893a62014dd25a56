public import Foundation
import GraftGraphics

/// A view that shows the progress of a task over time.
///
/// The bar fills its width on one line, `████░░░░░░`: the filled part is ``progress`` times the
/// width, rounded down to whole cells, in ``progressTintColor``; the rest is track, in
/// ``trackTintColor``.
///
/// ```swift
/// let bar = UIProgressView(progressViewStyle: .default)
/// bar.frame.size.width = 20
/// bar.setProgress(0.4, animated: true)
/// ```
@MainActor @preconcurrency
open class UIProgressView: UIView {
  /// The styles of progress view.
  public enum Style: Int, Sendable {
    /// The standard progress view.
    case `default` = 0
    /// A progress view for use in a toolbar. It draws the same as `.default`.
    case bar = 1
  }

  /// Creates a progress view with the given frame, in the default style.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates a progress view of the given style, one line high.
  public init(progressViewStyle style: Style) {
    progressViewStyle = style
    super.init(frame: CGRect(x: 0, y: 0, width: 0, height: 1))
  }

  public required init?(coder: NSCoder) {
    return nil
  }

  // MARK: - Progress

  private var storedProgress: Float = 0

  /// The progress, from 0 (the default) to 1. Values outside that range are pinned to it.
  open var progress: Float {
    get { storedProgress }
    set {
      let pinned = newValue.isNaN ? 0 : min(max(newValue, 0), 1)
      guard pinned != storedProgress else { return }
      storedProgress = pinned
      setNeedsDisplay()
    }
  }

  /// Sets ``progress``. Graft does not animate, so `animated` has no effect.
  open func setProgress(_ progress: Float, animated: Bool) {
    self.progress = progress
  }

  /// The view's style. The default is `.default`.
  open var progressViewStyle: Style = .default {
    didSet { setNeedsDisplay() }
  }

  /// The colour of the filled part. The default, `nil`, uses the tint colour.
  open var progressTintColor: UIColor? {
    didSet { setNeedsDisplay() }
  }

  /// The colour of the unfilled track. The default, `nil`, draws it dim.
  open var trackTintColor: UIColor? {
    didSet { setNeedsDisplay() }
  }

  // MARK: - Sizing and drawing

  /// No intrinsic width, since a progress view stretches to fill its space; one cell high.
  open override var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: 1)
  }

  /// The proposed width, one cell high.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width, height: 1)
  }

  open override func draw(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    let columns = Int(bounds.width.rounded(.down))
    guard columns > 0 else { return }
    let filled = min(columns, Int((progress * Float(columns)).rounded(.down)))
    let base = inheritedTextStyle
    let fillStyle = base.applying([.foregroundColor: progressTintColor ?? tintColor!])
    var trackStyle = base
    if let trackTintColor {
      trackStyle = trackStyle.applying([.foregroundColor: trackTintColor])
    } else {
      trackStyle.attributes.insert(.dim)
    }
    let y = max(0, ((bounds.height - 1) / 2).rounded(.down))
    let x = context.write(
      String(repeating: "█", count: filled), at: CGPoint(x: 0, y: y), style: fillStyle)
    context.write(
      String(repeating: "░", count: columns - filled), at: CGPoint(x: x, y: y), style: trackStyle)
  }

  package override var debugProperties: [(String, String)] {
    var properties = super.debugProperties
    properties.insert(("progress", String(progress)), at: 0)
    return properties
  }
}
