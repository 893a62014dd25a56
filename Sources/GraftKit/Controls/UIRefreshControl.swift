public import Foundation
import GraftGraphics

/// A control that starts a refresh of a scroll view's content when the user pulls it down.
///
/// Install it with `UIScrollView.refreshControl`. In a terminal the user pulls by turning the
/// mouse wheel up, or pressing Page Up, while the content is already at its top: the control
/// begins refreshing and sends `.valueChanged`. While refreshing it shows on a row above the
/// content, a spinner and its ``attributedTitle`` centred; call ``endRefreshing()`` when done.
///
/// ```swift
/// let refresh = UIRefreshControl()
/// refresh.addAction(UIAction { _ in model.reload { refresh.endRefreshing() } }, for: .valueChanged)
/// tableView.refreshControl = refresh
/// ```
@MainActor @preconcurrency
open class UIRefreshControl: UIControl {
  /// The scroll view the control is installed in.
  private var scrollView: UIScrollView? {
    guard let scrollView = superview as? UIScrollView, scrollView.refreshControl === self else {
      return nil
    }
    return scrollView
  }
  private let spinner = UIActivityIndicatorView(style: .medium)

  /// Creates a refresh control.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    spinner.hidesWhenStopped = true
    addSubview(spinner)
    isHidden = true
  }

  /// Creates a refresh control.
  public convenience init() {
    self.init(frame: .zero)
  }

  public required init?(coder: NSCoder) {
    return nil
  }

  /// Whether a refresh is under way.
  open private(set) var isRefreshing = false

  /// The title shown beside the spinner while refreshing.
  open var attributedTitle: NSAttributedString? {
    didSet { setNeedsLayout(); setNeedsDisplay() }
  }

  /// Starts refreshing, showing the spinner, without sending `.valueChanged`: code that calls
  /// it is already refreshing.
  open func beginRefreshing() {
    guard !isRefreshing else { return }
    isRefreshing = true
    isHidden = false
    spinner.startAnimating()
    scrollView?.refreshingDidChange()
    setNeedsLayout()
  }

  /// Ends refreshing and hides the control.
  open func endRefreshing() {
    guard isRefreshing else { return }
    isRefreshing = false
    spinner.stopAnimating()
    isHidden = true
    scrollView?.refreshingDidChange()
  }

  private var titleWidth: CGFloat {
    guard let title = attributedTitle?.string, !title.isEmpty else { return 0 }
    return CGFloat(title.count) + 1
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    let width = 1 + titleWidth
    spinner.frame = CGRect(
      x: max(0, ((bounds.width - width) / 2).rounded(.down)), y: 0, width: 1, height: 1)
    spinner.color = tintColor
  }

  open override func draw(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext(), let title = attributedTitle?.string,
      !title.isEmpty
    else { return }
    let style = inheritedTextStyle.applying([.foregroundColor: tintColor ?? .secondaryLabel])
    context.write(title, at: CGPoint(x: spinner.frame.maxX + 1, y: 0), style: style)
  }

  package override var debugProperties: [(String, String)] {
    super.debugProperties + [("refreshing", isRefreshing ? "YES" : "NO")]
  }
}
