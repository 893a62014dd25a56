import Foundation

/// A shape drawn as a view: filled or stroked with a style, taking the space its shape asks for.
///
/// `Circle().fill(.blue)` and `Capsule().stroke(.gray, lineWidth: 2)` are shape views. The
/// shape is drawn below the cell, with braille dots or block quadrants (docs/Drawing.md).
public struct ShapeView<Content: Shape>: View {
  public typealias Body = Never

  /// How a shape view draws its shape.
  package enum Drawing {
    case fill(any ShapeStyle, FillStyle)
    case stroke(any ShapeStyle, StrokeStyle)
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
      LeafLayout(ShapeDrawingView()) { [shape] _, proposal in shape.sizeThatFits(proposal) }
    }
    let environment = node.environment
    // NB: A method, not a closure that switches inline: Swift 6.3.1's closure lifetime pass
    // crashes on the inline form.
    layout.view.drawShape = { [self] context, bounds in draw(in: context, bounds: bounds, environment: environment) }
    layout.view.setNeedsDisplay()
    node.trimChildren(to: 0)
  }

  private func draw(in context: CGContext, bounds: CGRect, environment: EnvironmentValues) {
    let path = shape.path(in: bounds).cgPath
    switch drawing {
    case .fill(let style, let fillStyle):
      style.fill(path, in: bounds, eoFill: fillStyle.isEOFilled, context: context, environment: environment)
    case .stroke(let style, let strokeStyle):
      style.stroke(path, style: strokeStyle, context: context, environment: environment)
    }
  }
}

/// The UIKit view a shape view draws in.
@MainActor
package final class ShapeDrawingView: UIView {
  package var drawShape: ((CGContext, CGRect) -> Void)?

  package override func draw(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    drawShape?(context, bounds)
  }
}

extension Path {
  /// The Core Graphics path with the same elements.
  package var cgPath: CGPath {
    let path = CGMutablePath()
    for element in elements {
      switch element {
      case .move(let p): path.move(to: p)
      case .line(let p): path.addLine(to: p)
      case .quadCurve(let p, let c): path.addQuadCurve(to: p, control: c)
      case .curve(let p, let c1, let c2): path.addCurve(to: p, control1: c1, control2: c2)
      case .closeSubpath: path.closeSubpath()
      }
    }
    return path
  }
}

extension View {
  /// Defines the content shape for hit testing: taps anywhere inside the shape's frame reach
  /// this view's gestures, also where nothing is drawn.
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
