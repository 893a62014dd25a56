/// A type that publishes a property marked with an attribute.
///
/// Publishing happens in the property's `willSet`: subscribers of `$property` receive the
/// new value while the property still holds the old one, and, in an ``ObservableObject``,
/// `objectWillChange` fires before either.
///
/// ```swift
/// class Weather {
///     @Published var temperature: Double
///     init(temperature: Double) { self.temperature = temperature }
/// }
/// let weather = Weather(temperature: 20)
/// let cancellable = weather.$temperature.sink { print("Temperature now: \($0)") }
/// weather.temperature = 25
/// // Prints "Temperature now: 20.0", then "Temperature now: 25.0"
/// ```
@propertyWrapper
public struct Published<Value> {
  var storage: PublishedStorage<Value>

  /// Creates the published instance with an initial wrapped value.
  public init(wrappedValue: Value) {
    storage = PublishedStorage(wrappedValue)
  }

  /// Creates the published instance with an initial value.
  public init(initialValue: Value) {
    self.init(wrappedValue: initialValue)
  }

  // NB: `@Published` works only through the enclosing-instance subscript, which is what
  // lets it reach the object's `objectWillChange`; this makes other uses a compile error.
  @available(*, unavailable, message: "@Published is only available on properties of classes")
  public var wrappedValue: Value {
    get { fatalError("@Published is only available on properties of classes") }
    set { fatalError("@Published is only available on properties of classes") }
  }

  /// The property for which this instance exposes a publisher, accessed with `$`.
  public var projectedValue: Published<Value>.Publisher {
    mutating get { Publisher(storage: storage) }
    set { storage = newValue.storage }
  }

  /// Reads and writes the property of a class instance.
  ///
  /// On set it sends the object's `objectWillChange` (when that is an
  /// ``ObservableObjectPublisher``), then the new value to `$property`'s subscribers, and
  /// only then stores it.
  public static subscript<EnclosingSelf: AnyObject>(
    _enclosingInstance object: EnclosingSelf,
    wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
    storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
  ) -> Value {
    get {
      object[keyPath: storageKeyPath].storage.value
    }
    set {
      let storage = object[keyPath: storageKeyPath].storage
      storage.resolveObjectWillChange(from: object)
      storage.send(newValue)
    }
  }
}

/// Lets reflection recognise `@Published` storage whatever its value type.
protocol PublishedField {
  var storageBase: PublishedStorageBase { get }
}

extension Published: PublishedField {
  var storageBase: PublishedStorageBase { storage }
}
