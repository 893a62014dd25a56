public import Foundation
import GraftGraphics

/// A control for selecting a single value from a continuous range of values.
///
/// A slider draws a one-line track across its whole width, `━━━━●─────`: the part before the
/// thumb in ``minimumTrackTintColor``, the part after it in ``maximumTrackTintColor``. Focus
/// draws the thumb as `◉`.
///
/// Pressing or dragging at a column moves the thumb there and sets ``value`` in proportion,
/// sending ``UIControl/Event/valueChanged`` and ``UIControl/Event/primaryActionTriggered`` as it
/// changes (or once on release when ``isContinuous`` is `false`). While focused, the Left and
/// Right arrows step by a tenth of the range. Setting ``value`` in code sends nothing.
///
/// ```swift
/// let volume = UISlider(frame: CGRect(x: 0, y: 0, width: 20, height: 1))
/// volume.maximumValue = 100
/// volume.value = 40
/// volume.addAction(UIAction { _ in player.volume = volume.value }, for: .valueChanged)
/// ```
@MainActor @preconcurrency
open class UISlider: UIControl {
  /// The value when tracking began, to tell whether a non-continuous drag changed anything.
  private var valueAtTrackingStart: Float?

  /// Creates a slider.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  public required init?(coder: NSCoder) {
    return nil
  }

  // MARK: - Value

  private var storedValue: Float = 0

  /// The slider's value. The default is 0.
  ///
  /// A value outside ``minimumValue``...``maximumValue`` is clamped to it. Setting it sends no
  /// events.
  open var value: Float {
    get { storedValue }
    set {
      let clamped = min(max(newValue, minimumValue), maximumValue)
      guard clamped != storedValue else { return }
      storedValue = clamped
      setNeedsDisplay()
    }
  }

  /// Sets ``value``. Graft does not animate, so `animated` has no effect.
  open func setValue(_ value: Float, animated: Bool) {
    self.value = value
  }

  /// The value at the leading end of the track. The default is 0.
  ///
  /// Raising it above ``value`` raises the value to match; raising it above ``maximumValue``
  /// raises the maximum to match.
  open var minimumValue: Float = 0 {
    didSet {
      if maximumValue < minimumValue { maximumValue = minimumValue }
      value = storedValue
      setNeedsDisplay()
    }
  }

  /// The value at the trailing end of the track. The default is 1.
  ///
  /// Lowering it below ``value`` lowers the value to match; lowering it below ``minimumValue``
  /// lowers the minimum to match.
  open var maximumValue: Float = 1 {
    didSet {
      if minimumValue > maximumValue { minimumValue = maximumValue }
      value = storedValue
      setNeedsDisplay()
    }
  }

  /// Whether dragging sends value changes as they happen (`true`, the default) or only once,
  /// when the drag ends.
  open var isContinuous: Bool = true

  // MARK: - Appearance

  /// The colour of the track before the thumb. The default, `nil`, uses the tint colour.
  open var minimumTrackTintColor: UIColor? {
    didSet { setNeedsDisplay() }
  }

  /// The colour of the track after the thumb. The default, `nil`, draws it dim.
  open var maximumTrackTintColor: UIColor? {
    didSet { setNeedsDisplay() }
  }

  /// The colour of the thumb. The default, `nil`, uses the text colour.
  open var thumbTintColor: UIColor? {
    didSet { setNeedsDisplay() }
  }

  // MARK: - Interaction

  open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    valueAtTrackingStart = value
    moveThumb(to: touch)
    return true
  }

  open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    moveThumb(to: touch)
    return true
  }

  open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
    if let touch { moveThumb(to: touch) }
    if !isContinuous, let start = valueAtTrackingStart, start != value { sendValueChanged() }
    valueAtTrackingStart = nil
  }

  open override func cancelTracking(with event: UIEvent?) {
    valueAtTrackingStart = nil
  }

  /// Sets the value from the column under `touch`, clamped to the track.
  private func moveThumb(to touch: UITouch) {
    let columns = Int(bounds.width.rounded(.down))
    guard columns > 0 else { return }
    let column = min(max(Int(touch.location(in: self).x.rounded(.down)), 0), columns - 1)
    let fraction = columns == 1 ? 0 : Float(column) / Float(columns - 1)
    let newValue = minimumValue + fraction * (maximumValue - minimumValue)
    setValueByUser(newValue, sendingNow: isContinuous)
  }

  /// Changes the value as the user does; sends the events when `sendingNow` and it changed.
  private func setValueByUser(_ newValue: Float, sendingNow: Bool) {
    let old = value
    value = newValue
    if sendingNow, value != old { sendValueChanged() }
  }

  private func sendValueChanged() {
    sendActions(for: .valueChanged)
    sendActions(for: .primaryActionTriggered)
  }

  package override func didActivateFromKeyboard() {
    // NB: Space and Return mean nothing to a slider; only the arrows move it.
  }

  /// Left and Right step a focused slider by a tenth of its range.
  open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    guard isEnabled, isFocused else { return super.pressesBegan(presses, with: event) }
    var unhandled: Set<UIPress> = []
    let step = (maximumValue - minimumValue) / 10
    for press in presses {
      switch press.key?.keyCode {
      case .keyboardLeftArrow?: setValueByUser(value - step, sendingNow: true)
      case .keyboardRightArrow?: setValueByUser(value + step, sendingNow: true)
      default: unhandled.insert(press)
      }
    }
    if !unhandled.isEmpty { super.pressesBegan(unhandled, with: event) }
  }

  // MARK: - Sizing and drawing

  /// No intrinsic width, since a slider stretches to fill its space; one cell high.
  open override var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: 1)
  }

  /// The proposed width, one cell high.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width, height: 1)
  }

  /// The column of the thumb in a track `columns` wide.
  private func thumbColumn(in columns: Int) -> Int {
    let range = maximumValue - minimumValue
    let fraction = range > 0 ? (value - minimumValue) / range : 0
    return Int((fraction * Float(columns - 1)).rounded())
  }

  open override func draw(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    let columns = Int(bounds.width.rounded(.down))
    guard columns > 0 else { return }
    let thumb = thumbColumn(in: columns)
    let y = max(0, ((bounds.height - 1) / 2).rounded(.down))
    let base = controlTextStyle
    var trackStyle = inheritedTextStyle
    if !isEnabled { trackStyle.attributes.insert(.dim) }
    let minimumStyle = trackStyle.applying([.foregroundColor: minimumTrackTintColor ?? tintColor!])
    var maximumStyle = trackStyle
    if let maximumTrackTintColor {
      maximumStyle = maximumStyle.applying([.foregroundColor: maximumTrackTintColor])
    } else {
      maximumStyle.attributes.insert(.dim)
    }
    var thumbStyle = base
    if let thumbTintColor { thumbStyle = thumbStyle.applying([.foregroundColor: thumbTintColor]) }
    let filled = String(repeating: "━", count: thumb)
    let empty = String(repeating: "─", count: columns - thumb - 1)
    var x = context.write(filled, at: CGPoint(x: 0, y: y), style: minimumStyle)
    x = context.write(isFocused ? "◉" : "●", at: CGPoint(x: x, y: y), style: thumbStyle)
    context.write(empty, at: CGPoint(x: x, y: y), style: maximumStyle)
  }

  package override var debugProperties: [(String, String)] {
    var properties = super.debugProperties
    properties.insert(("value", String(value)), at: 0)
    if minimumValue != 0 || maximumValue != 1 {
      properties.insert(("range", "\(minimumValue)...\(maximumValue)"), at: 1)
    }
    return properties
  }
}
