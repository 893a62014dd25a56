public import Foundation

/// The presentation controller of a page or form sheet: the heights it rests at, which one is
/// selected, whether it dims what is beneath, and its grabber.
///
/// A controller presented as a sheet has one as its ``UIViewController/sheetPresentationController``,
/// to configure before presenting:
///
/// ```swift
/// if let sheet = picker.sheetPresentationController {
///   sheet.detents = [.medium(), .large()]
///   sheet.prefersGrabberVisible = true
/// }
/// present(picker, animated: true)
/// ```
///
/// In a terminal a page sheet's card is as tall as its selected detent and rests on the
/// window's bottom edge: `.large()` leaves one row at the top, `.medium()` is half the window.
/// The grabber draws as `━━` in the middle of the card's top edge; a click on it moves the sheet
/// to the next detent (after the largest, back to the smallest), as a drag does on iOS, and
/// tells the delegate.
@MainActor @preconcurrency
open class UISheetPresentationController: UIPresentationController {
  /// A height a sheet rests at.
  @MainActor @preconcurrency
  open class Detent: NSObject {
    /// The name of a detent.
    public struct Identifier: Hashable, Equatable, RawRepresentable, Sendable {
      public let rawValue: String
      /// Creates an identifier with the given name.
      public init(rawValue: String) { self.rawValue = rawValue }
      /// Creates an identifier with the given name.
      public init(_ rawValue: String) { self.rawValue = rawValue }
      /// The medium detent's identifier.
      public static let medium = Identifier("com.apple.UIKit.medium")
      /// The large detent's identifier.
      public static let large = Identifier("com.apple.UIKit.large")
    }

