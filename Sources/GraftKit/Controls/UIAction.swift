import Foundation

/// The closure type that runs when an action is performed.
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// A closure-based action, performed when a control sends an event it is registered for.
///
/// ```swift
/// button.addAction(UIAction { _ in store.save() }, for: .touchUpInside)
/// ```
@MainActor @preconcurrency
open class UIAction {
  /// A string that identifies an action, so it can be removed later.
  public struct Identifier: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
  }

  /// Attributes that change how an action is presented.
  public struct Attributes: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let disabled = Attributes(rawValue: 1 << 0)
    public static let destructive = Attributes(rawValue: 1 << 1)
    public static let hidden = Attributes(rawValue: 1 << 2)
    public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
  }

  /// The on or off state of an action shown in a menu.
  public enum State: Int, Sendable {
    case off, on, mixed
  }

  /// The action's title.
  open var title: String
  /// The action's image.
  open var image: UIImage?
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
    title: String = "", image: UIImage? = nil, identifier: Identifier? = nil,
    discoverabilityTitle: String? = nil, attributes: Attributes = [], state: State = .off,
    handler: @escaping UIActionHandler
  ) {
    self.title = title
    self.image = image
    self.identifier = identifier ?? Identifier(UUID().uuidString)
    self.discoverabilityTitle = discoverabilityTitle
    self.attributes = attributes
    self.state = state
    self.handler = handler
  }

  /// Runs the handler with `sender` set for its duration.
  package func perform(sender: Any?) {
    guard !attributes.contains(.disabled) else { return }
    self.sender = sender
    defer { self.sender = nil }
    handler(self)
  }
}
