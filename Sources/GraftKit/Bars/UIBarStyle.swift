/// The appearance of a bar: the default light one or a dark one.
///
/// A terminal draws every bar in its own colours, so the style is kept but changes nothing.
public enum UIBarStyle: Int, Sendable {
  /// The default style.
  case `default` = 0
  /// A dark style.
  case black = 1
  /// A dark, opaque style; the same as ``black``.
  @available(*, deprecated, message: "Use UIBarStyleBlack instead.")
  public static let blackOpaque = UIBarStyle.black
  /// A dark, translucent style.
  case blackTranslucent = 2
}
