public import Foundation

/// A container that shows one page (a view controller) at a time and turns to the pages its
/// data source gives before and after it.
///
/// The user turns pages with the Left and Right arrows (Up and Down for a vertical
/// orientation), by clicking the first or last column of the page, or by clicking the page
/// indicator either side of the current dot. The indicator is the bottom line of the scroll
/// style, drawn when the data source implements `presentationCount(for:)` and
/// `presentationIndex(for:)`. A turn the user makes tells the delegate `willTransitionTo`, then
/// `didFinishAnimating:previousViewControllers:transitionCompleted:`; pages set in code with
/// ``setViewControllers(_:direction:animated:completion:)`` tell it nothing, as in UIKit.
///
/// ```swift
/// let pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
/// pages.dataSource = self
/// pages.setViewControllers([onboarding[0]], direction: .forward, animated: false)
/// ```
@MainActor @preconcurrency
open class UIPageViewController: UIViewController {
  /// How a page turn looks. A terminal does not animate; both styles swap the page at once.
  public enum TransitionStyle: Int, Sendable {
    case pageCurl, scroll
  }

  /// The axis pages turn along.
  public enum NavigationOrientation: Int, Sendable {
    case horizontal, vertical
  }

  /// The direction of a turn.
  public enum NavigationDirection: Int, Sendable {
    case forward, reverse
  }

  /// Where the spine of a page-curl controller is.
  public enum SpineLocation: Int, Sendable {
    case none, min, mid, max
  }

  /// Keys of the options a page view controller is created with.
  public struct OptionsKey: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A `SpineLocation`'s raw value (as an `NSNumber` or `Int`), for the page-curl style.
    public static let spineLocation = OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")
    /// The space between pages, in cells, for the scroll style.
    public static let interPageSpacing = OptionsKey(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
  }

  /// How a page turn looks.
  public let transitionStyle: TransitionStyle
  /// The axis pages turn along.
  public let navigationOrientation: NavigationOrientation
  /// Where the spine is: from the options, else `.min` for page curl and `.none` for scroll.
  public private(set) var spineLocation: SpineLocation
  /// The space between pages of the scroll style. Kept; one page shows at a time.
  public let interPageSpacing: CGFloat
  /// Whether pages have content on both sides. Kept; one page shows at a time.
  open var isDoubleSided = false
  /// The object that gives the pages before and after the one shown.
  open weak var dataSource: (any UIPageViewControllerDataSource)? {
    didSet { updateIndicator() }
  }
  /// The object told when the user turns a page.
  open weak var delegate: (any UIPageViewControllerDelegate)?

  private var pages: [UIViewController] = []
  private var shownPage: UIViewController?
  private let indicator = UIPageControl(frame: .zero)

  /// Creates a page view controller of `style` turning along `navigationOrientation`.
  public init(
    transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
    options: [OptionsKey: Any]? = nil
  ) {
    transitionStyle = style
    self.navigationOrientation = navigationOrientation
    let spine = (options?[.spineLocation] as? NSNumber)?.intValue ?? (options?[.spineLocation] as? Int)
    spineLocation = spine.flatMap(SpineLocation.init(rawValue:)) ?? (style == .pageCurl ? .min : .none)
    let spacing = (options?[.interPageSpacing] as? NSNumber)?.doubleValue ?? (options?[.interPageSpacing] as? Double)
      ?? (options?[.interPageSpacing] as? CGFloat).map(Double.init)
    interPageSpacing = CGFloat(spacing ?? 0)
    super.init(nibName: nil, bundle: nil)
    indicator.isHidden = true
    indicator.addAction(UIAction { [weak self] _ in self?.indicatorChanged() }, for: .valueChanged)
  }

  public required init?(coder: NSCoder) {
    return nil
  }

  // MARK: - Pages

  /// The pages shown: one, or none before ``setViewControllers(_:direction:animated:completion:)``.
  open var viewControllers: [UIViewController]? { pages }

  /// Shows `viewControllers` (one page) at once; `completion` gets `true`. The delegate is not
  /// told.
  open func setViewControllers(
    _ viewControllers: [UIViewController]?, direction: NavigationDirection, animated: Bool,
    completion: ((Bool) -> Void)? = nil
  ) {
    transition(to: Array((viewControllers ?? []).prefix(1)), animated: animated)
    completion?(true)
  }

  private func transition(to controllers: [UIViewController], animated: Bool) {
    let old = pages
    let added = controllers.filter { controller in !old.contains { $0 === controller } }
    let removed = old.filter { controller in !controllers.contains { $0 === controller } }
    for controller in added { addChild(controller) }
    for controller in removed { controller.willMove(toParent: nil) }
    pages = controllers
    showPage(animated: animated)
    for controller in removed { controller.removeFromParent() }
    for controller in added { controller.didMove(toParent: self) }
    updateIndicator()
  }

