import Foundation

extension UIView {
  /// A one-line description: the class, the frame, and the properties that matter for this kind
  /// of view. It holds no addresses, so it is stable across runs.
  public var description: String {
    let properties = [("frame", frame.graftDescription)] + debugProperties
    let body = properties.map { "\($0.0) = \($0.1)" }.joined(separator: "; ")
    return "<\(String(describing: type(of: self))); \(body)>"
  }

  /// The view and all its descendants, one per line, indented by depth.
  ///
  /// UIKit offers this only privately; Graft makes it public because text dumps are how its
  /// tests and debugging read a hierarchy.
  public func recursiveDescription() -> String {
    var lines: [String] = []
    func visit(_ view: UIView, depth: Int) {
      lines.append(String(repeating: "   | ", count: depth) + view.description)
      for subview in view.subviews { visit(subview, depth: depth + 1) }
    }
    visit(self, depth: 0)
    return lines.joined(separator: "\n")
  }
}

extension CGRect {
  /// UIKit's description format for frames: `(x y; width height)`.
  package var graftDescription: String {
    func number(_ value: CGFloat) -> String {
      value == value.rounded() ? String(Int(value)) : String(Double(value))
    }
    return "(\(number(minX)) \(number(minY)); \(number(width)) \(number(height)))"
  }
}
