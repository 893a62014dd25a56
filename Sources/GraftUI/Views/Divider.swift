import Foundation

/// A visual element that can be used to separate other content.
///
/// In a vertical stack, or outside any stack, a divider is a row of `─` across the full width
/// offered; in a horizontal stack it is a column of `│` the full height offered.
///
/// ```swift
/// VStack {
///   Text("Inbox")
///   Divider()
///   Text("Sent")
/// }
/// ```
public struct Divider: View {
  /// Creates a divider.
  public init() {}
}

extension Divider: PrimitiveView {
  package func update(_ node: ViewNode) {
    let layout = node.layout {
      LeafLayout(DividerView()) { view, proposal in
        // NB: Full length along the line, whatever is proposed, as a flexible view; one cell
        // across it.
        view.isVertical
          ? CGSize(width: 1, height: proposal.height ?? 0)
          : CGSize(width: proposal.width ?? 0, height: 1)
      }
    }
    layout.view.isVertical = node.enclosingStackAxis == .horizontal
    node.trimChildren(to: 0)
  }
}

/// The view that draws a divider: a line of box-drawing characters in the separator colour.
@MainActor
package final class DividerView: UIView {
  /// Whether the line runs top to bottom, as it does in a horizontal stack.
  package var isVertical = false {
    didSet { if isVertical != oldValue { setNeedsDisplay() } }
  }

  package override init(frame: CGRect) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
  }

  package required init?(coder: NSCoder) {
    return nil
  }

  package override func draw(_ rect: CGRect) {
    let attributes: [NSAttributedString.Key: Any] = [.foregroundColor: UIColor.separator]
    if isVertical {
      for row in 0..<max(0, Int(bounds.height.rounded(.down))) {
        "│".draw(at: CGPoint(x: 0, y: CGFloat(row)), withAttributes: attributes)
      }
    } else {
      let line = String(repeating: "─", count: max(0, Int(bounds.width.rounded(.down))))
      line.draw(at: .zero, withAttributes: attributes)
    }
  }
}
