// NB: The only file that imports the standard library's reflection SPI. Everything the graph
// learns about a type's layout (its kind, its stored fields and their offsets, whether it is
// plain data) comes through `TypeReflection`, so the risk of relying on underscored API sits in
// one place, pinned by TypeReflectionTests.
@_spi(Reflection) import Swift

/// What kind of type a metadata record describes, as the runtime classifies it.
///
/// A type's kind decides how the graph treats its values: a struct or tuple is read field by
/// field, a class by identity, a function never compares equal, and the rest (enums,
/// existentials) are reflected as values.
package enum TypeKind: Hashable, Sendable {
  case structure
  case tuple
  case enumeration
  /// `Optional<Wrapped>`, which the runtime tells apart from other enums.
  case optional
  case `class`
  case function
  /// `any P`, `Any` and `AnyObject`.
  case existential
  case metatype
  case existentialMetatype
  /// A built-in value with no fields, such as the raw pointer inside `UnsafeRawPointer`.
  case builtin
  /// A kind Graft has no use for (foreign classes, heap boxes…).
  case other

  fileprivate init(_ kind: _MetadataKind) {
    self =
      switch kind {
      case .struct: .structure
      case .tuple: .tuple
      case .enum: .enumeration
      case .optional: .optional
      case .class: .class
      case .function: .function
      case .existential: .existential
      case .metatype: .metatype
      case .existentialMetatype: .existentialMetatype
      case .opaque: .builtin
      default: .other
      }
  }
}

/// One stored field of a struct or one element of a tuple.
package struct StoredField {
  /// The field's name; a tuple's unlabelled elements are named `.0`, `.1`…
  package let name: String
  /// Where the field starts, in bytes from the start of the value.
  package let offset: Int
  /// The field's declared type: `Optional<T>` for a `weak` field, `T` for an `unowned` one.
  package let type: Any.Type
  package let kind: TypeKind
}

/// A generic struct or enum apart from its arguments, such as `Array`.
package struct NominalType: Hashable, @unchecked Sendable {
  fileprivate let descriptor: UnsafeRawPointer
}

/// Reads a type's layout from its metadata, without an instance.
///
/// Graft uses it to work out, once per view type, where its dynamic properties are, how two of
/// its values compare and where a tuple's views lie. Reflecting every value with `Mirror` would
/// do the same work for every body instead.
package enum TypeReflection {
  /// The runtime's kind of `type`.
  package static func kind(of type: Any.Type) -> TypeKind {
    kind(ofOpened: type)
  }

  /// The stored fields of a struct, or the elements of a tuple, in declaration order; `nil` for
  /// every other kind of type, whose values have no fields to list without an instance.
  package static func storedFields(of type: Any.Type) -> [StoredField]? {
    switch kind(of: type) {
    case .structure, .tuple: break
    // NB: Listing the fields of an existential type reads the value inside it, and there is
    // none: the runtime crashes. Enums and classes are not listed either.
    default: return nil
    }
    var fields: [StoredField] = []
    let listed = _forEachField(of: type, options: []) { name, offset, fieldType, fieldKind in
      fields.append(
        StoredField(
          name: String(cString: name), offset: offset, type: fieldType, kind: TypeKind(fieldKind)))
      return true
    }
    return listed ? fields : nil
  }

  /// The nominal type a struct or enum type specialises: the same for `Array<Int>` and
  /// `Array<String>`, and `nil` for every other kind of type.
  ///
  /// NB: Read from the type's metadata, whose second word is its nominal type descriptor for
  /// structs, enums and optionals (the runtime's documented metadata layout).
  package static func nominalType(of type: Any.Type) -> NominalType? {
    switch kind(of: type) {
    case .structure, .enumeration, .optional:
      let metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
      return NominalType(descriptor: metadata.load(fromByteOffset: MemoryLayout<Int>.size, as: UnsafeRawPointer.self))
    default:
      return nil
    }
  }

  /// Whether values of `type` are plain data: no references and no copy or destroy logic, so
  /// two values with the same bytes are the same value.
  package static func isPlainData<Value>(_ type: Value.Type) -> Bool {
    _isPOD(type)
  }

  /// The kind of `Value`, read as the kind of the one field of a struct that holds a `Value`:
  /// the runtime reports a field's kind from its type alone.
  private static func kind<Value>(ofOpened _: Value.Type) -> TypeKind {
    var kind = TypeKind.other
    _ = _forEachField(of: Holder<Value>.self, options: []) { _, _, _, fieldKind in
      kind = TypeKind(fieldKind)
      return false
    }
    return kind
  }

  private struct Holder<Value> {
    var value: Value
  }
}
