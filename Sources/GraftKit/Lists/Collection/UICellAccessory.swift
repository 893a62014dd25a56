import Foundation

/// A small element at the edge of a list cell: a disclosure indicator, a checkmark, a delete
/// or reorder control, an outline disclosure, or a label.
///
/// A terminal draws each as a glyph: `›` disclosure, `✓` checkmark, `⊖` delete (leading), `≡`
/// reorder, `▸`/`▾` outline disclosure, or the label's text.
///
/// ```swift
/// cell.accessories = [.disclosureIndicator(), .label(text: "3")]
/// ```
@MainActor @preconcurrency
public struct UICellAccessory {
  /// When an accessory shows, relative to the collection view's editing.
  public enum DisplayedState: Int, Sendable {
    case always, whenEditing, whenNotEditing
  }

  /// Options of a disclosure indicator.
  public struct DisclosureIndicatorOptions {
    public var isHidden: Bool?
    public var tintColor: UIColor?
    public init(isHidden: Bool? = nil, tintColor: UIColor? = nil) {
      self.isHidden = isHidden
      self.tintColor = tintColor
    }
  }

  /// Options of a checkmark.
  public struct CheckmarkOptions {
    public var isHidden: Bool?
    public var tintColor: UIColor?
    public init(isHidden: Bool? = nil, tintColor: UIColor? = nil) {
      self.isHidden = isHidden
      self.tintColor = tintColor
    }
  }

  /// Options of a delete control.
  public struct DeleteOptions {
    public var isHidden: Bool?
    public var tintColor: UIColor?
    public var backgroundColor: UIColor?
    public init(isHidden: Bool? = nil, tintColor: UIColor? = nil, backgroundColor: UIColor? = nil) {
      self.isHidden = isHidden
      self.tintColor = tintColor
      self.backgroundColor = backgroundColor
    }
  }

  /// Options of a reorder control.
  public struct ReorderOptions {
    public var isHidden: Bool?
    public var tintColor: UIColor?
    public var showsVerticalSeparator: Bool
    public init(isHidden: Bool? = nil, tintColor: UIColor? = nil, showsVerticalSeparator: Bool = true) {
      self.isHidden = isHidden
      self.tintColor = tintColor
      self.showsVerticalSeparator = showsVerticalSeparator
    }
  }

  /// Options of an outline disclosure.
  public struct OutlineDisclosureOptions {
    /// How the disclosure looks: as a cell's or a header's.
    public enum Style: Int, Sendable { case automatic, header, cell }
    public var style: Style
    public var isHidden: Bool?
    public var tintColor: UIColor?
    public init(style: Style = .automatic, isHidden: Bool? = nil, tintColor: UIColor? = nil) {
      self.style = style
      self.isHidden = isHidden
      self.tintColor = tintColor
    }
  }

  /// Options of a label.
  public struct LabelOptions {
    public var isHidden: Bool?
    public var tintColor: UIColor?
    public var font: UIFont?
    public init(isHidden: Bool? = nil, tintColor: UIColor? = nil, font: UIFont? = nil) {
      self.isHidden = isHidden
      self.tintColor = tintColor
      self.font = font
    }
  }

  /// The kinds of accessory.
  enum Kind {
    case disclosureIndicator, checkmark, delete, reorder, outlineDisclosure, label(String)
  }

  let kind: Kind
  /// When the accessory shows.
  public let displayedState: DisplayedState
  let isHidden: Bool
  let tintColor: UIColor?
  let actionHandler: (@MainActor () -> Void)?

  private init(
    _ kind: Kind, _ displayed: DisplayedState, isHidden: Bool?, tintColor: UIColor?,
    actionHandler: (@MainActor () -> Void)? = nil
  ) {
    self.kind = kind
    displayedState = displayed
    self.isHidden = isHidden ?? false
    self.tintColor = tintColor
    self.actionHandler = actionHandler
  }

  /// A `›` showing that selecting the row shows more.
  public static func disclosureIndicator(
    displayed: DisplayedState = .always, options: DisclosureIndicatorOptions = DisclosureIndicatorOptions()
  ) -> UICellAccessory {
    UICellAccessory(.disclosureIndicator, displayed, isHidden: options.isHidden, tintColor: options.tintColor)
  }

  /// A `✓`.
  public static func checkmark(
    displayed: DisplayedState = .always, options: CheckmarkOptions = CheckmarkOptions()
  ) -> UICellAccessory {
    UICellAccessory(.checkmark, displayed, isHidden: options.isHidden, tintColor: options.tintColor)
  }

  /// A `⊖` at the leading edge, shown while editing by default; a click runs `actionHandler`.
  public static func delete(
    displayed: DisplayedState = .whenEditing, options: DeleteOptions = DeleteOptions(),
    actionHandler: (@MainActor () -> Void)? = nil
  ) -> UICellAccessory {
    UICellAccessory(.delete, displayed, isHidden: options.isHidden, tintColor: options.tintColor, actionHandler: actionHandler)
  }

  /// A `≡`, shown while editing by default.
  public static func reorder(
    displayed: DisplayedState = .whenEditing, options: ReorderOptions = ReorderOptions()
  ) -> UICellAccessory {
    UICellAccessory(.reorder, displayed, isHidden: options.isHidden, tintColor: options.tintColor)
  }

  /// A `▸` (`▾` when expanded); a click runs `actionHandler`.
  public static func outlineDisclosure(
    displayed: DisplayedState = .always, options: OutlineDisclosureOptions = OutlineDisclosureOptions(),
    actionHandler: (@MainActor () -> Void)? = nil
  ) -> UICellAccessory {
    UICellAccessory(
      .outlineDisclosure, displayed, isHidden: options.isHidden, tintColor: options.tintColor, actionHandler: actionHandler)
  }

  /// A short text.
  public static func label(
    text: String, displayed: DisplayedState = .always, options: LabelOptions = LabelOptions()
  ) -> UICellAccessory {
    UICellAccessory(.label(text), displayed, isHidden: options.isHidden, tintColor: options.tintColor)
  }

  /// Whether the accessory goes at the leading edge.
  var isLeading: Bool {
    if case .delete = kind { return true }
    return false
  }

  /// The accessory's glyph or text.
  func glyph(expanded: Bool) -> String {
    switch kind {
    case .disclosureIndicator: "›"
    case .checkmark: "✓"
    case .delete: "⊖"
    case .reorder: "≡"
    case .outlineDisclosure: expanded ? "▾" : "▸"
    case .label(let text): text
    }
  }

  /// Whether the accessory shows when the collection view is `editing`.
  func isShown(editing: Bool) -> Bool {
    guard !isHidden else { return false }
    switch displayedState {
    case .always: return true
    case .whenEditing: return editing
    case .whenNotEditing: return !editing
    }
  }
}
