public import Foundation

extension CALayer {
  /// The layer's background colour; `nil` (the default) paints nothing.
  ///
  /// A view's layer's background colour is the view's `backgroundColor`, read and written
  /// both ways.
  public var backgroundColor: CGColor? {
    get {
      if let view { return view.backgroundColor?.cgColor }
      return storedBackgroundColor
    }
    set {
      if let view { view.backgroundColor = newValue.map(UIColor.init(cgColor:)); return }
      guard newValue != storedBackgroundColor else { return }
      storedBackgroundColor = newValue
      invalidateDrawing()
    }
  }

  /// The width of the layer's border; the default is 0, no border.
  ///
  /// The border is one cell thick whatever the width, drawn along the inside of the bounds
  /// over the layer's content and sublayers: light lines (`┌─┐`) below a width of 2, heavy
  /// ones (`┏━┓`) from 2. A NaN or negative width draws none.
  public var borderWidth: CGFloat {
    get { storedBorderWidth }
    set {
      guard newValue != storedBorderWidth, !(newValue.isNaN && storedBorderWidth.isNaN) else { return }
      storedBorderWidth = newValue
      invalidateDrawing()
    }
  }

  /// The colour of the layer's border; `nil` draws none. The default is the terminal's
  /// foreground colour (Core Animation's is opaque black).
  public var borderColor: CGColor? {
    get { storedBorderColor }
    set {
      guard newValue != storedBorderColor else { return }
      storedBorderColor = newValue
      invalidateDrawing()
    }
  }

  /// The radius of the layer's rounded corners; the default is 0, square corners.
  ///
  /// Any radius above 0 rounds the corners ``maskedCorners`` names by one cell: a border
  /// draws them as `╭╮╰╯`, and a background without a border leaves the outer quarter of each
  /// corner cell unpainted (`▟▙▜▛`).
  public var cornerRadius: CGFloat {
    get { storedCornerRadius }
    set {
      guard newValue != storedCornerRadius, !(newValue.isNaN && storedCornerRadius.isNaN) else { return }
      storedCornerRadius = newValue
      invalidateDrawing()
    }
  }

  /// Which corners ``cornerRadius`` rounds; the default is all four.
  public var maskedCorners: CACornerMask {
    get { storedMaskedCorners }
    set {
      guard newValue != storedMaskedCorners else { return }
      storedMaskedCorners = newValue
      invalidateDrawing()
    }
  }

  /// Whether sublayers (and the layer's shadow) are clipped to the layer's bounds. The default
  /// is `false`. A view's layer's value is the view's `clipsToBounds`, both ways.
  public var masksToBounds: Bool {
    get { view?.clipsToBounds ?? storedMasksToBounds }
    set {
      if let view { view.clipsToBounds = newValue; return }
      guard newValue != storedMasksToBounds else { return }
      changeExtent { storedMasksToBounds = newValue }
    }
  }

  /// The layer's opacity, from 0 to 1; the default is 1. A view's layer's opacity is the view's
  /// `alpha`, both ways.
  ///
  /// As for views, a layer below 0.01 draws nothing, and its text draws dim below 0.6.
  public var opacity: Float {
    get {
      if let view { return Float(view.alpha) }
      return storedOpacity
    }
    set {
      let value = newValue.isNaN ? 1 : Swift.min(Swift.max(newValue, 0), 1)
      if let view { view.alpha = CGFloat(value); return }
      guard value != storedOpacity else { return }
      storedOpacity = value
      invalidateDrawing(force: true)
    }
  }

  /// Whether the layer is hidden; a view's layer is hidden with its view, both ways.
  public var isHidden: Bool {
    get { view?.isHidden ?? storedIsHidden }
    set {
      if let view { view.isHidden = newValue; return }
      guard newValue != storedIsHidden else { return }
      invalidateDrawing(force: true)
      storedIsHidden = newValue
      superlayer?.invalidateExtent()
      invalidateDrawing(force: true)
    }
  }

  // MARK: - Shadow

  /// The colour of the layer's shadow; the default is opaque black.
  public var shadowColor: CGColor? {
    get { storedShadowColor }
    set { changeExtent { storedShadowColor = newValue } }
  }

  /// The opacity of the layer's shadow, from 0 to 1; the default is 0, no shadow.
  ///
  /// Above 0, the shadow draws one cell beyond the layer in the direction of
  /// ``shadowOffset`` (all round when the offset is zero and ``shadowRadius`` is not): over an
  /// RGB background it darkens the background by the opacity, over the terminal's own
  /// background it draws `░` in blank cells and dims text. ``masksToBounds`` hides it.
  public var shadowOpacity: Float {
    get { storedShadowOpacity }
    set {
      let value = newValue.isNaN ? 0 : Swift.min(Swift.max(newValue, 0), 1)
      guard value != storedShadowOpacity else { return }
      changeExtent { storedShadowOpacity = value }
    }
  }

