import Foundation

/// An object representing a menu, action or command: what a menu shows as one of its items.
///
/// Subclasses are ``UIMenu``, ``UIAction`` and ``UIDeferredMenuElement``.
@MainActor @preconcurrency
open class UIMenuElement {
  /// Attributes that determine the style of a menu element.
  public struct Attributes: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// An attribute indicating the disabled style: drawn dim, and not chosen.
    public static let disabled = Attributes(rawValue: 1 << 0)
    /// An attribute indicating the destructive style: drawn red.
    public static let destructive = Attributes(rawValue: 1 << 1)
    /// An attribute indicating the hidden style: not shown.
    public static let hidden = Attributes(rawValue: 1 << 2)
    /// An attribute indicating that the menu stays presented after the element is chosen.
    public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
  }

  /// Constants that indicate the state of an action- or command-based menu element.
  public enum State: Int, Sendable {
    case off, on, mixed
  }

  /// The element's title.
  open var title: String
  /// The element's subtitle, drawn after the title.
  open var subtitle: String?
  /// The element's image.
  open var image: UIImage?

  package init(title: String, subtitle: String?, image: UIImage?) {
    self.title = title
    self.subtitle = subtitle
    self.image = image
  }
}
