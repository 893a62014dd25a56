import Foundation

/// A property wrapper type that reflects a value from `UserDefaults` and invalidates a view on
/// a change in value in that user default.
///
/// ```swift
/// struct SettingsView: View {
///   @AppStorage("username") private var username = "Anonymous"
///   @AppStorage("fontSize") private var fontSize = 12.0
///
///   var body: some View {
///     TextField("User name", text: $username)
///     Text("Welcome, \(username)!")
///   }
/// }
/// ```
///
/// A write through any `@AppStorage` property updates every view that reads the key at once.
/// A key that holds a value of another type reads as the default. Writes made with
/// `UserDefaults.set(_:forKey:)` directly update the views when `UserDefaults.didChangeNotification`
/// is posted, which swift-corelibs-foundation does not do for single keys: post it after such
/// writes on Linux.
@propertyWrapper
@MainActor @preconcurrency
public struct AppStorage<Value>: DynamicProperty {
  private let key: String
  private let defaultValue: Value
  private let store: UserDefaults?
  private let codec: StorageCodec<Value>
  package let box = StorageBox<Value>()

  private init(key: String, defaultValue: Value, store: UserDefaults?, codec: StorageCodec<Value>) {
    self.key = key
    self.defaultValue = defaultValue
    self.store = store
    self.codec = codec
  }

  /// The value stored for the key, or the default.
  public var wrappedValue: Value {
    get { location.get() }
    nonmutating set { location.set(newValue, transaction: Transaction.current) }
  }

  /// A binding to the stored value.
  public var projectedValue: Binding<Value> {
    Binding(location: location)
  }

  private var location: StorageLocation<Value> {
    box.location ?? StorageLocation(store: store ?? .standard, key: key, defaultValue: defaultValue, codec: codec)
  }

