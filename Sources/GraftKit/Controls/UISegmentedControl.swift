public import Foundation
import GraftGraphics

/// A horizontal control made of segments, each working as a discrete button.
///
/// Segments draw side by side, separated by `|`: each title padded with a space on either side,
/// the selected one wrapped in brackets instead, ` One |[Two]| Three `. Focus turns the selected
/// segment's brackets into arrows, ` One |>Two<| Three `, or marks the control's ends when no
/// segment is selected.
///
/// Tapping an enabled segment selects it and sends ``UIControl/Event/valueChanged`` and
/// ``UIControl/Event/primaryActionTriggered``, only when the selection changed unless the
/// control ``isMomentary``. While focused, the Left and Right arrows move the selection.
/// Setting ``selectedSegmentIndex`` in code sends nothing.
///
/// ```swift
/// let units = UISegmentedControl(items: ["Metric", "Imperial"])
/// units.selectedSegmentIndex = 0
/// units.addAction(UIAction { _ in store.units = units.selectedSegmentIndex }, for: .valueChanged)
/// ```
@MainActor @preconcurrency
open class UISegmentedControl: UIControl {
  /// The index ``selectedSegmentIndex`` holds when no segment is selected: -1.
  nonisolated public static let noSegment: Int = -1

  /// What one segment shows and how it behaves.
  private struct Segment {
    var title: String?
    var image: UIImage?
    var isEnabled = true
    /// The width set with ``setWidth(_:forSegmentAt:)``; 0 sizes the segment automatically.
    var width: CGFloat = 0

    /// The text the segment draws: its title, or else its image's glyph.
    var content: String { title ?? image?.glyph ?? "" }
  }

