import Foundation

/// A container view that defines its content as a function of its own size and coordinate
/// space.
///
/// The reader takes all the space it is offered (10 cells along an axis with no proposal, such
/// as a vertical scroll view's height, as SwiftUI's default) and places its content at its
/// top-leading corner, each view offered the reader's size. The content runs again whenever
/// the reader's size or position changes, before the frame is drawn:
///
/// ```swift
/// GeometryReader { proxy in
///   Text("\(Int(proxy.size.width))×\(Int(proxy.size.height))")
/// }
/// ```
public struct GeometryReader<Content: View>: View {
  /// The view builder that makes the content from the reader's geometry.
  public var content: (GeometryProxy) -> Content

  /// Creates a geometry reader whose content is made from its geometry.
  public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
    self.content = content
  }
}

extension GeometryReader: PrimitiveView {
  package func update(_ node: ViewNode) {
    let layout = node.layout { GeometryReaderLayout() }
    let proxy = layout.geometry
    // NB: The closure is user code: what it reads is this node's dependency.
    let body = node.tracking { content(proxy) as any View }
    node.updateChild(at: 0, with: body, environment: node.environment)
    node.trimChildren(to: 1)
  }
}

/// A reader's layout: as large as offered, its content at the top-leading corner, and its
/// node run again when the geometry the content saw is out of date.
@MainActor
private final class GeometryReaderLayout: LayoutState, NodeLayout {
  /// The geometry the content was last made from.
  var geometry = GeometryProxy.zero

  var hostView: UIView? { nil }

  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    // NB: An infinite proposal answers infinity, as a colour does, so that a stack sees the
    // reader as flexible; it is never placed at that size (`finite`).
    proposal.replacingUnspecifiedDimensions()
  }

  func placeContent(of node: ViewNode, in bounds: CGRect) {
    let rect = CGRect(
      x: bounds.minX, y: bounds.minY, width: Self.finite(bounds.width), height: Self.finite(bounds.height))
    let geometry = node.geometry(placedAt: rect)
    if !geometry.isSame(as: self.geometry) {
      self.geometry = geometry
      // NB: Read by the content on its next run, which the host makes before it draws
      // (`HostingView.layoutSubviews`), as SwiftUI runs a reader's content during layout.
      node.invalidate(reason: "geometry")
    }
    let proposal = ProposedViewSize(rect.size)
    for child in node.layoutChildren {
      child.place(in: CGRect(origin: rect.origin, size: child.sizeThatFits(proposal)), proposal: proposal)
    }
  }

  /// `length`, or zero when it is infinite or not a number.
  private static func finite(_ length: CGFloat) -> CGFloat {
    length.isFinite ? max(0, length) : 0
  }
}

/// Calls an action with a value made from its content's geometry, at its first layout and
/// whenever the value changes.
package struct GeometryChangeModifier<Value: Equatable>: ViewModifier, PrimitiveModifier {
  package typealias Body = Never
  let transform: (GeometryProxy) -> Value
  let action: (Value, Value) -> Void

  package func update(_ node: ViewNode, content: any View) {
    let layout = node.layout { GeometryChangeLayout<Value>() }
    layout.node = node
    layout.transform = transform
    layout.action = action
    node.updateChild(at: 0, with: content, environment: node.environment)
  }
}

/// Sized and placed as its content; each placement makes the value from the content's
/// geometry and queues the action when it differs from the last.
@MainActor
private final class GeometryChangeLayout<Value: Equatable>: LayoutState, NodeLayout {
  @Unretained var node: ViewNode?
  var transform: ((GeometryProxy) -> Value)?
  var action: ((Value, Value) -> Void)?
  private var lastValue: Value?

  var hostView: UIView? { nil }
  var layoutPriority: Double { node?.contentLayoutPriority ?? 0 }

  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    StackLayout.vertical.sizeThatFits(proposal, children: node.layoutChildren)
  }

  func placeContent(of node: ViewNode, in bounds: CGRect) {
    StackLayout.vertical.place(node.layoutChildren, in: bounds, proposal: node.placedProposal)
    guard let transform, let action else { return }
    let value = transform(node.geometry(placedAt: bounds))
    guard value != lastValue else { return }
    let old = lastValue ?? value
    lastValue = value
    // NB: After the layout, outside any update, so the action may write state.
    node.graph.enqueueAction { action(old, value) }
  }
}

extension View {
  /// Adds an action to be performed when a value, created from a geometry proxy, changes.
  ///
  /// The transform runs each time the view is placed; the action runs after that layout when
  /// the value differs from the last one, and once with the first value. It may write state:
  /// the change is laid out before the frame is drawn.
  ///
  /// ```swift
  /// Text(title)
  ///   .onGeometryChange(for: CGFloat.self) { proxy in
  ///     proxy.size.width
  ///   } action: { width in
  ///     titleWidth = width
  ///   }
  /// ```
  ///
  /// - Parameters:
  ///   - type: The type of value transformed from a geometry proxy.
  ///   - transform: A closure that transforms a geometry proxy to your type.
  ///   - action: A closure to run when the transformed data changes, with the new value.
  public func onGeometryChange<T>(
    for type: T.Type, of transform: @escaping @Sendable (GeometryProxy) -> T,
    action: @escaping (_ newValue: T) -> Void
  ) -> some View where T: Equatable, T: Sendable {
    modifier(GeometryChangeModifier(transform: transform) { _, new in action(new) })
  }

  /// Adds an action to be performed when a value, created from a geometry proxy, changes,
  /// receiving the old and the new value.
  ///
  /// The first call, at the first layout, passes the first value as both.
  ///
  /// ```swift
  /// Color.clear
  ///   .onGeometryChange(for: CGRect.self) { $0.frame(in: .global) } action: { old, new in
  ///     moved = old.origin != new.origin
  ///   }
  /// ```
  ///
  /// - Parameters:
  ///   - type: The type of value transformed from a geometry proxy.
  ///   - transform: A closure that transforms a geometry proxy to your type.
  ///   - action: A closure to run when the transformed data changes, with the old and the new
  ///     value.
  public func onGeometryChange<T>(
    for type: T.Type, of transform: @escaping @Sendable (GeometryProxy) -> T,
    action: @escaping (_ oldValue: T, _ newValue: T) -> Void
  ) -> some View where T: Equatable, T: Sendable {
    modifier(GeometryChangeModifier(transform: transform, action: action))
  }
}