  /// Creates a property that can read and write a Boolean value that persists in user defaults.
  ///
  /// - Parameters:
  ///   - wrappedValue: The value when the key holds no Bool value.
  ///   - key: The key to read and write the value to.
  ///   - store: The user defaults store to read and write to; `nil` uses the store in the
  ///     environment (`defaultAppStorage(_:)`), else `UserDefaults.standard`.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool {
    self.init(key: key, defaultValue: wrappedValue, store: store, codec: .bool)
  }

  /// Creates a property that can read and write an integer value that persists in user defaults.
  ///
  /// - Parameters:
  ///   - wrappedValue: The value when the key holds no Int value.
  ///   - key: The key to read and write the value to.
  ///   - store: The user defaults store to read and write to; `nil` uses the store in the
  ///     environment (`defaultAppStorage(_:)`), else `UserDefaults.standard`.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int {
    self.init(key: key, defaultValue: wrappedValue, store: store, codec: .int)
  }

  /// Creates a property that can read and write a double value that persists in user defaults.
  ///
  /// - Parameters:
  ///   - wrappedValue: The value when the key holds no Double value.
  ///   - key: The key to read and write the value to.
  ///   - store: The user defaults store to read and write to; `nil` uses the store in the
  ///     environment (`defaultAppStorage(_:)`), else `UserDefaults.standard`.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double {
    self.init(key: key, defaultValue: wrappedValue, store: store, codec: .double)
  }

  /// Creates a property that can read and write a string value that persists in user defaults.
  ///
  /// - Parameters:
  ///   - wrappedValue: The value when the key holds no String value.
  ///   - key: The key to read and write the value to.
  ///   - store: The user defaults store to read and write to; `nil` uses the store in the
  ///     environment (`defaultAppStorage(_:)`), else `UserDefaults.standard`.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String {
    self.init(key: key, defaultValue: wrappedValue, store: store, codec: .string)
  }

  /// Creates a property that can read and write a URL value that persists in user defaults.
  ///
  /// - Parameters:
  ///   - wrappedValue: The value when the key holds no URL value.
  ///   - key: The key to read and write the value to.
  ///   - store: The user defaults store to read and write to; `nil` uses the store in the
  ///     environment (`defaultAppStorage(_:)`), else `UserDefaults.standard`.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL {
    self.init(key: key, defaultValue: wrappedValue, store: store, codec: .url)
  }

  /// Creates a property that can read and write a data value that persists in user defaults.
  ///
  /// - Parameters:
  ///   - wrappedValue: The value when the key holds no Data value.
  ///   - key: The key to read and write the value to.
  ///   - store: The user defaults store to read and write to; `nil` uses the store in the
  ///     environment (`defaultAppStorage(_:)`), else `UserDefaults.standard`.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data {
    self.init(key: key, defaultValue: wrappedValue, store: store, codec: .data)
  }

  /// Creates a property that can read and write a date value that persists in user defaults.
  ///
  /// - Parameters:
  ///   - wrappedValue: The value when the key holds no Date value.
  ///   - key: The key to read and write the value to.
  ///   - store: The user defaults store to read and write to; `nil` uses the store in the
  ///     environment (`defaultAppStorage(_:)`), else `UserDefaults.standard`.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Date {
    self.init(key: key, defaultValue: wrappedValue, store: store, codec: .date)
  }

  /// Creates a property that can read and write a value stored as its int raw value.
  ///
  /// ```swift
  /// enum Sort: Int { case name, date }
  /// @AppStorage("sort") private var sort = Sort.name
  /// ```
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == Int {
    self.init(key: key, defaultValue: wrappedValue, store: store, codec: .rawInt(Value.self))
  }

  /// Creates a property that can read and write a value stored as its string raw value.
  ///
  /// ```swift
  /// enum Sort: String { case name, date }
  /// @AppStorage("sort") private var sort = Sort.name
  /// ```
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == String {
    self.init(key: key, defaultValue: wrappedValue, store: store, codec: .rawString(Value.self))
  }

  /// Creates a property that can read and write an optional Bool; `nil` when the key holds none.
  public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? {
    self.init(key: key, defaultValue: nil, store: store, codec: .optional(.bool))
  }

  /// Creates a property that can read and write an optional Int; `nil` when the key holds none.
  public init(_ key: String, store: UserDefaults? = nil) where Value == Int? {
    self.init(key: key, defaultValue: nil, store: store, codec: .optional(.int))
  }

  /// Creates a property that can read and write an optional Double; `nil` when the key holds none.
  public init(_ key: String, store: UserDefaults? = nil) where Value == Double? {
    self.init(key: key, defaultValue: nil, store: store, codec: .optional(.double))
  }

  /// Creates a property that can read and write an optional String; `nil` when the key holds none.
  public init(_ key: String, store: UserDefaults? = nil) where Value == String? {
    self.init(key: key, defaultValue: nil, store: store, codec: .optional(.string))
  }

  /// Creates a property that can read and write an optional URL; `nil` when the key holds none.
  public init(_ key: String, store: UserDefaults? = nil) where Value == URL? {
    self.init(key: key, defaultValue: nil, store: store, codec: .optional(.url))
  }

  /// Creates a property that can read and write an optional Data; `nil` when the key holds none.
  public init(_ key: String, store: UserDefaults? = nil) where Value == Data? {
    self.init(key: key, defaultValue: nil, store: store, codec: .optional(.data))
  }

  /// Creates a property that can read and write an optional Date; `nil` when the key holds none.
  public init(_ key: String, store: UserDefaults? = nil) where Value == Date? {
    self.init(key: key, defaultValue: nil, store: store, codec: .optional(.date))
  }

  /// Creates a property that can read and write an optional value stored as its int raw
  /// value; `nil` when the key holds none.
  public init<R: RawRepresentable>(_ key: String, store: UserDefaults? = nil) where Value == R?, R.RawValue == Int {
    self.init(key: key, defaultValue: nil, store: store, codec: .optional(.rawInt(R.self)))
  }

  /// Creates a property that can read and write an optional value stored as its string raw
  /// value; `nil` when the key holds none.
  public init<R: RawRepresentable>(_ key: String, store: UserDefaults? = nil) where Value == R?, R.RawValue == String {
    self.init(key: key, defaultValue: nil, store: store, codec: .optional(.rawString(R.self)))
  }
}

extension AppStorage: InstallableProperty {
  package func install(in node: ViewNode, at index: Int) {
    let resolved = store ?? node.trackedEnvironment.defaultAppStorage ?? .standard
    let holder = node.storage(at: index) { StorageBox<Value>() }
    if let kept = holder.location, kept.isKey(key, of: resolved) {
      box.location = kept
    } else {
      let made = StorageLocation(store: resolved, key: key, defaultValue: defaultValue, codec: codec)
      holder.location = made
      box.location = made
    }
  }
}

extension AppStorage: ViewInput {
  package func isSameInput(as other: Self) -> Bool {
    key == other.key && store === other.store
  }
}

/// The location a storage property reads, shared by its copies and kept by its node.
@MainActor
package final class StorageBox<Value> {
  package var location: StorageLocation<Value>?
}

private struct DefaultAppStorageKey: EnvironmentKey {
  static var defaultValue: UserDefaults? { nil }
}

extension EnvironmentValues {
  /// The store `@AppStorage` properties without a store of their own use; `nil` for
  /// `UserDefaults.standard`.
  package var defaultAppStorage: UserDefaults? {
    get { self[DefaultAppStorageKey.self] }
    set { self[DefaultAppStorageKey.self] = newValue }
  }
}

extension View {
  /// The default store used by `AppStorage` contained within the view.
  ///
  /// ```swift
  /// ContentView()
  ///   .defaultAppStorage(UserDefaults(suiteName: "group.com.example.shared")!)
  /// ```
  public func defaultAppStorage(_ store: UserDefaults) -> some View {
    environment(\.defaultAppStorage, store)
  }
}
