import Foundation

/// A shape drawn as a view: filled or stroked, taking the space its shape asks for.
public struct ShapeView<Content: Shape>: View {
  public typealias Body = Never

  /// How a shape view draws its shape.
  package enum Drawing {
    case fill((any ShapeStyle)?, FillStyle)
  }

  package let shape: Content
  package let drawing: Drawing

  package init(shape: Content, drawing: Drawing) {
    self.shape = shape
    self.drawing = drawing
  }
}

extension ShapeView: PrimitiveView {
  package func update(_ node: ViewNode) {
    let layout = node.layout {
      LeafLayout(UIView()) { [shape] _, proposal in shape.sizeThatFits(proposal) }
    }
    _ = layout
    node.trimChildren(to: 0)
  }
}

extension View {
  /// Defines the content shape for hit testing: taps anywhere inside the shape reach this
  /// view's gestures, also where nothing is drawn.
  ///
  /// ```swift
  /// HStack { Text(title); Spacer() }
  ///   .contentShape(Rectangle())
  ///   .onTapGesture { select() }
  /// ```
  public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
    modifier(HitTestingModifier(enabled: true, wholeBounds: true))
  }
}
