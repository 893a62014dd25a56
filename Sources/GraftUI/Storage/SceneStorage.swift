import Foundation

/// A property wrapper type that reads and writes to persisted, per-scene storage.
///
/// ```swift
/// struct ContentView: View {
///   @SceneStorage("selectedTab") private var selectedTab = 0
///   var body: some View { … }
/// }
/// ```
///
/// A terminal app has one scene and no state restoration: values live in memory for as long
/// as the process runs, shared by every view that reads the key, and start from the defaults
/// on the next launch.
@propertyWrapper
@MainActor @preconcurrency
public struct SceneStorage<Value>: DynamicProperty {
  private let key: String
  private let defaultValue: Value
  private let codec: StorageCodec<Value>
  package let box = StorageBox<Value>()

  private init(key: String, defaultValue: Value, codec: StorageCodec<Value>) {
    self.key = key
    self.defaultValue = defaultValue
    self.codec = codec
  }

  /// The value stored for the key in this scene, or the default.
  public var wrappedValue: Value {
    get { location.get() }
    nonmutating set { location.set(newValue, transaction: Transaction.current) }
  }

  /// A binding to the stored value.
  public var projectedValue: Binding<Value> {
    Binding(location: location)
  }

  private var location: StorageLocation<Value> {
    box.location ?? StorageLocation(store: SceneStore.shared, key: key, defaultValue: defaultValue, codec: codec)
  }

  /// Creates a property that can read and write a Boolean value that is kept for the scene.
  ///
  /// - Parameters:
  ///   - wrappedValue: The value when the key holds no Bool value.
  ///   - key: The key to read and write the value to.
  public init(wrappedValue: Value, _ key: String) where Value == Bool {
    self.init(key: key, defaultValue: wrappedValue, codec: .bool)
  }

  /// Creates a property that can read and write an integer value that is kept for the scene.
  ///
  /// - Parameters:
  ///   - wrappedValue: The value when the key holds no Int value.
  ///   - key: The key to read and write the value to.
  public init(wrappedValue: Value, _ key: String) where Value == Int {
    self.init(key: key, defaultValue: wrappedValue, codec: .int)
  }

  /// Creates a property that can read and write a double value that is kept for the scene.
  ///
  /// - Parameters:
  ///   - wrappedValue: The value when the key holds no Double value.
  ///   - key: The key to read and write the value to.
  public init(wrappedValue: Value, _ key: String) where Value == Double {
    self.init(key: key, defaultValue: wrappedValue, codec: .double)
  }

  /// Creates a property that can read and write a string value that is kept for the scene.
  ///
  /// - Parameters:
  ///   - wrappedValue: The value when the key holds no String value.
  ///   - key: The key to read and write the value to.
  public init(wrappedValue: Value, _ key: String) where Value == String {
    self.init(key: key, defaultValue: wrappedValue, codec: .string)
  }

  /// Creates a property that can read and write a URL value that is kept for the scene.
  ///
  /// - Parameters:
  ///   - wrappedValue: The value when the key holds no URL value.
  ///   - key: The key to read and write the value to.
  public init(wrappedValue: Value, _ key: String) where Value == URL {
    self.init(key: key, defaultValue: wrappedValue, codec: .url)
  }

  /// Creates a property that can read and write a data value that is kept for the scene.
  ///
  /// - Parameters:
  ///   - wrappedValue: The value when the key holds no Data value.
  ///   - key: The key to read and write the value to.
  public init(wrappedValue: Value, _ key: String) where Value == Data {
    self.init(key: key, defaultValue: wrappedValue, codec: .data)
  }

  /// Creates a property that can read and write a date value that is kept for the scene.
  ///
  /// - Parameters:
  ///   - wrappedValue: The value when the key holds no Date value.
  ///   - key: The key to read and write the value to.
  public init(wrappedValue: Value, _ key: String) where Value == Date {
    self.init(key: key, defaultValue: wrappedValue, codec: .date)
  }

  /// Creates a property that can read and write a value stored as its int raw value.
  ///
  /// ```swift
  /// enum Sort: Int { case name, date }
  /// @SceneStorage("sort") private var sort = Sort.name
  /// ```
  public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == Int {
    self.init(key: key, defaultValue: wrappedValue, codec: .rawInt(Value.self))
  }

  /// Creates a property that can read and write a value stored as its string raw value.
  ///
  /// ```swift
  /// enum Sort: String { case name, date }
  /// @SceneStorage("sort") private var sort = Sort.name
  /// ```
  public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == String {
    self.init(key: key, defaultValue: wrappedValue, codec: .rawString(Value.self))
  }

  /// Creates a property that can read and write an optional Bool; `nil` when the key holds none.
  public init(_ key: String) where Value == Bool? {
    self.init(key: key, defaultValue: nil, codec: .optional(.bool))
  }

  /// Creates a property that can read and write an optional Int; `nil` when the key holds none.
  public init(_ key: String) where Value == Int? {
    self.init(key: key, defaultValue: nil, codec: .optional(.int))
  }

  /// Creates a property that can read and write an optional Double; `nil` when the key holds none.
  public init(_ key: String) where Value == Double? {
    self.init(key: key, defaultValue: nil, codec: .optional(.double))
  }

  /// Creates a property that can read and write an optional String; `nil` when the key holds none.
  public init(_ key: String) where Value == String? {
    self.init(key: key, defaultValue: nil, codec: .optional(.string))
  }

  /// Creates a property that can read and write an optional URL; `nil` when the key holds none.
  public init(_ key: String) where Value == URL? {
    self.init(key: key, defaultValue: nil, codec: .optional(.url))
  }

  /// Creates a property that can read and write an optional Data; `nil` when the key holds none.
  public init(_ key: String) where Value == Data? {
    self.init(key: key, defaultValue: nil, codec: .optional(.data))
  }

  /// Creates a property that can read and write an optional Date; `nil` when the key holds none.
  public init(_ key: String) where Value == Date? {
    self.init(key: key, defaultValue: nil, codec: .optional(.date))
  }

  /// Creates a property that can read and write an optional value stored as its int raw
  /// value; `nil` when the key holds none.
  public init<R: RawRepresentable>(_ key: String) where Value == R?, R.RawValue == Int {
    self.init(key: key, defaultValue: nil, codec: .optional(.rawInt(R.self)))
  }

  /// Creates a property that can read and write an optional value stored as its string raw
  /// value; `nil` when the key holds none.
  public init<R: RawRepresentable>(_ key: String) where Value == R?, R.RawValue == String {
    self.init(key: key, defaultValue: nil, codec: .optional(.rawString(R.self)))
  }
}

extension SceneStorage: InstallableProperty {
  package func install(in node: ViewNode, at index: Int) {
    let holder = node.storage(at: index) { StorageBox<Value>() }
    if let kept = holder.location, kept.isKey(key, of: SceneStore.shared) {
      box.location = kept
    } else {
      let made = StorageLocation(store: SceneStore.shared, key: key, defaultValue: defaultValue, codec: codec)
      holder.location = made
      box.location = made
    }
  }
}

extension SceneStorage: ViewInput {
  package func isSameInput(as other: Self) -> Bool { key == other.key }
}

/// The one scene's storage: in memory, for the life of the process.
@MainActor
package final class SceneStore: KeyValueStore {
  package static let shared = SceneStore()
  private var values: [String: Any] = [:]

  private init() {}

  package func storedObject(forKey key: String) -> Any? { values[key] }

  package func storeObject(_ value: Any?, forKey key: String) {
    values[key] = value
  }
}
