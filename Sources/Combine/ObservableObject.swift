/// A type of object with a publisher that emits before the object has changed.
///
/// By default an observable object synthesizes an `objectWillChange` publisher that emits
/// before any of its `@Published` properties changes:
///
/// ```swift
/// class Contact: ObservableObject {
///     @Published var age: Int
///     init(age: Int) { self.age = age }
/// }
/// let john = Contact(age: 24)
/// let cancellable = john.objectWillChange.sink { print("will change: \(john.age)") }
/// john.age += 1  // prints "will change: 24"
/// ```
public protocol ObservableObject: AnyObject {
  /// The type of publisher that emits before the object has changed.
  associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
  where ObjectWillChangePublisher.Failure == Never

  /// A publisher that emits before the object has changed.
  var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
  /// A publisher that emits before the object has changed.
  ///
  /// One publisher per object, shared by all its `@Published` properties (including those
  /// declared in superclasses) and found by reflection on first access, then cached. An
  /// object with no `@Published` property gets a new publisher on each access.
  public var objectWillChange: ObservableObjectPublisher {
    ObjectWillChangeRegistry.shared.publisher(for: self)
  }
}

/// Opens an `any ObservableObject` to read its publisher when it is the default kind.
func observableObjectPublisher<O: ObservableObject>(of object: O) -> ObservableObjectPublisher? {
  object.objectWillChange as? ObservableObjectPublisher
}
