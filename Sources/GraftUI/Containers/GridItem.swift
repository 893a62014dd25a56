import Foundation

/// A description of a row or a column in a lazy grid.
///
/// ```swift
/// LazyVGrid(columns: [GridItem(.adaptive(minimum: 12))]) {
///   ForEach(photos) { PhotoCell(photo: $0) }
/// }
/// ```
public struct GridItem: Sendable {
  /// The size in the minor axis of one or more rows or columns in a grid layout.
  public enum Size: Sendable {
    /// A single item with the specified fixed size.
    case fixed(CGFloat)
    /// A single flexible item, sized between `minimum` and `maximum`.
    case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
    /// Multiple items in the space of a single flexible item: as many of at least `minimum` as
    /// fit, sharing the space, each at most `maximum`.
    case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
  }

  /// The size of the item, which is the width of a column item or the height of a row item.
  public var size: Size
  /// The spacing to the next item, or `nil` for the default: a cell between columns, none
  /// between rows.
  public var spacing: CGFloat?
  /// The alignment to use when placing each view, or `nil` for centred.
  public var alignment: Alignment?

  /// Creates a grid item with the provided size, spacing, and alignment properties.
  public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
    self.size = size
    self.spacing = spacing
    self.alignment = alignment
  }
}

/// A grid item resolved for one length: one column (or row) of a lazy grid.
package struct ResolvedGridTrack: Equatable {
  var length: CGFloat
  /// The space after this track.
  var spacing: CGFloat
  var alignment: Alignment?
}

extension GridItem {
  /// The tracks `items` make in `available` cells, or at their ideal lengths when `nil`.
  ///
  /// Fixed items take their size; flexible items share what is left equally, each within its
  /// bounds, the rest going again to those that can take it; an adaptive item fits as many
  /// tracks of at least its minimum as its share allows, at least one.
  static func tracks(
    for items: [GridItem], available: CGFloat?, defaultSpacing: CGFloat, idealLength: (Int) -> CGFloat
  ) -> [ResolvedGridTrack] {
    let spacings = items.map { $0.spacing ?? defaultSpacing }
    var shares = [CGFloat](repeating: 0, count: items.count)
    if let available, available.isFinite {
      var remaining = available - spacings.dropLast().reduce(0, +)
      var open: [Int] = []
      for (index, item) in items.enumerated() {
        if case .fixed(let length) = item.size {
          shares[index] = length
          remaining -= length
        } else {
          open.append(index)
        }
      }
      // NB: Items held at a bound leave their share to the others, so a few rounds settle it.
      while !open.isEmpty {
        let share = max(0, (remaining / CGFloat(open.count)).rounded(.down))
        var bounded: [Int] = []
        for index in open {
          let (low, high) = items[index].bounds
          if share < low || share > high { bounded.append(index) }
        }
        if bounded.isEmpty {
          var leftover = max(0, remaining - share * CGFloat(open.count))
          for index in open {
            shares[index] = share + (leftover >= 1 ? 1 : 0)
            leftover -= 1
          }
          break
        }
        for index in bounded {
          let (low, high) = items[index].bounds
          shares[index] = min(max(share, low), high)
          remaining -= shares[index]
        }
        open.removeAll { bounded.contains($0) }
      }
    } else {
      for (index, item) in items.enumerated() {
        switch item.size {
        case .fixed(let length): shares[index] = length
        case .flexible(let minimum, let maximum): shares[index] = min(max(idealLength(index), minimum), maximum)
        case .adaptive(let minimum, _): shares[index] = minimum
        }
      }
    }
    var tracks: [ResolvedGridTrack] = []
    for (index, item) in items.enumerated() {
      guard case .adaptive(let minimum, let maximum) = item.size else {
        tracks.append(ResolvedGridTrack(length: shares[index], spacing: spacings[index], alignment: item.alignment))
        continue
      }
      let spacing = spacings[index]
      let share = shares[index]
      let count = max(1, Int(((share + spacing) / (max(1, minimum) + spacing)).rounded(.down)))
      let length = min(maximum, max(minimum, ((share - spacing * CGFloat(count - 1)) / CGFloat(count)).rounded(.down)))
      for _ in 0..<count {
        tracks.append(ResolvedGridTrack(length: length, spacing: spacing, alignment: item.alignment))
      }
    }
    return tracks
  }

  /// The least and most a flexible or adaptive item's share may be.
  private var bounds: (CGFloat, CGFloat) {
    switch size {
    case .fixed(let length): (length, length)
    case .flexible(let minimum, let maximum): (minimum, maximum)
    // NB: An adaptive item's share is split into tracks, so only its minimum bounds it.
    case .adaptive(let minimum, _): (minimum, .infinity)
    }
  }
}
