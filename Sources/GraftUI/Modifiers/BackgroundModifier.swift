import Foundation

/// Layers secondary content behind or in front of its content.
///
/// The modified view is exactly the size of its content; the secondary content is offered that
/// size and aligned on it. Secondary content comes earlier in tree order for a background, so
/// its views sit behind the content's, and later for an overlay.
package struct BackgroundModifier<Secondary: View>: ViewModifier, PrimitiveModifier {
  package typealias Body = Never
  let secondary: Secondary
  let alignment: Alignment
  let isOverlay: Bool

  package func update(_ node: ViewNode, content: any View) {
    let layout = SecondaryContentLayout.install(in: node)
    layout.alignment = alignment
    layout.mainIndex = isOverlay ? 0 : 1
    let environment = node.environment
    if isOverlay {
      node.updateChild(at: 0, with: content, environment: environment)
      node.updateChild(at: 1, with: secondary, environment: environment)
    } else {
      node.updateChild(at: 0, with: secondary, environment: environment)
      node.updateChild(at: 1, with: content, environment: environment)
    }
    node.trimChildren(to: 2)
  }
}

/// The layout of a background, an overlay or a border: layout-only, sized by its main child,
/// with its other child laid on top of the main one like a `ZStack`.
@MainActor
package final class SecondaryContentLayout: LayoutState, NodeLayout {
  @Unretained var node: ViewNode?
  var alignment = Alignment.center
  /// The index of the child that decides the size; the other is the secondary content.
  var mainIndex = 0

  static func install(in node: ViewNode) -> SecondaryContentLayout {
    node.layout {
      let layout = SecondaryContentLayout()
      layout.node = node
      return layout
    }
  }

  package var hostView: UIView? { nil }

  package var layoutPriority: Double {
    guard let node else { return 0 }
    return main(of: node).map(\.layoutPriority).max() ?? 0
  }

  package func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    StackLayout.vertical.sizeThatFits(proposal, children: main(of: node))
  }

  package func placeContent(of node: ViewNode, in bounds: CGRect) {
    StackLayout.vertical.place(main(of: node), in: bounds)
    // NB: Several secondary views stack like a `ZStack`'s children, each aligned on its own.
    let proposal = ProposedViewSize(bounds.size)
    for child in secondary(of: node) {
      let size = child.sizeThatFits(proposal)
      child.place(in: CGRect(origin: alignment.origin(of: size, in: bounds), size: size), proposal: proposal)
    }
  }

  private func main(of node: ViewNode) -> [ViewNode] {
    layoutNodes(of: node, at: mainIndex)
  }

  private func secondary(of node: ViewNode) -> [ViewNode] {
    layoutNodes(of: node, at: 1 - mainIndex)
  }

  private func layoutNodes(of node: ViewNode, at index: Int) -> [ViewNode] {
    guard node.children.indices.contains(index) else { return [] }
    let child = node.children[index]
    return child.laysOut ? [child] : child.layoutChildren
  }
}

extension View {
  /// Layers the views that you specify behind this view.
  ///
  /// The background is offered this view's size and aligned on it; it never changes this
  /// view's size.
  ///
  /// ```swift
  /// Text("Warning")
  ///   .padding(.horizontal)
  ///   .background(alignment: .leading) { Color.yellow.frame(width: 1) }
  /// ```
  public func background<V: View>(
    alignment: Alignment = .center, @ViewBuilder content: () -> V
  ) -> some View {
    modifier(BackgroundModifier(secondary: content(), alignment: alignment, isOverlay: false))
  }

  /// Sets the view's background to a style, such as a colour.
  ///
  /// ```swift
  /// TextField("Name", text: $name)
  ///   .frame(height: 3)
  ///   .background(Color.gray)
  /// ```
  ///
  /// - Parameters:
  ///   - style: The style to draw behind the view.
  ///   - edges: The edges for which to ignore safe area insets; a terminal has no safe area,
  ///     so this has no effect.
  public func background<S: ShapeStyle>(
    _ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all
  ) -> some View {
    modifier(
      BackgroundModifier(
        secondary: style.resolvedColor ?? .clear, alignment: .center, isOverlay: false))
  }

  /// Layers the given view behind this view.
  ///
  /// SwiftUI soft-deprecates this form in favour of ``background(alignment:content:)``.
  // NB: Disfavoured so that a `Color`, both a view and a shape style, picks the style form, as
  // it does in SwiftUI.
  @_disfavoredOverload
  public func background<Background: View>(
    _ background: Background, alignment: Alignment = .center
  ) -> some View {
    modifier(BackgroundModifier(secondary: background, alignment: alignment, isOverlay: false))
  }

  /// Layers the views that you specify in front of this view.
  ///
  /// The overlay is offered this view's size and aligned on it; it never changes this view's
  /// size.
  ///
  /// ```swift
  /// Text("Inbox")
  ///   .padding(.trailing, 2)
  ///   .overlay(alignment: .topTrailing) { Text("•").foregroundColor(.red) }
  /// ```
  public func overlay<V: View>(
    alignment: Alignment = .center, @ViewBuilder content: () -> V
  ) -> some View {
    modifier(BackgroundModifier(secondary: content(), alignment: alignment, isOverlay: true))
  }

  /// Layers the specified style in front of this view.
  public func overlay<S: ShapeStyle>(
    _ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all
  ) -> some View {
    modifier(
      BackgroundModifier(
        secondary: style.resolvedColor ?? .clear, alignment: .center, isOverlay: true))
  }

  /// Layers a secondary view in front of this view.
  ///
  /// SwiftUI soft-deprecates this form in favour of ``overlay(alignment:content:)``.
  @_disfavoredOverload
  public func overlay<Overlay: View>(
    _ overlay: Overlay, alignment: Alignment = .center
  ) -> some View {
    modifier(BackgroundModifier(secondary: overlay, alignment: alignment, isOverlay: true))
  }
}
