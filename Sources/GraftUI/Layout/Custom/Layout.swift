import Foundation

/// A type that defines the geometry of a collection of views.
///
/// ```swift
/// struct EqualWidthHStack: Layout {
///   func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
///     let widest = subviews.map { $0.sizeThatFits(.unspecified).width }.max() ?? 0
///     return CGSize(width: widest * CGFloat(subviews.count), height: 1)
///   }
///
///   func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
///     let width = bounds.width / CGFloat(max(1, subviews.count))
///     for (index, subview) in subviews.enumerated() {
///       subview.place(
///         at: CGPoint(x: bounds.minX + CGFloat(index) * width, y: bounds.minY),
///         proposal: ProposedViewSize(width: width, height: 1))
///     }
///   }
/// }
///
/// EqualWidthHStack { Button("OK") {}; Button("Cancel") {} }
/// ```
///
/// A layout is called with its subviews: the views of its content, each measured and placed in
/// cells. As in SwiftUI, the cache lives as long as the layout's view, made by
/// ``makeCache(subviews:)`` and refreshed by ``updateCache(_:subviews:)`` when the layout or its
/// subviews change.
@MainActor @preconcurrency
public protocol Layout: Animatable {
  /// Cached values associated with the layout instance.
  associatedtype Cache = Void
  /// A collection of proxies for the subviews of a layout view.
  typealias Subviews = LayoutSubviews

  /// Properties of a layout container.
  static var layoutProperties: LayoutProperties { get }
  /// Creates and initialises a cache for a layout instance.
  func makeCache(subviews: Subviews) -> Cache
  /// Updates the layout's cache when something changes.
  func updateCache(_ cache: inout Cache, subviews: Subviews)
  /// The preferred spacing for this layout's view, as a subview of another stack.
  func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing
  /// Returns the size of the composite view, given a proposed size and the view's subviews.
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize
  /// Assigns positions to each of the layout's subviews.
  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
  /// Returns the position of the specified horizontal alignment guide along the x axis.
  func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
    cache: inout Cache
  ) -> CGFloat?
  /// Returns the position of the specified vertical alignment guide along the y axis.
  func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
    cache: inout Cache
  ) -> CGFloat?
}

extension Layout {
  /// The default properties: no stack orientation.
  public static var layoutProperties: LayoutProperties { LayoutProperties() }

  /// By default, the cache is made again.
  public func updateCache(_ cache: inout Cache, subviews: Subviews) {
    cache = makeCache(subviews: subviews)
  }

  /// By default, the union of the subviews' spacing.
  public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
    subviews.reduce(ViewSpacing()) { $0.union($1.spacing) }
  }

  public func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
    cache: inout Cache
  ) -> CGFloat? { nil }

  public func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
    cache: inout Cache
  ) -> CGFloat? { nil }

  /// Combines the specified views into a single composite view using the layout algorithms of
  /// the custom layout container.
  public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
    LayoutView(layout: self, content: content())
  }
}

extension Layout where Cache == () {
  /// An empty cache.
  public func makeCache(subviews: Subviews) -> Cache { () }
}

/// Layout-specific properties of a layout container.
public struct LayoutProperties: Sendable {
  /// The orientation of the containing stack-like container, if any: what `Spacer` and
  /// `Divider` follow inside it.
  public var stackOrientation: Axis?

  /// Creates a default set of properties.
  public init() {}
}

/// A collection of the geometric spacing preferences of a view.
///
/// In a terminal, views prefer one cell between them side by side and none one above another,
/// as Graft's stacks space them by default.
public struct ViewSpacing: Sendable {
  /// Whether the view asks for no spacing at all, as `zero` does.
  private var isZero = false

  /// A view spacing instance that contains zero on all edges.
  public static let zero = ViewSpacing(isZero: true)

  /// Initialises an instance with default spacing values.
  public init() {}

  private init(isZero: Bool) { self.isZero = isZero }

  /// Merges the spacing preferences of another spacing instance with this instance for a
  /// specified set of edges: default spacing wins over none.
  public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
    isZero = isZero && other.isZero
  }

  /// Gets a new value that merges the spacing preferences of another spacing instance with this
  /// instance for a specified set of edges.
  public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
    var union = self
    union.formUnion(other, edges: edges)
    return union
  }

  /// Gets the preferred spacing distance along the specified axis to the view that returns a
  /// specified spacing preference: one cell side by side, none one above another.
  public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
    isZero && next.isZero ? 0 : StackLayout.defaultSpacing(axis)
  }
}
