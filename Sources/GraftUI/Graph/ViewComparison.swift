import Foundation

/// Decides whether a new view value differs from the previous one, field by field, as SwiftUI
/// does: `Equatable` values by `==`, objects by identity, closures always different, and
/// dynamic properties by what they refer to rather than their boxes.
///
/// How a type compares is worked out once, from its fields' types, and cached: comparing two
/// values then reads their fields in place, with no reflection and no boxing.
@MainActor
package enum ViewComparison {
  package static func areEqual(_ lhs: any View, _ rhs: any View) -> Bool {
    guard type(of: lhs) == type(of: rhs) else { return false }
    return sameTypeEqual(lhs, rhs)
  }

  /// Compares `lhs[index]` with `rhs[index]` for every index below `count`, calling `body`
  /// with each index and whether the two were equal; how `Value` compares is worked out once.
  ///
  /// This is how a `ForEach` compares its rows: with no boxing and no lookup per row. Values of
  /// a plain-data type (no references, no closures) whose bytes are the same are equal without
  /// a look at their fields, which is how SwiftUI compares such values too.
  package static func compareElements<Value: View>(
    _ lhs: [Value], _ rhs: [Value], count: Int, _ body: (_ index: Int, _ equal: Bool) -> Void
  ) {
    let compare = comparison(for: Value.self)
    let plainData = TypeReflection.isPlainData(Value.self)
    let stride = MemoryLayout<Value>.stride
    lhs.withUnsafeBytes { left in
      rhs.withUnsafeBytes { right in
        for index in 0..<count {
          let l = left.baseAddress! + index * stride, r = right.baseAddress! + index * stride
          body(index, plainData && memcmp(l, r, stride) == 0 || compare(l, r))
        }
      }
    }
  }

  /// Whether two arrays hold equal elements; plain-data arrays are compared as bytes first.
  package static func elementsEqual<Element: Equatable>(_ lhs: [Element], _ rhs: [Element]) -> Bool {
    guard lhs.count == rhs.count else { return false }
    if TypeReflection.isPlainData(Element.self), !lhs.isEmpty,
      lhs.withUnsafeBytes({ left in
        rhs.withUnsafeBytes { right in memcmp(left.baseAddress!, right.baseAddress!, left.count) == 0 }
      })
    {
      return true
    }
    return lhs == rhs
  }

  /// Compares two values already known to have the same type, `Left`.
  private static func sameTypeEqual<Left: View, Right: View>(_ lhs: Left, _ rhs: Right) -> Bool {
    withUnsafePointer(to: lhs) { left in
      withUnsafePointer(to: rhs) { right in
        comparison(for: Left.self)(UnsafeRawPointer(left), UnsafeRawPointer(right))
      }
    }
  }

  // MARK: - Comparisons by type

  /// Compares two values of one type, given pointers to them.
  fileprivate typealias Comparison = (UnsafeRawPointer, UnsafeRawPointer) -> Bool

  private static var comparisons: [ObjectIdentifier: Comparison] = [:]

  /// How values of `type` compare; `kind` is the type's kind where a field listing gave it
  /// (a view's own type is always concrete).
  fileprivate static func comparison(for type: Any.Type, kind: TypeKind? = nil) -> Comparison {
    if let known = comparisons[ObjectIdentifier(type)] { return known }
    let made = makeComparison(for: type, kind: kind)
    comparisons[ObjectIdentifier(type)] = made
    return made
  }

  private static func makeComparison<Value>(for type: Value.Type, kind: TypeKind?) -> Comparison {
    if let input = type as? any ViewInput.Type { return inputComparison(input) }
    if let equatable = type as? any Equatable.Type { return equatableComparison(equatable) }
    if type is AnyClass || isOptionalObject(type) {
      // NB: The reference's bits, read without retaining it: exact for strong, `unowned` and
      // `weak` storage alike, where loading a weak reference as a strong one would not be.
      return { $0.load(as: UInt.self) == $1.load(as: UInt.self) }
    }
    if MemoryLayout<Value>.size == 0 { return { _, _ in true } }
    if let cases = type as? any ComparedByCase.Type { return cases.comparison() }
    switch kind {
    case .function?: return { _, _ in false }
    case .builtin?:
      // NB: A built-in value (a raw pointer or integer inside a standard-library type).
      let size = MemoryLayout<Value>.size
      return { memcmp($0, $1, size) == 0 }
    case nil, .structure?, .tuple?:
      if let fields = fieldComparisons(of: type) { return fields }
    default: break
    }
    // NB: Enums with payloads and existentials have no fields to list: compare their values.
    return { lhs, rhs in
      valuesEqual(lhs.assumingMemoryBound(to: Value.self).pointee, rhs.assumingMemoryBound(to: Value.self).pointee)
    }
  }

  /// Compares a struct or tuple by its stored fields, or `nil` if it has none to list.
  private static func fieldComparisons(of type: Any.Type) -> Comparison? {
    guard let stored = TypeReflection.storedFields(of: type), !stored.isEmpty else { return nil }
    let fields = stored.map { (offset: $0.offset, comparison: comparison(for: $0.type, kind: $0.kind)) }
    if fields.count == 1, fields[0].offset == 0 { return fields[0].comparison }
    return { lhs, rhs in
      for field in fields where !field.comparison(lhs + field.offset, rhs + field.offset) { return false }
      return true
    }
  }

  private static func inputComparison<Input: ViewInput>(_: Input.Type) -> Comparison {
    { lhs, rhs in
      lhs.assumingMemoryBound(to: Input.self).pointee.isSameInput(as: rhs.assumingMemoryBound(to: Input.self).pointee)
    }
  }

  private static func equatableComparison<Value: Equatable>(_: Value.Type) -> Comparison {
    { $0.assumingMemoryBound(to: Value.self).pointee == $1.assumingMemoryBound(to: Value.self).pointee }
  }

  private static func isOptionalObject(_ type: Any.Type) -> Bool {
    (type as? any OptionalProtocol.Type)?.wrappedType is AnyClass
  }

  // MARK: - Comparing values

  /// Compares values whose types have no fields to list (enums, existentials) by reflecting
  /// them, with the same rules.
  private static func valuesEqual(_ lhs: Any, _ rhs: Any, depth: Int = 0) -> Bool {
    let type = Swift.type(of: lhs)
    guard type == Swift.type(of: rhs) else { return false }
    if let lhs = lhs as? any ViewInput { return sameInput(lhs, rhs) }
    if let lhs = lhs as? any Equatable { return GraftUI.areEqual(lhs, rhs) }
    if type is AnyClass { return (lhs as AnyObject) === (rhs as AnyObject) }
    let kind = kind(of: type)
    if kind == .function { return false }
    guard depth < 32 else { return false }
    let left = Mirror(reflecting: lhs), right = Mirror(reflecting: rhs)
    // NB: A case without a payload is all tag: the same bytes are the same case.
    if kind == .enumeration || kind == .optional, left.children.isEmpty, right.children.isEmpty {
      return sameBytes(lhs, rhs)
    }
    guard left.children.count == right.children.count else { return false }
    for (l, r) in zip(left.children, right.children) {
      if l.label != r.label { return false }
      if !valuesEqual(l.value, r.value, depth: depth + 1) { return false }
    }
    return true
  }

  private static var kinds: [ObjectIdentifier: TypeKind] = [:]

  /// The kind of `type`, read from its metadata once: values compared by reflection ask it
  /// on every update.
  private static func kind(of type: Any.Type) -> TypeKind {
    if let known = kinds[ObjectIdentifier(type)] { return known }
    let kind = TypeReflection.kind(of: type)
    kinds[ObjectIdentifier(type)] = kind
    return kind
  }

  /// Whether `rhs` is a `Value` with the same bytes as `lhs`; `lhs` is opened from `Any`.
  private static func sameBytes<Value>(_ lhs: Value, _ rhs: Any) -> Bool {
    guard let rhs = rhs as? Value else { return false }
    return withUnsafeBytes(of: lhs) { left in
      withUnsafeBytes(of: rhs) { right in left.elementsEqual(right) }
    }
  }

  private static func sameInput<Input: ViewInput>(_ lhs: Input, _ rhs: Any) -> Bool {
    guard let rhs = rhs as? Input else { return false }
    return lhs.isSameInput(as: rhs)
  }

  // MARK: - Explaining and checking

  /// The names of the top-level fields that differ, for explaining an update.
  package static func differingFields(_ lhs: any View, _ rhs: any View) -> [String] {
    guard type(of: lhs) == type(of: rhs) else { return ["type"] }
    let left = Mirror(reflecting: lhs), right = Mirror(reflecting: rhs)
    return zip(left.children, right.children).compactMap { l, r in
      valuesEqual(l.value, r.value, depth: 1) ? nil : (l.label ?? "?")
    }
  }

  /// Runs the opt-in check for `@State` objects a new view value creates only to have them
  /// discarded (the articles' pitfall; docs/Behaviour.md, "Configuring an object in state before
  /// install").
  package static func checkDiscardedState(old: any View, new: any View) {
    guard type(of: old) == type(of: new) else { return }
    for (l, r) in zip(Mirror(reflecting: old).children, Mirror(reflecting: new).children) {
      (l.value as? any DiscardedStateChecking)?.checkDiscardedInstance(in: r.value, viewType: type(of: old))
    }
  }

  /// The view's type name without module prefixes, for dumps.
  package static func typeName(of view: Any) -> String {
    String(describing: Swift.type(of: view))
  }
}

