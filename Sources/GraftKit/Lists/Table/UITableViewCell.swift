public import Foundation
import GraftGraphics

/// A row of a table view: a content view with the row's text, image and accessory.
///
/// A table view makes cells through `dequeueReusableCell(withIdentifier:for:)` and reuses them
/// as rows scroll out of and into view, calling ``prepareForReuse()`` before a cell shows a new
/// row. Show content with ``defaultContentConfiguration()`` and ``contentConfiguration``, or the
/// older ``textLabel``, ``detailTextLabel`` and ``imageView``.
///
/// In a terminal the accessory is a glyph at the trailing edge: `›` for a disclosure
/// indicator, `✓` for a checkmark, `ⓘ` for a detail button and `ⓘ ›` for a detail disclosure
/// button. A selected or highlighted row fills with `.systemGray4`, its selection style's grey.
///
/// ```swift
/// let cell = tableView.dequeueReusableCell(withIdentifier: "Setting", for: indexPath)
/// var content = cell.defaultContentConfiguration()
/// content.text = "Notifications"
/// cell.contentConfiguration = content
/// cell.accessoryType = .disclosureIndicator
/// ```
@MainActor @preconcurrency
open class UITableViewCell: UIView {
  /// The layout of the built-in labels.
  public enum CellStyle: Int, Sendable {
    /// The text, with an optional image before it.
    case `default`
    /// The text, with the detail text at the trailing edge.
    case value1
    /// The text in a short column, then the detail text.
    case value2
    /// The text, with the detail text beneath it.
    case subtitle
  }

  /// The standard accessory at a cell's trailing edge.
  public enum AccessoryType: Int, Sendable {
    case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
  }

  /// How a selected cell looks.
  public enum SelectionStyle: Int, Sendable {
    case none, blue, gray, `default`
  }

  /// What editing does to a row.
  public enum EditingStyle: Int, Sendable {
    case none, delete, insert
  }

  /// How separators draw between a table's rows.
  public enum SeparatorStyle: Int, Sendable {
    case none, singleLine, singleLineEtched
  }

  /// How a focused cell looks.
  public enum FocusStyle: Int, Sendable {
    case `default`, custom
  }

  /// The cell's part in a drag.
  public enum DragState: Int, Sendable {
    case none, lifting, dragging
  }

  /// The style the cell was made with.
  package let cellStyle: CellStyle
  /// The identifier the cell is reused under.
  public let reuseIdentifier: String?

  private var storedContentView: UIView
  private var storedTextLabel: UILabel?
  private var storedDetailTextLabel: UILabel?
  private var storedImageView: UIImageView?
  private var storedContentConfiguration: (any UIContentConfiguration)?
  private var needsConfigurationUpdate = true
  /// The view that fills behind the content for ``backgroundConfiguration`` or the selection.
  private let systemBackgroundView = UIView(frame: .zero)

  /// Creates a cell of `style`, reused under `reuseIdentifier`.
  public init(style: CellStyle, reuseIdentifier: String?) {
    cellStyle = style
    self.reuseIdentifier = reuseIdentifier
    storedContentView = UIView(frame: .zero)
    super.init(frame: CGRect(x: 0, y: 0, width: 32, height: 1))
    systemBackgroundView.isUserInteractionEnabled = false
    addSubview(systemBackgroundView)
    addSubview(storedContentView)
  }

  public required init?(coder: NSCoder) {
    return nil
  }

  /// Creates a cell of the default style, with no reuse identifier, sized to `frame`.
  // NB: A convenience initialiser, so that the cell's designated initialisers are exactly
  // `init(style:reuseIdentifier:)` and `init?(coder:)`, as in UIKit's Swift interface: a subclass
  // overriding those two inherits every convenience initialiser, the dequeuing one included.
  public override convenience init(frame: CGRect) {
    self.init(style: .default, reuseIdentifier: nil)
    self.frame = frame
  }

