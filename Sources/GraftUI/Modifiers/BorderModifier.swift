import Foundation

/// Draws a box around the edges of its content, inside the content's bounds and in front of
/// it, as SwiftUI's border strokes a rectangle inset by half its width over the view.
package struct BorderModifier: ViewModifier, PrimitiveModifier {
  package typealias Body = Never
  let color: Color?
  let width: CGFloat

  package func update(_ node: ViewNode, content: any View) {
    let layout = SecondaryContentLayout.install(in: node)
    layout.alignment = .center
    layout.mainIndex = 0
    node.updateChild(at: 0, with: content, environment: node.environment)
    let box = BorderBox(color: color, width: width)
    node.updateChild(at: 1, with: box, environment: node.environment)
    node.trimChildren(to: 2)
  }
}

/// The box a border draws: a leaf as large as it is offered, backed by a ``BorderView``.
private struct BorderBox: View, Equatable {
  typealias Body = Never
  let color: Color?
  let width: CGFloat
}

extension BorderBox: PrimitiveView {
  func update(_ node: ViewNode) {
    let layout = node.layout {
      LeafLayout(BorderView()) { _, proposal in
        proposal.replacingUnspecifiedDimensions(by: .zero)
      }
    }
    layout.view.lineColor = color?.uiColor
    layout.view.lineWidth = Int(max(0, width).rounded())
    node.trimChildren(to: 0)
  }
}

/// A view that draws a box with box-drawing characters along the inside of its bounds.
///
/// It takes no touches, so the content beneath stays interactive.
@MainActor
private final class BorderView: UIView {
  /// The colour of the lines; `nil` draws them in the terminal's foreground colour.
  var lineColor: UIColor? {
    didSet { if lineColor != oldValue { setNeedsDisplay() } }
  }
  /// The line width in cells: 0 draws nothing, 1 draws light lines and more draws heavy ones.
  var lineWidth = 1 {
    didSet { if lineWidth != oldValue { setNeedsDisplay() } }
  }

  override init(frame: CGRect) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
  }

  required init?(coder: NSCoder) {
    return nil
  }

  private struct Glyphs {
    let horizontal, vertical, topLeft, topRight, bottomLeft, bottomRight: String
  }

  private static let light = Glyphs(
    horizontal: "─", vertical: "│", topLeft: "┌", topRight: "┐", bottomLeft: "└", bottomRight: "┘")
  private static let heavy = Glyphs(
    horizontal: "━", vertical: "┃", topLeft: "┏", topRight: "┓", bottomLeft: "┗", bottomRight: "┛")

  override func draw(_ rect: CGRect) {
    let width = Int(bounds.width.rounded(.down))
    let height = Int(bounds.height.rounded(.down))
    guard lineWidth > 0, width > 0, height > 0 else { return }
    let glyphs = lineWidth > 1 ? Self.heavy : Self.light
    var attributes: [NSAttributedString.Key: Any] = [:]
    if let lineColor { attributes[.foregroundColor] = lineColor }
    func draw(_ text: String, _ x: Int, _ y: Int) {
      text.draw(at: CGPoint(x: x, y: y), withAttributes: attributes)
    }
    // NB: A box needs two rows and two columns; a thinner view is covered by a single line, as
    // a stroke wider than the view covers it in SwiftUI.
    if height == 1 {
      draw(String(repeating: glyphs.horizontal, count: width), 0, 0)
      return
    }
    if width == 1 {
      for y in 0..<height { draw(glyphs.vertical, 0, y) }
      return
    }
    let middle = String(repeating: glyphs.horizontal, count: width - 2)
    draw(glyphs.topLeft + middle + glyphs.topRight, 0, 0)
    for y in 1..<(height - 1) {
      draw(glyphs.vertical, 0, y)
      draw(glyphs.vertical, width - 1, y)
    }
    draw(glyphs.bottomLeft + middle + glyphs.bottomRight, 0, height - 1)
  }
}

extension View {
  /// Adds a border to this view with the specified style and width.
  ///
  /// The border is drawn with box-drawing characters inside the view's bounds and in front of
  /// its content, so pad the content first to keep it clear of the lines:
  ///
  /// ```swift
  /// Text("Profile")
  ///   .padding()
  ///   .border(Color.gray)
  /// ```
  ///
  /// - Parameters:
  ///   - content: The border style: its colour draws the lines.
  ///   - width: The thickness of the border, in cells. One draws light lines (`┌─┐`); more
  ///     draws heavy ones (`┏━┓`), still one cell thick.
  public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
    modifier(BorderModifier(color: content.resolvedColor, width: width))
  }
}
