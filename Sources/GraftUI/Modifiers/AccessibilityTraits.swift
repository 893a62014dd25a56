import Foundation

/// A set of accessibility traits that describe how an element behaves.
///
/// ```swift
/// Text("Settings")
///   .accessibilityAddTraits(.isHeader)
/// ```
///
/// Each trait lands on the backing UIKit view's `accessibilityTraits` as UIKit's counterpart
/// (`.isHeader` as `.header`); `.isModal` sets `accessibilityViewIsModal` instead, as UIKit has no
/// trait for it.
public struct AccessibilityTraits: SetAlgebra, Hashable, Sendable {
  private var bits: UInt32

  private init(bits: UInt32) {
    self.bits = bits
  }

  /// Creates an empty set of traits.
  public init() {
    bits = 0
  }

  /// The accessibility element is a button.
  public static let isButton = AccessibilityTraits(bits: 1 << 0)
  /// The accessibility element is a header that divides content into sections.
  public static let isHeader = AccessibilityTraits(bits: 1 << 1)
  /// The accessibility element is currently selected.
  public static let isSelected = AccessibilityTraits(bits: 1 << 2)
  /// The accessibility element is a link.
  public static let isLink = AccessibilityTraits(bits: 1 << 3)
  /// The accessibility element is a search field.
  public static let isSearchField = AccessibilityTraits(bits: 1 << 4)
  /// The accessibility element is an image.
  public static let isImage = AccessibilityTraits(bits: 1 << 5)
  /// The accessibility element plays its own sound when activated.
  public static let playsSound = AccessibilityTraits(bits: 1 << 6)
  /// The accessibility element behaves as a keyboard key.
  public static let isKeyboardKey = AccessibilityTraits(bits: 1 << 7)
  /// The accessibility element is a static text that cannot be modified by the user.
  public static let isStaticText = AccessibilityTraits(bits: 1 << 8)
  /// The accessibility element provides summary information when the application starts.
  public static let isSummaryElement = AccessibilityTraits(bits: 1 << 9)
  /// The accessibility element frequently updates its label or value.
  public static let updatesFrequently = AccessibilityTraits(bits: 1 << 10)
  /// The accessibility element starts a media session when it is activated.
  public static let startsMediaSession = AccessibilityTraits(bits: 1 << 11)
  /// The accessibility element allows direct touch interaction for VoiceOver users.
  public static let allowsDirectInteraction = AccessibilityTraits(bits: 1 << 12)
  /// The accessibility element causes an automatic page turn when VoiceOver finishes reading
  /// the text within it.
  public static let causesPageTurn = AccessibilityTraits(bits: 1 << 13)
  /// The accessibility element is modal.
  public static let isModal = AccessibilityTraits(bits: 1 << 14)
  /// The accessibility element is a toggle.
  public static let isToggle = AccessibilityTraits(bits: 1 << 15)

  /// The UIKit traits these map to; `.isModal` has none.
  package var uiTraits: UIAccessibilityTraits {
    let pairs: [(AccessibilityTraits, UIAccessibilityTraits)] = [
      (.isButton, .button), (.isHeader, .header), (.isSelected, .selected), (.isLink, .link),
      (.isSearchField, .searchField), (.isImage, .image), (.playsSound, .playsSound),
      (.isKeyboardKey, .keyboardKey), (.isStaticText, .staticText),
      (.isSummaryElement, .summaryElement), (.updatesFrequently, .updatesFrequently),
      (.startsMediaSession, .startsMediaSession), (.allowsDirectInteraction, .allowsDirectInteraction),
      (.causesPageTurn, .causesPageTurn), (.isToggle, .toggleButton),
    ]
    var traits: UIAccessibilityTraits = []
    for (trait, uiTrait) in pairs where contains(trait) { traits.insert(uiTrait) }
    return traits
  }

  // MARK: SetAlgebra

  public func contains(_ member: AccessibilityTraits) -> Bool {
    bits & member.bits == member.bits
  }

  public func union(_ other: AccessibilityTraits) -> AccessibilityTraits {
    AccessibilityTraits(bits: bits | other.bits)
  }

