import Foundation

/// A lazy grid's layout: its items resolved to tracks across one axis (columns of a
/// `LazyVGrid`, rows of a `LazyHGrid`), its children flowing through them in order, a line of
/// tracks at a time, each line as long as its longest cell.
@MainActor
package final class LazyGridLayout: LayoutState, NodeLayout {
  package struct Settings: Equatable {
    /// The axis the tracks lie across: horizontal for a vertical grid's columns.
    var trackAxis: Axis = .horizontal
    var items: [GridItem] = []
    /// The grid's alignment across the track axis, as a fraction.
    var alignment: CGFloat = 0.5
    var lineSpacing: CGFloat = 0

    package static func == (lhs: Settings, rhs: Settings) -> Bool {
      lhs.trackAxis == rhs.trackAxis && lhs.alignment == rhs.alignment && lhs.lineSpacing == rhs.lineSpacing
        && lhs.items.count == rhs.items.count
        && zip(lhs.items, rhs.items).allSatisfy { $0.matches($1) }
    }
  }

  var settings = Settings()

  package var hostView: UIView? { nil }
  /// The grid's owner invalidates it when it changes ``settings``.
  package var isInvalidatedByEveryUpdate: Bool { false }

  /// The tracks, and each line's length along the flow axis.
  private struct Measurement {
    var tracks: [ResolvedGridTrack]
    var lines: [CGFloat]
  }

  package func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    let measured = measure(node.layoutChildren, proposal: proposal)
    var size = CGSize.zero
    size[settings.trackAxis] = trackExtent(measured.tracks)
    size[settings.trackAxis.other] = lineExtent(measured.lines)
    if let length = proposal[settings.trackAxis], length.isFinite, hasFlexibleItems {
      size[settings.trackAxis] = max(size[settings.trackAxis], length)
    }
    return size
  }

  package func placeContent(of node: ViewNode, in bounds: CGRect) {
    let children = node.layoutChildren
    let measured = measure(children, proposal: node.placedProposal ?? ProposedViewSize(bounds.size))
    guard !measured.tracks.isEmpty else { return }
    let trackAxis = settings.trackAxis, flowAxis = trackAxis.other
    let origin = bounds.origin
    let free = bounds.size[trackAxis] - trackExtent(measured.tracks)
    var trackStarts: [CGFloat] = []
    var position = (trackAxis == .horizontal ? origin.x : origin.y) + (max(0, free) * settings.alignment).rounded(.down)
    for track in measured.tracks {
      trackStarts.append(position)
      position += track.length + track.spacing
    }
    var lineStart = flowAxis == .vertical ? origin.y : origin.x
    for (line, lineLength) in measured.lines.enumerated() {
      for (column, track) in measured.tracks.enumerated() {
        let index = line * measured.tracks.count + column
        guard index < children.count else { break }
        var offer = ProposedViewSize(width: nil, height: nil)
        offer[trackAxis] = track.length
        offer[flowAxis] = lineLength
        let size = children[index].sizeThatFits(offer)
        let alignment = track.alignment ?? .center
        var cell = CGSize.zero
        cell[trackAxis] = track.length
        cell[flowAxis] = lineLength
        let x = trackAxis == .horizontal ? trackStarts[column] : lineStart
        let y = trackAxis == .horizontal ? lineStart : trackStarts[column]
        let cellRect = CGRect(x: x, y: y, width: cell.width, height: cell.height)
        children[index].place(
          in: CGRect(origin: alignment.origin(of: size, in: cellRect), size: size), proposal: offer)
      }
      lineStart += lineLength + settings.lineSpacing
    }
  }

  private var hasFlexibleItems: Bool {
    settings.items.contains { if case .fixed = $0.size { false } else { true } }
  }

  private func measure(_ children: [ViewNode], proposal: ProposedViewSize) -> Measurement {
    let trackAxis = settings.trackAxis, flowAxis = trackAxis.other
    let itemCount = max(1, settings.items.count)
    let tracks = GridItem.tracks(
      for: settings.items, available: proposal[trackAxis],
      defaultSpacing: StackLayout.defaultSpacing(trackAxis)
    ) { item in
      // NB: Unproposed, a flexible item is as long as its longest cell.
      var longest: CGFloat = 0
      var index = item
      while index < children.count {
        longest = max(longest, children[index].sizeThatFits(.unspecified)[trackAxis])
        index += itemCount
      }
      return longest
    }
    guard !tracks.isEmpty else { return Measurement(tracks: [], lines: []) }
    var lines: [CGFloat] = []
    var start = 0
    while start < children.count {
      var longest: CGFloat = 0
      for column in 0..<tracks.count where start + column < children.count {
        var offer = ProposedViewSize(width: nil, height: nil)
        offer[trackAxis] = tracks[column].length
        longest = max(longest, children[start + column].sizeThatFits(offer)[flowAxis])
      }
      lines.append(longest)
      start += tracks.count
    }
    return Measurement(tracks: tracks, lines: lines)
  }

  private func trackExtent(_ tracks: [ResolvedGridTrack]) -> CGFloat {
    guard let last = tracks.last else { return 0 }
    return tracks.reduce(0) { $0 + $1.length + $1.spacing } - last.spacing
  }

  private func lineExtent(_ lines: [CGFloat]) -> CGFloat {
    lines.isEmpty ? 0 : lines.reduce(0, +) + settings.lineSpacing * CGFloat(lines.count - 1)
  }
}

extension GridItem {
  /// Whether this item describes the same track as `other`.
  fileprivate func matches(_ other: GridItem) -> Bool {
    guard spacing == other.spacing, alignment == other.alignment else { return false }
    switch (size, other.size) {
    case (.fixed(let a), .fixed(let b)): return a == b
    case (.flexible(let a, let b), .flexible(let c, let d)), (.adaptive(let a, let b), .adaptive(let c, let d)):
      return a == c && b == d
    default: return false
    }
  }
}