  /// The offset of the layer's shadow; the default is (0, -3), above the layer. Only its
  /// direction matters in a terminal.
  public var shadowOffset: CGSize {
    get { storedShadowOffset }
    set {
      guard newValue != storedShadowOffset else { return }
      changeExtent { storedShadowOffset = newValue }
    }
  }

  /// The blur radius of the layer's shadow; the default is 3. It only decides whether a
  /// shadow with a zero offset shows.
  public var shadowRadius: CGFloat {
    get { storedShadowRadius }
    set {
      guard newValue != storedShadowRadius else { return }
      changeExtent { storedShadowRadius = newValue }
    }
  }

  /// The shape of the layer's shadow; kept. The shadow follows the layer's frame.
  public var shadowPath: CGPath? {
    get { customValues["shadowPath"] as? CGPath }
    set { customValues["shadowPath"] = newValue }
  }

  // MARK: - Invalidation

  /// Whether a shadow draws: visible opacity, a colour, and a direction to draw it in.
  var drawsShadow: Bool {
    storedShadowOpacity > 0 && storedShadowColor?.uiColor.terminalColor != nil && !masksToBounds
      && shadowDirection != nil
  }

  /// The cells the shadow moves the layer by, or `(0, 0)` for a shadow all round; `nil` when a
  /// zero offset without blur hides the shadow beneath the layer.
  var shadowDirection: (x: Int, y: Int)? {
    func sign(_ value: CGFloat) -> Int { value > 0 ? 1 : value < 0 ? -1 : 0 }
    let direction = (x: sign(storedShadowOffset.width), y: sign(storedShadowOffset.height))
    if direction == (0, 0) { return storedShadowRadius > 0 ? (0, 0) : nil }
    return direction
  }

  /// What the layer, its shadow and its unclipped sublayers cover, in its own coordinates.
  var drawnExtent: CGRect {
    let bounds = self.bounds
    var extent = bounds
    if drawsShadow { extent = extent.insetBy(dx: -1, dy: -1) }
    guard !masksToBounds else { return extent }
    if let overhang = classContentOverhang { extent = extent.union(overhang) }
    for sublayer in storedSublayers where !sublayer.isHidden {
      let frame = sublayer.frame
      let sublayerBounds = sublayer.bounds
      extent = extent.union(
        sublayer.drawnExtent.offsetBy(dx: frame.minX - sublayerBounds.minX, dy: frame.minY - sublayerBounds.minY))
    }
    return extent
  }

  /// The view this layer draws in, and where the layer's coordinates' origin lies in that
  /// view's bounds coordinates.
  var placementInView: (view: UIView, offset: CGPoint)? {
    var offset = CGPoint.zero
    var layer = self
    while true {
      if let view = layer.view { return (view, offset) }
      guard let parent = layer.superlayerReference?.takeUnretainedValue() else { return nil }
      let frame = layer.frame
      let bounds = layer.bounds
      offset.x += frame.minX - bounds.minX
      offset.y += frame.minY - bounds.minY
      layer = parent
    }
  }

  /// Marks the cells the layer covers (or `rect` of them, in its coordinates) for drawing in
  /// the next frame.
  func invalidateDrawing(_ rect: CGRect? = nil, force: Bool = false) {
    guard force || !isHidden, CALayer.layerBeingDisplayed !== self, let (view, offset) = placementInView,
      let window = view.hostWindow, !view.isHidden
    else { return }
    let region = (rect ?? drawnExtent).offsetBy(dx: offset.x, dy: offset.y)
    guard !region.isNull, !region.isEmpty else { return }
    window.invalidate(view.convert(region, to: nil).cellRect)
  }

  /// Tells the view this layer draws in that what the layer covers may have changed.
  func invalidateExtent() {
    placementInView?.view.invalidateSubtreeExtent()
  }

  /// Applies `change`, which may change what the layer covers, repainting before and after.
  func changeExtent(_ change: () -> Void) {
    invalidateDrawing()
    change()
    invalidateExtent()
    invalidateDrawing()
  }

  /// Applies a change of the layer's own geometry, repainting before and after.
  func changeGeometry(_ change: () -> Void) {
    changeExtent(change)
  }

  /// The layer whose `display()` is running: what it sets while drawing its own content is
  /// drawn in the same pass, so it must not ask for another.
  static var layerBeingDisplayed: CALayer?
}
