import Foundation
/// A type that represents part of your app's user interface.
///
/// Declare a view by giving it a `body` made of other views:
///
/// ```swift
/// struct Greeting: View {
///   var name: String
///   var body: some View {
///     Text("Hello, \(name)!")
///   }
/// }
/// ```
///
/// A view is a description, cheap to create and thrown away after each update. The runtime keeps
/// what must persist — state, the UIKit views that draw it — in a graph keyed by the view's
/// identity: its position in the tree, refined by `.id(_:)` and `ForEach`.
@MainActor @preconcurrency
public protocol View {
  /// The type of view representing the body of this view.
  associatedtype Body: View

  /// The content and behaviour of the view.
  @ViewBuilder var body: Self.Body { get }
}

extension Never: View {
  public typealias Body = Never
  public var body: Never { fatalError("Never has no body") }
}

/// A view the runtime draws itself, rather than through a body.
///
/// The runtime calls ``update(_:)`` whenever the node showing this view is created, receives a
/// changed value, or is marked dirty. There the view reconciles its children and configures its
/// layout and its UIKit view. Built-in views conform; user views never see this protocol.
@MainActor
package protocol PrimitiveView {
  func update(_ node: ViewNode)
}

extension View where Body == Never {
  /// Primitive views have no body; asking for it is a programmer error, as in SwiftUI.
  public var body: Never {
    fatalError("\(Self.self) may not have Body == Never")
  }
}
