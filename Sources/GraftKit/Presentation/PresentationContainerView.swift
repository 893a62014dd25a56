import Foundation
import GraftGraphics

/// The view that holds a presented controller's view above everything else in the window, as
/// UIKit's transition view does: it dims what is beneath for sheets and alerts, frames a sheet
/// as a boxed card, and takes the taps and keys the presenter must not get.
@MainActor
final class PresentationContainerView: UIView {
  private(set) weak var presented: UIViewController?
  let style: UIModalPresentationStyle
  /// The bordered card a sheet draws in; `nil` for the styles that fill the window.
  private let card: SheetCardView?

  init(presenting presented: UIViewController, style: UIModalPresentationStyle) {
    self.presented = presented
    self.style = style
    card = style.isSheet ? SheetCardView() : nil
    super.init(frame: .zero)
    if let card { addSubview(card) }
  }

  required init?(coder: NSCoder) {
    return nil
  }

  /// Whether what is beneath shows through, dimmed: not beneath a sheet resting at or below
  /// its largest undimmed detent.
  private var dimsBeneath: Bool {
    if let sheet, style.isSheet { return sheet.dimsBeneath(maximum: bounds.height) }
    return style.isSheet || style == .custom
  }

  /// The presented controller's sheet presentation controller, for the sheet styles.
  private var sheet: UISheetPresentationController? {
    guard card != nil else { return nil }
    return presented?.containerState?.presentation as? UISheetPresentationController
  }

  /// What is beneath an undimmed sheet stays usable.
  override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    let hit = super.hitTest(point, with: event)
    if hit === self, !dimsBeneath, card != nil { return nil }
    return hit
  }

  func hostPresentedView() {
    guard let view = presented?.view else { return }
    (card ?? self).addSubview(view)
    setNeedsLayout()
    layoutIfNeeded()
  }

  func unhostPresentedView() {
    presented?.viewIfLoaded?.removeFromSuperview()
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    guard let view = presented?.viewIfLoaded else { return }
    guard let card else {
      view.frame = bounds
      return
    }
    card.frame = cardFrame()
    card.showsGrabber = sheet?.prefersGrabberVisible ?? false
    card.onGrabber = { [weak self] in
      guard let self, let sheet else { return }
      sheet.userCycledDetent(maximum: bounds.height)
    }
    // NB: A card too small for its border keeps its content inside, empty.
    view.frame = card.bounds.clampedInsetBy(dx: 1, dy: 1)
  }

  /// A page sheet leaves two columns at the sides and a row at the top; a form sheet or popover
  /// is centred, its preferred content size or at most 60 × 20 cells. A window too small for
  /// either gets the sheet edge to edge.
  private func cardFrame() -> CGRect {
    let (width, height) = (bounds.width, bounds.height)
    guard width >= 12, height >= 5 else { return bounds }
    switch style {
    case .formSheet, .popover:
      let preferred = presented?.preferredContentSize ?? .zero
      let cardWidth = min(width - 4, preferred.width > 0 ? preferred.width + 2 : 60)
      let cardHeight = min(height - 2, preferred.height > 0 ? preferred.height + 2 : 20)
      return CGRect(
        x: ((width - cardWidth) / 2).rounded(.down), y: ((height - cardHeight) / 2).rounded(.down),
        width: cardWidth, height: cardHeight)
    default:
      // NB: A detent is the card's height; the largest leaves a row at the top, the smallest
      // keeps a row inside the box.
      let detent = sheet?.selectedDetent(maximum: height).height ?? height
      let cardHeight = min(height - 1, max(3, detent))
      return CGRect(x: 2, y: height - cardHeight, width: width - 4, height: cardHeight)
    }
  }

  override func draw(_ rect: CGRect) {
    guard dimsBeneath, let context = UIGraphicsGetCurrentContext() else { return }
    context.restyle(rect) { $0.attributes.insert(.dim) }
  }

  /// Escape dismisses a sheet where iOS takes a swipe down; editing ends first.
  override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    let escape = presses.first { $0.key?.keyCode == .keyboardEscape }
    guard let escape, style.isSheet, window?.firstResponder == nil, let presented else {
      super.pressesBegan(presses, with: event)
      return
    }
    presented.userRequestedDismissal()
    let rest = presses.subtracting([escape])
    if !rest.isEmpty { super.pressesBegan(rest, with: event) }
  }

  package override var debugProperties: [(String, String)] {
    super.debugProperties + [("style", "\(style)")]
  }
}

/// A sheet's card: blank inside, framed with a line box, with the grabber `━━` in the middle of
/// its top edge when the sheet shows one.
@MainActor
final class SheetCardView: UIView {
  var showsGrabber = false {
    didSet { if showsGrabber != oldValue { setNeedsDisplay() } }
  }
  /// Runs when the user clicks the grabber.
  var onGrabber: (() -> Void)?

  private var grabberX: Int { max(1, (Int(bounds.width) - 2) / 2) }

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard showsGrabber, let touch = touches.first else { return super.touchesEnded(touches, with: event) }
    let point = touch.location(in: self)
    if point.y < 1, abs(Int(point.x) - grabberX) <= 2 { onGrabber?() }
  }

  override func draw(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.clear(bounds)
    let (width, height) = (Int(bounds.width), Int(bounds.height))
    guard width >= 2, height >= 2 else { return }
    var style = inheritedTextStyle
    style.attributes.remove(.dim)
    let middle = String(repeating: "─", count: width - 2)
    context.write("┌" + middle + "┐", at: .zero, style: style)
    context.write("└" + middle + "┘", at: CGPoint(x: 0, y: height - 1), style: style)
    for row in 1..<(height - 1) {
      context.write("│", at: CGPoint(x: 0, y: row), style: style)
      context.write("│", at: CGPoint(x: width - 1, y: row), style: style)
    }
    if showsGrabber, width >= 4 {
      context.write("━━", at: CGPoint(x: grabberX, y: 0), style: style)
    }
  }
}
