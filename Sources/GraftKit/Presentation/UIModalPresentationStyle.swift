import Foundation

/// How a presented view controller covers the screen.
///
/// In a terminal: `.automatic`, `.pageSheet` and `.formSheet` draw as a boxed card over the
/// presenter, which stays visible but dim (a page sheet is inset two columns at the sides and one
/// row at the top and reaches the bottom; a form sheet is centred and at most 60 × 20 cells, or
/// its `preferredContentSize`). `.popover` draws as a form sheet. `.fullScreen` fills the window
/// and takes the presenter out of it; `.overFullScreen`, `.overCurrentContext`,
/// `.currentContext` and `.custom` fill the window over the presenter, which stays in it.
public enum UIModalPresentationStyle: Int, Sendable {
  /// The system's default: a page sheet.
  case automatic = -2
  /// No adaptation.
  case none = -1
  /// Covers the window; the presenter's view leaves the window.
  case fullScreen = 0
  /// A card covering most of the window.
  case pageSheet = 1
  /// A smaller, centred card.
  case formSheet = 2
  /// Covers the presenter's context.
  case currentContext = 3
  /// Drawn by the presented controller.
  case custom = 4
  /// Covers the window; the presenter stays beneath.
  case overFullScreen = 5
  /// Covers the presenter's context; the presenter stays beneath.
  case overCurrentContext = 6
  /// A popover, drawn as a form sheet.
  case popover = 7

  /// Whether the style draws as a card that the user may dismiss with Escape.
  var isSheet: Bool {
    switch self {
    case .automatic, .pageSheet, .formSheet, .popover, .none: true
    default: false
    }
  }
}
