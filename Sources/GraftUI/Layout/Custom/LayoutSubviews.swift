import Foundation

/// A collection of proxy values that represent the subviews of a layout view.
@MainActor @preconcurrency
public struct LayoutSubviews: @MainActor RandomAccessCollection, @MainActor Equatable {
  package let nodes: [ViewNode]
  /// The layout's own node, above every subview.
  package weak var container: ViewNode?

  package init(nodes: [ViewNode], container: ViewNode?) {
    self.nodes = nodes
    self.container = container
  }

  /// The layout direction inherited by the container view.
  public var layoutDirection: LayoutDirection { .leftToRight }

  public var startIndex: Int { nodes.startIndex }
  public var endIndex: Int { nodes.endIndex }

  public subscript(index: Int) -> LayoutSubview { LayoutSubview(node: nodes[index], container: container) }

  public subscript(bounds: Range<Int>) -> LayoutSubviews {
    LayoutSubviews(nodes: Array(nodes[bounds]), container: container)
  }

  public static func == (lhs: LayoutSubviews, rhs: LayoutSubviews) -> Bool {
    lhs.nodes.elementsEqual(rhs.nodes, by: ===)
  }
}

/// A proxy that represents one subview of a layout.
@MainActor @preconcurrency
public struct LayoutSubview: @MainActor Equatable {
  package let node: ViewNode
  package weak var container: ViewNode?

  /// Asks the subview for its size.
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    node.sizeThatFits(proposal)
  }

  /// Asks the subview for its dimensions and alignment guides.
  public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
    let size = node.sizeThatFits(proposal)
    return ViewDimensions(width: size.width, height: size.height)
  }

  /// The layout priority of the subview.
  public var priority: Double { node.layoutPriority }

  /// The subview's preferred spacing values.
  public var spacing: ViewSpacing { ViewSpacing() }

  /// Assigns a position and proposed size to the subview: the point `position`, in the
  /// coordinates of the layout's bounds, is where the subview's `anchor` goes.
  public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
    let size = node.sizeThatFits(proposal)
    let origin = CGPoint(
      x: (position.x - anchor.x * size.width).rounded(.down),
      y: (position.y - anchor.y * size.height).rounded(.down))
    node.place(in: CGRect(origin: origin, size: size), proposal: proposal)
  }

  /// Gets the value for the subview that's associated with the specified key, or the key's
  /// default value when the subview sets none.
  ///
  /// NB: The modifier's node may sit between the layout and the subview (a modifier without a
  /// layout of its own hands its content's node to the layout) or inside the subview, so both
  /// the nodes above it, up to the layout, and the single children below it are searched.
  public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
    var above = node.parent
    while let ancestor = above, ancestor !== container {
      if let value = (ancestor.primitiveState as? LayoutValues)?[K.self] { return value }
      above = ancestor.parent
    }
    var current: ViewNode? = node
    while let node = current {
      if let value = (node.primitiveState as? LayoutValues)?[K.self] { return value }
      current = node.children.count == 1 ? node.children[0] : nil
    }
    return K.defaultValue
  }

  public static func == (lhs: LayoutSubview, rhs: LayoutSubview) -> Bool { lhs.node === rhs.node }
}

/// A view's size and alignment guides in its own coordinate space.
public struct ViewDimensions: Equatable, Sendable {
  /// The view's width.
  public let width: CGFloat
  /// The view's height.
  public let height: CGFloat

  /// Gets the value of the given horizontal guide.
  public subscript(guide: HorizontalAlignment) -> CGFloat { (width * guide.fraction).rounded(.down) }
  /// Gets the value of the given vertical guide.
  public subscript(guide: VerticalAlignment) -> CGFloat { (height * guide.fraction).rounded(.down) }
  /// Gets the explicit value of the given horizontal alignment guide: none is set in Graft.
  public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { nil }
  /// Gets the explicit value of the given vertical alignment guide: none is set in Graft.
  public subscript(explicit guide: VerticalAlignment) -> CGFloat? { nil }
}

/// A key for accessing a layout value of a layout container's subviews.
public protocol LayoutValueKey {
  /// The type of the key's value.
  associatedtype Value
  /// The default value for the key.
  static var defaultValue: Value { get }
}

/// The layout values a `layoutValue(key:value:)` node sets, by key.
@MainActor
package final class LayoutValues {
  private var values: [ObjectIdentifier: Any] = [:]

  subscript<K: LayoutValueKey>(key: K.Type) -> K.Value? {
    get { values[ObjectIdentifier(key)] as? K.Value }
    set { values[ObjectIdentifier(key)] = newValue }
  }
}

extension View {
  /// Associates a value with a custom layout property, which a `Layout` reads from the subview.
  public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
    modifier(LayoutValueModifier<K>(value: value))
  }
}

private struct LayoutValueModifier<K: LayoutValueKey>: ViewModifier, PrimitiveModifier {
  typealias Body = Never
  let value: K.Value

  func update(_ node: ViewNode, content: any View) {
    let values = node.primitiveState as? LayoutValues ?? LayoutValues()
    node.primitiveState = values
    // NB: A layout reads its subviews' values when it measures, so a new value lays it out again.
    if let old = values[K.self], areEqual(old, value) {} else {
      values[K.self] = value
      node.invalidateLayout()
    }
    node.updateChild(at: 0, with: content, environment: node.environment)
  }
}
