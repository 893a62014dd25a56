public import Foundation

/// The traits of an interface environment: light or dark, size classes, text size, scale.
///
/// Every view and view controller has one (``UITraitEnvironment/traitCollection``). In Graft the
/// screen's traits come from the terminal: its size in cells gives the size classes (an 80×24
/// terminal is regular in both, as an iPad is), the scale is 1, and the style is what the host
/// says the terminal's background is, dark unless told otherwise.
///
/// ```swift
/// if traitCollection.userInterfaceStyle == .dark { badge.backgroundColor = .darkGray }
/// let light = UITraitCollection(userInterfaceStyle: .light)
/// ```
public final class UITraitCollection: Hashable, CustomStringConvertible, @unchecked Sendable {
  // NB: Immutable after init, which makes the unchecked Sendable conformance sound.
  package struct Values: Hashable {
    var userInterfaceStyle: UIUserInterfaceStyle = .unspecified
    var horizontalSizeClass: UIUserInterfaceSizeClass = .unspecified
    var verticalSizeClass: UIUserInterfaceSizeClass = .unspecified
    var preferredContentSizeCategory: UIContentSizeCategory = .unspecified
    var displayScale: CGFloat = 0
    var layoutDirection: UITraitEnvironmentLayoutDirection = .unspecified
    var userInterfaceIdiom: UIUserInterfaceIdiom = .unspecified
    var accessibilityContrast: UIAccessibilityContrast = .unspecified
    var legibilityWeight: UILegibilityWeight = .unspecified
    var userInterfaceLevel: UIUserInterfaceLevel = .unspecified
    /// Which values were set, by trait identifier, so that combining collections keeps them.
    var specified: Set<String> = []
  }

  package let values: Values

  package init(values: Values) {
    self.values = values
  }

  /// Creates a collection that specifies no trait.
  public convenience init() {
    self.init(values: Values())
  }

