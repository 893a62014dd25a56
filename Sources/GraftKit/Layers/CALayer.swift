public import Foundation
import GraftGraphics

/// An object that manages image-based content: a view's background, border, corners and
/// shadow, and layers of its own drawn over the view's content.
///
/// Every view has one (`UIView.layer`); properties the view also has (`backgroundColor`,
/// `masksToBounds`, `opacity`, `isHidden`, the geometry) are the view's, read and written both
/// ways. Layers added with ``addSublayer(_:)`` draw in their superlayer's view after its own
/// content, back to front, each in its ``frame``, and before its subviews. One point is one
/// terminal cell, so what a layer draws snaps to cells (docs/Divergences.md, "Layers").
///
/// ```swift
/// view.layer.borderWidth = 1
/// view.layer.borderColor = UIColor.systemBlue.cgColor
/// view.layer.cornerRadius = 4   // ╭──╮ corners
/// ```
///
/// A terminal has nothing to animate between: animations apply at once (see
/// ``add(_:forKey:)``).
@MainActor @preconcurrency
open class CALayer: Hashable, CAMediaTiming {
  // MARK: - Storage

  var storedBounds = CGRect.zero
  var storedPosition = CGPoint.zero
  var storedAnchorPoint = CGPoint(x: 0.5, y: 0.5)
  var storedZPosition: CGFloat = 0
  var storedSublayers: [CALayer] = []
  var storedBackgroundColor: CGColor?
  var storedBorderWidth: CGFloat = 0
  // NB: Core Animation's default border and shadow colours are opaque black; a dark terminal
  // cannot show a black border, so the border's default is the terminal's foreground, as
  // Graft's Core Graphics colours are (docs/Divergences.md). A shadow stays black.
  var storedBorderColor: CGColor? = UIColor.label.cgColor
  var storedCornerRadius: CGFloat = 0
  var storedMaskedCorners: CACornerMask = [
    .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
  ]
  var storedMasksToBounds = false
  var storedOpacity: Float = 1
  var storedIsHidden = false
  var storedShadowColor: CGColor? = CGColor.black
  var storedShadowOpacity: Float = 0
  var storedShadowOffset = CGSize(width: 0, height: -3)
  var storedShadowRadius: CGFloat = 3
  var storedContents: Any?
  var storedNeedsLayout = false
  /// Animations kept after they finished (`isRemovedOnCompletion == false`), by key.
  var keptAnimations: [(key: String, animation: CAAnimation)] = []
  /// Values set with `setValue(_:forKey:)` under keys the layer has no property for.
  var customValues: [String: Any] = [:]
  /// The layer's superlayer, unretained: a layer owns its sublayers, and a sublayer's
  /// reference back is cleared when it leaves or its superlayer goes (see `deinit`).
  nonisolated(unsafe) var superlayerReference: Unmanaged<CALayer>?
  /// The view whose layer this is, unretained: the view owns its layer and clears this when it
  /// goes (UIView+RarelySet.swift).
  nonisolated(unsafe) var viewReference: Unmanaged<UIView>?
  private weak var storedDelegate: (any CALayerDelegate)?

  // MARK: - Creating

  /// Creates a layer with no content, a zero frame and Core Animation's defaults.
  public init() {}

  /// Creates a layer as a copy of another for Core Animation's presentation copies.
  ///
  /// Graft makes no such copies; subclasses that override it to copy their own fields still
  /// compile and run as written when they make one themselves.
  public init(layer: Any) {}

  /// Creates a layer from an archive. Graft has no archives, so the default returns `nil`.
  public required init?(coder: NSCoder) {
    return nil
  }

  deinit {
    // NB: Sublayers that outlive this layer must not keep pointing at it.
    for sublayer in storedSublayers { sublayer.superlayerReference = nil }
  }

  /// The view whose layer this is, if any.
  var view: UIView? { viewReference?.takeUnretainedValue() }

  // MARK: - Geometry

  /// The layer's bounds rectangle, in its own coordinate space.
  ///
  /// A view's layer has the view's bounds. Non-finite values count as 0 and coordinates
  /// are limited to ±1,000,000 points, so a cell index is always a finite integer.
  open var bounds: CGRect {
    get { view?.bounds ?? storedBounds }
    set {
      let newBounds = newValue.standardized.layerSafe
      if let view { view.bounds = newBounds; return }
      guard newBounds != storedBounds else { return }
      changeGeometry { storedBounds = newBounds }
      if needsDisplayOnBoundsChange { setNeedsDisplay() }
      setNeedsLayout()
    }
  }

  /// The layer's position in its superlayer's coordinate space: where its ``anchorPoint`` lies.
  ///
  /// A view's layer's position is the view's centre.
  open var position: CGPoint {
    get { view?.center ?? storedPosition }
    set {
      let newPosition = newValue.layerSafe
      if let view { view.center = newPosition; return }
      guard newPosition != storedPosition else { return }
      changeGeometry { storedPosition = newPosition }
    }
  }

