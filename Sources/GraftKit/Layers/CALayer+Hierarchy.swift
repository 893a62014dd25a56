public import Foundation

extension CALayer {
  /// The layer's superlayer, or `nil` when it has none.
  ///
  /// A view's layer's superlayer is its superview's layer.
  public var superlayer: CALayer? {
    if let view { return view.superview?.layer }
    return superlayerReference?.takeUnretainedValue()
  }

  /// The layers added to this one, back to front; `nil` when there are none.
  ///
  /// A view's layer lists the layers added to it, not its subviews' layers (see
  /// docs/Divergences.md). Setting the array replaces them all.
  public var sublayers: [CALayer]? {
    get { storedSublayers.isEmpty ? nil : storedSublayers }
    set {
      for sublayer in storedSublayers { sublayer.removeFromSuperlayer() }
      for sublayer in newValue ?? [] { addSublayer(sublayer) }
    }
  }

  /// Appends `layer` to the sublayers, removing it from its current superlayer first.
  ///
  /// Adding a layer to itself or to one of its own sublayers, which would make a cycle, and
  /// adding a view's layer, which belongs to its view, are reported and ignored.
  public func addSublayer(_ layer: CALayer) {
    insert(layer) { $0.count }
  }

  /// Inserts `layer` among the sublayers at `idx` (clamped to the number of sublayers).
  public func insertSublayer(_ layer: CALayer, at idx: UInt32) {
    insert(layer) { Swift.min(Int(idx), $0.count) }
  }

  /// Inserts `layer` just below `sibling`; at the end when `sibling` is not a sublayer.
  public func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
    insert(layer) { sublayers in
      sibling.flatMap { sibling in sublayers.firstIndex { $0 === sibling } } ?? sublayers.count
    }
  }

  /// Inserts `layer` just above `sibling`; at the end when `sibling` is not a sublayer.
  public func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
    insert(layer) { sublayers in
      sibling.flatMap { sibling in sublayers.firstIndex { $0 === sibling }.map { $0 + 1 } } ?? sublayers.count
    }
  }

  /// Puts `newLayer` where `oldLayer` is among the sublayers, and removes `oldLayer`; does
  /// nothing when `oldLayer` is not a sublayer.
  public func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
    guard oldLayer !== newLayer, let index = storedSublayers.firstIndex(where: { $0 === oldLayer }) else {
      return
    }
    oldLayer.removeFromSuperlayer()
    insert(newLayer) { Swift.min(index, $0.count) }
  }

  /// Removes the layer from its superlayer.
  ///
  /// A view's layer stays with its view; remove the view from its superview instead.
  public func removeFromSuperlayer() {
    guard view == nil, let parent = superlayerReference?.takeUnretainedValue() else { return }
    invalidateDrawing()
    parent.storedSublayers.removeAll { $0 === self }
    superlayerReference = nil
    parent.invalidateExtent()
  }

  private func insert(_ layer: CALayer, at index: ([CALayer]) -> Int) {
    guard layer.view == nil else {
      RuntimeIssues.report("A view's layer cannot be added as a sublayer of another layer; it was not added.")
      return
    }
    var ancestor: CALayer? = self
    while let current = ancestor {
      if current === layer {
        RuntimeIssues.report("Adding a layer to itself or to one of its sublayers would make a cycle; it was not added.")
        return
      }
      ancestor = current.superlayer
    }
    layer.removeFromSuperlayer()
    var sublayers: [CALayer] = []
    swap(&sublayers, &storedSublayers)
    sublayers.insert(layer, at: index(sublayers))
    swap(&sublayers, &storedSublayers)
    layer.superlayerReference = Unmanaged.passUnretained(self)
    invalidateExtent()
    layer.invalidateDrawing()
  }

  // MARK: - Converting coordinates

  /// Converts `p` from the coordinate space of `l` (or the root of this layer's tree) to
  /// this layer's.
  public func convert(_ p: CGPoint, from l: CALayer?) -> CGPoint {
    let from = (l ?? rootLayer).originInRoot
    let to = originInRoot
    return CGPoint(x: p.x + from.x - to.x, y: p.y + from.y - to.y)
  }

  /// Converts `p` from this layer's coordinate space to that of `l` (or the root of this
  /// layer's tree).
  public func convert(_ p: CGPoint, to l: CALayer?) -> CGPoint {
    (l ?? rootLayer).convert(p, from: self)
  }

  /// Converts `r` from the coordinate space of `l` to this layer's.
  public func convert(_ r: CGRect, from l: CALayer?) -> CGRect {
    CGRect(origin: convert(r.origin, from: l), size: r.size)
  }

  /// Converts `r` from this layer's coordinate space to that of `l`.
  public func convert(_ r: CGRect, to l: CALayer?) -> CGRect {
    CGRect(origin: convert(r.origin, to: l), size: r.size)
  }

  /// Whether `p`, in the layer's coordinates, lies inside its bounds.
  public func contains(_ p: CGPoint) -> Bool {
    bounds.contains(p)
  }

  /// The farthest visible descendant (or this layer) containing `p`, given in the
  /// superlayer's coordinates.
  public func hitTest(_ p: CGPoint) -> CALayer? {
    guard !isHidden, frame.contains(p) else { return nil }
    let local = CGPoint(x: p.x - frame.minX + bounds.minX, y: p.y - frame.minY + bounds.minY)
    for sublayer in storedSublayers.reversed() {
      if let hit = sublayer.hitTest(local) { return hit }
    }
    return self
  }

  /// The topmost layer above this one.
  private var rootLayer: CALayer {
    var layer = self
    while let parent = layer.superlayer { layer = parent }
    return layer
  }

  /// Where the origin of this layer's bounds coordinates lies in its root's coordinates.
  private var originInRoot: CGPoint {
    var point = CGPoint.zero
    var layer = self
    while let parent = layer.superlayer {
      let frame = layer.frame
      let bounds = layer.bounds
      point.x += frame.minX - bounds.minX
      point.y += frame.minY - bounds.minY
      layer = parent
    }
    return point
  }
}
