public import Foundation

/// The content of a list cell, header or footer: an image, a text and a secondary text, with
/// the look of one of UIKit's list styles.
///
/// Start from the cell's ``UITableViewCell/defaultContentConfiguration()`` or one of the
/// styles below, set what it shows, and assign it to the cell's `contentConfiguration`.
///
/// In a terminal a row is one line: the image, a space, the text, and the secondary text
/// beside it (``valueCell()``, at the trailing edge) or beneath it (``subtitleCell()``), with a
/// one-cell margin at each end. Secondary text draws in `.secondaryLabel`, and grouped headers
/// draw their text in capitals, as UIKit's grouped tables did.
///
/// ```swift
/// var content = UIListContentConfiguration.valueCell()
/// content.text = "Wi-Fi"
/// content.secondaryText = "Home"
/// cell.contentConfiguration = content
/// ```
nonisolated public struct UIListContentConfiguration: UIContentConfiguration, Hashable {
  /// The image shown before the text.
  public var image: UIImage?
  /// How the image draws.
  public var imageProperties = ImageProperties()
  /// The primary text. Setting it replaces ``attributedText``.
  public var text: String? {
    get { storedText ?? storedAttributedText?.string }
    set {
      storedText = newValue
      storedAttributedText = nil
    }
  }
  /// The primary text, styled. Setting it replaces ``text``.
  public var attributedText: NSAttributedString? {
    get { storedAttributedText }
    set {
      storedAttributedText = newValue
      storedText = nil
    }
  }
  /// How the primary text draws.
  public var textProperties = TextProperties()
  /// The secondary text. Setting it replaces ``secondaryAttributedText``.
  public var secondaryText: String? {
    get { storedSecondaryText ?? storedSecondaryAttributedText?.string }
    set {
      storedSecondaryText = newValue
      storedSecondaryAttributedText = nil
    }
  }
  /// The secondary text, styled. Setting it replaces ``secondaryText``.
  public var secondaryAttributedText: NSAttributedString? {
    get { storedSecondaryAttributedText }
    set {
      storedSecondaryAttributedText = newValue
      storedSecondaryText = nil
    }
  }
  /// How the secondary text draws.
  public var secondaryTextProperties = TextProperties()
  /// The axes along which the content keeps its superview's layout margins.
  public var axesPreservingSuperviewLayoutMargins: UIAxis = .horizontal
  /// The margins around the content, in cells. The default is one cell at each end.
  public var directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 1, bottom: 0, trailing: 1)
  /// Whether the secondary text goes beside the text when there is room, rather than beneath.
  public var prefersSideBySideTextAndSecondaryText = false
  /// The space between the image and the text. The default is one cell.
  public var imageToTextPadding: CGFloat = 1
  /// The least space between the text and the secondary text side by side. One cell.
  public var textToSecondaryTextHorizontalPadding: CGFloat = 1
  /// The space between the text and the secondary text beneath it. None.
  public var textToSecondaryTextVerticalPadding: CGFloat = 0

  private var storedText: String?
  private var storedAttributedText: NSAttributedString?
  private var storedSecondaryText: String?
  private var storedSecondaryAttributedText: NSAttributedString?

  /// Which of UIKit's list styles this configuration started from.
  package enum Style: Hashable, Sendable {
    case cell, subtitleCell, valueCell, header(grouped: Bool, prominent: Bool), footer, sidebarCell
  }
  package private(set) var style = Style.cell

  private init(style: Style) {
    self.style = style
    secondaryTextProperties.color = .secondaryLabel
    switch style {
    case .cell, .sidebarCell:
      break
    case .subtitleCell:
      break
    case .valueCell:
      prefersSideBySideTextAndSecondaryText = true
    case let .header(grouped, prominent):
      textProperties.color = prominent ? .label : .secondaryLabel
      if prominent { textProperties.font = .preferredFont(forTextStyle: .headline) }
      if grouped, !prominent { textProperties.transform = .uppercase }
    case .footer:
      textProperties.color = .secondaryLabel
    }
  }

  // MARK: - Styles

  /// A cell's content: text, with an optional image before it.
  public static func cell() -> UIListContentConfiguration { .init(style: .cell) }
  /// A cell's content with secondary text beneath the text.
  public static func subtitleCell() -> UIListContentConfiguration { .init(style: .subtitleCell) }
  /// A cell's content with secondary text at the trailing edge, as a setting's value.
  public static func valueCell() -> UIListContentConfiguration { .init(style: .valueCell) }
  /// A plain list's header.
  public static func plainHeader() -> UIListContentConfiguration { .init(style: .header(grouped: false, prominent: false)) }
  /// A plain list's footer.
  public static func plainFooter() -> UIListContentConfiguration { .init(style: .footer) }
  /// A grouped list's header, drawn in capitals.
  public static func groupedHeader() -> UIListContentConfiguration { .init(style: .header(grouped: true, prominent: false)) }
  /// A grouped list's footer.
  public static func groupedFooter() -> UIListContentConfiguration { .init(style: .footer) }
  /// An inset grouped list's prominent header, in the label colour.
  public static func prominentInsetGroupedHeader() -> UIListContentConfiguration {
    .init(style: .header(grouped: true, prominent: true))
  }
  /// An inset grouped list's larger prominent header.
  public static func extraProminentInsetGroupedHeader() -> UIListContentConfiguration {
    .init(style: .header(grouped: true, prominent: true))
  }
  /// A sidebar cell's content.
  public static func sidebarCell() -> UIListContentConfiguration { .init(style: .sidebarCell) }
  /// A sidebar cell's content with secondary text beneath the text.
  public static func sidebarSubtitleCell() -> UIListContentConfiguration { .init(style: .subtitleCell) }
  /// A sidebar cell's content that accompanies other content.
  public static func accompaniedSidebarCell() -> UIListContentConfiguration { .init(style: .sidebarCell) }
  /// A sidebar cell's content with secondary text, accompanying other content.
  public static func accompaniedSidebarSubtitleCell() -> UIListContentConfiguration { .init(style: .subtitleCell) }
  /// A sidebar's header.
  public static func sidebarHeader() -> UIListContentConfiguration { .init(style: .header(grouped: false, prominent: true)) }
  /// A list's header, in the style of its list.
  public static func header() -> UIListContentConfiguration { groupedHeader() }
  /// A list's footer, in the style of its list.
  public static func footer() -> UIListContentConfiguration { groupedFooter() }

  // MARK: - UIContentConfiguration

  /// Makes a ``UIListContentView`` showing this configuration.
  @MainActor public func makeContentView() -> any UIView & UIContentView {
    UIListContentView(configuration: self)
  }

  /// This configuration in `state`. A disabled cell draws dim; nothing else changes, as in
  /// UIKit's list styles.
  @MainActor public func updated(for state: any UIConfigurationState) -> UIListContentConfiguration {
    var updated = self
    if let state = state as? UICellConfigurationState, state.isDisabled {
      updated.textProperties.color = .tertiaryLabel
      updated.secondaryTextProperties.color = .tertiaryLabel
    }
    return updated
  }
}
