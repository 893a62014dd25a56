public import Foundation

/// An edge on the vertical axis.
public enum VerticalEdge: Int8, CaseIterable, Hashable, Sendable {
  /// The top edge.
  case top
  /// The bottom edge.
  case bottom
}

/// An edge on the horizontal axis.
public enum HorizontalEdge: Int8, CaseIterable, Hashable, Sendable {
  /// The leading edge.
  case leading
  /// The trailing edge.
  case trailing
}

/// A set of symbolic safe area regions.
public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
  /// The regions' bits.
  public let rawValue: UInt
  /// Creates a set of regions from its bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// The safe area defined by the device and containers within the user interface.
  public static let container = SafeAreaRegions(rawValue: 1 << 0)
  /// The safe area matching the current extent of any software keyboard.
  public static let keyboard = SafeAreaRegions(rawValue: 1 << 1)
  /// All safe area regions.
  public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// Shows secondary content at one edge of its content, which is offered the space left.
package struct SafeAreaInsetModifier<Inset: View>: ViewModifier, PrimitiveModifier {
  package typealias Body = Never
  let edge: Edge
  /// Where the inset content sits along the edge, from 0 (leading or top) to 1.
  let alignment: CGFloat
  let spacing: CGFloat?
  let inset: Inset

  package func update(_ node: ViewNode, content: any View) {
    let layout = node.layout { SafeAreaInsetLayout() }
    layout.edge = edge
    layout.alignment = alignment
    let axis: Axis = edge == .top || edge == .bottom ? .vertical : .horizontal
    layout.spacing = spacing ?? StackLayout.defaultSpacing(axis)
    // NB: The inset content comes second, so its views draw in front of the content's.
    node.updateChild(at: 0, with: content, environment: node.environment)
    node.updateChild(at: 1, with: inset, environment: node.environment)
    node.trimChildren(to: 2)
  }
}

/// The content and the inset content one after the other along the edge's axis: the inset at
/// the edge at its ideal length, the content offered what is left.
@MainActor
private final class SafeAreaInsetLayout: LayoutState, NodeLayout {
  var edge = Edge.bottom
  var alignment: CGFloat = 0.5
  var spacing: CGFloat = 0

  var hostView: UIView? { nil }

  private var axis: Axis { edge == .top || edge == .bottom ? .vertical : .horizontal }

  private struct Measurement {
    var content: CGSize
    var contentProposal: ProposedViewSize
    var inset: CGSize
    var insetProposal: ProposedViewSize
    var gap: CGFloat
  }

  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    let measured = measure(proposal, node: node)
    var size = CGSize.zero
    size[axis] = measured.content[axis] + measured.gap + measured.inset[axis]
    size[axis.other] = max(measured.content[axis.other], measured.inset[axis.other])
    return size
  }

  func placeContent(of node: ViewNode, in bounds: CGRect) {
    let measured = measure(node.placedProposal ?? ProposedViewSize(bounds.size), node: node)
    let insetFirst = edge == .top || edge == .leading
    let start = axis == .vertical ? bounds.minY : bounds.minX
    let end = axis == .vertical ? bounds.maxY : bounds.maxX
    let contentStart = insetFirst ? start + measured.inset[axis] + measured.gap : start
    let insetStart = insetFirst ? start : end - measured.inset[axis]
    place(children(of: node, at: 0), size: measured.content, proposal: measured.contentProposal, at: contentStart, across: 0.5, in: bounds)
    place(children(of: node, at: 1), size: measured.inset, proposal: measured.insetProposal, at: insetStart, across: alignment, in: bounds)
  }

  private func place(
    _ children: [ViewNode], size: CGSize, proposal: ProposedViewSize, at position: CGFloat, across fraction: CGFloat,
    in bounds: CGRect
  ) {
    let crossStart = axis == .vertical ? bounds.minX : bounds.minY
    let cross = crossStart + ((bounds.size[axis.other] - size[axis.other]) * fraction).rounded(.down)
    let origin = axis == .vertical ? CGPoint(x: cross, y: position) : CGPoint(x: position, y: cross)
    StackLayout.vertical.place(children, in: CGRect(origin: origin, size: size), proposal: proposal)
  }

  private func measure(_ proposal: ProposedViewSize, node: ViewNode) -> Measurement {
    var insetProposal = proposal
    insetProposal[axis] = nil
    let inset = StackLayout.vertical.sizeThatFits(insetProposal, children: children(of: node, at: 1))
    let gap = inset[axis] > 0 ? spacing : 0
    var contentProposal = proposal
    contentProposal[axis] = proposal[axis].map { max(0, $0 - inset[axis] - gap) }
    let content = StackLayout.vertical.sizeThatFits(contentProposal, children: children(of: node, at: 0))
    return Measurement(
      content: content, contentProposal: contentProposal, inset: inset, insetProposal: insetProposal, gap: gap)
  }

  private func children(of node: ViewNode, at index: Int) -> [ViewNode] {
    guard node.children.indices.contains(index) else { return [] }
    let child = node.children[index]
    return child.laysOut ? [child] : child.layoutChildren
  }
}

