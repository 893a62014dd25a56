import Foundation

/// A type-erased instance of the layout protocol, for switching between layouts without losing
/// the subviews' state.
///
/// ```swift
/// let layout = isWide ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())
/// layout { Text("One"); Text("Two") }
/// ```
public struct AnyLayout: Layout {
  public typealias Cache = Any
  private let base: any Layout

  /// Creates a type-erased value that wraps the specified layout.
  public init<L: Layout>(_ layout: L) {
    base = layout
  }

  public func makeCache(subviews: Subviews) -> Any { Self.makeCache(base, subviews) }

  public func updateCache(_ cache: inout Any, subviews: Subviews) {
    cache = Self.makeCache(base, subviews)
  }

  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Any) -> CGSize {
    Self.sizeThatFits(base, proposal, subviews, &cache)
  }

  public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Any) {
    Self.place(base, bounds, proposal, subviews, &cache)
  }

  private static func makeCache<L: Layout>(_ layout: L, _ subviews: Subviews) -> Any {
    layout.makeCache(subviews: subviews)
  }

  /// Runs `body` with `cache` as the wrapped layout's own cache, made afresh when the layout
  /// changed type.
  private static func withCache<L: Layout, Result>(
    _ layout: L, _ subviews: Subviews, _ cache: inout Any, _ body: (inout L.Cache) -> Result
  ) -> Result {
    var typed = cache as? L.Cache ?? layout.makeCache(subviews: subviews)
    defer { cache = typed }
    return body(&typed)
  }

  private static func sizeThatFits<L: Layout>(
    _ layout: L, _ proposal: ProposedViewSize, _ subviews: Subviews, _ cache: inout Any
  ) -> CGSize {
    withCache(layout, subviews, &cache) { layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0) }
  }

  private static func place<L: Layout>(
    _ layout: L, _ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: Subviews, _ cache: inout Any
  ) {
    withCache(layout, subviews, &cache) {
      layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$0)
    }
  }
}

/// A horizontal container that you can use in conditional layouts: `HStack`'s algorithm.
public struct HStackLayout: Layout {
  /// The vertical alignment of subviews.
  public var alignment: VerticalAlignment
  /// The distance between adjacent subviews, or `nil` for the default.
  public var spacing: CGFloat?

  /// Creates a horizontal stack with the specified spacing and vertical alignment.
  public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
    self.alignment = alignment
    self.spacing = spacing
  }

  public static var layoutProperties: LayoutProperties {
    var properties = LayoutProperties()
    properties.stackOrientation = .horizontal
    return properties
  }

  private var stack: StackLayout { StackLayout(axis: .horizontal, crossAlignment: alignment.fraction, spacing: spacing) }

  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    stack.sizeThatFits(proposal, children: subviews.nodes)
  }

  public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    stack.place(subviews.nodes, in: bounds, proposal: proposal)
  }
}

/// A vertical container that you can use in conditional layouts: `VStack`'s algorithm.
public struct VStackLayout: Layout {
  /// The horizontal alignment of subviews.
  public var alignment: HorizontalAlignment
  /// The distance between adjacent subviews, or `nil` for the default.
  public var spacing: CGFloat?

  /// Creates a vertical stack with the specified spacing and horizontal alignment.
  public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
    self.alignment = alignment
    self.spacing = spacing
  }

  public static var layoutProperties: LayoutProperties {
    var properties = LayoutProperties()
    properties.stackOrientation = .vertical
    return properties
  }

  private var stack: StackLayout { StackLayout(axis: .vertical, crossAlignment: alignment.fraction, spacing: spacing) }

  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    stack.sizeThatFits(proposal, children: subviews.nodes)
  }

  public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    stack.place(subviews.nodes, in: bounds, proposal: proposal)
  }
}

/// An overlaying container that you can use in conditional layouts: `ZStack`'s algorithm.
public struct ZStackLayout: Layout {
  /// The alignment of subviews.
  public var alignment: Alignment

  /// Creates a stack with the specified alignment.
  public init(alignment: Alignment = .center) {
    self.alignment = alignment
  }

  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    subviews.reduce(CGSize.zero) { size, subview in
      let child = subview.sizeThatFits(proposal)
      return CGSize(width: max(size.width, child.width), height: max(size.height, child.height))
    }
  }

  public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    let anchor = UnitPoint(x: alignment.horizontal.fraction, y: alignment.vertical.fraction)
    for subview in subviews {
      subview.place(
        at: CGPoint(x: bounds.minX + bounds.width * anchor.x, y: bounds.minY + bounds.height * anchor.y),
        anchor: anchor, proposal: proposal)
    }
  }
}
