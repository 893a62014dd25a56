import Foundation
/// An interface for a stored variable that updates an external property of a view.
///
/// The runtime finds a view's dynamic properties — `@State`, `@Binding`, `@Environment`,
/// `@StateObject`, `@ObservedObject`, `@EnvironmentObject`, and your own types made of them —
/// and connects them to the view's storage before each evaluation of `body`.
@MainActor @preconcurrency
public protocol DynamicProperty {
  /// Updates the underlying value of the stored value.
  ///
  /// The runtime calls this before each evaluation of the owning view's `body`.
  mutating func update()
}

extension DynamicProperty {
  public mutating func update() {}
}

/// A dynamic property the graph connects to a node's storage.
@MainActor
package protocol InstallableProperty {
  /// Connects the property to the node's storage for the property at `index`.
  func install(in node: ViewNode, at index: Int)
}
