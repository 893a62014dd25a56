public import Foundation

/// One item's view in a collection view: add your subviews to ``contentView``.
///
/// The cell fills its frame with, back to front, ``backgroundView``, ``selectedBackgroundView``
/// while selected or highlighted, and ``contentView``. The collection view sets ``isSelected``
/// and ``isHighlighted`` as the user selects items, and reuses cells as items scroll on and off
/// screen, calling ``UICollectionReusableView/prepareForReuse()`` before each reuse.
///
/// ```swift
/// final class TagCell: UICollectionViewCell {
///   let label = UILabel()
///   override init(frame: CGRect) {
///     super.init(frame: frame)
///     label.frame = contentView.bounds
///     label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
///     contentView.addSubview(label)
///   }
///   required init?(coder: NSCoder) { fatalError() }
/// }
/// ```
@MainActor @preconcurrency
open class UICollectionViewCell: UICollectionReusableView {
  /// The view that holds the cell's content, in front of the background views; a
  /// ``contentConfiguration`` replaces it with the configuration's view.
  public var contentView: UIView { storedContentView }
  private var storedContentView: UIView
  /// What ``backgroundConfiguration`` draws, behind everything else.
  private let systemBackgroundView = UIView(frame: .zero)
  private var storedContentConfiguration: (any UIContentConfiguration)?
  private var needsConfigurationUpdate = false

  /// Creates a cell. A collection view makes them itself, from a registered class.
  public override init(frame: CGRect) {
    storedContentView = UIView(frame: CGRect(origin: .zero, size: frame.size))
    super.init(frame: frame)
    systemBackgroundView.isUserInteractionEnabled = false
    systemBackgroundView.isHidden = true
    addSubview(systemBackgroundView)
    storedContentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(storedContentView)
  }

  public required init?(coder: NSCoder) {
    return nil
  }

  // MARK: - State

  /// Whether the item is selected. The collection view sets it; setting it in code changes only
  /// how the cell looks, not the collection view's selection.
  open var isSelected: Bool = false {
    didSet {
      guard isSelected != oldValue else { return }
      updateBackgrounds()
      stateDidChange()
    }
  }

  /// Whether the item is highlighted, as while the user presses it.
  open var isHighlighted: Bool = false {
    didSet {
      guard isHighlighted != oldValue else { return }
      updateBackgrounds()
      stateDidChange()
    }
  }

  /// Whether the collection view's keyboard focus is on this item.
  var isFocusedItem = false {
    didSet {
      guard isFocusedItem != oldValue else { return }
      setNeedsDisplay()
      stateDidChange()
    }
  }

  /// Called when selection, highlight or focus changed: the configurations update.
  func stateDidChange() {
    updateBackground()
    setNeedsUpdateConfiguration()
  }

  // MARK: - Configurations

  /// What the cell shows, as a configuration: setting one replaces ``contentView`` with the
  /// configuration's view, or hands the configuration to the content view when it supports it.
  open var contentConfiguration: (any UIContentConfiguration)? {
    get { storedContentConfiguration }
    set {
      storedContentConfiguration = newValue
      guard let newValue else { return }
      let configuration = automaticallyUpdatesContentConfiguration ? newValue.updated(for: configurationState) : newValue
      let view = configuration.contentView(replacing: storedContentView)
      if view !== storedContentView {
        storedContentView.removeFromSuperview()
        storedContentView = view
        view.frame = contentFrame(in: CGRect(origin: .zero, size: bounds.size))
        view.autoresizingMask = []
        addSubview(view)
      }
      setNeedsLayout()
    }
  }

  /// Whether the content configuration is updated for each new state. The default is `true`.
  open var automaticallyUpdatesContentConfiguration = true

  /// What the cell draws behind its content. The default is `nil`; list cells have one.
  open var backgroundConfiguration: UIBackgroundConfiguration? {
    didSet { updateBackground() }
  }

  /// Whether the background configuration is updated for each new state. The default is `true`.
  open var automaticallyUpdatesBackgroundConfiguration = true

