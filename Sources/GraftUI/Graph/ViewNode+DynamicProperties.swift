import Foundation

extension ViewNode {
  /// Connects the dynamic properties of the current view value to this node's storage.
  ///
  /// Where a view type keeps its dynamic properties is worked out once; a type without any
  /// costs one lookup.
  package func installDynamicProperties(of value: Any) {
    install(value)
  }

  /// The storage of the dynamic property at `index`, created by `make` the first time.
  package func storage<Stored: AnyObject>(at index: Int, make: () -> Stored) -> Stored {
    var list: [AnyObject?]
    switch storage {
    case .none:
      if index == 0 {
        let created = make()
        storage = .one(created)
        return created
      }
      list = []
    case .one(let object):
      if index == 0, let existing = object as? Stored { return existing }
      list = [object]
    case .many(let objects):
      if index < objects.count, let existing = objects[index] as? Stored { return existing }
      list = objects
    }
    // NB: Emptied first, so that `list` is the array's only reference and changes in place.
    storage = .none
    if index >= list.count { list.append(contentsOf: repeatElement(nil, count: index - list.count + 1)) }
    let created = make()
    list[index] = created
    storage = .many(list)
    return created
  }

  private func install<Value>(_ value: Value) {
    guard let installer = DynamicPropertyLayout.installer(for: Value.self) else { return }
    var index = 0
    withUnsafePointer(to: value) { installer(UnsafeRawPointer($0), self, &index) }
  }
}

/// Where each view type keeps its dynamic properties, worked out once per type.
@MainActor
package enum DynamicPropertyLayout {
  /// Installs the dynamic properties of the value at a pointer, numbering them from `index`.
  package typealias Installer = (UnsafeRawPointer, ViewNode, inout Int) -> Void

  /// A type's installer; `nil` for a type with no dynamic properties.
  ///
  /// NB: In a struct, not stored in the dictionary bare: a dictionary keeps a bare function in
  /// its most general form, and taking it out would wrap it in a new thunk: one allocation a body.
  private struct Known {
    let installer: Installer?
  }

  private static var installers: [ObjectIdentifier: Known] = [:]

  /// Generic structs found not to be dynamic properties.
  ///
  /// NB: Whether a struct is a dynamic property does not depend on its generic arguments, so
  /// one answer serves every specialisation. That spares a conformance check, which scans every
  /// conformance in the process, for each new specialisation: a view's `content` field is one
  /// for every distinct type of view it wraps.
  private static var plainStructs: Set<NominalType> = []

  package static func installer<Value>(for type: Value.Type) -> Installer? {
    if let known = installers[ObjectIdentifier(type)] { return known.installer }
    let made = makeInstaller(for: type)
    installers[ObjectIdentifier(type)] = Known(installer: made)
    return made
  }

  private static func makeInstaller<Value>(for type: Value.Type) -> Installer? {
    // NB: Where a type's dynamic properties live is worked out once, from its stored fields;
    // types whose fields cannot be listed without an instance (classes, enums) are read with
    // `Mirror` instead.
    guard let fields = TypeReflection.storedFields(of: type) else { return reflectingInstaller(for: type) }
    var steps: [(offset: Int, install: Installer)] = []
    for field in fields {
      let nominal = field.kind == .structure ? TypeReflection.nominalType(of: field.type) : nil
      if let nominal, plainStructs.contains(nominal) { continue }
      if let property = field.type as? any InstallableProperty.Type {
        steps.append((field.offset, installing(property)))
      } else if let custom = field.type as? any DynamicProperty.Type {
        steps.append((field.offset, updating(custom)))
      } else if let nominal {
        plainStructs.insert(nominal)
      }
    }
    guard !steps.isEmpty else { return nil }
    return { pointer, node, index in
      for step in steps { step.install(pointer + step.offset, node, &index) }
    }
  }

  /// Connects a property the graph keeps storage for.
  private static func installing<Property: InstallableProperty>(_: Property.Type) -> Installer {
    { pointer, node, index in
      pointer.assumingMemoryBound(to: Property.self).pointee.install(in: node, at: index)
      index += 1
    }
  }

  /// Connects the properties inside a custom dynamic property, then calls its `update()`.
  private static func updating<Property: DynamicProperty>(_: Property.Type) -> Installer {
    let inner = installer(for: Property.self)
    return { pointer, node, index in
      inner?(pointer, node, &index)
      var property = pointer.assumingMemoryBound(to: Property.self).pointee
      property.update()
    }
  }

  /// Finds dynamic properties by reflecting the value: for types whose fields cannot be listed.
  private static func reflectingInstaller<Value>(for _: Value.Type) -> Installer {
    { pointer, node, index in
      reflect(pointer.assumingMemoryBound(to: Value.self).pointee, node: node, index: &index)
    }
  }

  private static func reflect(_ value: Any, node: ViewNode, index: inout Int) {
    for child in Mirror(reflecting: value).children {
      if let property = child.value as? any InstallableProperty {
        property.install(in: node, at: index)
        index += 1
      } else if var custom = child.value as? any DynamicProperty {
        reflect(custom, node: node, index: &index)
        custom.update()
      }
    }
  }
}

/// The storage of a node's dynamic properties, by their index in the view: most views have none
/// or one, so one is kept without an array (a row with one `@State` had a 40-byte array).
enum PropertyStorage {
  case none
  /// The storage of the only property, at index 0.
  case one(AnyObject)
  case many([AnyObject?])
}
