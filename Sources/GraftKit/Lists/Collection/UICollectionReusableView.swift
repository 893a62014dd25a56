public import Foundation

/// A view a collection view shows and reuses: the base of cells and of supplementary views such
/// as section headers and footers.
///
/// A collection view makes reusable views only for the elements on screen, and puts the ones
/// that scroll off into a queue, from which `dequeueReusable…` takes them again for other
/// elements. ``prepareForReuse()`` runs as a view leaves the queue.
///
/// ```swift
/// final class HeaderView: UICollectionReusableView {
///   let label = UILabel()
///   override init(frame: CGRect) {
///     super.init(frame: frame)
///     addSubview(label)
///   }
///   required init?(coder: NSCoder) { fatalError() }
/// }
/// ```
@MainActor @preconcurrency
open class UICollectionReusableView: UIView {
  /// The identifier the view was registered and dequeued with.
  public internal(set) var reuseIdentifier: String?

  /// Creates a reusable view. A collection view makes them itself, from a registered class.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  public required init?(coder: NSCoder) {
    return nil
  }

  // NB: A collection view makes a registered class from its metatype, and Swift calls only a
  // `required` initializer on a metatype. Making `init(frame:)` required would break every
  // subclass that writes `override init(frame:)`; this convenience initializer is inherited by
  // any subclass that overrides `init(frame:)` and `init?(coder:)` or declares neither, which is
  // how cells are written.
  /// Made by the collection view from a registered class; not for app code.
  public required convenience init(_dequeuedWithReuseIdentifier reuseIdentifier: String) {
    self.init(frame: .zero)
    self.reuseIdentifier = reuseIdentifier
  }

  /// Called as the view is taken from the reuse queue, so it can drop what it showed before.
  /// The default does nothing; overrides must call `super`.
  open func prepareForReuse() {}

  /// Applies the layout's attributes: frame, alpha and visibility.
  open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

  /// Lets the view adjust the attributes the layout proposed. The default returns them.
  open func preferredLayoutAttributesFitting(
    _ layoutAttributes: UICollectionViewLayoutAttributes
  ) -> UICollectionViewLayoutAttributes {
    layoutAttributes
  }

  /// Called before the view moves from one layout to another. The default does nothing.
  open func willTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}

  /// Called after the view moved from one layout to another. The default does nothing.
  open func didTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}

  /// Places the view as `attributes` say, then lets it see them through ``apply(_:)``.
  func applyAttributes(_ attributes: UICollectionViewLayoutAttributes) {
    if frame != attributes.frame { frame = attributes.frame }
    if alpha != attributes.alpha { alpha = attributes.alpha }
    if isHidden != attributes.isHidden { isHidden = attributes.isHidden }
    apply(attributes)
  }
}