    /// The detent's name.
    public let identifier: Identifier
    private let resolver: (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?

    private init(
      identifier: Identifier,
      resolver: @escaping (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?
    ) {
      self.identifier = identifier
      self.resolver = resolver
      super.init()
    }

    /// The detent at about half the height of the screen.
    open class func medium() -> Detent {
      Detent(identifier: .medium) { context in (context.maximumDetentValue / 2).rounded(.down) }
    }

    /// The detent at the full height of a sheet.
    open class func large() -> Detent {
      Detent(identifier: .large) { context in context.maximumDetentValue }
    }

    /// A detent whose height `resolver` works out; returning `nil` leaves it out.
    ///
    /// - Parameter identifier: The detent's name; `nil` makes a unique one.
    public static func custom(
      identifier: Identifier? = nil,
      resolver: @escaping (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?
    ) -> Detent {
      Detent(identifier: identifier ?? Identifier(UUID().uuidString), resolver: resolver)
    }

    /// The height the detent resolves to in `context`, or `nil` for a detent left out.
    public func resolvedValue(in context: any UISheetPresentationControllerDetentResolutionContext) -> CGFloat? {
      resolver(context)
    }
  }

  /// Creates a sheet presentation controller.
  public override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
    super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
  }

  /// The heights the sheet may rest at. The default is `[.large()]`; an empty list is taken
  /// as that default.
  open var detents: [Detent] = [.large()] {
    didSet { layoutChanged() }
  }

  /// The detent the sheet rests at; `nil`, the default, is the smallest of ``detents``.
  /// Setting it calls no delegate method.
  open var selectedDetentIdentifier: Detent.Identifier? {
    didSet { layoutChanged() }
  }

  /// The largest detent at which what is beneath stays undimmed and usable; `nil`, the
  /// default, dims beneath at every detent.
  open var largestUndimmedDetentIdentifier: Detent.Identifier? {
    didSet { layoutChanged() }
  }

  /// Whether the sheet draws a grabber at its top. The default is `false`.
  open var prefersGrabberVisible = false {
    didSet { layoutChanged() }
  }

  /// The corner radius; stored only, as a terminal card has square corners.
  open var preferredCornerRadius: CGFloat?

  /// Whether scrolling to the top edge expands the sheet; stored only, as the sheet changes
  /// detent only by its grabber.
  open var prefersScrollingExpandsWhenScrolledToEdge = true

  /// Whether a sheet in a compact-height environment attaches to the bottom edge; stored only.
  open var prefersEdgeAttachedInCompactHeight = false

  /// Whether an edge-attached sheet takes its width from `preferredContentSize`; stored only.
  open var widthFollowsPreferredContentSizeWhenEdgeAttached = false

  /// The view a popover-like sheet points at; stored only.
  open var sourceView: UIView?

  /// Makes the changes `changes` makes to the sheet's configuration, at once.
  open func animateChanges(_ changes: () -> Void) {
    changes()
    layoutChanged()
  }

  /// Asks the sheet to resolve its detents again.
  open func invalidateDetents() {
    layoutChanged()
  }

  /// Runs when the user moves the sheet to another detent, before the delegate hears of it;
  /// SwiftUI's detent selection binding listens here.
  package var onUserDetentChange: ((Detent.Identifier?) -> Void)?

  private func layoutChanged() {
    guard let container = containerView else { return }
    container.setNeedsLayout()
    container.setNeedsDisplay()
  }

  // MARK: - Resolving

  /// The detents with their heights in a sheet at most `maximum` rows tall, smallest first;
  /// the default large detent stands in for an empty list or one that resolves to nothing.
  func resolvedDetents(maximum: CGFloat) -> [(identifier: Detent.Identifier, height: CGFloat)] {
    let context = DetentResolutionContext(
      maximumDetentValue: maximum, containerTraitCollection: presentedViewController.traitCollection)
    var resolved: [(identifier: Detent.Identifier, height: CGFloat)] = detents.compactMap { detent in
      guard let value = detent.resolvedValue(in: context), value.isFinite else { return nil }
      return (detent.identifier, min(maximum, max(0, value.rounded())))
    }
    if resolved.isEmpty { resolved = [(.large, maximum)] }
    return resolved.sorted { $0.height < $1.height }
  }

  /// The selected detent with its height: the one named by ``selectedDetentIdentifier``, else
  /// the smallest.
  func selectedDetent(maximum: CGFloat) -> (identifier: Detent.Identifier, height: CGFloat) {
    let resolved = resolvedDetents(maximum: maximum)
    return resolved.first { $0.identifier == selectedDetentIdentifier } ?? resolved[0]
  }

  /// Whether what is beneath is dimmed at the selected detent.
  func dimsBeneath(maximum: CGFloat) -> Bool {
    guard let largestUndimmedDetentIdentifier else { return true }
    let resolved = resolvedDetents(maximum: maximum)
    guard let undimmed = resolved.first(where: { $0.identifier == largestUndimmedDetentIdentifier }) else {
      return true
    }
    return selectedDetent(maximum: maximum).height > undimmed.height
  }

  /// Moves to the next larger detent, or back to the smallest after the largest, as the user
  /// asks with the grabber, and tells the delegate.
  func userCycledDetent(maximum: CGFloat) {
    let resolved = resolvedDetents(maximum: maximum)
    guard resolved.count > 1 else { return }
    let current = selectedDetent(maximum: maximum)
    let index = resolved.firstIndex { $0.identifier == current.identifier } ?? 0
    selectedDetentIdentifier = resolved[(index + 1) % resolved.count].identifier
    onUserDetentChange?(selectedDetentIdentifier)
    (delegate as? any UISheetPresentationControllerDelegate)?
      .sheetPresentationControllerDidChangeSelectedDetentIdentifier(self)
  }
}

/// What a custom detent's resolver is told about the sheet's container.
@MainActor @preconcurrency
public protocol UISheetPresentationControllerDetentResolutionContext: AnyObject {
  /// The traits of the sheet's container.
  var containerTraitCollection: UITraitCollection { get }
  /// The largest height a detent can have: in a terminal, the window's height.
  var maximumDetentValue: CGFloat { get }
}

@MainActor
private final class DetentResolutionContext: UISheetPresentationControllerDetentResolutionContext {
  let maximumDetentValue: CGFloat
  let containerTraitCollection: UITraitCollection
  init(maximumDetentValue: CGFloat, containerTraitCollection: UITraitCollection) {
    self.maximumDetentValue = maximumDetentValue
    self.containerTraitCollection = containerTraitCollection
  }
}

/// The methods a sheet presentation controller's delegate implements, beside those of any
/// presentation controller's delegate.
@MainActor @preconcurrency
public protocol UISheetPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
  /// Tells the delegate the user moved the sheet to another detent.
  func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
    _ sheetPresentationController: UISheetPresentationController)
}

extension UISheetPresentationControllerDelegate {
  /// Does nothing.
  public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
    _ sheetPresentationController: UISheetPresentationController
  ) {}
}

extension UIViewController {
  /// The controller's presentation controller when it is a sheet's: non-`nil` for the page and
  /// form sheet styles (and `.automatic`, which is a page sheet).
  public var sheetPresentationController: UISheetPresentationController? {
    presentationController as? UISheetPresentationController
  }
}