  /// Makes a cell for a table view that dequeues one of a registered class.
  // NB: Swift can call only a `required` initialiser on a metatype, and requiring
  // `init(style:reuseIdentifier:)` would break every subclass that writes `override init`.
  // A required convenience initialiser is inherited by subclasses that override the designated
  // ones (or declare none), and it reaches theirs through `self.init`.
  public required convenience init(_dequeuedWithReuseIdentifier reuseIdentifier: String) {
    self.init(style: .default, reuseIdentifier: reuseIdentifier)
  }

  // MARK: - Content

  /// The view the cell's content goes in. Add custom subviews here, not to the cell.
  open var contentView: UIView { storedContentView }

  /// The label of the cell's text, made on first use, as in UIKit.
  open var textLabel: UILabel? {
    if let storedTextLabel { return storedTextLabel }
    let label = UILabel(frame: .zero)
    storedTextLabel = label
    contentView.addSubview(label)
    setNeedsLayout()
    return label
  }

  /// The label of the cell's detail text; `nil` for the default style, which has none.
  open var detailTextLabel: UILabel? {
    guard cellStyle != .default else { return nil }
    if let storedDetailTextLabel { return storedDetailTextLabel }
    let label = UILabel(frame: .zero)
    label.textColor = .secondaryLabel
    storedDetailTextLabel = label
    contentView.addSubview(label)
    setNeedsLayout()
    return label
  }

  /// The cell's image view, made on first use; `nil` for the value 2 style.
  open var imageView: UIImageView? {
    guard cellStyle != .value2 else { return nil }
    if let storedImageView { return storedImageView }
    let view = UIImageView(frame: .zero)
    storedImageView = view
    contentView.addSubview(view)
    setNeedsLayout()
    return view
  }

  /// A list content configuration in the cell's style: `.cell()`, `.subtitleCell()` or
  /// `.valueCell()`.
  open func defaultContentConfiguration() -> UIListContentConfiguration {
    switch cellStyle {
    case .default: .cell()
    case .subtitle: .subtitleCell()
    case .value1, .value2: .valueCell()
    }
  }

  /// What the cell shows, as a configuration; setting one replaces the content view with the
  /// configuration's view, or hands it to the content view when that supports it.
  open var contentConfiguration: (any UIContentConfiguration)? {
    get { storedContentConfiguration }
    set {
      storedContentConfiguration = newValue
      guard let newValue else { return }
      let configuration = automaticallyUpdatesContentConfiguration ? newValue.updated(for: configurationState) : newValue
      let view = configuration.contentView(replacing: storedContentView)
      if view !== storedContentView {
        storedContentView.removeFromSuperview()
        storedTextLabel = nil
        storedDetailTextLabel = nil
        storedImageView = nil
        storedContentView = view
        addSubview(view)
      }
      setNeedsLayout()
    }
  }

  /// Whether the content configuration is updated for each new state. The default is `true`.
  open var automaticallyUpdatesContentConfiguration = true

  /// What the cell draws behind its content; `nil` uses ``backgroundView`` and the selection
  /// style.
  open var backgroundConfiguration: UIBackgroundConfiguration? {
    didSet { updateBackground() }
  }

  /// Whether the background configuration is updated for each new state. `true`.
  open var automaticallyUpdatesBackgroundConfiguration = true

  /// A view shown behind the content.
  open var backgroundView: UIView? {
    didSet {
      oldValue?.removeFromSuperview()
      if let backgroundView { insertSubview(backgroundView, aboveSubview: systemBackgroundView) }
      setNeedsLayout()
    }
  }

  /// A view shown behind the content while the cell is selected.
  open var selectedBackgroundView: UIView? {
    didSet {
      oldValue?.removeFromSuperview()
      updateBackground()
    }
  }

  /// A view shown behind the content while the cell is selected and its table allows multiple
  /// selection.
  open var multipleSelectionBackgroundView: UIView?

  // MARK: - Accessory

  /// The standard accessory. The default is `.none`.
  open var accessoryType = AccessoryType.none {
    didSet { if accessoryType != oldValue { setNeedsLayout(); setNeedsDisplay() } }
  }