/// A dynamic property that compares by what it refers to: two `@State` wrappers of one view are
/// the same input whatever their initial values; two bindings are the same if they point to the
/// same place.
@MainActor
package protocol ViewInput {
  func isSameInput(as other: Self) -> Bool
}

extension State: ViewInput {
  package func isSameInput(as other: Self) -> Bool { true }
}

extension Binding: ViewInput {
  package func isSameInput(as other: Self) -> Bool {
    location.identity == other.location.identity
  }
}

/// `Optional`, seen through its wrapped type.
private protocol OptionalProtocol {
  static var wrappedType: Any.Type { get }
}

extension Optional: OptionalProtocol {
  static var wrappedType: Any.Type { Wrapped.self }
}

/// A type with cases (an enum, an existential) whose comparison is written out, so that it is
/// compared without reflection: the same case, and equal payloads compared as their types are.
@MainActor
private protocol ComparedByCase {
  static func comparison() -> ViewComparison.Comparison
}

extension ViewComparison {
  /// Compares two values by pointers to them with `comparison`.
  fileprivate static func compare<Value>(_ lhs: Value, _ rhs: Value, with comparison: Comparison) -> Bool {
    withUnsafePointer(to: lhs) { left in withUnsafePointer(to: rhs) { right in comparison(left, right) } }
  }
}

