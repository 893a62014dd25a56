import Foundation
/// A type that collects multiple instances of a content type into a single unit, without
/// affecting their layout.
public struct Group<Content: View>: View {
  package let content: Content

  /// Creates a group of views.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }
}

extension Group: PrimitiveView {
  package func update(_ node: ViewNode) {
    node.updateChild(at: 0, with: content, environment: node.environment)
  }
}
