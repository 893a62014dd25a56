public import Foundation

/// The view that shows a ``UIListContentConfiguration``: an image view and one label for each
/// text, laid out in one row (or two, for a subtitle) within the configuration's margins.
///
/// ```swift
/// let view = UIListContentView(configuration: .subtitleCell())
/// ```
@MainActor @preconcurrency
open class UIListContentView: UIView, UIContentView {
  // NB: The image view and labels are made once and hidden when their content is nil, so a
  // reused cell showing a new row sets values and allocates nothing.
  private let imageView = UIImageView(frame: .zero)
  private let textLabel = UILabel(frame: .zero)
  private let secondaryTextLabel = UILabel(frame: .zero)
  private var listConfiguration: UIListContentConfiguration

  /// Creates a view showing `configuration`.
  public init(configuration: UIListContentConfiguration) {
    listConfiguration = configuration
    super.init(frame: .zero)
    isUserInteractionEnabled = false
    for view in [imageView, textLabel, secondaryTextLabel] as [UIView] { addSubview(view) }
    apply(configuration)
  }

  public required init?(coder: NSCoder) {
    return nil
  }

  /// The configuration shown. A configuration of another type is ignored, as
  /// ``supports(_:)`` says it cannot be shown here.
  open var configuration: any UIContentConfiguration {
    get { listConfiguration }
    set {
      guard let configuration = newValue as? UIListContentConfiguration else { return }
      guard configuration != listConfiguration else { return }
      listConfiguration = configuration
      apply(configuration)
    }
  }

  /// Whether `configuration` is a ``UIListContentConfiguration``.
  open func supports(_ configuration: any UIContentConfiguration) -> Bool {
    configuration is UIListContentConfiguration
  }

  private func apply(_ configuration: UIListContentConfiguration) {
    imageView.image = configuration.image
    imageView.isHidden = configuration.image == nil
    if let tint = configuration.imageProperties.tintColor { imageView.tintColor = tint }
    Self.show(configuration.text, configuration.attributedText, configuration.textProperties, in: textLabel)
    Self.show(
      configuration.secondaryText, configuration.secondaryAttributedText,
      configuration.secondaryTextProperties, in: secondaryTextLabel)
    setNeedsLayout()
    invalidateIntrinsicContentSize()
  }

  private static func show(
    _ text: String?, _ attributedText: NSAttributedString?,
    _ properties: UIListContentConfiguration.TextProperties, in label: UILabel
  ) {
    if let attributedText {
      label.attributedText = attributedText
    } else {
      label.text = text.map(properties.transformed)
    }
    label.isHidden = (label.text ?? "").isEmpty
    label.textColor = properties.resolvedColor()
    label.font = properties.font
    label.numberOfLines = properties.numberOfLines
    label.lineBreakMode = properties.lineBreakMode
    label.textAlignment =
      switch properties.alignment {
      case .natural: .natural
      case .center: .center
      case .justified: .justified
      }
  }

  // MARK: - Layout

  /// Where each part goes in a view `width` cells wide, and the height they need.
  private func arrangement(width: CGFloat) -> (image: CGRect, text: CGRect, secondary: CGRect, height: CGFloat) {
    let configuration = listConfiguration
    let margins = configuration.directionalLayoutMargins
    var x = margins.leading
    var image = CGRect.zero
    if let picture = configuration.image {
      var size = picture.size
      let maximum = configuration.imageProperties.maximumSize
      if maximum.width > 0 { size.width = min(size.width, maximum.width) }
      if maximum.height > 0 { size.height = min(size.height, maximum.height) }
      let reserved = configuration.imageProperties.reservedLayoutSize
      let column = max(size.width, reserved.width)
      image = CGRect(x: x, y: margins.top, width: size.width, height: size.height)
      x += column + configuration.imageToTextPadding
    }
    let available = max(0, width - margins.trailing - x)
    func measure(_ label: UILabel, _ width: CGFloat) -> CGSize {
      guard !label.isHidden else { return .zero }
      let size = label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
      return CGSize(width: min(size.width, width), height: max(1, size.height))
    }
    var text = CGRect.zero, secondary = CGRect.zero
    let secondarySingle = measure(secondaryTextLabel, .greatestFiniteMagnitude)
    if configuration.prefersSideBySideTextAndSecondaryText, !secondaryTextLabel.isHidden {
      let secondaryWidth = min(secondarySingle.width, available)
      let textWidth = max(0, available - secondaryWidth - configuration.textToSecondaryTextHorizontalPadding)
      let textSize = measure(textLabel, textWidth)
      text = CGRect(x: x, y: margins.top, width: textWidth, height: textSize.height)
      secondary = CGRect(
        x: width - margins.trailing - secondaryWidth, y: margins.top, width: secondaryWidth,
        height: measure(secondaryTextLabel, secondaryWidth).height)
    } else {
      let textSize = measure(textLabel, available)
      text = CGRect(x: x, y: margins.top, width: available, height: textSize.height)
      let gap = textSize.height > 0 && !secondaryTextLabel.isHidden ? configuration.textToSecondaryTextVerticalPadding : 0
      secondary = CGRect(
        x: x, y: margins.top + textSize.height + gap, width: available,
        height: measure(secondaryTextLabel, available).height)
    }
    let content = max(image.maxY, text.maxY, secondary.maxY, margins.top + 1)
    return (image, text, secondary, content + margins.bottom)
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    let parts = arrangement(width: bounds.width)
    // NB: Content shorter than the view is centred in it, as in a cell taller than its text.
    let shift = max(0, ((bounds.height - parts.height) / 2).rounded(.down))
    imageView.frame = parts.image.offsetBy(dx: 0, dy: shift)
    textLabel.frame = parts.text.offsetBy(dx: 0, dy: shift)
    secondaryTextLabel.frame = parts.secondary.offsetBy(dx: 0, dy: shift)
  }

  /// The height the content needs at `size`'s width: its lines plus the margins.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width, height: arrangement(width: size.width).height)
  }

  open override var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: arrangement(width: max(bounds.width, 1)).height)
  }
}
