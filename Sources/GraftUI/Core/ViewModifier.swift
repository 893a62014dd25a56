import Foundation
/// A modifier that you apply to a view or another view modifier, producing a different version
/// of the original value.
///
/// ```swift
/// struct Highlighted: ViewModifier {
///   func body(content: Content) -> some View {
///     content.padding(1).border(Color.yellow)
///   }
/// }
/// ```
@MainActor @preconcurrency
public protocol ViewModifier {
  /// The type of view representing the body.
  associatedtype Body: View
  /// The content view type passed to `body(content:)`.
  typealias Content = _ViewModifier_Content<Self>
  /// Gets the current body of the caller.
  @ViewBuilder func body(content: Self.Content) -> Self.Body
}

extension ViewModifier where Body == Never {
  public func body(content: Content) -> Never {
    fatalError("\(Self.self) is a primitive modifier and has no body")
  }
}

/// The content view a modifier's `body(content:)` receives: the view it modifies.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
  package let content: any View
}

extension _ViewModifier_Content: PrimitiveView {
  package func update(_ node: ViewNode) {
    node.updateChild(at: 0, with: content, environment: node.environment)
  }
}

extension _ViewModifier_Content: ViewInput {
  package func isSameInput(as other: Self) -> Bool {
    ViewComparison.areEqual(content, other.content)
  }
}

/// A value with a modifier applied to it.
public struct ModifiedContent<Content, Modifier> {
  /// The content that the modifier transforms into a new view.
  public var content: Content
  /// The view modifier.
  public var modifier: Modifier

  /// A structure that the defines the content and modifier needed to produce a new view.
  public init(content: Content, modifier: Modifier) {
    self.content = content
    self.modifier = modifier
  }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
  public typealias Body = Never
}

extension ModifiedContent: PrimitiveView where Content: View, Modifier: ViewModifier {
  package func update(_ node: ViewNode) {
    if let primitive = modifier as? any PrimitiveModifier {
      primitive.update(node, content: content)
    } else {
      node.evaluateComposite(properties: modifier) {
        modifier.body(content: _ViewModifier_Content(content: content))
      }
    }
  }
}

/// A modifier the runtime applies itself.
@MainActor
package protocol PrimitiveModifier {
  /// Updates `node`, which shows `content` with this modifier applied.
  func update(_ node: ViewNode, content: any View)
}

extension View {
  /// Applies a modifier to a view and returns a new view.
  public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
    ModifiedContent(content: self, modifier: modifier)
  }
}
