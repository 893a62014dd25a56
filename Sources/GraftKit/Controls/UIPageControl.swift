public import Foundation
import GraftGraphics

/// A control that shows a row of dots, one for each page, with the current page's dot filled.
///
/// The dots draw centred, separated by spaces, `○ ● ○`. Focus adds arrows either side,
/// `>○ ● ○<`, in the cell of margin that ``size(forNumberOfPages:)`` leaves for them.
///
/// Tapping left of the current page's dot moves back one page, and tapping right of it moves
/// forward one, sending ``UIControl/Event/valueChanged`` and
/// ``UIControl/Event/primaryActionTriggered``. While focused, the Left and Right arrows do the
/// same. Setting ``currentPage`` in code sends nothing, which is what lets a scroll view's
/// delegate keep the control in step without a feedback loop.
///
/// ```swift
/// let pages = UIPageControl()
/// pages.numberOfPages = 3
/// pages.addAction(UIAction { _ in scrollTo(page: pages.currentPage) }, for: .valueChanged)
/// ```
@MainActor @preconcurrency
open class UIPageControl: UIControl {
  /// Creates a page control with no pages.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  public required init?(coder: NSCoder) {
    return nil
  }

  // MARK: - Pages

  /// The number of pages, which is the number of dots. The default is 0.
  ///
  /// Reducing it below ``currentPage`` + 1 moves the current page to the last page.
  open var numberOfPages: Int = 0 {
    didSet {
      if numberOfPages < 0 { numberOfPages = 0 }
      guard numberOfPages != oldValue else { return }
      currentPage = storedCurrentPage
      invalidateIntrinsicContentSize()
      setNeedsDisplay()
    }
  }

  private var storedCurrentPage = 0

  /// The current page, whose dot is filled. The default is 0.
  ///
  /// The value is pinned to `0...numberOfPages - 1`. Setting it sends no events.
  open var currentPage: Int {
    get { storedCurrentPage }
    set {
      let pinned = max(0, min(newValue, numberOfPages - 1))
      guard pinned != storedCurrentPage else { return }
      storedCurrentPage = pinned
      setNeedsDisplay()
    }
  }

  /// Whether the control draws nothing, and ignores the user, when there is only one page. The
  /// default is `false`.
  open var hidesForSinglePage: Bool = false {
    didSet { setNeedsDisplay() }
  }

  /// The colour of the dots of other pages. The default, `nil`, draws them dim.
  open var pageIndicatorTintColor: UIColor? {
    didSet { setNeedsDisplay() }
  }

  /// The colour of the current page's dot. The default, `nil`, uses the text colour.
  open var currentPageIndicatorTintColor: UIColor? {
    didSet { setNeedsDisplay() }
  }

  /// Whether the control is hidden because it has a single page.
  private var hidesDots: Bool {
    numberOfPages == 0 || (hidesForSinglePage && numberOfPages == 1)
  }

  // MARK: - Interaction

  /// A page control with nothing to show cannot be focused.
  open override var canBecomeFocused: Bool { super.canBecomeFocused && !hidesDots }

  /// The column of the first dot when the control is `width` cells wide.
  private func firstDotColumn(width: Int) -> Int {
    max(0, (width - (2 * numberOfPages - 1)) / 2)
  }

  /// Moves one page as the user does, sending the events when the page changed.
  private func turnPageByUser(forward: Bool) {
    let old = currentPage
    currentPage += forward ? 1 : -1
    guard currentPage != old else { return }
    sendActions(for: .valueChanged)
    sendActions(for: .primaryActionTriggered)
  }

  /// The page a tap turns to is decided where the touch ends, as the tap completes.
  private var lastTouchColumn: Int?

  /// A control that draws no dots lets touches through to the views behind it.
  open override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    !hidesDots && super.point(inside: point, with: event)
  }

  open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    lastTouchColumn = Int(touch.location(in: self).x.rounded(.down))
    return true
  }

  open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
    if let touch { lastTouchColumn = Int(touch.location(in: self).x.rounded(.down)) }
  }

  package override func didTapInside() {
    defer { lastTouchColumn = nil }
    guard !hidesDots, let column = lastTouchColumn else { return }
    let current = firstDotColumn(width: Int(bounds.width.rounded(.down))) + 2 * currentPage
    if column != current { turnPageByUser(forward: column > current) }
    sendActions(for: .touchUpInside)
  }

  package override func didActivateFromKeyboard() {
    // NB: Space and Return mean nothing to a page control; the arrows turn pages.
  }

  /// Left and Right turn a focused control's page.
  open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    guard isEnabled, isFocused, !hidesDots else { return super.pressesBegan(presses, with: event) }
    var unhandled: Set<UIPress> = []
    for press in presses {
      switch press.key?.keyCode {
      case .keyboardLeftArrow?: turnPageByUser(forward: false)
      case .keyboardRightArrow?: turnPageByUser(forward: true)
      default: unhandled.insert(press)
      }
    }
    if !unhandled.isEmpty { super.pressesBegan(unhandled, with: event) }
  }

  // MARK: - Sizing and drawing

  /// The size that shows `pageCount` dots: one cell per dot, one between neighbours and one of
  /// margin at each end, one line high.
  open func size(forNumberOfPages pageCount: Int) -> CGSize {
    CGSize(width: pageCount > 0 ? CGFloat(2 * pageCount + 1) : 0, height: 1)
  }

  /// The size that shows every page's dot.
  open override var intrinsicContentSize: CGSize {
    size(forNumberOfPages: numberOfPages)
  }

  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    self.size(forNumberOfPages: numberOfPages)
  }

  open override func draw(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext(), !hidesDots else { return }
    let base = controlTextStyle
    var other = base
    if let pageIndicatorTintColor {
      other = other.applying([.foregroundColor: pageIndicatorTintColor])
    } else {
      other.attributes.insert(.dim)
    }
    var current = base
    if let currentPageIndicatorTintColor {
      current = current.applying([.foregroundColor: currentPageIndicatorTintColor])
    }
    let first = firstDotColumn(width: Int(bounds.width.rounded(.down)))
    let y = max(0, ((bounds.height - 1) / 2).rounded(.down))
    for page in 0..<numberOfPages {
      let isCurrent = page == currentPage
      let point = CGPoint(x: first + 2 * page, y: Int(y))
      context.write(isCurrent ? "●" : "○", at: point, style: isCurrent ? current : other)
    }
    if isFocused {
      context.write(">", at: CGPoint(x: first - 1, y: Int(y)), style: base)
      context.write("<", at: CGPoint(x: first + 2 * numberOfPages - 1, y: Int(y)), style: base)
    }
  }

  package override var debugProperties: [(String, String)] {
    var properties = super.debugProperties
    properties.insert(("numberOfPages", String(numberOfPages)), at: 0)
    properties.insert(("currentPage", String(currentPage)), at: 1)
    return properties
  }
}
