/// Cuts polylines into dashes, keeping the pattern's position across parts it skips.
///
/// Lengths are measured in cells along the path. A stretch outside the cull box only advances
/// the pattern (by its length modulo the pattern's), so a dashed line a million cells long
/// costs as much as the part that shows.
struct Dasher {
  /// Dash and gap lengths, alternating, starting with a dash.
  private let pattern: [Double]
  /// The pattern's total length.
  private let total: Double
  /// Where a subpath starts in the pattern.
  private let phase: Double

  /// The shortest pattern drawn as dashes, in cells: anything finer is below the dot grid, and
  /// would make the number of dashes unbounded, so it draws solid.
  static let minimumTotal = 1.0 / 64

  /// A dasher for `pattern` (from `RasterStrokeStyle`), or `nil` when it draws solid: empty,
  /// with a negative or non-finite length, or too fine to show.
  init?(pattern: [Double], phase: Double) {
    guard !pattern.isEmpty, pattern.allSatisfy({ $0.isFinite && $0 >= 0 }) else { return nil }
    // NB: an odd count repeats once more, as Core Graphics does, so dashes and gaps alternate.
    let even = pattern.count.isMultiple(of: 2) ? pattern : pattern + pattern
    let total = even.reduce(0, +)
    guard total >= Self.minimumTotal, total.isFinite else { return nil }
    self.pattern = even
    self.total = total
    let start = phase.isFinite ? phase.truncatingRemainder(dividingBy: total) : 0
    self.phase = start < 0 ? start + total : start
  }

  /// The position within the pattern: which element, and how much of it is left.
  private struct State {
    var index: Int
    var remaining: Double
    var isOn: Bool { index.isMultiple(of: 2) }
  }

  /// The state `phase` cells into the pattern.
  private func state(at phase: Double) -> State {
    var state = State(index: 0, remaining: pattern[0])
    advance(&state, by: phase)
    return state
  }

  /// Moves through the pattern by `length` without drawing.
  private func advance(_ state: inout State, by length: Double) {
    var left = length.truncatingRemainder(dividingBy: total)
    while left >= state.remaining {
      left -= state.remaining
      state.index = (state.index + 1) % pattern.count
      state.remaining = pattern[state.index]
    }
    state.remaining -= left
  }

  /// Appends the dashes of `points` (closed back to its start if `closed`) to `output`: each
  /// dash's points go into `output.points`, and its range into `output.ranges`. Only the parts
  /// of segments inside `box` are cut into dashes.
  func dash(_ points: ArraySlice<PathPoint>, closed: Bool, box: PathRect, into output: inout DashOutput) {
    guard let first = points.first else { return }
    var state = state(at: phase)
    var dashStart = state.isOn ? output.points.count : -1
    if state.isOn { output.points.append(first) }
    var previous = first
    let count = points.count + (closed ? 1 : 0)
    for offset in 1..<max(count, 1) {
      let next = offset < points.count ? points[points.startIndex + offset] : first
      let dx = next.x - previous.x
      let dy = next.y - previous.y
      let length = (dx * dx + dy * dy).squareRoot()
      guard length > 0, length.isFinite else { continue }
      // Only the part of the segment inside the box is cut; the rest just moves the pattern.
      let visible = DotMapping.clip(
        previous.x, previous.y, next.x, next.y, minX: box.minX, minY: box.minY, maxX: box.maxX, maxY: box.maxY
      )
      var position = 0.0
      let (enter, leave) = visible.map { ($0.0 * length, $0.1 * length) } ?? (length, length)
      if enter > 0 {
        if dashStart >= 0 { end(&dashStart, at: point(previous, dx, dy, length, enter), into: &output) }
        advance(&state, by: enter)
        position = enter
        if state.isOn { dashStart = begin(at: point(previous, dx, dy, length, enter), into: &output) }
      }
      while position < leave {
        let step = min(state.remaining, leave - position)
        position += step
        state.remaining -= step
        if state.remaining > 0 { break }
        let at = point(previous, dx, dy, length, position)
        if state.isOn { end(&dashStart, at: at, into: &output) }
        state.index = (state.index + 1) % pattern.count
        state.remaining = pattern[state.index]
        if state.isOn { dashStart = begin(at: at, into: &output) }
      }
      if leave < length {
        if dashStart >= 0 { end(&dashStart, at: point(previous, dx, dy, length, leave), into: &output) }
        advance(&state, by: length - leave)
        if state.isOn { dashStart = begin(at: next, into: &output) }
      } else if dashStart >= 0 {
        output.points.append(next)
      }
      previous = next
    }
    if dashStart >= 0 { output.ranges.append(dashStart..<output.points.count) }
  }

  private func point(_ start: PathPoint, _ dx: Double, _ dy: Double, _ length: Double, _ at: Double)
    -> PathPoint
  {
    PathPoint(x: start.x + dx * at / length, y: start.y + dy * at / length)
  }

  private func begin(at point: PathPoint, into output: inout DashOutput) -> Int {
    output.points.append(point)
    return output.points.count - 1
  }

  private func end(_ start: inout Int, at point: PathPoint, into output: inout DashOutput) {
    output.points.append(point)
    output.ranges.append(start..<output.points.count)
    start = -1
  }
}

/// The dashes a `Dasher` cut: their points in one array, and where each dash lies in it.
struct DashOutput {
  /// Every dash's points, dash after dash.
  var points: [PathPoint] = []
  /// Each dash's range in `points`.
  var ranges: [Range<Int>] = []

  /// Empties both arrays, keeping their storage.
  mutating func removeAll() {
    points.removeAll(keepingCapacity: true)
    ranges.removeAll(keepingCapacity: true)
  }
}
