public import Foundation

// Haptics. A terminal has no Taptic Engine, so the generators keep UIKit's API and do nothing:
// code that prepares and fires feedback runs unchanged.

/// The base class of the haptic feedback generators.
///
/// Graft's generators do nothing: a terminal cannot vibrate.
@MainActor @preconcurrency
open class UIFeedbackGenerator {
  /// Creates a generator.
  public init() {}

  /// Readies the generator to fire with little latency. Does nothing in a terminal.
  open func prepare() {}
}

/// A generator of impacts: a tap felt when views collide or snap into place.
///
/// ```swift
/// let haptic = UIImpactFeedbackGenerator(style: .rigid)
/// haptic.impactOccurred()
/// ```
@MainActor @preconcurrency
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
  /// The mass of the colliding objects.
  public enum FeedbackStyle: Int, Sendable, CaseIterable {
    case light = 0
    case medium = 1
    case heavy = 2
    case soft = 3
    case rigid = 4
  }

  /// The style the generator was made with.
  package let style: FeedbackStyle

  /// Creates a generator of impacts of a style.
  public init(style: FeedbackStyle) {
    self.style = style
    super.init()
  }

  /// Creates a generator of medium impacts.
  public convenience override init() {
    self.init(style: .medium)
  }

  /// Fires an impact. Does nothing in a terminal.
  open func impactOccurred() {}

  /// Fires an impact of an intensity from 0 to 1. Does nothing in a terminal.
  open func impactOccurred(intensity: CGFloat) {}

  /// Fires an impact at a location in a view. Does nothing in a terminal.
  open func impactOccurred(at location: CGPoint) {}

  /// Fires an impact of an intensity at a location in a view. Does nothing in a terminal.
  open func impactOccurred(intensity: CGFloat, at location: CGPoint) {}
}

/// A generator of the feedback felt as a selection changes, as a picker's wheel turns.
@MainActor @preconcurrency
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
  /// Fires feedback for a changed selection. Does nothing in a terminal.
  open func selectionChanged() {}

  /// Fires feedback for a changed selection at a location. Does nothing in a terminal.
  open func selectionChanged(at location: CGPoint) {}
}

/// A generator of the feedback felt when a task succeeds, warns or fails.
@MainActor @preconcurrency
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
  /// What kind of outcome to signal.
  public enum FeedbackType: Int, Sendable, CaseIterable {
    case success = 0
    case warning = 1
    case error = 2
  }

  /// Fires feedback for an outcome. Does nothing in a terminal.
  open func notificationOccurred(_ notificationType: FeedbackType) {}

  /// Fires feedback for an outcome at a location. Does nothing in a terminal.
  open func notificationOccurred(_ notificationType: FeedbackType, at location: CGPoint) {}
}