  private var segments: [Segment] = []
  private var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]
  /// The segment under the tracked touch, which draws pressed.
  private var trackedSegment: Int?

  /// Creates a segmented control with no segments.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates a segmented control with a segment for each item, sized to fit them.
  ///
  /// - Parameter items: `String` titles or `UIImage` images; other items are skipped.
  public init(items: [Any]?) {
    super.init(frame: .zero)
    for item in items ?? [] {
      if let title = item as? String {
        segments.append(Segment(title: title))
      } else if let image = item as? UIImage {
        segments.append(Segment(image: image))
      }
    }
    frame.size = intrinsicContentSize
  }

  public required init?(coder: NSCoder) {
    return nil
  }

  // MARK: - Selection

  private var storedSelectedSegmentIndex = UISegmentedControl.noSegment

  /// The index of the selected segment, or ``noSegment``, the default.
  ///
  /// Setting it sends no events. An index outside the segments is ignored.
  open var selectedSegmentIndex: Int {
    get { storedSelectedSegmentIndex }
    set {
      guard newValue == UISegmentedControl.noSegment || segments.indices.contains(newValue),
        newValue != storedSelectedSegmentIndex
      else { return }
      storedSelectedSegmentIndex = newValue
      setNeedsDisplay()
    }
  }

  /// Whether segments spring back after a tap instead of staying selected. The default is
  /// `false`.
  ///
  /// A momentary control sends its events with ``selectedSegmentIndex`` set to the tapped
  /// segment, then returns it to ``noSegment``.
  open var isMomentary: Bool = false {
    didSet { setNeedsDisplay() }
  }

  /// The background colour of the selected segment. The default, `nil`, draws it bold instead.
  open var selectedSegmentTintColor: UIColor? {
    didSet { setNeedsDisplay() }
  }

  /// Whether automatically sized segments are as wide as their content (`true`) or all as wide
  /// as the widest (`false`, the default).
  open var apportionsSegmentWidthsByContent: Bool = false {
    didSet { segmentsDidChange() }
  }

  // MARK: - Segments

  /// The number of segments.
  open var numberOfSegments: Int { segments.count }

  /// Inserts a segment with `title` at `segment`, which is pinned to `0...numberOfSegments`.
  open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
    insert(Segment(title: title), at: segment)
  }

  /// Inserts a segment with `image` at `segment`, which is pinned to `0...numberOfSegments`.
  open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
    insert(Segment(image: image), at: segment)
  }

  private func insert(_ new: Segment, at segment: Int) {
    let index = min(max(segment, 0), segments.count)
    segments.insert(new, at: index)
    if storedSelectedSegmentIndex >= index { storedSelectedSegmentIndex += 1 }
    segmentsDidChange()
  }

  /// Removes the segment at `segment`, which is pinned to the last segment.
  open func removeSegment(at segment: Int, animated: Bool) {
    guard !segments.isEmpty else { return }
    let index = min(max(segment, 0), segments.count - 1)
    segments.remove(at: index)
    if storedSelectedSegmentIndex == index {
      storedSelectedSegmentIndex = UISegmentedControl.noSegment
    } else if storedSelectedSegmentIndex > index {
      storedSelectedSegmentIndex -= 1
    }
    segmentsDidChange()
  }

  /// Removes every segment and the selection.
  open func removeAllSegments() {
    segments.removeAll()
    storedSelectedSegmentIndex = UISegmentedControl.noSegment
    segmentsDidChange()
  }

  /// Sets the title of a segment, replacing its image.
  open func setTitle(_ title: String?, forSegmentAt segment: Int) {
    guard segments.indices.contains(segment) else { return }
    segments[segment].title = title
    segments[segment].image = nil
    segmentsDidChange()
  }

  /// The title of a segment, or `nil` when it has none or does not exist.
  open func titleForSegment(at segment: Int) -> String? {
    segments.indices.contains(segment) ? segments[segment].title : nil
  }

  /// Sets the image of a segment, replacing its title.
  open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
    guard segments.indices.contains(segment) else { return }
    segments[segment].image = image
    segments[segment].title = nil
    segmentsDidChange()
  }

  /// The image of a segment, or `nil` when it has none or does not exist.
  open func imageForSegment(at segment: Int) -> UIImage? {
    segments.indices.contains(segment) ? segments[segment].image : nil
  }

  /// Enables or disables a segment. A disabled segment draws dim and ignores taps.
  open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
    guard segments.indices.contains(segment) else { return }
    segments[segment].isEnabled = enabled
    setNeedsDisplay()
  }

  /// Whether a segment is enabled. Segments are enabled by default.
  open func isEnabledForSegment(at segment: Int) -> Bool {
    segments.indices.contains(segment) ? segments[segment].isEnabled : false
  }

  /// Sets a segment's width in cells; 0, the default, sizes it automatically.
  open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
    guard segments.indices.contains(segment) else { return }
    segments[segment].width = max(0, width)
    segmentsDidChange()
  }

  /// A segment's width set with ``setWidth(_:forSegmentAt:)``, or 0 when sized automatically.
  open func widthForSegment(at segment: Int) -> CGFloat {
    segments.indices.contains(segment) ? segments[segment].width : 0
  }

  /// Sets the text attributes titles draw with in `state`: `.normal` for every segment,
  /// `.selected` on top of them for the selected one.
  open func setTitleTextAttributes(
    _ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State
  ) {
    titleAttributes[state.rawValue] = attributes
    setNeedsDisplay()
  }

  /// The text attributes set for `state`.
  open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
    titleAttributes[state.rawValue]
  }

  private func segmentsDidChange() {
    invalidateIntrinsicContentSize()
    setNeedsDisplay()
  }

  // MARK: - Interaction

  /// Selects `segment` as the user does, sending the events when that changes the selection or
  /// the control is momentary.
  private func selectByUser(_ segment: Int) {
    guard isMomentary || segment != selectedSegmentIndex else { return }
    selectedSegmentIndex = segment
    sendActions(for: .valueChanged)
    sendActions(for: .primaryActionTriggered)
    if isMomentary { selectedSegmentIndex = UISegmentedControl.noSegment }
  }

  open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    trackedSegment = enabledSegment(under: touch)
    setNeedsDisplay()
    return true
  }

  open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    let segment = enabledSegment(under: touch)
    if segment != trackedSegment {
      trackedSegment = segment
      setNeedsDisplay()
    }
    return true
  }

  open override func cancelTracking(with event: UIEvent?) {
    trackedSegment = nil
    setNeedsDisplay()
  }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    super.touchesEnded(touches, with: event)
    trackedSegment = nil
  }

  package override func didTapInside() {
    // NB: UIKit's segmented control reports a tap as a value change, not as touchUpInside.
    if let trackedSegment { selectByUser(trackedSegment) }
  }

  package override func didActivateFromKeyboard() {
    // NB: Space and Return mean nothing here; the arrows move the selection.
  }

  /// Left and Right move a focused control's selection to the previous or next enabled segment.
  open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    guard isEnabled, isFocused, !isMomentary else {
      return super.pressesBegan(presses, with: event)
    }
    var unhandled: Set<UIPress> = []
    for press in presses {
      switch press.key?.keyCode {
      case .keyboardLeftArrow?: moveSelection(by: -1)
      case .keyboardRightArrow?: moveSelection(by: 1)
      default: unhandled.insert(press)
      }
    }
    if !unhandled.isEmpty { super.pressesBegan(unhandled, with: event) }
  }

  private func moveSelection(by step: Int) {
    var index = selectedSegmentIndex
    if index == UISegmentedControl.noSegment { index = step > 0 ? -1 : segments.count }
    index += step
    while segments.indices.contains(index) {
      if segments[index].isEnabled { return selectByUser(index) }
      index += step
    }
  }

  /// The enabled segment under `touch`, if the touch is inside the control.
  private func enabledSegment(under touch: UITouch) -> Int? {
    let point = touch.location(in: self)
    guard bounds.contains(point) else { return nil }
    let column = Int(point.x.rounded(.down))
    let layout = segmentLayout(width: Int(bounds.width.rounded(.down)))
    // NB: A separator belongs to the segment on its left.
    guard let index = layout.lastIndex(where: { $0.x <= column }), segments[index].isEnabled
    else { return nil }
    return index
  }

  // MARK: - Sizing

  /// The segments side by side, one cell high.
  open override var intrinsicContentSize: CGSize {
    let widths = naturalWidths()
    let total = widths.reduce(0, +) + max(0, widths.count - 1)
    return CGSize(width: CGFloat(total), height: 1)
  }

  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    intrinsicContentSize
  }

  /// Each segment's width before fitting the control's bounds: the content plus two cells for
  /// padding or brackets, or the width set for it.
  private func naturalWidths() -> [Int] {
    let contentWidths = segments.map { $0.content.terminalWidth + 2 }
    let widest = contentWidths.max() ?? 0
    return segments.indices.map { index in
      if segments[index].width > 0 { return Int(segments[index].width.rounded(.down)) }
      return apportionsSegmentWidthsByContent ? contentWidths[index] : widest
    }
  }

  /// Each segment's first column and width in a control `width` cells wide.
  ///
  /// Automatically sized segments share out the spare width, or give up cells, widest first,
  /// when the control is too narrow.
  private func segmentLayout(width: Int) -> [(x: Int, width: Int)] {
    var widths = naturalWidths()
    let automatic = segments.indices.filter { segments[$0].width == 0 }
    var spare = width - max(0, widths.count - 1) - widths.reduce(0, +)
    if spare > 0, !automatic.isEmpty {
      for (order, index) in automatic.enumerated() {
        widths[index] += spare / automatic.count + (order < spare % automatic.count ? 1 : 0)
      }
    }
    while spare < 0, let widest = automatic.max(by: { widths[$0] < widths[$1] }),
      widths[widest] > 1
    {
      widths[widest] -= 1
      spare += 1
    }
    var x = 0
    return widths.map { segmentWidth in
      defer { x += segmentWidth + 1 }
      return (x, segmentWidth)
    }
  }

  // MARK: - Drawing

  open override func draw(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext(), !segments.isEmpty else { return }
    let width = Int(bounds.width.rounded(.down))
    let layout = segmentLayout(width: width)
    let y = max(0, ((bounds.height - 1) / 2).rounded(.down))
    var base = inheritedTextStyle
    if !isEnabled { base.attributes.insert(.dim) }
    if isFocused { base.attributes.insert(.bold) }
    let normal = base.applying(titleAttributes[UIControl.State.normal.rawValue] ?? [:])
    let shownSelection = isMomentary ? UISegmentedControl.noSegment : selectedSegmentIndex
    for (index, slot) in layout.enumerated() {
      var style = normal
      let selected = index == shownSelection
      if selected {
        style = style.applying(titleAttributes[UIControl.State.selected.rawValue] ?? [:])
        if let background = selectedSegmentTintColor?.terminalColor {
          style.background = background
        } else {
          style.attributes.insert(.bold)
        }
      }
      if !segments[index].isEnabled { style.attributes.insert(.dim) }
      if isHighlighted, index == trackedSegment { style.attributes.insert(.inverse) }
      let text = TextLayout.truncate(segments[index].content, width: max(0, slot.width - 2))
      let (open, close) = selected ? (isFocused ? (">", "<") : ("[", "]")) : (" ", " ")
      let inset = max(0, (slot.width - text.terminalWidth - 2) / 2)
      var x = context.write(open, at: CGPoint(x: CGFloat(slot.x + inset), y: y), style: style)
      x = context.write(text, at: CGPoint(x: x, y: y), style: style)
      context.write(close, at: CGPoint(x: x, y: y), style: style)
      if index < layout.count - 1 {
        context.write("|", at: CGPoint(x: CGFloat(slot.x + slot.width), y: y), style: base)
      }
    }
    if isFocused, shownSelection == UISegmentedControl.noSegment, let last = layout.last {
      let end = min(width, last.x + last.width) - 1
      context.write(">", at: CGPoint(x: 0, y: y), style: base)
      context.write("<", at: CGPoint(x: CGFloat(end), y: y), style: base)
    }
  }

  package override var debugProperties: [(String, String)] {
    var properties = super.debugProperties
    let titles = segments.map { "'\($0.content)'" }.joined(separator: ", ")
    properties.insert(("segments", "[\(titles)]"), at: 0)
    properties.insert(("selectedSegmentIndex", String(selectedSegmentIndex)), at: 1)
    if isMomentary { properties.append(("momentary", "YES")) }
    return properties
  }
}
