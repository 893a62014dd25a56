public import Foundation

/// A rectangle that takes part in Auto Layout without being a view: a spacer between views, a
/// region to centre things in, or one of the guides every view has.
///
/// Add a guide to a view with `addLayoutGuide(_:)`, then constrain it like a view; its
/// ``layoutFrame`` is the solution, in the owning view's coordinates.
///
/// ```swift
/// let spacer = UILayoutGuide()
/// view.addLayoutGuide(spacer)
/// NSLayoutConstraint.activate([
///   spacer.leadingAnchor.constraint(equalTo: left.trailingAnchor),
///   spacer.trailingAnchor.constraint(equalTo: right.leadingAnchor),
///   spacer.widthAnchor.constraint(equalToConstant: 4),
/// ])
/// ```
@MainActor @preconcurrency
open class UILayoutGuide: @MainActor CustomStringConvertible {
  /// What a guide stands for: its own rectangle, or one that follows its owning view.
  enum Kind {
    /// A guide of its own, added with `addLayoutGuide(_:)`.
    case free
    /// The owning view's bounds: the safe area (a terminal has none to inset) or a scroll
    /// view's frame.
    case bounds
    /// The owning view's bounds inset by its layout margins.
    case margins
    /// The readable region: the margins guide, since every line of a terminal is readable.
    case readableContent
    /// A scroll view's content: its own size, at the content's origin.
    case content

    /// Whether the guide is its owning view's rectangle, inset, rather than variables of its own.
    var followsOwner: Bool { self == .bounds || self == .margins || self == .readableContent }
  }

  let kind: Kind
  private weak var storedOwningView: UIView?
  /// The guide's variables in its owner's engine, when it is in one.
  var record: ItemRecord?

  /// A name for the guide, shown in constraint descriptions.
  open var identifier: String = ""

  /// Creates a guide. Add it to a view with `addLayoutGuide(_:)` before constraining it.
  public init() {
    kind = .free
  }

  init(kind: Kind, owner: UIView, identifier: String) {
    self.kind = kind
    storedOwningView = owner
    self.identifier = identifier
  }

  /// The view the guide belongs to.
  open var owningView: UIView? {
    get { storedOwningView }
    set { storedOwningView = newValue }
  }

  /// The guide's rectangle, in the owning view's coordinates, from the latest solution.
  open var layoutFrame: CGRect {
    guard let owner = owningView else { return .zero }
    let margins = kind == .margins || kind == .readableContent ? owner.layoutMargins : .zero
    switch kind {
    case .bounds, .margins, .readableContent:
      return CGRect(origin: .zero, size: owner.bounds.size).inset(by: margins)
    case .free, .content:
      owner.layoutEngineRoot()?.update()
      guard let record, let engine = owner.layoutEngineRoot(), let ownerRecord = engine.records[ObjectIdentifier(owner)]
      else { return .zero }
      let rect = engine.snappedRect(of: record)
      let origin = engine.snappedRect(of: ownerRecord).origin
      return rect.offsetBy(dx: -origin.x, dy: -origin.y)
    }
  }

  /// The guide's leading edge.
  public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
  /// The guide's trailing edge.
  public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
  /// The guide's left edge.
  public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
  /// The guide's right edge.
  public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
  /// The guide's top edge.
  public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
  /// The guide's bottom edge.
  public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
  /// The guide's horizontal centre.
  public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
  /// The guide's vertical centre.
  public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
  /// The guide's width.
  public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
  /// The guide's height.
  public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }

  /// Whether the guide's rectangle is not fully determined by its constraints.
  public var hasAmbiguousLayout: Bool {
    guard kind == .free || kind == .content, let owner = owningView, let engine = owner.layoutEngineRoot()
    else { return false }
    engine.update()
    guard let record else { return true }
    return record.variables.contains { engine.solver.isAmbiguous($0) }
  }

  /// The guide and its frame, as `<UILayoutGuide: frame = (0 0; 4 1); identifier = 'spacer'>`.
  open var description: String {
    "<UILayoutGuide: frame = \(layoutFrame.graftDescription); identifier = '\(identifier)'>"
  }
}