  /// Creates a collection that specifies only a light or dark style.
  public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
    self.init { $0.userInterfaceStyle = userInterfaceStyle }
  }

  /// Creates a collection that specifies only a horizontal size class.
  public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
    self.init { $0.horizontalSizeClass = horizontalSizeClass }
  }

  /// Creates a collection that specifies only a vertical size class.
  public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
    self.init { $0.verticalSizeClass = verticalSizeClass }
  }

  /// Creates a collection that specifies only a preferred text size.
  public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
    self.init { $0.preferredContentSizeCategory = preferredContentSizeCategory }
  }

  /// Creates a collection that specifies only a display scale.
  public convenience init(displayScale: CGFloat) {
    self.init { $0.displayScale = displayScale }
  }

  /// Creates a collection that specifies only a layout direction.
  public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
    self.init { $0.layoutDirection = layoutDirection }
  }

  /// Creates a collection that specifies only an idiom.
  public convenience init(userInterfaceIdiom: UIUserInterfaceIdiom) {
    self.init { $0.userInterfaceIdiom = userInterfaceIdiom }
  }

  /// Creates a collection that specifies only a contrast.
  public convenience init(accessibilityContrast: UIAccessibilityContrast) {
    self.init { $0.accessibilityContrast = accessibilityContrast }
  }

  /// Creates a collection that specifies only a legibility weight.
  public convenience init(legibilityWeight: UILegibilityWeight) {
    self.init { $0.legibilityWeight = legibilityWeight }
  }

  /// Creates a collection that specifies only an interface level.
  public convenience init(userInterfaceLevel: UIUserInterfaceLevel) {
    self.init { $0.userInterfaceLevel = userInterfaceLevel }
  }

  /// Combines collections; where several specify a trait, the last one's value wins.
  public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
    var values = Values()
    for collection in traitCollections { values.merge(collection.values) }
    self.init(values: values)
  }

  /// Creates a collection by setting traits on a mutable set of them.
  ///
  /// ```swift
  /// let traits = UITraitCollection { $0.userInterfaceStyle = .dark }
  /// ```
  public convenience init(mutations: (inout UIMutableTraits) -> Void) {
    var traits = UIMutableTraits(values: Values())
    mutations(&traits)
    self.init(values: traits.values)
  }

  /// Returns a copy with the traits `mutations` sets changed.
  public func modifyingTraits(_ mutations: (inout UIMutableTraits) -> Void) -> UITraitCollection {
    var traits = UIMutableTraits(values: values)
    mutations(&traits)
    return UITraitCollection(values: traits.values)
  }

  // MARK: - Traits

  /// Light or dark.
  public var userInterfaceStyle: UIUserInterfaceStyle { values.userInterfaceStyle }
  /// The horizontal size class.
  public var horizontalSizeClass: UIUserInterfaceSizeClass { values.horizontalSizeClass }
  /// The vertical size class.
  public var verticalSizeClass: UIUserInterfaceSizeClass { values.verticalSizeClass }
  /// The preferred size of text.
  public var preferredContentSizeCategory: UIContentSizeCategory {
    values.preferredContentSizeCategory
  }
  /// Pixels per point: 1 for a terminal, where a point is a cell.
  public var displayScale: CGFloat { values.displayScale }
  /// The layout direction.
  public var layoutDirection: UITraitEnvironmentLayoutDirection { values.layoutDirection }
  /// The kind of device.
  public var userInterfaceIdiom: UIUserInterfaceIdiom { values.userInterfaceIdiom }
  /// Whether contrast is increased.
  public var accessibilityContrast: UIAccessibilityContrast { values.accessibilityContrast }
  /// Whether bold text is on.
  public var legibilityWeight: UILegibilityWeight { values.legibilityWeight }
  /// Base or elevated content.
  public var userInterfaceLevel: UIUserInterfaceLevel { values.userInterfaceLevel }

  /// The value of one trait.
  public subscript<T: UITraitDefinition>(trait: T.Type) -> T.Value {
    let value: Any? =
      switch trait.identifier {
      case UITraitUserInterfaceStyle.identifier: userInterfaceStyle
      case UITraitHorizontalSizeClass.identifier: horizontalSizeClass
      case UITraitVerticalSizeClass.identifier: verticalSizeClass
      case UITraitPreferredContentSizeCategory.identifier: preferredContentSizeCategory
      case UITraitDisplayScale.identifier: displayScale
      case UITraitLayoutDirection.identifier: layoutDirection
      case UITraitUserInterfaceIdiom.identifier: userInterfaceIdiom
      default: nil
      }
    return value as? T.Value ?? T.defaultValue
  }

  // MARK: - Comparing

  /// Whether every trait `trait` specifies has the same value here.
  public func containsTraits(in trait: UITraitCollection?) -> Bool {
    guard let trait else { return true }
    var merged = values
    merged.merge(trait.values)
    return merged == values
  }

  /// Whether colours could resolve differently in the two collections.
  public func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool
  {
    guard let traitCollection else { return true }
    return userInterfaceStyle != traitCollection.userInterfaceStyle
      || accessibilityContrast != traitCollection.accessibilityContrast
      || userInterfaceLevel != traitCollection.userInterfaceLevel
  }

  /// The identifiers of the traits whose values differ between the two collections.
  package func changedTraits(comparedTo other: UITraitCollection) -> Set<String> {
    var changed: Set<String> = []
    let a = values, b = other.values
    if a.userInterfaceStyle != b.userInterfaceStyle {
      changed.insert(UITraitUserInterfaceStyle.identifier)
    }
    if a.horizontalSizeClass != b.horizontalSizeClass {
      changed.insert(UITraitHorizontalSizeClass.identifier)
    }
    if a.verticalSizeClass != b.verticalSizeClass {
      changed.insert(UITraitVerticalSizeClass.identifier)
    }
    if a.preferredContentSizeCategory != b.preferredContentSizeCategory {
      changed.insert(UITraitPreferredContentSizeCategory.identifier)
    }
    if a.displayScale != b.displayScale { changed.insert(UITraitDisplayScale.identifier) }
    if a.layoutDirection != b.layoutDirection {
      changed.insert(UITraitLayoutDirection.identifier)
    }
    if a.userInterfaceIdiom != b.userInterfaceIdiom {
      changed.insert(UITraitUserInterfaceIdiom.identifier)
    }
    return changed
  }

  public static func == (lhs: UITraitCollection, rhs: UITraitCollection) -> Bool {
    var l = lhs.values, r = rhs.values
    l.specified = []
    r.specified = []
    return l == r
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(userInterfaceStyle)
    hasher.combine(horizontalSizeClass)
    hasher.combine(verticalSizeClass)
  }

  public var description: String {
    "<UITraitCollection; UserInterfaceStyle = \(userInterfaceStyle), "
      + "HorizontalSizeClass = \(horizontalSizeClass), VerticalSizeClass = \(verticalSizeClass), "
      + "PreferredContentSizeCategory = \(preferredContentSizeCategory.rawValue), "
      + "DisplayScale = \(displayScale), UserInterfaceIdiom = \(userInterfaceIdiom)>"
  }

  // MARK: - The current collection

  private static let currentLock = NSLock()
  nonisolated(unsafe) private static var currentStorage: UITraitCollection?

  /// The traits that dynamic colours resolve with while drawing: the drawn view's, during its
  /// `draw(_:)`; the screen's otherwise.
  public static var current: UITraitCollection {
    get {
      currentLock.lock()
      defer { currentLock.unlock() }
      return currentStorage ?? UITraitCollection(values: UIScreenTraits.values)
    }
    set {
      currentLock.lock()
      defer { currentLock.unlock() }
      currentStorage = newValue
    }
  }

  /// Runs `actions` with this collection as ``current``, then restores the previous one.
  public func performAsCurrent(_ actions: () throws -> Void) rethrows {
    UITraitCollection.currentLock.lock()
    let previous = UITraitCollection.currentStorage
    UITraitCollection.currentStorage = self
    UITraitCollection.currentLock.unlock()
    defer {
      UITraitCollection.currentLock.lock()
      UITraitCollection.currentStorage = previous
      UITraitCollection.currentLock.unlock()
    }
    try actions()
  }

  /// The traits that can change how colours resolve.
  public static var systemTraitsAffectingColorAppearance: [UITrait] {
    [UITraitUserInterfaceStyle.self]
  }

  /// The traits that can change which image of an asset is used.
  public static var systemTraitsAffectingImageLookup: [UITrait] {
    [UITraitUserInterfaceStyle.self, UITraitDisplayScale.self, UITraitLayoutDirection.self]
  }
}

