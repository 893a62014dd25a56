import Foundation
import GraftGraphics

extension UITableViewCell.AccessoryType {
  /// The glyph a terminal draws for the accessory.
  var glyph: String? {
    switch self {
    case .none: nil
    case .disclosureIndicator: "›"
    case .checkmark: "✓"
    case .detailButton: "ⓘ"
    case .detailDisclosureButton: "ⓘ ›"
    }
  }

  var hasDetailButton: Bool { self == .detailButton || self == .detailDisclosureButton }
}

extension UITableViewCell {
  /// The accessory type in effect: the editing one while editing.
  private var shownAccessoryType: AccessoryType { isEditing ? editingAccessoryType : accessoryType }
  private var shownAccessoryView: UIView? { isEditing ? editingAccessoryView ?? nil : accessoryView }

  /// The width the trailing accessory takes, its trailing margin included.
  private var accessoryWidth: CGFloat {
    if let view = shownAccessoryView { return view.frame.width + 1 }
    guard let glyph = shownAccessoryType.glyph else { return 0 }
    return CGFloat(glyph.terminalWidth) + 1
  }

  /// The width of the editing control at the leading edge, `⊖` or `⊕`: the content's own
  /// margin follows it.
  private var editingControlWidth: CGFloat {
    isEditing && editingStyle != .none && shouldIndentWhileEditing ? 1 : 0
  }

  /// The width of the reorder control at the trailing edge: ` ≡`.
  private var reorderControlWidth: CGFloat { isEditing && (showsReorderControl || tableShowsReorderControl) ? 2 : 0 }

  /// Whether the cell draws a separator in its last line: its table asks for separators and
  /// the row has a line its content does not need (decided as the cell lays out).
  private var drawsSeparator: Bool { separatorShown }

  /// The content view's frame within the cell at `width`.
  private func contentFrame(width: CGFloat, height: CGFloat) -> CGRect {
    let x = editingControlWidth + CGFloat(indentationLevel) * indentationWidth
    let trailing = accessoryWidth + reorderControlWidth
    return CGRect(x: x, y: 0, width: max(0, width - x - trailing), height: height)
  }

  /// Where the detail button is, in the cell's coordinates, when the accessory has one.
  package var detailButtonFrame: CGRect? {
    guard shownAccessoryView == nil, shownAccessoryType.hasDetailButton else { return nil }
    return CGRect(x: bounds.width - accessoryWidth, y: 0, width: 1, height: bounds.height)
  }

  /// Where the editing control is, in the cell's coordinates, while editing.
  package var editingControlFrame: CGRect? {
    guard editingControlWidth > 0 else { return nil }
    return CGRect(x: 0, y: 0, width: editingControlWidth, height: bounds.height)
  }

  func layoutCellParts() {
    separatorShown = false
    if showsSeparatorLine, bounds.height >= 2 {
      separatorShown = fittingContentHeight(width: bounds.width) < bounds.height
    }
    backgroundFillView.frame = bounds
    backgroundView?.frame = bounds
    selectedBackgroundView?.frame = bounds
    let height = drawsSeparator ? bounds.height - 1 : bounds.height
    contentView.frame = contentFrame(width: bounds.width, height: height)
    if let view = shownAccessoryView {
      view.frame.origin = CGPoint(
        x: bounds.width - 1 - view.frame.width - reorderControlWidth,
        y: ((height - view.frame.height) / 2).rounded(.down))
    }
    layoutBuiltInViews(in: contentView.bounds)
  }