  private func showPage(animated: Bool) {
    guard let container = viewIfLoaded else { return }
    let old = shownPage
    let new = pages.first
    guard old !== new else { return }
    let visible = container.window.map { !$0.isHidden } ?? false
    if visible {
      old?.beginAppearanceTransition(false, animated: animated)
      new?.beginAppearanceTransition(true, animated: animated)
    }
    if let oldView = old?.viewIfLoaded, oldView.superview === container { oldView.removeFromSuperview() }
    shownPage = new
    if let view = new?.view {
      container.insertSubview(view, at: 0)
      layoutPage()
    }
    if visible {
      old?.endAppearanceTransition()
      new?.endAppearanceTransition()
    }
  }

  /// Turns one page as the user does, if the data source has one that way.
  private func turnByUser(forward: Bool) {
    guard let current = pages.first, let dataSource else { return }
    let next =
      forward
      ? dataSource.pageViewController(self, viewControllerAfter: current)
      : dataSource.pageViewController(self, viewControllerBefore: current)
    guard let next, next !== current else { return }
    delegate?.pageViewController(self, willTransitionTo: [next])
    let previous = pages
    transition(to: [next], animated: true)
    delegate?.pageViewController(self, didFinishAnimating: true, previousViewControllers: previous, transitionCompleted: true)
  }

  // MARK: - Page indicator

  private func updateIndicator() {
    guard transitionStyle == .scroll, let dataSource else {
      setIndicatorHidden(true)
      return
    }
    let count = dataSource.presentationCount(for: self)
    guard count > 0 else {
      setIndicatorHidden(true)
      return
    }
    indicator.numberOfPages = count
    indicator.currentPage = dataSource.presentationIndex(for: self)
    setIndicatorHidden(false)
  }

  private func setIndicatorHidden(_ hidden: Bool) {
    guard indicator.isHidden != hidden else { return }
    indicator.isHidden = hidden
    layoutPage()
  }

  private func indicatorChanged() {
    guard let index = dataSource?.presentationIndex(for: self) else { return }
    let target = indicator.currentPage
    indicator.currentPage = index
    if target != index { turnByUser(forward: target > index) }
  }

  // MARK: - The view

  open override func loadView() {
    let container = PageContainerView(frame: UIScreen.main.bounds)
    container.onLayout = { [weak self] in self?.layoutPage() }
    container.onEdgeTap = { [weak self] forward in self?.turnByUser(forward: forward) }
    container.addSubview(indicator)
    view = container
    showPage(animated: false)
  }

  private func layoutPage() {
    guard let container = viewIfLoaded else { return }
    let bounds = container.bounds
    let bottom: CGFloat = indicator.isHidden ? 0 : 1
    indicator.frame = CGRect(x: 0, y: bounds.height - 1, width: bounds.width, height: 1)
    shownPage?.viewIfLoaded?.frame = CGRect(x: 0, y: 0, width: bounds.width, height: max(0, bounds.height - bottom))
  }

  // MARK: - Appearance and keys

  open override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

  open override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    shownPage?.beginAppearanceTransition(true, animated: animated)
  }

  open override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    shownPage?.endAppearanceTransition()
  }

  open override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    shownPage?.beginAppearanceTransition(false, animated: animated)
  }

  open override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    shownPage?.endAppearanceTransition()
  }

  /// The arrows along the orientation turn the page.
  open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    var unhandled: Set<UIPress> = []
    let horizontal = navigationOrientation == .horizontal
    for press in presses {
      switch press.key?.keyCode {
      case .keyboardRightArrow? where horizontal, .keyboardDownArrow? where !horizontal:
        turnByUser(forward: true)
      case .keyboardLeftArrow? where horizontal, .keyboardUpArrow? where !horizontal:
        turnByUser(forward: false)
      default:
        unhandled.insert(press)
      }
    }
    if !unhandled.isEmpty { super.pressesBegan(unhandled, with: event) }
  }
}

/// A page view controller's view: it lays the page out, and takes clicks on its first and
/// last columns as page turns.
@MainActor
final class PageContainerView: UIView {
  var onLayout: (() -> Void)?
  var onEdgeTap: ((Bool) -> Void)?
  private var pressedEdge: Bool?

  override func layoutSubviews() {
    super.layoutSubviews()
    onLayout?()
  }

  private func edge(at point: CGPoint) -> Bool? {
    guard bounds.width >= 3 else { return nil }
    if point.x < bounds.minX + 1 { return false }
    if point.x >= bounds.maxX - 1 { return true }
    return nil
  }

  override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    guard let hit = super.hitTest(point, with: event) else { return nil }
    if hit is UIPageControl { return hit }
    return edge(at: point) != nil ? self : hit
  }

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    pressedEdge = touches.first.flatMap { edge(at: $0.location(in: self)) }
  }

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    defer { pressedEdge = nil }
    guard let pressedEdge, let touch = touches.first, edge(at: touch.location(in: self)) == pressedEdge else { return }
    onEdgeTap?(pressedEdge)
  }
}
