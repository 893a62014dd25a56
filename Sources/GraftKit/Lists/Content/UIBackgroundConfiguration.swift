public import Foundation

/// What a cell or header draws behind its content, as a value: a colour, an image or a view of
/// the app's, with insets.
///
/// A cell's `backgroundConfiguration` is updated for its state: a list cell's background turns
/// `.systemGray4` while it is selected or highlighted, as UIKit's does, unless the app set a
/// colour of its own. A terminal draws the colour behind the row's text; corner radii and
/// strokes have no cells to draw in and are kept only.
///
/// ```swift
/// var background = UIBackgroundConfiguration.listPlainCell()
/// background.backgroundColor = .systemYellow
/// cell.backgroundConfiguration = background
/// ```
nonisolated public struct UIBackgroundConfiguration: Hashable {
  /// A view of the app's, drawn beneath the colour's fill.
  public var customView: UIView?
  /// The radius of the corners. Kept only.
  public var cornerRadius: CGFloat = 0
  /// Insets of the background within its view.
  public var backgroundInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
  /// The edges whose insets also take the view's layout margins.
  public var edgesAddingLayoutMarginsToBackgroundInsets: NSDirectionalRectEdge = []
  /// The fill colour; `nil` draws none. Setting it stops the state from choosing it.
  public var backgroundColor: UIColor? {
    get { storedBackgroundColor }
    set {
      storedBackgroundColor = newValue
      choosesColorForState = false
    }
  }
  /// A transformer applied to ``backgroundColor``.
  public var backgroundColorTransformer: UIConfigurationColorTransformer?
  /// An image drawn in the background.
  public var image: UIImage?
  /// How the image fills the background.
  public var imageContentMode = UIView.ContentMode.scaleToFill
  /// The colour of the outline. Kept only.
  public var strokeColor: UIColor?
  /// A transformer applied to ``strokeColor``.
  public var strokeColorTransformer: UIConfigurationColorTransformer?
  /// The width of the outline. Kept only.
  public var strokeWidth: CGFloat = 0
  /// How far the outline lies outside the background. Kept only.
  public var strokeOutset: CGFloat = 0

  private var storedBackgroundColor: UIColor?
  private var choosesColorForState = true

  private init(color: UIColor?, choosesColorForState: Bool) {
    storedBackgroundColor = color
    self.choosesColorForState = choosesColorForState
  }

  // MARK: - Styles

  /// A plain list cell's background: none until selected or highlighted.
  public static func listPlainCell() -> UIBackgroundConfiguration { .init(color: nil, choosesColorForState: true) }
  /// A grouped list cell's background.
  public static func listGroupedCell() -> UIBackgroundConfiguration { .init(color: nil, choosesColorForState: true) }
  /// A list cell's background, in the style of its list.
  public static func listCell() -> UIBackgroundConfiguration { .init(color: nil, choosesColorForState: true) }
  /// A sidebar cell's background.
  public static func listSidebarCell() -> UIBackgroundConfiguration { .init(color: nil, choosesColorForState: true) }
  /// An accompanied sidebar cell's background.
  public static func listAccompaniedSidebarCell() -> UIBackgroundConfiguration { .init(color: nil, choosesColorForState: true) }
  /// A plain list's header or footer background.
  public static func listPlainHeaderFooter() -> UIBackgroundConfiguration { .init(color: nil, choosesColorForState: false) }
  /// A grouped list's header or footer background.
  public static func listGroupedHeaderFooter() -> UIBackgroundConfiguration { .init(color: nil, choosesColorForState: false) }
  /// A list's header background.
  public static func listHeader() -> UIBackgroundConfiguration { .init(color: nil, choosesColorForState: false) }
  /// A list's footer background.
  public static func listFooter() -> UIBackgroundConfiguration { .init(color: nil, choosesColorForState: false) }
  /// A sidebar's header background.
  public static func listSidebarHeader() -> UIBackgroundConfiguration { .init(color: nil, choosesColorForState: false) }
  /// No background at all.
  public static func clear() -> UIBackgroundConfiguration { .init(color: .clear, choosesColorForState: false) }

  // MARK: - Resolving

  /// The colour the background fills with, for a view whose tint is `tintColor`.
  public func resolvedBackgroundColor(for tintColor: UIColor) -> UIColor {
    let color = backgroundColor ?? .clear
    return backgroundColorTransformer?(color) ?? color
  }

  /// The colour of the outline, for a view whose tint is `tintColor`.
  public func resolvedStrokeColor(for tintColor: UIColor) -> UIColor {
    let color = strokeColor ?? .clear
    return strokeColorTransformer?(color) ?? color
  }

  /// This background in `state`: a list cell's is `.systemGray4` while selected or
  /// highlighted, unless the app chose a colour.
  @MainActor public func updated(for state: any UIConfigurationState) -> UIBackgroundConfiguration {
    guard choosesColorForState, let state = state as? UICellConfigurationState else { return self }
    var updated = self
    updated.storedBackgroundColor = state.isSelected || state.isHighlighted ? .systemGray4 : nil
    return updated
  }

  public static func == (lhs: UIBackgroundConfiguration, rhs: UIBackgroundConfiguration) -> Bool {
    lhs.customView === rhs.customView && lhs.storedBackgroundColor == rhs.storedBackgroundColor
      && lhs.choosesColorForState == rhs.choosesColorForState && lhs.image == rhs.image
      && lhs.backgroundInsets == rhs.backgroundInsets && lhs.cornerRadius == rhs.cornerRadius
      && lhs.strokeColor == rhs.strokeColor && lhs.strokeWidth == rhs.strokeWidth
      && (lhs.backgroundColorTransformer == nil) == (rhs.backgroundColorTransformer == nil)
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(storedBackgroundColor)
    hasher.combine(cornerRadius)
    hasher.combine(choosesColorForState)
  }
}

extension UIBackgroundConfiguration {
  /// Draws this configuration in a cell's own background view, as table and collection cells do:
  /// its colour (none for clear), and its custom view, filling the background view.
  @MainActor
  package func draw(in backgroundView: UIView) {
    let color = backgroundColor.map { backgroundColorTransformer?($0) ?? $0 }
    backgroundView.backgroundColor = color == .clear ? nil : color
    guard let customView, customView.superview !== backgroundView else { return }
    backgroundView.subviews.forEach { $0.removeFromSuperview() }
    customView.frame = backgroundView.bounds
    customView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    backgroundView.addSubview(customView)
  }
}
