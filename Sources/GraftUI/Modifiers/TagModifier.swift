extension View {
  /// Sets the unique tag value of this view.
  ///
  /// A `Picker` selects among the tagged views of its content, and writes the tag of the one
  /// chosen to its selection.
  ///
  /// ```swift
  /// Text("Chocolate").tag(Flavor.chocolate)
  /// ```
  public func tag<V: Hashable>(_ tag: V) -> some View {
    modifier(TagModifier(tag: AnyHashable(tag)))
  }
}

/// Records a tag on its node, where a picker finds it.
package struct TagModifier: ViewModifier, PrimitiveModifier {
  package typealias Body = Never
  let tag: AnyHashable

  package func update(_ node: ViewNode, content: any View) {
    if let state = node.primitiveState as? TagState {
      state.tag = tag
    } else {
      node.primitiveState = TagState(tag)
    }
    node.updateChild(at: 0, with: content, environment: node.environment)
  }
}

/// The tag of a node that shows a tagged view.
@MainActor
package final class TagState {
  package var tag: AnyHashable
  package init(_ tag: AnyHashable) { self.tag = tag }
}

/// Content whose views a picker tags with their ids: what `ForEach` does.
@MainActor
package protocol ImplicitlyTagging {}

extension ForEach: ImplicitlyTagging {}
