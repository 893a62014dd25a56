import GraftUI
import Testing

private final class Reference {}
private protocol Shape {}
private struct Plain {
  var count: Int
  var flag: Bool
}
private struct Mixed {
  var count: Int
  weak var weakReference: Reference?
  unowned var unownedReference: Reference
  var action: () -> Void
  var shape: any Shape
  var label: String
}
private struct Generic<Value> {
  var value: Value
  var count: Int
}
private enum Direction { case up, down }
private enum Payload {
  case some(Int)
  case none
}

/// What the graph learns about a type's layout from its metadata: the one place Graft reads the
/// standard library's reflection, pinned case by case.
@Suite struct TypeReflectionTests {
  @Test func kindsFollowTheRuntimesClassificationNotTheTypesName() {
    #expect(TypeReflection.kind(of: Plain.self) == .structure)
    #expect(TypeReflection.kind(of: Generic<String>.self) == .structure)
    #expect(TypeReflection.kind(of: (Int, String).self) == .tuple)
    #expect(TypeReflection.kind(of: Direction.self) == .enumeration)
    #expect(TypeReflection.kind(of: Payload.self) == .enumeration)
    #expect(TypeReflection.kind(of: Int?.self) == .optional)
    #expect(TypeReflection.kind(of: Reference.self) == .class)
    #expect(TypeReflection.kind(of: (() -> Void).self) == .function)
    #expect(TypeReflection.kind(of: ((Int) throws -> String).self) == .function)
    #expect(TypeReflection.kind(of: (any Shape).self) == .existential)
    #expect(TypeReflection.kind(of: Any.self) == .existential)
    #expect(TypeReflection.kind(of: AnyObject.self) == .existential)
    #expect(TypeReflection.kind(of: Int.Type.self) == .metatype)
    #expect(TypeReflection.kind(of: (any Shape.Type).self) == .existentialMetatype)
  }

  @Test func aStructsFieldsComeInDeclarationOrderWithTheirOffsetsAndKinds() throws {
    let fields = try #require(TypeReflection.storedFields(of: Mixed.self))
    #expect(fields.map(\.name) == ["count", "weakReference", "unownedReference", "action", "shape", "label"])
    #expect(fields.map(\.offset) == [0, 8, 16, 24, 40, 80])
    #expect(
      fields.map(\.kind) == [.structure, .optional, .class, .function, .existential, .structure])
    // NB: A weak field is declared as an optional; an unowned one as the class itself.
    #expect(ObjectIdentifier(fields[1].type) == ObjectIdentifier(Reference?.self))
    #expect(ObjectIdentifier(fields[2].type) == ObjectIdentifier(Reference.self))
  }

  @Test func aGenericStructsFieldsAreThoseOfItsSpecialisation() throws {
    let strings = try #require(TypeReflection.storedFields(of: Generic<String>.self))
    #expect(strings.map(\.offset) == [0, 16])
    #expect(ObjectIdentifier(strings[0].type) == ObjectIdentifier(String.self))
    let bytes = try #require(TypeReflection.storedFields(of: Generic<UInt8>.self))
    #expect(bytes.map(\.offset) == [0, 8])
    #expect(ObjectIdentifier(bytes[0].type) == ObjectIdentifier(UInt8.self))
  }

  @Test func aTuplesElementsAreItsFieldsLabelledOrNot() throws {
    let unlabelled = try #require(TypeReflection.storedFields(of: (Int, String).self))
    #expect(unlabelled.map(\.name) == [".0", ".1"])
    #expect(unlabelled.map(\.offset) == [0, 8])
    let labelled = try #require(TypeReflection.storedFields(of: (a: Bool, b: Int).self))
    #expect(labelled.map(\.name) == ["a", "b"])
    #expect(labelled.map(\.offset) == [0, 8])
  }

  @Test func typesWithoutFieldsToListGiveNone() {
    #expect(TypeReflection.storedFields(of: Direction.self) == nil)
    #expect(TypeReflection.storedFields(of: Payload.self) == nil)
    #expect(TypeReflection.storedFields(of: Int?.self) == nil)
    #expect(TypeReflection.storedFields(of: Reference.self) == nil)
    #expect(TypeReflection.storedFields(of: (() -> Void).self) == nil)
    // NB: The runtime crashes listing an existential's fields: there is no value to open.
    #expect(TypeReflection.storedFields(of: (any Shape).self) == nil)
    #expect(TypeReflection.storedFields(of: Any.self) == nil)
  }

  @Test func everySpecialisationOfAGenericTypeSharesItsNominalType() {
    let strings = TypeReflection.nominalType(of: Generic<String>.self)
    #expect(strings != nil)
    #expect(strings == TypeReflection.nominalType(of: Generic<UInt8>.self))
    #expect(strings != TypeReflection.nominalType(of: Plain.self))
    #expect(TypeReflection.nominalType(of: Int?.self) == TypeReflection.nominalType(of: String?.self))
    #expect(TypeReflection.nominalType(of: Direction.self) != nil)
    #expect(TypeReflection.nominalType(of: Reference.self) == nil)
    #expect(TypeReflection.nominalType(of: (Int, Int).self) == nil)
    #expect(TypeReflection.nominalType(of: (() -> Void).self) == nil)
    #expect(TypeReflection.nominalType(of: (any Shape).self) == nil)
  }

  @Test func plainDataHasNoReferencesAndNoCopyLogic() {
    #expect(TypeReflection.isPlainData(Plain.self))
    #expect(TypeReflection.isPlainData((Int, Bool).self))
    #expect(TypeReflection.isPlainData(Direction.self))
    #expect(TypeReflection.isPlainData(Payload.self))
    #expect(!TypeReflection.isPlainData(Mixed.self))
    #expect(!TypeReflection.isPlainData(String.self))
    #expect(!TypeReflection.isPlainData(Reference.self))
    #expect(!TypeReflection.isPlainData((() -> Void).self))
    #expect(!TypeReflection.isPlainData((any Shape).self))
  }
}
