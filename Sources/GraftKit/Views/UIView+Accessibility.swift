import Foundation

// UIKit's accessibility API: what a view tells assistive technology about itself. A terminal has
// no screen reader Graft talks to, so these are stored and answered, for UIKit code and tests to
// read, and the defaults follow UIKit's: a label or a control is an element, a button has the
// button trait, a disabled control is not enabled.

/// Constants that describe how an accessibility element behaves.
///
/// ```swift
/// headerLabel.accessibilityTraits = .header
/// selectedCell.accessibilityTraits.insert(.selected)
/// ```
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
  /// The traits as bits.
  public let rawValue: UInt64

  /// Creates a set of traits from its bits.
  public init(rawValue: UInt64) {
    self.rawValue = rawValue
  }

  /// The element has no traits.
  public static let none = UIAccessibilityTraits([])
  /// The element is a button.
  public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
  /// The element is a link.
  public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
  /// The element is an image.
  public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
  /// The element is selected.
  public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
  /// The element plays its own sound when activated.
  public static let playsSound = UIAccessibilityTraits(rawValue: 1 << 4)
  /// The element behaves like a keyboard key.
  public static let keyboardKey = UIAccessibilityTraits(rawValue: 1 << 5)
  /// The element is static text that cannot change.
  public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
  /// The element summarises the app's state when it starts.
  public static let summaryElement = UIAccessibilityTraits(rawValue: 1 << 7)
  /// The element is not enabled and does not respond to the user.
  public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
  /// The element updates its label or value often.
  public static let updatesFrequently = UIAccessibilityTraits(rawValue: 1 << 9)
  /// The element is a search field.
  public static let searchField = UIAccessibilityTraits(rawValue: 1 << 10)
  /// The element starts a media session when activated.
  public static let startsMediaSession = UIAccessibilityTraits(rawValue: 1 << 11)
  /// The element can be adjusted through a range of values.
  public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
  /// The element allows direct touch interaction.
  public static let allowsDirectInteraction = UIAccessibilityTraits(rawValue: 1 << 13)
  /// The element causes an automatic page turn when reading finishes.
  public static let causesPageTurn = UIAccessibilityTraits(rawValue: 1 << 14)
  /// The element is a header that divides content into sections.
  public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
  /// The element is a tab bar.
  public static let tabBar = UIAccessibilityTraits(rawValue: 1 << 15)
  /// The element supports zooming.
  public static let supportsZoom = UIAccessibilityTraits(rawValue: 1 << 17)
  /// The element behaves like a toggle button.
  public static let toggleButton = UIAccessibilityTraits(rawValue: 1 << 18)
}

/// An action assistive technology offers for an element besides activating it.
///
/// ```swift
/// cell.accessibilityCustomActions = [
///   UIAccessibilityCustomAction(name: "Delete") { _ in self.delete(); return true }
/// ]
/// ```
@MainActor @preconcurrency
open class UIAccessibilityCustomAction {
  /// The action's name, as assistive technology reads it.
  open var name: String
  /// Runs the action; returns whether it succeeded.
  open var actionHandler: ((UIAccessibilityCustomAction) -> Bool)?

  /// Creates a custom action with a name and a closure that performs it.
  public init(name: String, actionHandler: @escaping (UIAccessibilityCustomAction) -> Bool) {
    self.name = name
    self.actionHandler = actionHandler
  }

  /// Creates a custom action with a name and an image, and a closure that performs it.
  public convenience init(
    name: String, image: UIImage?, actionHandler: @escaping (UIAccessibilityCustomAction) -> Bool
  ) {
    self.init(name: name, actionHandler: actionHandler)
  }

  /// Performs the action as assistive technology would, and says whether it succeeded.
  package func perform() -> Bool {
    actionHandler?(self) ?? false
  }
}

/// The state of the system's accessibility features, and notifications an app posts to
/// assistive technology.
///
/// Nothing in a terminal listens, so ``post(notification:argument:)`` records each notification
/// in ``postedNotifications``, where a test can read it, and every feature reports off.
///
/// ```swift
/// UIAccessibility.post(notification: .announcement, argument: "Saved")
/// ```
@MainActor @preconcurrency
public enum UIAccessibility {
  /// A notification an app posts to assistive technology.
  public struct Notification: RawRepresentable, Hashable, Sendable {
    /// The notification's number.
    public let rawValue: UInt32

    /// Creates a notification from its number.
    public init(rawValue: UInt32) {
      self.rawValue = rawValue
    }

    /// A new view took over most of the screen; the argument is the element to move to.
    public static let screenChanged = Notification(rawValue: 1000)
    /// The layout of the screen changed; the argument is the element to move to.
    public static let layoutChanged = Notification(rawValue: 1001)
    /// An announcement to read; the argument is the string.
    public static let announcement = Notification(rawValue: 1008)
    /// A scroll finished; the argument is a string describing the new position.
    public static let pageScrolled = Notification(rawValue: 1009)
    /// Assistive technology should pause.
    public static let pauseAssistiveTechnology = Notification(rawValue: 1010)
    /// Assistive technology should resume.
    public static let resumeAssistiveTechnology = Notification(rawValue: 1011)
  }

  /// A notification posted with ``post(notification:argument:)``, as recorded.
  public struct PostedNotification {
    /// The notification.
    public let notification: Notification
    /// The argument it was posted with.
    public let argument: Any?
  }

  /// Posts a notification to assistive technology.
  ///
  /// Graft records it in ``postedNotifications``.
  public static func post(notification: Notification, argument: Any?) {
    postedNotifications.append(PostedNotification(notification: notification, argument: argument))
  }