  /// The cell's state, which its configurations update for.
  open var configurationState: UICellConfigurationState {
    var state = UICellConfigurationState()
    state.isSelected = isSelected
    state.isHighlighted = isHighlighted
    state.isFocused = isFocusedItem
    state.isDisabled = !isUserInteractionEnabled
    state.isEditing = (superview as? UICollectionView)?.isEditing ?? false
    return state
  }

  /// Runs whenever the cell's configuration state changes, after ``updateConfiguration(using:)``.
  open var configurationUpdateHandler: ConfigurationUpdateHandler? {
    didSet { setNeedsUpdateConfiguration() }
  }

  /// Restyles a cell for its state.
  public typealias ConfigurationUpdateHandler = @MainActor (_ cell: UICollectionViewCell, _ state: UICellConfigurationState) -> Void

  /// Asks for ``updateConfiguration(using:)`` before the cell next lays out.
  open func setNeedsUpdateConfiguration() {
    needsConfigurationUpdate = true
    setNeedsLayout()
  }

  /// Updates the cell's configurations for `state`. The default does nothing more than the
  /// automatic updates; override it to restyle the cell.
  open func updateConfiguration(using state: UICellConfigurationState) {}

  private func updateConfigurationIfNeeded() {
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

  private func updateBackground() {
    guard let configuration = backgroundConfiguration else {
      systemBackgroundView.isHidden = true
      return
    }
    let resolved =
      automaticallyUpdatesBackgroundConfiguration ? configuration.updated(for: configurationState) : configuration
    resolved.draw(in: systemBackgroundView)
    systemBackgroundView.isHidden = systemBackgroundView.backgroundColor == nil && resolved.customView == nil
  }

  /// Where the content view goes within `bounds`; a list cell leaves room for its accessories.
  func contentFrame(in bounds: CGRect) -> CGRect { bounds }

  // MARK: - Backgrounds

  /// A view behind the content. The default is `nil`.
  open var backgroundView: UIView? {
    didSet {
      guard backgroundView !== oldValue else { return }
      oldValue?.removeFromSuperview()
      if let backgroundView { insertSubview(backgroundView, aboveSubview: systemBackgroundView) }
      updateBackgrounds()
    }
  }

  /// A view shown over ``backgroundView``, behind the content, while the cell is selected or
  /// highlighted. The default is `nil`.
  open var selectedBackgroundView: UIView? {
    didSet {
      guard selectedBackgroundView !== oldValue else { return }
      oldValue?.removeFromSuperview()
      if let selectedBackgroundView {
        insertSubview(selectedBackgroundView, aboveSubview: backgroundView ?? systemBackgroundView)
      }
      updateBackgrounds()
    }
  }

  private func updateBackgrounds() {
    let bounds = CGRect(origin: .zero, size: self.bounds.size)
    systemBackgroundView.frame = bounds
    backgroundView?.frame = bounds
    if let selectedBackgroundView {
      selectedBackgroundView.frame = bounds
      selectedBackgroundView.isHidden = !(isSelected || isHighlighted)
    }
  }

  open override func layoutSubviews() {
    updateConfigurationIfNeeded()
    super.layoutSubviews()
    updateBackgrounds()
    let content = contentFrame(in: CGRect(origin: .zero, size: bounds.size))
    if storedContentView.frame != content { storedContentView.frame = content }
  }

  // NB: A terminal has no focus ring, so the focused item draws its cell in the tint colour
  // behind the content, which the content's text still reads over.
  open override func draw(_ rect: CGRect) {
    super.draw(rect)
    guard isFocusedItem, let context = UIGraphicsGetCurrentContext() else { return }
    context.fillColor = tintColor.withAlphaComponent(0.35)
    context.fill(bounds)
    context.fillColor = nil
  }

  open override func prepareForReuse() {
    super.prepareForReuse()
  }

  package override var debugProperties: [(String, String)] {
    var properties = super.debugProperties
    if isSelected { properties.append(("selected", "YES")) }
    if isHighlighted { properties.append(("highlighted", "YES")) }
    return properties
  }
}