extension UITraitCollection.Values {
  /// Takes every trait `other` specifies.
  mutating func merge(_ other: Self) {
    let s = other.specified
    if s.contains(UITraitUserInterfaceStyle.identifier) {
      userInterfaceStyle = other.userInterfaceStyle
    }
    if s.contains(UITraitHorizontalSizeClass.identifier) {
      horizontalSizeClass = other.horizontalSizeClass
    }
    if s.contains(UITraitVerticalSizeClass.identifier) {
      verticalSizeClass = other.verticalSizeClass
    }
    if s.contains(UITraitPreferredContentSizeCategory.identifier) {
      preferredContentSizeCategory = other.preferredContentSizeCategory
    }
    if s.contains(UITraitDisplayScale.identifier) { displayScale = other.displayScale }
    if s.contains(UITraitLayoutDirection.identifier) { layoutDirection = other.layoutDirection }
    if s.contains(UITraitUserInterfaceIdiom.identifier) {
      userInterfaceIdiom = other.userInterfaceIdiom
    }
    if s.contains("accessibilityContrast") { accessibilityContrast = other.accessibilityContrast }
    if s.contains("legibilityWeight") { legibilityWeight = other.legibilityWeight }
    if s.contains("userInterfaceLevel") { userInterfaceLevel = other.userInterfaceLevel }
    specified.formUnion(s)
  }
}

/// A set of traits to change, for ``UITraitCollection/init(mutations:)`` and
/// ``UITraitCollection/modifyingTraits(_:)``.
public struct UIMutableTraits {
  package var values: UITraitCollection.Values

