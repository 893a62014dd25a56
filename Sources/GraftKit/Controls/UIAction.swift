import Foundation

/// The closure type that runs when an action is performed.
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// A closure-based action, performed when a control sends an event it is registered for.
///
/// ```swift
/// button.addAction(UIAction { _ in store.save() }, for: .touchUpInside)
/// ```
///
/// In a menu, an action is one item: its title, image and state, run when chosen.
@MainActor @preconcurrency
open class UIAction: UIMenuElement {
  /// A string that identifies an action, so it can be removed later.
  public struct Identifier: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
  }

  /// The action's identifier; unique unless you give one yourself.
  public let identifier: Identifier
  /// An alternative title for discoverability.
  open var discoverabilityTitle: String?
  /// The action's attributes.
  open var attributes: Attributes
  /// The action's state.
  open var state: State
  /// The object that sent the action while it runs: the control, for a control's action.
  public package(set) var sender: Any?

  private let handler: UIActionHandler

  /// Creates an action.
  public init(
    title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil,
    discoverabilityTitle: String? = nil, attributes: Attributes = [], state: State = .off,
    handler: @escaping UIActionHandler
  ) {
    self.identifier = identifier ?? Identifier(UUID().uuidString)
    self.discoverabilityTitle = discoverabilityTitle
    self.attributes = attributes
    self.state = state
    self.handler = handler
    super.init(title: title, subtitle: subtitle, image: image)
  }

  /// Runs the handler with `sender` set for its duration.
  package func perform(sender: Any?) {
    guard !attributes.contains(.disabled) else { return }
    self.sender = sender
    defer { self.sender = nil }
    handler(self)
  }
}