  /// The layer's frame rectangle, in its superlayer's coordinate space: its bounds placed
  /// so that its ``anchorPoint`` lies at its ``position``.
  ///
  /// Setting it sets the position and the bounds' size; the ``transform`` is kept but never
  /// applied.
  open var frame: CGRect {
    get {
      if let view { return view.frame }
      let size = storedBounds.size
      return CGRect(
        x: storedPosition.x - storedAnchorPoint.x * size.width,
        y: storedPosition.y - storedAnchorPoint.y * size.height, width: size.width, height: size.height)
    }
    set {
      let newFrame = newValue.standardized.layerSafe
      if let view { view.frame = newFrame; return }
      let newBounds = CGRect(origin: storedBounds.origin, size: newFrame.size)
      let newPosition = CGPoint(
        x: newFrame.minX + storedAnchorPoint.x * newFrame.width,
        y: newFrame.minY + storedAnchorPoint.y * newFrame.height)
      guard newBounds != storedBounds || newPosition != storedPosition else { return }
      let sizeChanged = newBounds.size != storedBounds.size
      changeGeometry {
        storedBounds = newBounds
        storedPosition = newPosition
      }
      if sizeChanged {
        if needsDisplayOnBoundsChange { setNeedsDisplay() }
        setNeedsLayout()
      }
    }
  }

  /// The anchor point of the layer's bounds rectangle, in the unit coordinate space; the
  /// default is the centre, (0.5, 0.5).
  ///
  /// A view's layer keeps the value without moving the view.
  open var anchorPoint: CGPoint {
    get { storedAnchorPoint }
    set {
      let newAnchor = newValue.layerSafe
      guard newAnchor != storedAnchorPoint else { return }
      if view != nil { storedAnchorPoint = newAnchor; return }
      changeGeometry { storedAnchorPoint = newAnchor }
    }
  }

  /// The layer's position on the z axis: sublayers draw in increasing order of it, and in
  /// order of addition where it is equal.
  open var zPosition: CGFloat {
    get { storedZPosition }
    set {
      let value = newValue.isNaN ? 0 : newValue
      guard value != storedZPosition else { return }
      storedZPosition = value
      (superlayer ?? self).invalidateDrawing()
    }
  }

  /// The anchor point's z component; kept.
  open var anchorPointZ: CGFloat = 0

  /// The transform applied to the layer's contents; kept, and never drawn.
  ///
  /// A terminal cannot scale or turn its cells.
  open var transform = CATransform3DIdentity

  /// The transform applied to the layer's sublayers; kept, and never drawn.
  open var sublayerTransform = CATransform3DIdentity

  // MARK: - Content

  /// The object that provides the layer's contents: a `CGImage`, whose cells draw at the
  /// layer's top-left corner (centred for a ``contentsGravity`` of `.center`).
  open var contents: Any? {
    get { storedContents }
    set {
      storedContents = newValue
      invalidateDrawing()
    }
  }

  /// How the contents are placed in the layer's bounds.
  open var contentsGravity = CALayerContentsGravity.resize {
    didSet { if contentsGravity != oldValue { invalidateDrawing() } }
  }

  /// The scale factor of the layer's contents; kept. One point is one cell at any scale.
  open var contentsScale: CGFloat = 1

  /// Whether the layer is opaque; kept. Graft draws the same either way.
  open var isOpaque = false

  /// Whether the layer's contents are redrawn when its bounds change; the default is `false`.
  ///
  /// Graft draws a layer's content each time its cells are drawn, so the value only adds an
  /// explicit ``setNeedsDisplay()``.
  open var needsDisplayOnBoundsChange = false

  /// Whether drawing commands are deferred and processed asynchronously; kept.
  open var drawsAsynchronously = false

  /// Whether the layer is rendered as a bitmap before compositing; kept.
  open var shouldRasterize = false

  /// The scale at which the layer is rasterised; kept.
  open var rasterizationScale: CGFloat = 1

  /// Whether the layer is displayed when facing away from the viewer; kept.
  open var isDoubleSided = true

  /// Whether the layer's geometry is flipped; kept. Layers are always y-down, as on iOS.
  open var isGeometryFlipped = false

  /// The name of the layer, for finding it among sublayers.
  open var name: String?

  /// An optional layer whose alpha channel masks the layer's content; kept, and not applied.
  open var mask: CALayer?

  /// Whether the layer's sublayers use the layer's opacity as a group; kept.
  open var allowsGroupOpacity = true

  /// The layer's delegate, which can draw its content. A view's layer's delegate is the view.
  open var delegate: (any CALayerDelegate)? {
    get { view ?? storedDelegate }
    set {
      // NB: A view's layer belongs to its view; UIKit forbids changing its delegate.
      guard view == nil else { return }
      storedDelegate = newValue
      invalidateDrawing()
    }
  }

  /// Reloads the layer's content: calls the delegate's `display(_:)`, which by default draws
  /// through ``draw(in:)``.
  ///
  /// Graft calls it whenever the layer's cells are drawn, with a context current
  /// (`UIGraphicsGetCurrentContext()`); override it to set ``contents`` or draw.
  open func display() {
    if let delegate { delegate.display(self) } else { drawInCurrentContext() }
  }