  /// Lays out the built-in labels and image for the cell's style, within a one-cell margin.
  private func layoutBuiltInViews(in bounds: CGRect) {
    guard !(contentView is any UIContentView) else { return }
    var x: CGFloat = 1
    if let imageView = builtInImageView {
      let size = imageView.image?.size ?? .zero
      imageView.frame = CGRect(x: x, y: 0, width: size.width, height: size.height)
      if size.width > 0 { x += size.width + 1 }
    }
    let width = max(0, bounds.width - 1 - x)
    let text = builtInTextLabel
    let detail = builtInDetailTextLabel
    func height(_ label: UILabel?, _ width: CGFloat) -> CGFloat {
      guard let label, !(label.text ?? "").isEmpty else { return 0 }
      return max(1, label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height)
    }
    let lines: CGFloat =
      cellStyle == .subtitle ? max(1, height(text, width) + height(detail, width)) : max(1, height(text, width))
    // NB: Content shorter than its row is centred in it, as UIKit centres a cell's labels.
    let y = max(0, ((bounds.height - lines) / 2).rounded(.down))
    if let imageView = builtInImageView { imageView.frame.origin.y = y }
    switch cellStyle {
    case .default:
      text?.frame = CGRect(x: x, y: y, width: width, height: max(1, height(text, width)))
    case .subtitle:
      let textHeight = height(text, width)
      text?.frame = CGRect(x: x, y: y, width: width, height: textHeight)
      detail?.frame = CGRect(x: x, y: y + textHeight, width: width, height: height(detail, width))
    case .value1:
      let detailWidth = min(detail?.intrinsicContentSize.width ?? 0, width)
      let textWidth = max(0, width - detailWidth - (detailWidth > 0 ? 1 : 0))
      text?.frame = CGRect(x: x, y: y, width: textWidth, height: max(1, height(text, textWidth)))
      detail?.frame = CGRect(x: x + width - detailWidth, y: y, width: detailWidth, height: 1)
    case .value2:
      let column = min((width / 3).rounded(.down), max(0, width))
      text?.textAlignment = .right
      text?.frame = CGRect(x: x, y: y, width: column, height: 1)
      let detailX = x + column + 1
      detail?.frame = CGRect(x: detailX, y: y, width: max(0, x + width - detailX), height: 1)
    }
  }

  /// The height the cell needs at `width`: its content view's fitting height, through Auto
  /// Layout when its content has constraints.
  // NB: No line is added for a separator: a terminal row is one line, and a separator under
  // every self-sized row would halve what a screen shows. A row given more height than its
  // content needs draws its separator in the spare line.
  func fittingContentHeight(width: CGFloat) -> CGFloat {
    updateConfigurationIfNeeded()
    let contentWidth = contentFrame(width: width, height: 0).width
    var height: CGFloat
    if contentView.rarelySet?.autoLayoutInSubtree == true {
      height = contentView.systemLayoutSizeFitting(
        CGSize(width: contentWidth, height: 0), withHorizontalFittingPriority: .required,
        verticalFittingPriority: .fittingSizeLevel
      ).height
    } else if contentView is any UIContentView {
      height = contentView.sizeThatFits(CGSize(width: contentWidth, height: .greatestFiniteMagnitude)).height
    } else {
      layoutBuiltInViews(in: CGRect(x: 0, y: 0, width: contentWidth, height: 1))
      height = max(
        builtInTextLabel?.frame.maxY ?? 0, builtInDetailTextLabel?.frame.maxY ?? 0,
        builtInImageView?.frame.maxY ?? 0)
      for subview in contentView.subviews
      where subview !== builtInTextLabel && subview !== builtInDetailTextLabel && subview !== builtInImageView {
        height = max(height, subview.frame.maxY)
      }
    }
    return max(1, height.rounded(.up))
  }

  /// The text the cell shows, for its description and for finding it: its configuration's
  /// text or its text label's.
  package var displayedText: String? {
    if let configuration = contentConfiguration as? UIListContentConfiguration { return configuration.text }
    return builtInTextLabel?.text
  }

  func drawCellParts() {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    let style = inheritedTextStyle
    let height = drawsSeparator ? bounds.height - 1 : bounds.height
    let middle = ((height - 1) / 2).rounded(.down)
    if shownAccessoryView == nil, let glyph = shownAccessoryType.glyph {
      var accessory = style.applying(font: nil, foregroundColor: shownAccessoryType == .checkmark ? tintColor : .tertiaryLabel)
      if shownAccessoryType.hasDetailButton { accessory = style.applying(font: nil, foregroundColor: tintColor) }
      let x = bounds.width - CGFloat(glyph.terminalWidth) - 1 - reorderControlWidth
      context.write(glyph, at: CGPoint(x: x, y: middle), style: accessory)
    }
    if editingControlWidth > 0 {
      let glyph = editingStyle == .delete ? "⊖" : "⊕"
      let color: UIColor = editingStyle == .delete ? .systemRed : .systemGreen
      context.write(glyph, at: CGPoint(x: 0, y: middle), style: style.applying(font: nil, foregroundColor: color))
    }
    if reorderControlWidth > 0 {
      context.write("≡", at: CGPoint(x: bounds.width - 1, y: middle), style: style.applying(font: nil, foregroundColor: .tertiaryLabel))
    }
    if drawsSeparator {
      let start = separatorInset.left, end = bounds.width - separatorInset.right
      if end > start {
        let line = String(repeating: "─", count: Int(end - start))
        context.write(line, at: CGPoint(x: start, y: bounds.height - 1), style: style.applying(font: nil, foregroundColor: separatorLineColor))
      }
    }
  }
}
