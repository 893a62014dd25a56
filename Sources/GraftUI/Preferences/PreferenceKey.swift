import Foundation

/// A named value produced by a view, flowing up to its ancestors.
///
/// ```swift
/// struct TitleKey: PreferenceKey {
///   static let defaultValue = ""
///   static func reduce(value: inout String, nextValue: () -> String) {
///     value = nextValue()
///   }
/// }
/// ```
///
/// Values combine in view-tree order; the first contributor's value starts the accumulator,
/// so `reduce` runs once fewer than there are contributors.
public protocol PreferenceKey {
  /// The type of value produced by this preference.
  associatedtype Value
  /// The default value of the preference, used when no view produces one.
  static var defaultValue: Self.Value { get }
  /// Combines a sequence of values by modifying the previously-accumulated value with the
  /// result of a closure that provides the next value.
  static func reduce(value: inout Self.Value, nextValue: () -> Self.Value)
}

/// A node that sets or transforms a preference for its subtree.
@MainActor
package protocol PreferenceContributor: AnyObject {
  /// The subtree's value for `key`, given what the children produced (`nil` for nothing).
  func contribute<K: PreferenceKey>(_ key: K.Type, children: K.Value?) -> K.Value?
}

extension ViewNode {
  /// The value this subtree produces for `key`, or `nil` when nothing in it produces one.
  package func preference<K: PreferenceKey>(_ key: K.Type) -> K.Value? {
    var combined: K.Value?
    for child in children {
      guard let value = child.preference(key) else { continue }
      if var accumulated = combined {
        K.reduce(value: &accumulated) { value }
        combined = accumulated
      } else {
        combined = value
      }
    }
    if let contributor = primitiveState as? any PreferenceContributor {
      return contributor.contribute(key, children: combined)
    }
    return combined
  }
}

/// Sets a preference, replacing what the content produced for the key.
package struct PreferenceWritingModifier<Key: PreferenceKey>: ViewModifier, PrimitiveModifier {
  package typealias Body = Never
  let value: Key.Value

  package func update(_ node: ViewNode, content: any View) {
    let state = node.primitiveState as? Writer ?? {
      let state = Writer()
      node.primitiveState = state
      return state
    }()
    state.value = value
    node.updateChild(at: 0, with: content, environment: node.environment)
  }

  @MainActor
  private final class Writer: PreferenceContributor {
    var value: Key.Value?

    func contribute<K: PreferenceKey>(_ key: K.Type, children: K.Value?) -> K.Value? {
      guard key == Key.self else { return children }
      // NB: A container's own preference replaces its children's; it does not merge
      // (docs/Behaviour.md, "Preferences on a container replace those of its children").
      return value as? K.Value
    }
  }
}

/// Transforms the content's value for a preference.
package struct PreferenceTransformModifier<Key: PreferenceKey>: ViewModifier, PrimitiveModifier {
  package typealias Body = Never
  let transform: (inout Key.Value) -> Void

  package func update(_ node: ViewNode, content: any View) {
    let state = node.primitiveState as? Transformer ?? {
      let state = Transformer()
      node.primitiveState = state
      return state
    }()
    state.transform = transform
    node.updateChild(at: 0, with: content, environment: node.environment)
  }

  @MainActor
  private final class Transformer: PreferenceContributor {
    var transform: ((inout Key.Value) -> Void)?

    func contribute<K: PreferenceKey>(_ key: K.Type, children: K.Value?) -> K.Value? {
      guard key == Key.self, let transform, var value = (children ?? Key.defaultValue as? K.Value) as? Key.Value
      else { return children }
      transform(&value)
      return value as? K.Value
    }
  }
}

/// Calls an action when its content's value for a preference changes.
package struct PreferenceObservingModifier<Key: PreferenceKey>: ViewModifier, PrimitiveModifier
where Key.Value: Equatable {
  package typealias Body = Never
  let action: (Key.Value) -> Void

  package func update(_ node: ViewNode, content: any View) {
    let observer = node.primitiveState as? PreferenceObserver<Key> ?? {
      let observer = PreferenceObserver<Key>(node: node)
      node.primitiveState = observer
      node.graph.addPreferenceObserver(observer)
      return observer
    }()
    observer.action = action
    node.updateChild(at: 0, with: content, environment: node.environment)
  }
}

/// Something the graph checks after each pass, to deliver changed preference values.
@MainActor
package protocol PreferenceDelivering: AnyObject {
  /// Queues the action if the value changed; returns `false` once the observer is gone.
  func deliverIfChanged(pass: Int) -> Bool
}

@MainActor
package final class PreferenceObserver<Key: PreferenceKey>: PreferenceDelivering where Key.Value: Equatable {
  @Unretained private var node: ViewNode?
  var action: ((Key.Value) -> Void)?
  private var lastValue: Key.Value?
  private var dispatches: (pass: Int, count: Int) = (-1, 0)

  init(node: ViewNode) {
    self.node = node
  }

  package func deliverIfChanged(pass: Int) -> Bool {
    guard let node, node.isMounted else { return false }
    // NB: The observer's own children decide the value; the modifier itself contributes nothing.
    var combined: Key.Value?
    for child in node.children {
      guard let value = child.preference(Key.self) else { continue }
      if var accumulated = combined {
        Key.reduce(value: &accumulated) { value }
        combined = accumulated
      } else {
        combined = value
      }
    }
    guard let value = combined, value != lastValue else { return true }
    if dispatches.pass == pass {
      dispatches.count += 1
    } else {
      dispatches = (pass, 1)
    }
    guard dispatches.count <= 2 else {
      RuntimeIssues.report("Bound preference \(Key.self) tried to update multiple times per frame.")
      return true
    }
    lastValue = value
    if let action { node.graph.enqueueAction { action(value) } }
    return true
  }
}

extension View {
  /// Sets a value for the given preference.
  public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
    modifier(PreferenceWritingModifier<K>(value: value))
  }

  /// Applies a transformation to a preference value.
  public func transformPreference<K: PreferenceKey>(_ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void) -> some View {
    modifier(PreferenceTransformModifier<K>(transform: callback))
  }

  /// Adds an action to perform when a preference key's value changes.
  ///
  /// The action runs after the update, so it may write state. It runs on first appearance
  /// when something produces the key, then each time the value changes.
  public func onPreferenceChange<K: PreferenceKey>(_ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void) -> some View
  where K.Value: Equatable {
    modifier(PreferenceObservingModifier<K>(action: action))
  }
}