  /// Every notification posted so far, oldest first: Graft's own, for tests.
  public private(set) static var postedNotifications: [PostedNotification] = []

  /// Forgets the notifications posted so far: Graft's own, for tests.
  public static func removeAllPostedNotifications() {
    postedNotifications.removeAll()
  }

  /// Whether VoiceOver is running: never, in a terminal.
  public static var isVoiceOverRunning: Bool { false }
  /// Whether Switch Control is running: never, in a terminal.
  public static var isSwitchControlRunning: Bool { false }
  /// Whether the user asked for reduced motion: Graft never animates, so it reports `false`.
  public static var isReduceMotionEnabled: Bool { false }
  /// Whether the user asked for reduced transparency.
  public static var isReduceTransparencyEnabled: Bool { false }
  /// Whether the user asked for bold text.
  public static var isBoldTextEnabled: Bool { false }
  /// Whether the user asked to differentiate without colour.
  public static var shouldDifferentiateWithoutColor: Bool { false }
}

/// The accessibility properties of one view, kept apart from the view because few views set
/// any (see UIView+RarelySet.swift).
final class AccessibilityProperties {
  var isElement: Bool?
  var traits: UIAccessibilityTraits?
  var value: String?
  var hint: String?
  var elementsHidden = false
  var elements: [Any]?
  var viewIsModal = false
  var groupsChildren = false
  var customActions: [UIAccessibilityCustomAction]?
  var userInputLabels: [String]?
  var sortPriority: Double = 0
  var activationHandler: (() -> Void)?
  var escapeHandler: (() -> Void)?
  var magicTapHandler: (() -> Void)?
}

extension UIView {
  /// The view's accessibility properties, made first when `needed`.
  func accessibilityProperties(makingIf needed: Bool) -> AccessibilityProperties? {
    if let properties = rarelySet?.accessibility { return properties }
    guard needed, let rarelySet = rarelySet(makingIf: true) else { return nil }
    let made = AccessibilityProperties()
    rarelySet.accessibility = made
    return made
  }

  /// The stored accessibility properties, or `nil` when the view set none.
  var storedAccessibility: AccessibilityProperties? { rarelySet?.accessibility }

  /// Whether the view is an element when nothing set ``isAccessibilityElement``: UIKit makes
  /// labels, text views and controls elements, and plain views not.
  var defaultIsAccessibilityElement: Bool {
    self is UILabel || self is UIControl || self is UITextView
  }

  /// The traits a view has when nothing set ``accessibilityTraits``, as UIKit's classes report
  /// them.
  var defaultAccessibilityTraits: UIAccessibilityTraits {
    switch self {
    case is UIButton: .button
    case is UISwitch: [.button, .toggleButton]
    case is UISlider, is UIPageControl: .adjustable
    case is UILabel: .staticText
    case is UIImageView: .image
    case is UIProgressView: .updatesFrequently
    default: .none
    }
  }

  /// The traits that follow a control's state whatever was set: a disabled control is not
  /// enabled, and a selected one is selected.
  var stateAccessibilityTraits: UIAccessibilityTraits {
    guard let control = self as? UIControl else { return [] }
    var traits: UIAccessibilityTraits = []
    if !control.isEnabled { traits.insert(.notEnabled) }
    if control.isSelected { traits.insert(.selected) }
    return traits
  }

  /// How a declarative host's element sorts among its siblings; higher comes first. UIKit has
  /// no property for it: SwiftUI's `accessibilitySortPriority(_:)` lands here.
  package var accessibilitySortPriority: Double {
    get { storedAccessibility?.sortPriority ?? 0 }
    set { accessibilityProperties(makingIf: newValue != 0)?.sortPriority = newValue }
  }

  /// What activating the element does, set by a declarative host's default accessibility
  /// action; ``accessibilityActivate()`` runs it.
  package var accessibilityActivationHandler: (() -> Void)? {
    get { storedAccessibility?.activationHandler }
    set { accessibilityProperties(makingIf: newValue != nil)?.activationHandler = newValue }
  }

  /// What the escape gesture does; ``accessibilityPerformEscape()`` runs it.
  package var accessibilityEscapeHandler: (() -> Void)? {
    get { storedAccessibility?.escapeHandler }
    set { accessibilityProperties(makingIf: newValue != nil)?.escapeHandler = newValue }
  }

  /// What the magic tap does; ``accessibilityPerformMagicTap()`` runs it.
  package var accessibilityMagicTapHandler: (() -> Void)? {
    get { storedAccessibility?.magicTapHandler }
    set { accessibilityProperties(makingIf: newValue != nil)?.magicTapHandler = newValue }
  }

  /// Activates the element as VoiceOver's double tap does when the element does not handle
  /// ``accessibilityActivate()`` itself: an enabled control acts as if tapped.
  func activateAsTapped() -> Bool {
    guard let control = self as? UIControl, control.isEnabled else { return false }
    control.didTapInside()
    return true
  }
}

extension UIView {
  /// Forgets a value set for ``isAccessibilityElement``, so the view is what its class makes it.
  package func resetAccessibilityElement() {
    storedAccessibility?.isElement = nil
  }

  /// Forgets a value set for ``accessibilityTraits``, so the view has its class's traits.
  package func resetAccessibilityTraits() {
    storedAccessibility?.traits = nil
  }

  /// The traits ``accessibilityTraits`` adds for the control's state, whatever was set.
  package var accessibilityStateTraits: UIAccessibilityTraits { stateAccessibilityTraits }
}