/// Keeps the safe-area edges a view ignores; a terminal has no safe area, so nothing changes.
package struct SafeAreaIgnoringModifier: ViewModifier, PrimitiveModifier {
  package typealias Body = Never
  let regions: SafeAreaRegions
  let edges: Edge.Set

  package func update(_ node: ViewNode, content: any View) {
    node.updateChild(at: 0, with: content, environment: node.environment)
  }
}

extension View {
  /// Shows the specified content above or below the modified view.
  ///
  /// The content is placed at the edge at its ideal height, and the modified view is offered
  /// the height left, so nothing of it is hidden beneath the bar:
  ///
  /// ```swift
  /// List(messages) { MessageRow($0) }
  ///   .safeAreaInset(edge: .bottom) {
  ///     TextField("Message", text: $draft)
  ///   }
  /// ```
  ///
  /// - Parameters:
  ///   - edge: The vertical edge of the view to inset by the height of `content`.
  ///   - alignment: The alignment guide used to position `content` horizontally.
  ///   - spacing: Extra distance placed between the two views, or `nil` for the default,
  ///     which in a terminal is none.
  ///   - content: A view builder function providing the view to display in the inset space.
  public func safeAreaInset<V: View>(
    edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> V
  ) -> some View {
    modifier(
      SafeAreaInsetModifier(
        edge: edge == .top ? .top : .bottom, alignment: alignment.fraction, spacing: spacing, inset: content()))
  }

  /// Shows the specified content beside the modified view.
  ///
  /// ```swift
  /// content.safeAreaInset(edge: .leading) { Sidebar() }
  /// ```
  ///
  /// - Parameters:
  ///   - edge: The horizontal edge of the view to inset by the width of `content`.
  ///   - alignment: The alignment guide used to position `content` vertically.
  ///   - spacing: Extra distance placed between the two views, or `nil` for the default,
  ///     which in a terminal is one cell.
  ///   - content: A view builder function providing the view to display in the inset space.
  public func safeAreaInset<V: View>(
    edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> V
  ) -> some View {
    modifier(
      SafeAreaInsetModifier(
        edge: edge == .leading ? .leading : .trailing, alignment: alignment.fraction, spacing: spacing,
        inset: content()))
  }

  /// Expands the safe area of a view.
  ///
  /// A terminal has no safe area, so the view lays out and draws as without; the regions and
  /// edges are kept.
  ///
  /// ```swift
  /// Color.blue.ignoresSafeArea()
  /// ```
  ///
  /// - Parameters:
  ///   - regions: The regions to expand the view's safe area into.
  ///   - edges: The set of edges to expand.
  public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
    modifier(SafeAreaIgnoringModifier(regions: regions, edges: edges))
  }

  /// Changes the view's proposed area to extend outside the screen's safe areas.
  ///
  /// A terminal has no safe area, so the view lays out and draws as without.
  ///
  /// ```swift
  /// Color.blue.edgesIgnoringSafeArea(.all)
  /// ```
  public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View {
    modifier(SafeAreaIgnoringModifier(regions: .all, edges: edges))
  }
}
