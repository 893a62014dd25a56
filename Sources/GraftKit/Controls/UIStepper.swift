public import Foundation
import GraftGraphics

/// A control for incrementing or decrementing a value.
///
/// A stepper draws five cells wide, `[-|+]`; focus replaces the brackets with arrows, `>-|+<`.
/// A half that cannot step further draws dim.
///
/// Pressing the "-" half decrements ``value`` by ``stepValue`` and pressing the "+" half
/// increments it, sending ``UIControl/Event/valueChanged`` and
/// ``UIControl/Event/primaryActionTriggered``; at a limit nothing changes and nothing is sent,
/// unless ``wraps`` is set. While focused, the Left and Right arrows step too. Setting ``value``
/// in code sends nothing.
///
/// ```swift
/// let quantity = UIStepper()
/// quantity.maximumValue = 10
/// quantity.addAction(UIAction { _ in label.text = "\(Int(quantity.value))" }, for: .valueChanged)
/// ```
@MainActor @preconcurrency
open class UIStepper: UIControl {
  /// The stepper's size: it always draws `[-|+]`.
  private static let size = CGSize(width: 5, height: 1)

  /// The value when tracking began, to tell whether a non-continuous press changed anything.
  private var valueAtTrackingStart: Double?

  /// Creates a stepper at `frame`'s origin.
  ///
  /// As in UIKit, the size of `frame` is ignored: a stepper has a fixed size.
  public override init(frame: CGRect) {
    super.init(frame: CGRect(origin: frame.origin, size: UIStepper.size))
  }

  public required init?(coder: NSCoder) {
    return nil
  }

  // MARK: - Value

  private var storedValue: Double = 0

  /// The stepper's value. The default is 0.
  ///
  /// A value outside ``minimumValue``...``maximumValue`` is clamped to it. Setting it sends no
  /// events.
  open var value: Double {
    get { storedValue }
    set {
      let clamped = min(max(newValue, minimumValue), maximumValue)
      guard clamped != storedValue else { return }
      storedValue = clamped
      setNeedsDisplay()
    }
  }

  /// The lowest value. The default is 0.
  ///
  /// Setting it above ``maximumValue`` sets the maximum to the same value, as UIKit does.
  open var minimumValue: Double = 0 {
    didSet {
      if maximumValue < minimumValue { maximumValue = minimumValue }
      value = storedValue
      setNeedsDisplay()
    }
  }

  /// The highest value. The default is 100.
  ///
  /// UIKit keeps the maximum at or above the minimum: setting it below ``minimumValue`` sets it
  /// to the minimum instead.
  open var maximumValue: Double = 100 {
    didSet {
      if maximumValue < minimumValue { maximumValue = minimumValue }
      value = storedValue
      setNeedsDisplay()
    }
  }

  /// How much one step changes the value. The default is 1; it must be greater than 0.
  open var stepValue: Double = 1 {
    willSet { precondition(newValue > 0, "UIStepper.stepValue must be greater than 0") }
  }

  /// Whether stepping past one limit continues from the other. The default is `false`.
  open var wraps: Bool = false {
    didSet { setNeedsDisplay() }
  }

  /// Whether pressing and holding steps repeatedly. The default is `true`.
  ///
  /// Graft's pointer events carry no timing, so holding steps once whatever this says.
  open var autorepeat: Bool = true

  /// Whether value changes are sent as they happen (`true`, the default) or once, when the
  /// press ends.
  open var isContinuous: Bool = true

  // MARK: - Stepping

  /// The value one step up or down from the current one, or `nil` at a limit that does not wrap.
  ///
  /// A step that would pass a limit stops at it; only a step taken at the limit wraps.
  private func steppedValue(up: Bool) -> Double? {
    if up {
      let next = value + stepValue
      if next <= maximumValue { return next }
      if value < maximumValue { return maximumValue }
      return wraps ? minimumValue : nil
    }
    let next = value - stepValue
    if next >= minimumValue { return next }
    if value > minimumValue { return minimumValue }
    return wraps ? maximumValue : nil
  }

  /// Steps as the user does, sending the events now when `sendingNow`.
  private func stepByUser(up: Bool, sendingNow: Bool) {
    guard let next = steppedValue(up: up) else { return }
    let old = value
    value = next
    if sendingNow, value != old { sendValueChanged() }
  }

  private func sendValueChanged() {
    sendActions(for: .valueChanged)
    sendActions(for: .primaryActionTriggered)
  }

  // MARK: - Interaction

  /// A press steps at once, as UIKit's stepper does on touch down.
  open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    valueAtTrackingStart = value
    let up = touch.location(in: self).x >= bounds.midX
    stepByUser(up: up, sendingNow: isContinuous)
    return true
  }

  open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
    if !isContinuous, let start = valueAtTrackingStart, start != value { sendValueChanged() }
    valueAtTrackingStart = nil
  }

  open override func cancelTracking(with event: UIEvent?) {
    if !isContinuous, let start = valueAtTrackingStart, start != value { sendValueChanged() }
    valueAtTrackingStart = nil
  }

  package override func didActivateFromKeyboard() {
    // NB: Space and Return mean nothing to a stepper; only the arrows step it.
  }

  /// Left decrements and Right increments a focused stepper.
  open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    guard isEnabled, isFocused else { return super.pressesBegan(presses, with: event) }
    var unhandled: Set<UIPress> = []
    for press in presses {
      switch press.key?.keyCode {
      case .keyboardLeftArrow?: stepByUser(up: false, sendingNow: true)
      case .keyboardRightArrow?: stepByUser(up: true, sendingNow: true)
      default: unhandled.insert(press)
      }
    }
    if !unhandled.isEmpty { super.pressesBegan(unhandled, with: event) }
  }

  // MARK: - Sizing and drawing

  /// Five cells by one.
  open override var intrinsicContentSize: CGSize { UIStepper.size }

  open override func sizeThatFits(_ size: CGSize) -> CGSize { UIStepper.size }

  open override func draw(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    var base = inheritedTextStyle
    if !isEnabled { base.attributes.insert(.dim) }
    if isFocused { base.attributes.insert(.bold) }
    let tinted = base.applying([.foregroundColor: tintColor!])
    var minus = tinted
    var plus = tinted
    if steppedValue(up: false) == nil { minus.attributes.insert(.dim) }
    if steppedValue(up: true) == nil { plus.attributes.insert(.dim) }
    if isHighlighted, let start = valueAtTrackingStart {
      // NB: Invert the half being pressed, which is the one the value moved towards.
      if value > start { plus.attributes.insert(.inverse) }
      if value < start { minus.attributes.insert(.inverse) }
    }
    let (open, close) = isFocused ? (">", "<") : ("[", "]")
    let y = max(0, ((bounds.height - 1) / 2).rounded(.down))
    var x = context.write(open, at: CGPoint(x: 0, y: y), style: base)
    x = context.write("-", at: CGPoint(x: x, y: y), style: minus)
    x = context.write("|", at: CGPoint(x: x, y: y), style: base)
    x = context.write("+", at: CGPoint(x: x, y: y), style: plus)
    context.write(close, at: CGPoint(x: x, y: y), style: base)
  }

  package override var debugProperties: [(String, String)] {
    var properties = super.debugProperties
    properties.insert(("value", String(value)), at: 0)
    if minimumValue != 0 || maximumValue != 100 {
      properties.insert(("range", "\(minimumValue)...\(maximumValue)"), at: 1)
    }
    if stepValue != 1 { properties.insert(("stepValue", String(stepValue)), at: 1) }
    return properties
  }
}