extension Optional: ComparedByCase {
  fileprivate static func comparison() -> ViewComparison.Comparison {
    let wrapped = ViewComparison.comparison(for: Wrapped.self)
    return { lhs, rhs in
      switch (lhs.assumingMemoryBound(to: Self.self).pointee, rhs.assumingMemoryBound(to: Self.self).pointee) {
      case (nil, nil): true
      case (let left?, let right?): ViewComparison.compare(left, right, with: wrapped)
      default: false
      }
    }
  }
}

extension _ConditionalContent.Storage: ComparedByCase {
  fileprivate static func comparison() -> ViewComparison.Comparison {
    let first = ViewComparison.comparison(for: TrueContent.self)
    let second = ViewComparison.comparison(for: FalseContent.self)
    return { lhs, rhs in
      switch (lhs.assumingMemoryBound(to: Self.self).pointee, rhs.assumingMemoryBound(to: Self.self).pointee) {
      case (.trueContent(let left), .trueContent(let right)): ViewComparison.compare(left, right, with: first)
      case (.falseContent(let left), .falseContent(let right)): ViewComparison.compare(left, right, with: second)
      default: false
      }
    }
  }
}

extension AnyView: ComparedByCase {
  fileprivate static func comparison() -> ViewComparison.Comparison {
    { lhs, rhs in
      ViewComparison.areEqual(
        lhs.assumingMemoryBound(to: AnyView.self).pointee.storage, rhs.assumingMemoryBound(to: AnyView.self).pointee.storage)
    }
  }
}
