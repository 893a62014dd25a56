public import Foundation

/// A section's header or footer in a table view, reused like cells.
///
/// Register a subclass with `register(_:forHeaderFooterViewReuseIdentifier:)` and return one
/// from `tableView(_:viewForHeaderInSection:)`; a section with only a title gets one of these
/// showing it. A plain table's header draws its text in the label colour, a grouped table's in
/// capitals and `.secondaryLabel`, with one cell of margin.
///
/// ```swift
/// let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "Header")
/// var content = header?.defaultContentConfiguration()
/// content?.text = "Recent"
/// header?.contentConfiguration = content
/// ```
@MainActor @preconcurrency
open class UITableViewHeaderFooterView: UIView {
  /// The identifier the view is reused under.
  public let reuseIdentifier: String?

  private var storedContentView = UIView(frame: .zero)
  private var storedTextLabel: UILabel?
  private var storedDetailTextLabel: UILabel?
  private var storedContentConfiguration: (any UIContentConfiguration)?
  /// Whether the view's table is grouped, which styles its default configuration.
  package var isInGroupedTable = false
  /// Whether the view is a footer, which styles its default configuration.
  package var isFooter = false

  /// Creates a header or footer view reused under `reuseIdentifier`.
  public init(reuseIdentifier: String?) {
    self.reuseIdentifier = reuseIdentifier
    super.init(frame: CGRect(x: 0, y: 0, width: 32, height: 1))
    addSubview(storedContentView)
  }

  public required init?(coder: NSCoder) {
    return nil
  }

  // NB: As for UITableViewCell: the designated initialisers are `init(reuseIdentifier:)` and
  // `init?(coder:)`, so subclasses inherit the required dequeuing initialiser.
  public override convenience init(frame: CGRect) {
    self.init(reuseIdentifier: nil)
    self.frame = frame
  }

  /// Makes a view for a table view that dequeues one of a registered class.
  public required convenience init(_dequeuedWithReuseIdentifier reuseIdentifier: String) {
    self.init(reuseIdentifier: reuseIdentifier)
  }

  /// The view the content goes in.
  open var contentView: UIView { storedContentView }

  /// A view behind the content.
  open var backgroundView: UIView? {
    didSet {
      oldValue?.removeFromSuperview()
      if let backgroundView { insertSubview(backgroundView, at: 0) }
      setNeedsLayout()
    }
  }

  /// What the view draws behind its content.
  open var backgroundConfiguration: UIBackgroundConfiguration? {
    didSet { backgroundColor = backgroundConfiguration?.backgroundColor }
  }

  /// The label of the view's text, made on first use.
  open var textLabel: UILabel? {
    if let storedTextLabel { return storedTextLabel }
    let label = UILabel(frame: .zero)
    storedTextLabel = label
    contentView.addSubview(label)
    setNeedsLayout()
    return label
  }

  /// The label of the view's detail text, made on first use.
  open var detailTextLabel: UILabel? {
    if let storedDetailTextLabel { return storedDetailTextLabel }
    let label = UILabel(frame: .zero)
    label.textColor = .secondaryLabel
    storedDetailTextLabel = label
    contentView.addSubview(label)
    setNeedsLayout()
    return label
  }

  /// A list configuration in the style of the view's table: a plain or grouped header or
  /// footer.
  open func defaultContentConfiguration() -> UIListContentConfiguration {
    switch (isFooter, isInGroupedTable) {
    case (false, false): .plainHeader()
    case (false, true): .groupedHeader()
    case (true, false): .plainFooter()
    case (true, true): .groupedFooter()
    }
  }

  /// What the view shows, as a configuration.
  open var contentConfiguration: (any UIContentConfiguration)? {
    get { storedContentConfiguration }
    set {
      storedContentConfiguration = newValue
      guard let newValue else { return }
      if let view = storedContentView as? any UIContentView, view.supports(newValue) {
        view.configuration = newValue
      } else {
        storedContentView.removeFromSuperview()
        storedTextLabel = nil
        storedDetailTextLabel = nil
        storedContentView = newValue.makeContentView()
        addSubview(storedContentView)
      }
      setNeedsLayout()
    }
  }

  /// Whether the content configuration is updated for each new state. The default is `true`.
  open var automaticallyUpdatesContentConfiguration = true

  /// Resets the view before it shows another section.
  open func prepareForReuse() {}

  open override func layoutSubviews() {
    super.layoutSubviews()
    backgroundView?.frame = bounds
    storedContentView.frame = bounds
    guard !(storedContentView is any UIContentView) else { return }
    let width = max(0, bounds.width - 2)
    storedTextLabel?.frame = CGRect(x: 1, y: 0, width: width, height: max(1, bounds.height))
    if let detail = storedDetailTextLabel {
      let detailWidth = min(detail.intrinsicContentSize.width, width)
      detail.frame = CGRect(x: 1 + width - detailWidth, y: 0, width: detailWidth, height: 1)
    }
  }

  /// The height the view needs at `size`'s width: its content's, at least one line.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    if storedContentView.rarelySet?.autoLayoutInSubtree == true {
      let fitted = storedContentView.systemLayoutSizeFitting(
        CGSize(width: size.width, height: 0), withHorizontalFittingPriority: .required,
        verticalFittingPriority: .fittingSizeLevel)
      return CGSize(width: size.width, height: max(1, fitted.height.rounded(.up)))
    }
    if storedContentView is any UIContentView {
      return CGSize(width: size.width, height: storedContentView.sizeThatFits(size).height)
    }
    let lines = storedTextLabel?.sizeThatFits(CGSize(width: max(0, size.width - 2), height: .greatestFiniteMagnitude)).height ?? 1
    return CGSize(width: size.width, height: max(1, lines))
  }

  /// The text shown, for the view's description.
  package var displayedText: String? {
    (storedContentConfiguration as? UIListContentConfiguration)?.text ?? storedTextLabel?.text
  }

  package override var debugProperties: [(String, String)] {
    var properties = super.debugProperties
    if let text = displayedText { properties.append(("text", "'\(text)'")) }
    return properties
  }
}
