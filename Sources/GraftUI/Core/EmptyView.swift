import Foundation
/// A view that doesn't contain any content.
public struct EmptyView: View {
  /// Creates an empty view.
  public init() {}
}

extension EmptyView: PrimitiveView {
  package func update(_ node: ViewNode) {
    node.trimChildren(to: 0)
  }
}