  /// Light or dark.
  public var userInterfaceStyle: UIUserInterfaceStyle {
    get { values.userInterfaceStyle }
    set { set(\.userInterfaceStyle, newValue, UITraitUserInterfaceStyle.identifier) }
  }
  /// The horizontal size class.
  public var horizontalSizeClass: UIUserInterfaceSizeClass {
    get { values.horizontalSizeClass }
    set { set(\.horizontalSizeClass, newValue, UITraitHorizontalSizeClass.identifier) }
  }
  /// The vertical size class.
  public var verticalSizeClass: UIUserInterfaceSizeClass {
    get { values.verticalSizeClass }
    set { set(\.verticalSizeClass, newValue, UITraitVerticalSizeClass.identifier) }
  }
  /// The preferred size of text.
  public var preferredContentSizeCategory: UIContentSizeCategory {
    get { values.preferredContentSizeCategory }
    set {
      set(\.preferredContentSizeCategory, newValue, UITraitPreferredContentSizeCategory.identifier)
    }
  }
  /// Pixels per point.
  public var displayScale: CGFloat {
    get { values.displayScale }
    set { set(\.displayScale, newValue, UITraitDisplayScale.identifier) }
  }
  /// The layout direction.
  public var layoutDirection: UITraitEnvironmentLayoutDirection {
    get { values.layoutDirection }
    set { set(\.layoutDirection, newValue, UITraitLayoutDirection.identifier) }
  }
  /// The kind of device.
  public var userInterfaceIdiom: UIUserInterfaceIdiom {
    get { values.userInterfaceIdiom }
    set { set(\.userInterfaceIdiom, newValue, UITraitUserInterfaceIdiom.identifier) }
  }
  /// Whether contrast is increased.
  public var accessibilityContrast: UIAccessibilityContrast {
    get { values.accessibilityContrast }
    set { set(\.accessibilityContrast, newValue, "accessibilityContrast") }
  }
  /// Whether bold text is on.
  public var legibilityWeight: UILegibilityWeight {
    get { values.legibilityWeight }
    set { set(\.legibilityWeight, newValue, "legibilityWeight") }
  }
  /// Base or elevated content.
  public var userInterfaceLevel: UIUserInterfaceLevel {
    get { values.userInterfaceLevel }
    set { set(\.userInterfaceLevel, newValue, "userInterfaceLevel") }
  }

  private mutating func set<Value>(
    _ keyPath: WritableKeyPath<UITraitCollection.Values, Value>, _ value: Value, _ id: String
  ) {
    values[keyPath: keyPath] = value
    values.specified.insert(id)
  }
}

// MARK: - The screen's traits

/// What the host says about the screen: the terminal's background and size.
package enum UIScreenTraits {
  nonisolated(unsafe) private static var style: UIUserInterfaceStyle = .dark
  nonisolated(unsafe) private static var size = CGSize(width: 80, height: 24)
  nonisolated(unsafe) private static var contentSize: UIContentSizeCategory = .large
  private static let lock = NSLock()

  /// The screen's traits: its style, its size classes by its size in cells, scale 1.
  package static var values: UITraitCollection.Values {
    lock.lock()
    defer { lock.unlock() }
    var traits = UIMutableTraits(values: .init())
    traits.userInterfaceStyle = style
    traits.horizontalSizeClass = size.width < 80 ? .compact : .regular
    traits.verticalSizeClass = size.height < 24 ? .compact : .regular
    traits.preferredContentSizeCategory = contentSize
    traits.displayScale = 1
    traits.layoutDirection = .leftToRight
    traits.userInterfaceIdiom = .pad
    traits.accessibilityContrast = .normal
    traits.legibilityWeight = .regular
    traits.userInterfaceLevel = .base
    return traits.values
  }

  package static func set(
    style: UIUserInterfaceStyle? = nil, size: CGSize? = nil,
    contentSize: UIContentSizeCategory? = nil
  ) {
    lock.lock()
    defer { lock.unlock() }
    if let style { self.style = style == .unspecified ? .dark : style }
    if let size { self.size = size }
    if let contentSize { self.contentSize = contentSize }
  }
}