  /// Draws the layer's content in `ctx`, in the layer's own coordinates.
  ///
  /// The default calls the delegate's `draw(_:in:)`. Override it in a subclass to draw with
  /// Core Graphics; drawing is clipped to the layer's bounds.
  open func draw(in ctx: CGContext) {
    delegate?.draw(self, in: ctx)
  }

  /// Marks the layer's content as needing to be drawn again.
  open func setNeedsDisplay() {
    invalidateDrawing()
  }

  /// Marks a rectangle of the layer, in its own coordinates, as needing to be drawn again.
  open func setNeedsDisplay(_ r: CGRect) {
    invalidateDrawing(r)
  }

  /// Draws the layer's content now if it is marked; Graft draws it with the next frame.
  open func displayIfNeeded() {}

  /// Whether the layer is marked as needing display; Graft draws marked cells in the next
  /// frame, so this is always `false`.
  open func needsDisplay() -> Bool { false }

  // MARK: - Layout

  /// Lays out the layer's sublayers. The default calls the delegate's
  /// `layoutSublayers(of:)`; override it to place sublayers by frame.
  open func layoutSublayers() {
    delegate?.layoutSublayers(of: self)
  }

  /// Marks the layer as needing layout; ``layoutSublayers()`` runs before it is next drawn.
  ///
  /// A view's layer marks its view.
  open func setNeedsLayout() {
    if let view { view.setNeedsLayout(); return }
    guard !storedNeedsLayout else { return }
    storedNeedsLayout = true
    invalidateDrawing()
  }

  /// Lays out the layer now, if it needs layout.
  open func layoutIfNeeded() {
    if let view { view.layoutIfNeeded(); return }
    guard storedNeedsLayout else { return }
    storedNeedsLayout = false
    layoutSublayers()
  }

  /// Whether the layer needs layout.
  open func needsLayout() -> Bool {
    view?.needsLayout ?? storedNeedsLayout
  }

  /// The size the layer prefers, in its superlayer's coordinates; the default is its bounds'
  /// size.
  open func preferredFrameSize() -> CGSize { bounds.size }

  // MARK: - Actions

  /// The action to run when the value under `event` changes; the default is none, since
  /// nothing animates.
  open func action(forKey event: String) -> (any CAAction)? {
    delegate?.action(for: self, forKey: event)
  }

  // MARK: - Timing (CAMediaTiming)

  /// When the layer's time begins, relative to its superlayer's; kept.
  open var beginTime: CFTimeInterval = 0
  /// How long one cycle lasts; kept.
  open var duration: CFTimeInterval = 0
  /// How fast time passes in the layer; kept.
  open var speed: Float = 1
  /// An offset into the layer's time; kept.
  open var timeOffset: CFTimeInterval = 0
  /// How many times the timing repeats; kept.
  open var repeatCount: Float = 0
  /// How long the timing repeats; kept.
  open var repeatDuration: CFTimeInterval = 0
  /// Whether the timing plays backwards after forwards; kept.
  open var autoreverses = false
  /// How the timing behaves outside its active duration; kept.
  open var fillMode = CAMediaTimingFillMode.removed

  // MARK: - Values by key (see CALayer+Values.swift)

  /// Sets the value of one of the layer's properties by its key path, as animations name them
  /// (`"opacity"`, `"position.x"`, `"bounds.size"`, `"strokeEnd"`).
  ///
  /// - Returns: Whether the layer has a property under `keyPath` that took the value.
  func setLayerValue(_ value: Any?, forKeyPath keyPath: String) -> Bool {
    setBaseLayerValue(value, forKeyPath: keyPath)
  }

  /// The value of one of the layer's properties by its key path, or `nil` when it has none.
  func layerValue(forKeyPath keyPath: String) -> Any?? {
    baseLayerValue(forKeyPath: keyPath)
  }

  // MARK: - Drawing hooks (see CALayer+Rendering.swift)

  /// Draws what the layer's class draws of its own (a shape, a gradient, text), in the current
  /// context, which is set up in the layer's coordinates. The default draws nothing.
  func drawClassContent(in context: CGContext, alpha: CGFloat) {}

  /// What the class's own content covers beyond the layer's bounds, in its own coordinates;
  /// `nil` when it stays inside them.
  var classContentOverhang: CGRect? { nil }

  /// Whether the layer draws anything of its class's own.
  var hasClassContent: Bool { false }

  // MARK: - Identity

  nonisolated public static func == (lhs: CALayer, rhs: CALayer) -> Bool { lhs === rhs }
  nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension CGFloat {
  /// A coordinate a layer can keep: finite, within ±1,000,000 points.
  var layerSafe: CGFloat { isFinite ? Swift.min(Swift.max(self, -1_000_000), 1_000_000) : 0 }
}

extension CGPoint {
  /// The point with both coordinates made ``CGFloat/layerSafe``.
  var layerSafe: CGPoint { CGPoint(x: x.layerSafe, y: y.layerSafe) }
}

extension CGRect {
  /// The rectangle with every component made ``CGFloat/layerSafe``.
  var layerSafe: CGRect {
    CGRect(x: origin.x.layerSafe, y: origin.y.layerSafe, width: size.width.layerSafe, height: size.height.layerSafe)
  }
}
