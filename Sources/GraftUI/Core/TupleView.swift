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
    node.trimChildren(to: updateElements(of: node))
  }
}

/// Views a container takes as its own children, as SwiftUI's stacks take the views of their
/// view builder: no node stands between the container and the views.
@MainActor
package protocol ElementViews {
  /// Updates `node`'s first children with the views, in order, and returns how many there are.
  func updateElements(of node: ViewNode) -> Int
  /// Updates `node`'s first children with the views, each wrapped by `wrap` first, and returns
  /// how many there are.
  func updateElements(of node: ViewNode, wrappingEach wrap: (any View) -> any View) -> Int
}

extension TupleView: ElementViews {
  package func updateElements(of node: ViewNode) -> Int {
    // NB: Each element keeps its position as its structural identity.
    let elements = TupleElements.elements(of: T.self)
    withUnsafePointer(to: value) { tuple in
      let tuple = UnsafeRawPointer(tuple)
      for index in elements.indices {
        let element = elements[index]
        node.updateChild(at: index, with: element.view(tuple + element.offset), environment: node.environment)
      }
    }
    return elements.count
  }

  package func updateElements(of node: ViewNode, wrappingEach wrap: (any View) -> any View) -> Int {
    let elements = TupleElements.elements(of: T.self)
    withUnsafePointer(to: value) { tuple in
      let tuple = UnsafeRawPointer(tuple)
      for index in elements.indices {
        let element = elements[index]
        node.updateChild(at: index, with: wrap(element.view(tuple + element.offset)), environment: node.environment)
      }
    }
    return elements.count
  }
}

extension ViewNode {
  /// Updates this node's children with a container's content: each view of a view builder's
  /// tuple is a child, any other view the only one.
  ///
  /// NB: A tuple is a fixed part of its container's type, so its views keep their positions.
  /// Not making a node for it saves a node and an array on every stack (a fifth of a list row).
  package func updateContent(_ content: some View) {
    if let elements = content as? any ElementViews {
      trimChildren(to: elements.updateElements(of: self))
    } else {
      updateChild(at: 0, with: content, environment: environment)
      trimChildren(to: 1)
    }
  }

  /// Updates this node's children with a container's content as ``updateContent(_:)`` does,
  /// each view of the builder wrapped by `wrap` first: for a container that needs a node of
  /// its own around each of its views.
  package func updateContent(_ content: some View, wrappingEach wrap: (any View) -> any View) {
    if let elements = content as? any ElementViews {
      trimChildren(to: elements.updateElements(of: self, wrappingEach: wrap))
    } else {
      updateChild(at: 0, with: wrap(content), environment: environment)
      trimChildren(to: 1)
    }
  }
}

/// Where the views of each tuple type lie, worked out once per type.
@MainActor
private enum TupleElements {
  /// An element's offset in the tuple, and how to read it as a view.
  typealias Element = (offset: Int, view: (UnsafeRawPointer) -> any View)

  private static var known: [ObjectIdentifier: [Element]] = [:]

  static func elements<Tuple>(of type: Tuple.Type) -> [Element] {
    if let elements = known[ObjectIdentifier(type)] { return elements }
    var elements: [Element] = []
    if TypeReflection.kind(of: type) == .tuple, let fields = TypeReflection.storedFields(of: type) {
      for field in fields {
        if let viewType = field.type as? any View.Type { elements.append((field.offset, reader(for: viewType))) }
      }
    } else if let viewType = type as? any View.Type {
      // NB: A lone view is not a tuple: the value itself is the only element.
      elements = [(0, reader(for: viewType))]
    }
    known[ObjectIdentifier(type)] = elements
    return elements
  }

  private static func reader<Element: View>(for _: Element.Type) -> (UnsafeRawPointer) -> any View {
    { $0.assumingMemoryBound(to: Element.self).pointee }
  }
}