  /// A view of the app's in place of the standard accessory.
  open var accessoryView: UIView? {
    didSet {
      oldValue?.removeFromSuperview()
      if let accessoryView { addSubview(accessoryView) }
      setNeedsLayout()
    }
  }

  /// The accessory while the table is editing. The default is `.none`.
  open var editingAccessoryType = AccessoryType.none

  /// A view of the app's as the accessory while the table is editing.
  open var editingAccessoryView: UIView?

  // MARK: - State

  /// How the cell looks when selected. The default is `.default`.
  open var selectionStyle = SelectionStyle.default {
    didSet { updateBackground() }
  }

  /// How the cell looks when focused. The default is `.default`.
  open var focusStyle = FocusStyle.default

  /// Whether the cell is selected. Setting it does not tell the table view, as in UIKit: use
  /// `selectRow(at:animated:scrollPosition:)` for that.
  open var isSelected: Bool {
    get { storedIsSelected }
    set { setSelected(newValue, animated: false) }
  }
  private var storedIsSelected = false

  /// Selects or deselects the cell. Override to change how it looks; call `super`.
  open func setSelected(_ selected: Bool, animated: Bool) {
    guard selected != storedIsSelected else { return }
    storedIsSelected = selected
    stateDidChange()
  }

  /// Whether the cell is highlighted, as while the pointer is down on it.
  open var isHighlighted: Bool {
    get { storedIsHighlighted }
    set { setHighlighted(newValue, animated: false) }
  }
  private var storedIsHighlighted = false

  /// Highlights the cell or ends its highlight. Override to change how it looks; call `super`.
  open func setHighlighted(_ highlighted: Bool, animated: Bool) {
    guard highlighted != storedIsHighlighted else { return }
    storedIsHighlighted = highlighted
    stateDidChange()
  }

  /// Whether the cell shows its editing controls.
  open var isEditing: Bool {
    get { storedIsEditing }
    set { setEditing(newValue, animated: false) }
  }
  private var storedIsEditing = false

  /// Shows or hides the cell's editing controls.
  open func setEditing(_ editing: Bool, animated: Bool) {
    guard editing != storedIsEditing else { return }
    storedIsEditing = editing
    stateDidChange()
    setNeedsLayout()
    setNeedsDisplay()
  }

  /// The editing style the table gave this row: `.delete`, `.insert` or `.none`.
  open var editingStyle: EditingStyle { tableEditingStyle }
  package var tableEditingStyle = EditingStyle.none

  /// Whether the cell shows its swipe actions: set by its table view.
  package var isSwiped = false {
    didSet { if isSwiped != oldValue { stateDidChange() } }
  }

  /// Whether the cell has keyboard focus in its table: set by its table view.
  package var hasTableFocus = false {
    didSet { if hasTableFocus != oldValue { stateDidChange() } }
  }

  /// Whether the cell shows its reorder control while editing. The default is `false`; the
  /// table shows it anyway on rows its data source can move.
  open var showsReorderControl = false
  package var tableShowsReorderControl = false { didSet { if tableShowsReorderControl != oldValue { setNeedsLayout() } } }
  /// Whether the content indents while editing. The default is `true`.
  open var shouldIndentWhileEditing = true
  /// The indentation level of the content.
  open var indentationLevel = 0 { didSet { setNeedsLayout() } }
  /// The width of one indentation level, in cells. The default is 2.
  open var indentationWidth: CGFloat = 2 { didSet { setNeedsLayout() } }
  /// The insets of the separator beneath the cell.
  open var separatorInset = UIEdgeInsets(top: 0, left: 1, bottom: 0, right: 0) { didSet { setNeedsDisplay() } }
  /// Whether the cell is being dragged.
  open var userInteractionEnabledWhileDragging = false

  /// The cell's state, which configurations update for.
  open var configurationState: UICellConfigurationState {
    var state = UICellConfigurationState()
    state.isSelected = storedIsSelected
    state.isHighlighted = storedIsHighlighted
    state.isEditing = storedIsEditing
    state.isSwiped = isSwiped
    state.isFocused = hasTableFocus
    state.isDisabled = !isUserInteractionEnabled
    return state
  }

