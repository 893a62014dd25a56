public import Foundation
import GraftGraphics

/// A view that shows a region of content larger than itself and scrolls through it.
///
/// Add content as subviews, set ``contentSize`` to the size of everything there is, and the
/// scroll view shows the part at ``contentOffset``, which is its `bounds.origin`, as in UIKit.
/// The mouse wheel scrolls it, within the content; Page Up, Page Down, Home and End scroll it
/// when they reach it up the responder chain from a focused view inside it. A one-cell bar at
/// the right edge (and the bottom edge) shows where the visible part lies.
///
/// ```swift
/// let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 40, height: 10))
/// scrollView.addSubview(longLabel)
/// scrollView.contentSize = longLabel.frame.size
/// scrollView.delegate = self
/// ```
@MainActor @preconcurrency
open class UIScrollView: UIView, ScrollEventHandling {
  /// How the safe area adjusts the content insets. Graft has no safe area, so all behave alike.
  public enum ContentInsetAdjustmentBehavior: Int, Sendable {
    case automatic, scrollableAxes, never, always
  }

  /// How the keyboard is dismissed when dragging starts. Graft has no on-screen keyboard.
  public enum KeyboardDismissMode: Int, Sendable {
    case none, onDrag, interactive, onDragWithAccessory, interactiveWithAccessory
  }

  // NB: Scroll indicators are subviews kept frontmost, as in UIKit: the renderer draws a view's
  // draw(_:) before its subviews, so only a subview can draw over the content.
  private let verticalIndicator = _UIScrollViewScrollIndicator(axis: .vertical)
  private let horizontalIndicator = _UIScrollViewScrollIndicator(axis: .horizontal)

