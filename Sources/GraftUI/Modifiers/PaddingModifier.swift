import Foundation

/// Adds space around its content: the content is offered the proposal less the insets, and the
/// modified view is the content's size plus the insets.
package struct PaddingModifier: ViewModifier, PrimitiveModifier {
  package typealias Body = Never
  let insets: EdgeInsets

  /// The padding `.padding()` uses when given no length.
  ///
  /// NB: SwiftUI's default is the system spacing (about 16 points); a terminal cell is already
  /// the size of a character, so one cell on each edge keeps the same visual effect.
  static let defaultLength: CGFloat = 1

  package func update(_ node: ViewNode, content: any View) {
    let layout = node.layout { PaddingLayout() }
    layout.node = node
    layout.insets = insets
    node.updateChild(at: 0, with: content, environment: node.environment)
  }
}

/// A layout-only node that insets its content.
@MainActor
private final class PaddingLayout: LayoutState, NodeLayout {
  @Unretained var node: ViewNode?
  var insets = EdgeInsets()

  var hostView: UIView? { nil }
  var layoutPriority: Double { node?.contentLayoutPriority ?? 0 }

  private var horizontal: CGFloat { insets.leading + insets.trailing }
  private var vertical: CGFloat { insets.top + insets.bottom }

  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    let inner = ProposedViewSize(
      width: proposal.width.map { max(0, $0 - horizontal) },
      height: proposal.height.map { max(0, $0 - vertical) })
    let size = StackLayout.vertical.sizeThatFits(inner, children: node.layoutChildren)
    return CGSize(width: max(0, size.width + horizontal), height: max(0, size.height + vertical))
  }

  func placeContent(of node: ViewNode, in bounds: CGRect) {
    let inner = CGRect(
      x: bounds.minX + insets.leading, y: bounds.minY + insets.top,
      width: max(0, bounds.width - horizontal), height: max(0, bounds.height - vertical))
    StackLayout.vertical.place(node.layoutChildren, in: inner)
  }
}

extension View {
  /// Adds an equal padding amount to specific edges of this view.
  ///
  /// Without a length, the padding is one cell.
  ///
  /// ```swift
  /// Text("Saved")
  ///   .padding(.horizontal)
  ///   .border(.green)
  /// ```
  ///
  /// - Parameters:
  ///   - edges: The set of edges to pad for this view. The default is all edges.
  ///   - length: An amount, in cells, to pad this view on the specified edges; `nil` (the
  ///     default) uses one cell, the terminal's counterpart of SwiftUI's system spacing.
  public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
    modifier(PaddingModifier(insets: EdgeInsets(edges, length ?? PaddingModifier.defaultLength)))
  }

  /// Adds a specific padding amount to each edge of this view.
  public func padding(_ length: CGFloat) -> some View {
    modifier(PaddingModifier(insets: EdgeInsets(.all, length)))
  }

  /// Adds different padding amounts to each edge of this view.
  public func padding(_ insets: EdgeInsets) -> some View {
    modifier(PaddingModifier(insets: insets))
  }
}
