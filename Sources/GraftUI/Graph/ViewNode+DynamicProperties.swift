import Foundation
extension ViewNode {
  /// Connects the dynamic properties of the current view value to this node's storage.
  ///
  /// Property layouts are discovered once per view type; a type without dynamic properties is
  /// never reflected again.
  package func installDynamicProperties(of value: Any) {
    guard DynamicPropertyLayout.mayHaveProperties(type(of: value)) else { return }
    var index = 0
    let found = install(in: value, index: &index)
    if !found { DynamicPropertyLayout.markEmpty(type(of: value)) }
  }

  private func install(in value: Any, index: inout Int) -> Bool {
    var found = false
    for child in Mirror(reflecting: value).children {
      if let property = child.value as? any InstallableProperty {
        property.install(in: self, at: index)
        index += 1
        found = true
      } else if var custom = child.value as? any DynamicProperty {
        if install(in: custom, index: &index) { found = true }
        custom.update()
        found = true
      }
    }
    return found
  }
}

/// Remembers which view types have no dynamic properties, so they are never reflected again.
@MainActor
package enum DynamicPropertyLayout {
  private static var empty: Set<ObjectIdentifier> = []

  package static func mayHaveProperties(_ type: Any.Type) -> Bool {
    !empty.contains(ObjectIdentifier(type))
  }

  package static func markEmpty(_ type: Any.Type) {
    empty.insert(ObjectIdentifier(type))
  }
}