  /// Creates a scroll view. A scroll view clips its content to its bounds.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    clipsToBounds = true
  }

  public required init?(coder: NSCoder) {
    return nil
  }

  // MARK: - Geometry

  /// The scroll view's bounds. Their origin is ``contentOffset``; a change of it tells the
  /// delegate ``UIScrollViewDelegate/scrollViewDidScroll(_:)``.
  open override var bounds: CGRect {
    get { super.bounds }
    set {
      let oldOrigin = super.bounds.origin
      super.bounds = newValue
      updateScrollIndicators()
      if super.bounds.origin != oldOrigin { delegate?.scrollViewDidScroll(self) }
    }
  }

  /// The scroll view's frame; a new size moves the scroll indicators to the new edges.
  open override var frame: CGRect {
    get { super.frame }
    set {
      super.frame = newValue
      updateScrollIndicators()
    }
  }

  /// The size of the content the scroll view scrolls through. The default is zero.
  open var contentSize: CGSize = .zero {
    didSet { if contentSize != oldValue { updateScrollIndicators() } }
  }

  /// The point of the content shown at the scroll view's top-left corner.
  ///
  /// Setting it in code is not limited to the content, as in UIKit; the mouse wheel and keys
  /// stay within it.
  open var contentOffset: CGPoint {
    get { bounds.origin }
    set { bounds.origin = newValue }
  }

  /// Sets ``contentOffset``. A terminal does not animate: the offset changes at once, and an
  /// animated change also calls ``UIScrollViewDelegate/scrollViewDidEndScrollingAnimation(_:)``.
  open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
    let oldOffset = self.contentOffset
    self.contentOffset = contentOffset
    if animated, self.contentOffset != oldOffset {
      delegate?.scrollViewDidEndScrollingAnimation(self)
    }
  }

  /// Extra scrollable space around the content. The default is zero.
  open var contentInset: UIEdgeInsets = .zero {
    didSet {
      guard contentInset != oldValue else { return }
      updateScrollIndicators()
      adjustedContentInsetDidChange()
      delegate?.scrollViewDidChangeAdjustedContentInset(self)
    }
  }

  /// The insets the scroll view actually uses: ``contentInset``, since Graft has no safe area,
  /// with a row more at the top while a ``refreshControl`` is refreshing.
  open var adjustedContentInset: UIEdgeInsets {
    var inset = contentInset
    if let refreshControl, refreshControl.isRefreshing { inset.top += 1 }
    return inset
  }

  /// Called when ``adjustedContentInset`` changes. The default does nothing.
  open func adjustedContentInsetDidChange() {}

  /// How the safe area adjusts the content insets. The default is `.automatic`.
  open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic

  /// Scrolls the least distance that makes `rect`, in content coordinates, visible.
  ///
  /// Nothing moves when the rectangle is visible already. A rectangle larger than the view
  /// shows its top-left part. The offset stays within the content.
  open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
    guard !rect.isNull, !rect.isInfinite else { return }
    let rect = rect.standardized
    let range = scrollRange
    func offset(
      _ current: CGFloat, _ visible: CGFloat, _ lower: CGFloat, _ upper: CGFloat,
      _ bounds: ClosedRange<CGFloat>
    ) -> CGFloat {
      if lower >= current, upper <= current + visible { return current }
      let target = lower < current || upper - lower > visible ? lower : upper - visible
      return min(max(target, bounds.lowerBound), bounds.upperBound)
    }
    let target = CGPoint(
      x: offset(contentOffset.x, bounds.width, rect.minX, rect.maxX, range.x),
      y: offset(contentOffset.y, bounds.height, rect.minY, rect.maxY, range.y))
    setContentOffset(target, animated: animated)
  }

  // MARK: - Behaviour

  /// The object told about scrolling.
  open weak var delegate: (any UIScrollViewDelegate)?

  /// Whether the user can scroll the content. The default is `true`.
  open var isScrollEnabled: Bool = true

  /// Whether the content bounces past its edges. The default is `true`. Graft never bounces.
  open var bounces: Bool = true

  /// Whether vertical bouncing is allowed when the content is shorter than the view.
  open var alwaysBounceVertical: Bool = false

  /// Whether horizontal bouncing is allowed when the content is narrower than the view.
  open var alwaysBounceHorizontal: Bool = false

  /// Whether scrolling stops on multiples of the view's size. The default is `false`.
  open var isPagingEnabled: Bool = false

  /// Whether scrolling is locked to one axis at a time. The default is `false`.
  open var isDirectionalLockEnabled: Bool = false

  /// Whether tapping the status bar scrolls to the top. The default is `true`.
  open var scrollsToTop: Bool = true

  /// How the keyboard is dismissed when the user scrolls. The default is `.none`; any other
  /// mode ends editing of the first responder when the mouse wheel scrolls the view.
  open var keyboardDismissMode: KeyboardDismissMode = .none

  // MARK: - Zooming (see UIScrollView+Zooming.swift)

  /// The smallest zoom scale. The default is 1; values that are not positive numbers are
  /// ignored.
  open var minimumZoomScale: CGFloat {
    get { storedMinimumZoomScale }
    set { if newValue.isFinite, newValue > 0 { storedMinimumZoomScale = newValue } }
  }

  /// The largest zoom scale. The default is 1, so a scroll view does not zoom until it is
  /// raised; values that are not positive numbers are ignored.
  open var maximumZoomScale: CGFloat {
    get { storedMaximumZoomScale }
    set { if newValue.isFinite, newValue > 0 { storedMaximumZoomScale = newValue } }
  }

  /// How far the content is zoomed. The default is 1. Setting it zooms the delegate's
  /// ``UIScrollViewDelegate/viewForZooming(in:)``, within the minimum and maximum scales.
  open var zoomScale: CGFloat {
    get { storedZoomScale }
    set { setZoomScale(newValue, animated: false) }
  }

  /// Zooms to `scale`, pinned to the minimum and maximum scales; `NaN` and scales that are not
  /// positive are ignored. Without a view for zooming nothing changes.
  open func setZoomScale(_ scale: CGFloat, animated: Bool) {
    applyZoomScale(scale)
  }

  /// Zooms so that `rect`, in the zooming view's coordinates, fills the view as far as the
  /// scales allow, and scrolls to it.
  open func zoom(to rect: CGRect, animated: Bool) {
    zoomToRect(rect)
  }

  /// Whether the content bounces past the zoom limits. The default is `true`. Graft never
  /// bounces.
  open var bouncesZoom: Bool = true

  /// Whether the user is zooming: `false` outside a zoom key's handling.
  open var isZooming: Bool { zoomInProgress }

  /// Whether the zoom is bouncing back within its limits: Graft never bounces, so `false`.
  open var isZoomBouncing: Bool { false }

  var storedMinimumZoomScale: CGFloat = 1
  var storedMaximumZoomScale: CGFloat = 1
  var storedZoomScale: CGFloat = 1
  var zoomInProgress = false
  /// The zooming view's size, and the content size, at scale 1.
  var unzoomedSizes: (view: CGSize, content: CGSize)?

  // MARK: - Refreshing (see UIRefreshControl.swift)

  /// The control that refreshes the content when the user pulls past the top: a mouse-wheel
  /// turn up, or Page Up, while the content is at its top.
  open var refreshControl: UIRefreshControl? {
    didSet {
      guard refreshControl !== oldValue else { return }
      if let oldValue, oldValue.superview === self { oldValue.removeFromSuperview() }
      if let refreshControl {
        insertSubview(refreshControl, at: 0)
        layoutRefreshControl()
      }
    }
  }

  /// Whether the user is dragging the content. Graft has no dragging, so it is `false`.
  open var isDragging: Bool { false }

  /// Whether the user has touched the content and may start dragging. Always `false`.
  open var isTracking: Bool { false }

  /// Whether the content is still moving after a drag. Graft does not decelerate: `false`.
  open var isDecelerating: Bool { false }

  // MARK: - Scroll indicators

  /// Whether the vertical scroll indicator shows when the content is taller than the view.
  open var showsVerticalScrollIndicator: Bool = true {
    didSet { updateScrollIndicators() }
  }

  /// Whether the horizontal scroll indicator shows when the content is wider than the view.
  open var showsHorizontalScrollIndicator: Bool = true {
    didSet { updateScrollIndicators() }
  }

  /// Shows the scroll indicators briefly. Graft's indicators show whenever there is more
  /// content, so this does nothing.
  open func flashScrollIndicators() {}

  /// Places the indicators at the visible edges, shows them when there is more content along
  /// their axis, and keeps them in front of the content.
  func updateScrollIndicators() {
    let range = scrollRange
    let showsVertical =
      showsVerticalScrollIndicator && range.y.upperBound > range.y.lowerBound
      && bounds.width >= 1 && bounds.height >= 1
    let showsHorizontal =
      showsHorizontalScrollIndicator && range.x.upperBound > range.x.lowerBound
      && bounds.width >= 1 && bounds.height >= 1
    let inset = adjustedContentInset
    if showsVertical {
      let length = bounds.height - (showsHorizontal ? 1 : 0)
      verticalIndicator.frame = CGRect(x: bounds.maxX - 1, y: bounds.minY, width: 1, height: length)
      verticalIndicator.thumb = Self.thumb(
        track: length, visible: bounds.height,
        content: contentSize.height + inset.top + inset.bottom,
        position: contentOffset.y + inset.top)
    }
    if showsHorizontal {
      let length = bounds.width - (showsVertical ? 1 : 0)
      horizontalIndicator.frame = CGRect(
        x: bounds.minX, y: bounds.maxY - 1, width: length, height: 1)
      horizontalIndicator.thumb = Self.thumb(
        track: length, visible: bounds.width, content: contentSize.width + inset.left + inset.right,
        position: contentOffset.x + inset.left)
    }
    let shown = [(verticalIndicator, showsVertical), (horizontalIndicator, showsHorizontal)]
    for (indicator, shows) in shown where !shows && indicator.superview === self {
      indicator.removeFromSuperview()
    }
    let front = shown.filter(\.1).map(\.0)
    guard !subviews.suffix(front.count).elementsEqual(front, by: ===) else { return }
    for indicator in front {
      if indicator.superview === self {
        bringSubviewToFront(indicator)
      } else {
        addSubview(indicator)
      }
    }
  }

  /// Where the thumb of an indicator with a `track`-cell track lies, in cells from its start.
  private static func thumb(
    track: CGFloat, visible: CGFloat, content: CGFloat, position: CGFloat
  ) -> (start: Int, length: Int) {
    let cells = Int(track.rounded(.down))
    guard cells > 0, content > visible else { return (0, 0) }
    let length = min(cells, max(1, Int((visible / content * CGFloat(cells)).rounded())))
    let progress = min(1, max(0, position / (content - visible)))
    return (Int((progress * CGFloat(cells - length)).rounded()), length)
  }

  /// Keeps the scroll indicators in front of a newly added subview.
  open override func didAddSubview(_ subview: UIView) {
    super.didAddSubview(subview)
    // NB: Only the order can have changed, and only a shown indicator has an order to keep: a
    // list of 10,000 rows is built before its scroll view has a size to show them in.
    guard !(subview is _UIScrollViewScrollIndicator),
      verticalIndicator.superview === self || horizontalIndicator.superview === self
    else { return }
    updateScrollIndicators()
  }

  /// Places the scroll indicators, as UIKit's scroll view does during layout.
  open override func layoutSubviews() {
    super.layoutSubviews()
    applyContentLayoutGuide()
    layoutRefreshControl()
    updateScrollIndicators()
  }

  // MARK: - Scrolling by the user

  /// The offsets the user can scroll to along each axis: from minus the leading inset to where
  /// the end of the content, plus the trailing inset, meets the view's far edge.
  var scrollRange: (x: ClosedRange<CGFloat>, y: ClosedRange<CGFloat>) {
    let inset = adjustedContentInset
    let minX = -inset.left
    let minY = -inset.top
    let maxX = max(minX, contentSize.width + inset.right - bounds.width)
    let maxY = max(minY, contentSize.height + inset.bottom - bounds.height)
    return (minX...maxX, minY...maxY)
  }

  /// Scrolls by `delta`, staying within the content, as a user's scroll does.
  ///
  /// The content never moves against `delta`, even when code placed it outside its range.
  /// - Returns: Whether the offset changed.
  func scrollWithinContent(by delta: CGPoint) -> Bool {
    guard isScrollEnabled else { return false }
    let range = scrollRange
    func move(_ current: CGFloat, _ delta: CGFloat, _ range: ClosedRange<CGFloat>) -> CGFloat {
      if delta > 0 { return max(current, min(current + delta, range.upperBound)) }
      if delta < 0 { return min(current, max(current + delta, range.lowerBound)) }
      return current
    }
    let target = CGPoint(
      x: move(contentOffset.x, delta.x, range.x), y: move(contentOffset.y, delta.y, range.y))
    guard target != contentOffset else { return false }
    contentOffset = target
    return true
  }

  /// Scrolls by a mouse wheel's `delta`, added to ``contentOffset``: a positive `y` shows
  /// content further down.
  ///
  /// - Returns: `false` when the view cannot move that way, so an enclosing scroll view may.
  package func handleScroll(by delta: CGPoint) -> Bool {
    guard isScrollEnabled else { return false }
    if delta.y < 0, pullToRefreshIfAtTop() { return true }
    let moved = isPagingEnabled ? scrollToNextPage(by: delta) : scrollWithinContent(by: delta)
    if moved { dismissKeyboardForUserScroll() }
    return moved
  }

  /// Scrolls by `pages` visible heights (negative pages scroll up), or widths when the content
  /// only scrolls horizontally.
  ///
  /// - Returns: Whether the offset changed.
  @discardableResult
  package func scrollByPages(_ pages: Int) -> Bool {
    let inset = adjustedContentInset
    let range = scrollRange
    if range.y.upperBound == range.y.lowerBound, range.x.upperBound > range.x.lowerBound {
      let page = max(1, bounds.width - inset.left - inset.right)
      return scrollWithinContent(by: CGPoint(x: page * CGFloat(pages), y: 0))
    }
    let page = max(1, bounds.height - inset.top - inset.bottom)
    return scrollWithinContent(by: CGPoint(x: 0, y: page * CGFloat(pages)))
  }

  /// Scrolls to the start of the content (Home) or to its end (End).
  ///
  /// - Returns: Whether the offset changed.
  @discardableResult
  package func scrollToEdge(end: Bool) -> Bool {
    let range = scrollRange
    let vertical =
      range.y.upperBound > range.y.lowerBound || range.x.upperBound == range.x.lowerBound
    let target =
      vertical
      ? CGPoint(x: contentOffset.x, y: end ? range.y.upperBound : range.y.lowerBound)
      : CGPoint(x: end ? range.x.upperBound : range.x.lowerBound, y: contentOffset.y)
    return scrollWithinContent(
      by: CGPoint(x: target.x - contentOffset.x, y: target.y - contentOffset.y))
  }

  /// Page Up, Page Down, Home and End scroll the content; other keys, and keys that cannot move
  /// it any further, go up the responder chain.
  ///
  /// A scroll view cannot be focused, as in UIKit, so these keys reach it from a focused view
  /// or first responder inside it that does not handle them.
  open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    var unhandled: Set<UIPress> = []
    for press in presses {
      let handled =
        switch press.key?.keyCode {
        case .keyboardPageDown?: scrollByPages(1)
        case .keyboardPageUp?: pullToRefreshIfAtTop() || scrollByPages(-1)
        case .keyboardHome?: scrollToEdge(end: false)
        case .keyboardEnd?: scrollToEdge(end: true)
        default: handleZoomKey(press.key)
        }
      if !handled { unhandled.insert(press) }
    }
    if !unhandled.isEmpty { super.pressesBegan(unhandled, with: event) }
  }

  // MARK: - Description

  package override var debugProperties: [(String, String)] {
    func number(_ value: CGFloat) -> String {
      value == value.rounded() ? String(Int(value)) : String(Double(value))
    }
    return super.debugProperties + [
      ("contentOffset", "{\(number(contentOffset.x)), \(number(contentOffset.y))}"),
      ("contentSize", "{\(number(contentSize.width)), \(number(contentSize.height))}"),
    ]
  }
}

/// A scroll indicator: a bar along one edge whose thumb shows where the visible part lies.
///
/// Named after UIKit's private class, which also shows up among a scroll view's subviews.
@MainActor
private final class _UIScrollViewScrollIndicator: UIView {
  let axis: NSLayoutConstraint.Axis
  /// The thumb's first cell and length along the track.
  var thumb: (start: Int, length: Int) = (0, 0) {
    didSet { if thumb != oldValue { setNeedsDisplay() } }
  }

  init(axis: NSLayoutConstraint.Axis) {
    self.axis = axis
    super.init(frame: .zero)
    isUserInteractionEnabled = false
  }

  required init?(coder: NSCoder) {
    return nil
  }

  override func draw(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext(), thumb.length > 0 else { return }
    let style = inheritedTextStyle
    for cell in thumb.start..<(thumb.start + thumb.length) {
      if axis == .vertical {
        context.write("┃", at: CGPoint(x: 0, y: CGFloat(cell)), style: style)
      } else {
        context.write("━", at: CGPoint(x: CGFloat(cell), y: 0), style: style)
      }
    }
  }
}
