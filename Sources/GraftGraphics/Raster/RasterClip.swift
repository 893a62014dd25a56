/// A clip for one drawing: a rectangle and any number of paths, all of which paint must lie
/// inside, as a `CGContext`'s clip state after `clip(to:)` and `clip()` calls.
package struct RasterClip: Hashable, Sendable {
  /// A rectangle paint must lie inside, in cells, or `nil` for none.
  package var rect: PathRect?
  /// Paths paint must lie inside, each with its fill rule.
  package var paths: [Path]

  /// A path of a clip, with the rule that says what is inside it.
  package struct Path: Hashable, Sendable {
    /// The outline.
    package var geometry: PathGeometry
    /// What counts as inside.
    package var rule: RasterFillRule

    /// Creates a clip path.
    package init(_ geometry: PathGeometry, rule: RasterFillRule = .nonZero) {
      self.geometry = geometry
      self.rule = rule
    }
  }

  /// Creates a clip; the default clips nothing.
  package init(rect: PathRect? = nil, paths: [Path] = []) {
    self.rect = rect
    self.paths = paths
  }

  /// No clip at all.
  package static let none = RasterClip()

  /// The clip's rectangle, and every path's bounds, intersected: nothing outside can show.
  package var bounds: PathRect? {
    var result = rect?.standardized
    for path in paths {
      guard let box = path.geometry.bounds else { return PathRect(x: 0, y: 0, width: 0, height: 0) }
      guard let current = result else {
        result = box
        continue
      }
      let left = max(current.minX, box.minX)
      let top = max(current.minY, box.minY)
      result = PathRect(
        x: left, y: top, width: max(min(current.maxX, box.maxX) - left, 0),
        height: max(min(current.maxY, box.maxY) - top, 0))
    }
    return result
  }
}

extension DotCanvas {
  /// Applies every part of `clip`.
  package mutating func clip(to clip: RasterClip) {
    if let rect = clip.rect { self.clip(to: rect) }
    for path in clip.paths { self.clip(to: path.geometry, rule: path.rule) }
  }
}
