extension CellBuffer {
  /// Fills `path` (in this buffer's cell coordinates) into the buffer: what `CGContext.fillPath`
  /// and a SwiftUI `Shape`'s fill come down to.
  ///
  /// A canvas is made only over the cells the path and the clip can reach, painted, and
  /// rendered with `DotCanvas.render(into:)`'s rules; see `RasterTechnique.forFills(unicode:)`
  /// for choosing `technique`.
  package mutating func fill(
    _ path: PathGeometry, with paint: RasterPaint, opacity: Double = 1, rule: RasterFillRule = .nonZero,
    technique: RasterTechnique, clip: RasterClip = .none
  ) {
    guard var canvas = canvas(for: path, outset: 0, technique: technique, clip: clip) else { return }
    canvas.fill(path, with: paint, opacity: opacity, rule: rule)
    canvas.render(into: &self)
  }

  /// Strokes `path` (in this buffer's cell coordinates) into the buffer: what
  /// `CGContext.strokePath` and a SwiftUI `Shape`'s stroke come down to.
  ///
  /// See `RasterTechnique.forStrokes(unicode:)` for choosing `technique`.
  package mutating func stroke(
    _ path: PathGeometry, style: RasterStrokeStyle, with paint: RasterPaint, opacity: Double = 1,
    technique: RasterTechnique, clip: RasterClip = .none
  ) {
    let width = style.lineWidth.isFinite ? max(style.lineWidth, 0) : 0
    let joinReach = style.lineJoin == .miter ? min(max(style.miterLimit, 1), 1e6) : 1
    let outset = width / 2 * max(joinReach, 2.0.squareRoot()) + 1
    guard var canvas = canvas(for: path, outset: outset, technique: technique, clip: clip) else { return }
    canvas.stroke(path, style: style, with: paint, opacity: opacity)
    canvas.render(into: &self)
  }

  /// A canvas over the cells `path` grown by `outset` can touch within the clip, or `nil`.
  private func canvas(
    for path: PathGeometry, outset: Double, technique: RasterTechnique, clip: RasterClip
  ) -> DotCanvas? {
    var limit = bounds
    if let clipBounds = clip.bounds {
      limit = limit.intersection(DotCanvas.area(covering: clipBounds, outset: 0, within: bounds))
    }
    let area = DotCanvas.area(covering: path.bounds, outset: outset, within: limit)
    guard !area.isEmpty else { return nil }
    var canvas = DotCanvas(area: area, technique: technique)
    canvas.clip(to: clip)
    return canvas
  }
}