  /// Runs whenever the cell's configuration state changes, after
  /// ``updateConfiguration(using:)``.
  open var configurationUpdateHandler: ((UITableViewCell, UICellConfigurationState) -> Void)? {
    didSet { setNeedsUpdateConfiguration() }
  }

  /// Asks for ``updateConfiguration(using:)`` before the cell next lays out.
  open func setNeedsUpdateConfiguration() {
    needsConfigurationUpdate = true
    setNeedsLayout()
  }

  /// Updates the cell's configurations for `state`. The default updates the content and
  /// background configurations when they update automatically; override it to restyle the cell
  /// for its state.
  open func updateConfiguration(using state: UICellConfigurationState) {}

  /// Runs a pending configuration update now.
  package func updateConfigurationIfNeeded() {
    guard needsConfigurationUpdate else { return }
    needsConfigurationUpdate = false
    let state = configurationState
    if automaticallyUpdatesContentConfiguration, let configuration = storedContentConfiguration,
      let view = storedContentView as? any UIContentView
    {
      view.configuration = configuration.updated(for: state)
    }
    updateBackground()
    updateConfiguration(using: state)
    configurationUpdateHandler?(self, state)
  }

  private func stateDidChange() {
    updateBackground()
    setNeedsUpdateConfiguration()
  }

  /// Shows the background for the state: the background configuration's colour, else the
  /// selected background view or the selection grey.
  private func updateBackground() {
    let state = configurationState
    let selected = (state.isSelected || state.isHighlighted) && selectionStyle != .none
    if let configuration = backgroundConfiguration {
      let resolved = automaticallyUpdatesBackgroundConfiguration ? configuration.updated(for: state) : configuration
      resolved.draw(in: systemBackgroundView)
    } else if let selectedBackgroundView {
      systemBackgroundView.backgroundColor = nil
      if selected, selectedBackgroundView.superview !== self {
        insertSubview(selectedBackgroundView, aboveSubview: systemBackgroundView)
      } else if !selected {
        selectedBackgroundView.removeFromSuperview()
      }
    } else {
      systemBackgroundView.backgroundColor = selected ? .systemGray4 : (state.isFocused ? .systemGray5 : nil)
    }
    if backgroundConfiguration != nil, state.isFocused, systemBackgroundView.backgroundColor == nil {
      systemBackgroundView.backgroundColor = .systemGray5
    }
    setNeedsLayout()
  }

  // MARK: - Reuse

  /// Resets the cell before it shows another row. The default ends its highlight and
  /// selection; call `super` when overriding.
  open func prepareForReuse() {
    setHighlighted(false, animated: false)
    setSelected(false, animated: false)
    isSwiped = false
  }

  // MARK: - Layout and drawing

  open override func layoutSubviews() {
    updateConfigurationIfNeeded()
    super.layoutSubviews()
    layoutCellParts()
  }

  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width, height: fittingContentHeight(width: size.width))
  }

  open override func draw(_ rect: CGRect) {
    drawCellParts()
  }

  package override var debugProperties: [(String, String)] {
    var properties = super.debugProperties
    if let text = displayedText { properties.append(("text", "'\(text)'")) }
    if storedIsSelected { properties.append(("selected", "YES")) }
    if accessoryType != .none { properties.append(("accessoryType", "\(accessoryType)")) }
    return properties
  }

  // MARK: - Package access for the layout file

  /// Whether the table draws separators (its `separatorStyle`), and in which colour.
  package var showsSeparatorLine = false { didSet { if showsSeparatorLine != oldValue { setNeedsLayout() } } }
  package var separatorLineColor: UIColor = .separator
  var separatorShown = false

  package var builtInTextLabel: UILabel? { storedTextLabel }
  package var builtInDetailTextLabel: UILabel? { storedDetailTextLabel }
  package var builtInImageView: UIImageView? { storedImageView }
  package var backgroundFillView: UIView { systemBackgroundView }
}