  public func intersection(_ other: AccessibilityTraits) -> AccessibilityTraits {
    AccessibilityTraits(bits: bits & other.bits)
  }

  public func symmetricDifference(_ other: AccessibilityTraits) -> AccessibilityTraits {
    AccessibilityTraits(bits: bits ^ other.bits)
  }

  @discardableResult
  public mutating func insert(_ newMember: AccessibilityTraits) -> (inserted: Bool, memberAfterInsert: AccessibilityTraits) {
    let inserted = !contains(newMember)
    bits |= newMember.bits
    return (inserted, newMember)
  }

  @discardableResult
  public mutating func remove(_ member: AccessibilityTraits) -> AccessibilityTraits? {
    let removed = intersection(member)
    bits &= ~member.bits
    return removed.bits == 0 ? nil : removed
  }

  @discardableResult
  public mutating func update(with newMember: AccessibilityTraits) -> AccessibilityTraits? {
    let existing = intersection(newMember)
    bits |= newMember.bits
    return existing.bits == 0 ? nil : existing
  }

  public mutating func formUnion(_ other: AccessibilityTraits) { bits |= other.bits }
  public mutating func formIntersection(_ other: AccessibilityTraits) { bits &= other.bits }
  public mutating func formSymmetricDifference(_ other: AccessibilityTraits) { bits ^= other.bits }
}

/// Adds or removes accessibility traits on the UIKit views that show its content.
///
/// NB: The content's views keep traits of their own (a button's `.button`), which this must
/// leave alone: it remembers what it changed on each view, undoes that on the next update and
/// applies the new traits, so a trait given conditionally comes off again.
package struct AccessibilityTraitsModifier: ViewModifier, PrimitiveModifier {
  package typealias Body = Never
  let traits: AccessibilityTraits
  let adds: Bool

  package func update(_ node: ViewNode, content: any View) {
    node.updateChild(at: 0, with: content, environment: node.environment)
    let changes = node.primitiveState as? TraitChanges ?? {
      let made = TraitChanges()
      node.primitiveState = made
      return made
    }()
    let wanted = traits.uiTraits
    var changed: [ObjectIdentifier: UIAccessibilityTraits] = [:]
    for view in node.children.first?.hostViews ?? [] {
      let key = ObjectIdentifier(view)
      var current = view.accessibilityTraits.subtracting(view.accessibilityStateTraits)
      let previous = changes.changed[key] ?? []
      if adds { current.subtract(previous) } else { current.formUnion(previous) }
      let change = adds ? wanted.subtracting(current) : wanted.intersection(current)
      if adds { current.formUnion(change) } else { current.subtract(change) }
      changed[key] = change
      if view.accessibilityTraits.subtracting(view.accessibilityStateTraits) != current {
        view.accessibilityTraits = current
      }
      if traits.contains(.isModal) { view.accessibilityViewIsModal = adds }
    }
    changes.changed = changed
  }
}

/// What an ``AccessibilityTraitsModifier`` changed on each of its content's views.
@MainActor
private final class TraitChanges {
  var changed: [ObjectIdentifier: UIAccessibilityTraits] = [:]
}

extension View {
  /// Adds the given traits to the view.
  ///
  /// They land on the backing UIKit view's `accessibilityTraits`, beside the traits it has of
  /// its own:
  ///
  /// ```swift
  /// Text("Account")
  ///   .accessibilityAddTraits(.isHeader)      // UILabel traits: [.staticText, .header]
  /// Button("Bold") { toggleBold() }
  ///   .accessibilityAddTraits(isBold ? .isSelected : [])
  /// ```
  public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View {
    modifier(AccessibilityTraitsModifier(traits: traits, adds: true))
  }

  /// Removes the given traits from this view.
  ///
  /// ```swift
  /// Image(systemName: "star")
  ///   .accessibilityRemoveTraits(.isImage)
  /// ```
  public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View {
    modifier(AccessibilityTraitsModifier(traits: traits, adds: false))
  }
}
