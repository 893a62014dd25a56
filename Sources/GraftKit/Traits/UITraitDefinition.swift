public import Foundation

/// A trait: a named value in a trait collection, with a default.
///
/// Trait-change registrations name traits by their types:
/// `registerForTraitChanges([UITraitUserInterfaceStyle.self]) { … }`.
public protocol UITraitDefinition {
  /// The type of the trait's value.
  associatedtype Value
  /// The value when no collection specifies one.
  static var defaultValue: Value { get }
  /// A unique name for the trait.
  static var identifier: String { get }
  /// A readable name for the trait.
  static var name: String { get }
  /// Whether the trait can change how colours resolve.
  static var affectsColorAppearance: Bool { get }
}

extension UITraitDefinition {
  public static var identifier: String { String(reflecting: Self.self) }
  public static var name: String { String(describing: Self.self) }
  public static var affectsColorAppearance: Bool { false }
}

/// A trait, named by its type.
public typealias UITrait = any UITraitDefinition.Type

/// The light or dark trait.
public enum UITraitUserInterfaceStyle: UITraitDefinition {
  public static let defaultValue = UIUserInterfaceStyle.unspecified
  public static let identifier = "UITraitUserInterfaceStyle"
  public static var affectsColorAppearance: Bool { true }
}

/// The horizontal size class trait.
public enum UITraitHorizontalSizeClass: UITraitDefinition {
  public static let defaultValue = UIUserInterfaceSizeClass.unspecified
  public static let identifier = "UITraitHorizontalSizeClass"
}

/// The vertical size class trait.
public enum UITraitVerticalSizeClass: UITraitDefinition {
  public static let defaultValue = UIUserInterfaceSizeClass.unspecified
  public static let identifier = "UITraitVerticalSizeClass"
}

/// The preferred text size trait.
public enum UITraitPreferredContentSizeCategory: UITraitDefinition {
  public static let defaultValue = UIContentSizeCategory.unspecified
  public static let identifier = "UITraitPreferredContentSizeCategory"
}

/// The display scale trait.
public enum UITraitDisplayScale: UITraitDefinition {
  public static let defaultValue: CGFloat = 0
  public static let identifier = "UITraitDisplayScale"
}

/// The layout direction trait.
public enum UITraitLayoutDirection: UITraitDefinition {
  public static let defaultValue = UITraitEnvironmentLayoutDirection.unspecified
  public static let identifier = "UITraitLayoutDirection"
}

/// The idiom trait.
public enum UITraitUserInterfaceIdiom: UITraitDefinition {
  public static let defaultValue = UIUserInterfaceIdiom.unspecified
  public static let identifier = "UITraitUserInterfaceIdiom"
}

/// An object with a trait collection that tells it when the collection changes.
@MainActor @preconcurrency
public protocol UITraitEnvironment: AnyObject {
  /// The object's traits.
  var traitCollection: UITraitCollection { get }
  /// Called after ``traitCollection`` changes, with the collection before the change.
  func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}

/// A token for a trait-change registration, to pass to `unregisterForTraitChanges(_:)`.
public protocol UITraitChangeRegistration: Sendable {}

/// An object whose code can be called when chosen traits change.
@MainActor @preconcurrency
public protocol UITraitChangeObservable {
  /// What a registration calls: the object, and its traits before the change.
  typealias TraitChangeHandler<TraitEnvironment: UITraitEnvironment> = (
    TraitEnvironment, UITraitCollection
  ) -> Void

  /// Calls `handler` after any of `traits` changes, with the object and its previous traits.
  ///
  /// ```swift
  /// registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (self: Self, previous) in
  ///   self.updateColors()
  /// }
  /// ```
  @discardableResult
  func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(
    _ traits: [UITrait], handler: @escaping TraitChangeHandler<TraitEnvironment>
  ) -> any UITraitChangeRegistration

  /// Ends a registration.
  func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration)
}

/// One trait-change registration: the traits and what to call.
package final class TraitChangeRegistration: UITraitChangeRegistration, @unchecked Sendable {
  // NB: Made and called on the main actor only; the Sendable conformance is the protocol's.
  let traits: Set<String>
  let handler: @MainActor (AnyObject, UITraitCollection) -> Void

  init(traits: [UITrait], handler: @escaping @MainActor (AnyObject, UITraitCollection) -> Void) {
    self.traits = Set(traits.map { $0.identifier })
    self.handler = handler
  }
}

/// What a trait environment keeps: its style override and its registrations.
@MainActor
package final class TraitState {
  var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified
  var registrations: [TraitChangeRegistration] = []

  /// Runs the registrations whose traits changed from `previous` to `current`.
  func notify(_ object: AnyObject, from previous: UITraitCollection, to current: UITraitCollection) {
    guard !registrations.isEmpty else { return }
    let changed = current.changedTraits(comparedTo: previous)
    for registration in registrations where !registration.traits.isDisjoint(with: changed) {
      registration.handler(object, previous)
    }
  }

  func register<T: UITraitEnvironment>(
    _ traits: [UITrait], handler: @escaping (T, UITraitCollection) -> Void
  ) -> any UITraitChangeRegistration {
    let registration = TraitChangeRegistration(traits: traits) { object, previous in
      if let object = object as? T { handler(object, previous) }
    }
    registrations.append(registration)
    return registration
  }

  func unregister(_ registration: any UITraitChangeRegistration) {
    registrations.removeAll { $0 === (registration as? TraitChangeRegistration) }
  }
}
