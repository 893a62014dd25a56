public import Foundation

/// One item's view in a collection view: add your subviews to ``contentView``.
///
/// The cell fills its frame with, back to front, ``backgroundView``, ``selectedBackgroundView``
/// while selected or highlighted, and ``contentView``. The collection view sets ``isSelected``
/// and ``isHighlighted`` as the user selects items, and reuses cells as items scroll on and off
/// screen, calling ``UICollectionReusableView/prepareForReuse()`` before each reuse.
///
/// ```swift
/// final class TagCell: UICollectionViewCell {
///   let label = UILabel()
///   override init(frame: CGRect) {
///     super.init(frame: frame)
///     label.frame = contentView.bounds
///     label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
///     contentView.addSubview(label)
///   }
///   required init?(coder: NSCoder) { fatalError() }
/// }
/// ```
@MainActor @preconcurrency
open class UICollectionViewCell: UICollectionReusableView {
  /// The view that holds the cell's content, in front of the background views.
  public let contentView: UIView

  /// Creates a cell. A collection view makes them itself, from a registered class.
  public override init(frame: CGRect) {
    contentView = UIView(frame: CGRect(origin: .zero, size: frame.size))
    super.init(frame: frame)
    contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(contentView)
  }

  public required init?(coder: NSCoder) {
    return nil
  }

  // MARK: - State

  /// Whether the item is selected. The collection view sets it; setting it in code changes only
  /// how the cell looks, not the collection view's selection.
  open var isSelected: Bool = false {
    didSet {
      guard isSelected != oldValue else { return }
      updateBackgrounds()
      stateDidChange()
    }
  }

  /// Whether the item is highlighted, as while the user presses it.
  open var isHighlighted: Bool = false {
    didSet {
      guard isHighlighted != oldValue else { return }
      updateBackgrounds()
      stateDidChange()
    }
  }

  /// Whether the collection view's keyboard focus is on this item.
  var isFocusedItem = false {
    didSet {
      guard isFocusedItem != oldValue else { return }
      setNeedsDisplay()
      stateDidChange()
    }
  }

  /// Called when selection, highlight or focus changed. The list cell restyles itself.
  func stateDidChange() {}

  // MARK: - Backgrounds

  /// A view behind the content. The default is `nil`.
  open var backgroundView: UIView? {
    didSet {
      guard backgroundView !== oldValue else { return }
      oldValue?.removeFromSuperview()
      if let backgroundView { insertSubview(backgroundView, at: 0) }
      updateBackgrounds()
    }
  }

  /// A view shown over ``backgroundView``, behind the content, while the cell is selected or
  /// highlighted. The default is `nil`.
  open var selectedBackgroundView: UIView? {
    didSet {
      guard selectedBackgroundView !== oldValue else { return }
      oldValue?.removeFromSuperview()
      if let selectedBackgroundView {
        insertSubview(selectedBackgroundView, at: backgroundView == nil ? 0 : 1)
      }
      updateBackgrounds()
    }
  }

  private func updateBackgrounds() {
    let bounds = CGRect(origin: .zero, size: self.bounds.size)
    backgroundView?.frame = bounds
    if let selectedBackgroundView {
      selectedBackgroundView.frame = bounds
      selectedBackgroundView.isHidden = !(isSelected || isHighlighted)
    }
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    updateBackgrounds()
  }

  // NB: A terminal has no focus ring, so the focused item draws its cell in the tint colour
  // behind the content, which the content's text still reads over.
  open override func draw(_ rect: CGRect) {
    super.draw(rect)
    guard isFocusedItem, let context = UIGraphicsGetCurrentContext() else { return }
    context.fillColor = tintColor.withAlphaComponent(0.35)
    context.fill(bounds)
    context.fillColor = nil
  }

  open override func prepareForReuse() {
    super.prepareForReuse()
  }

  package override var debugProperties: [(String, String)] {
    var properties = super.debugProperties
    if isSelected { properties.append(("selected", "YES")) }
    if isHighlighted { properties.append(("highlighted", "YES")) }
    return properties
  }
}
