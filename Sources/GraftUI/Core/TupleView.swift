import Foundation
/// A view created from a swift tuple of view values: what a view builder makes of several
/// views.
public struct TupleView<T>: View {
  /// The views, as a tuple.
  public var value: T

  /// Creates a tuple view.
  public init(_ value: T) {
    self.value = value
  }
}

extension TupleView: PrimitiveView {
  package func update(_ node: ViewNode) {
    // NB: Each element keeps its position as its structural identity.
    var index = 0
    for child in Mirror(reflecting: value).children {
      guard let view = child.value as? any View else { continue }
      node.updateChild(at: index, with: view, environment: node.environment)
      index += 1
    }
    node.trimChildren(to: index)
  }
}
