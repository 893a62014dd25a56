import Foundation

/// The abstract base of the items a bar shows: bar button items and tab bar items.
@MainActor @preconcurrency
open class UIBarItem {
  /// Creates an item.
  public init() {}

  /// The title the item shows.
  open var title: String? {
    didSet { if title != oldValue { itemDidChange() } }
  }
  /// The image the item shows, as a glyph before its title.
  open var image: UIImage? {
    didSet { if image !== oldValue { itemDidChange() } }
  }
  /// Whether the item responds to taps. Disabled items draw dim.
  open var isEnabled = true {
    didSet { if isEnabled != oldValue { itemDidChange() } }
  }
  /// A number that identifies the item in your code.
  open var tag = 0

  /// Called when something the bar draws changed; set by the bar that shows the item.
  var changeHandler: (() -> Void)?

  func itemDidChange() { changeHandler?() }

  /// The text a bar draws for the item: the image's glyph, then the title.
  var displayText: String {
    let title = title ?? ""
    guard let image else { return title }
    return title.isEmpty ? image.glyph : image.glyph + " " + title
  }
}
