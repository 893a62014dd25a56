public import Foundation
import GraftGraphics

/// A control that offers a binary choice, such as on or off.
///
/// A switch draws five cells wide: `[ ON]` when on, with "ON" in ``onTintColor``, and `[OFF]`
/// when off, dim. Focus replaces the brackets with arrows, `> ON<` and `>OFF<`, so it shows in
/// plain text too.
///
/// A tap, or Space or Return while the switch is focused, toggles it and sends
/// ``UIControl/Event/valueChanged`` followed by ``UIControl/Event/primaryActionTriggered``,
/// which is what runs the action given to `init(frame:primaryAction:)`. Setting ``isOn`` or
/// calling ``setOn(_:animated:)`` sends nothing.
///
/// ```swift
/// let wifi = UISwitch()
/// wifi.isOn = settings.wifiEnabled
/// wifi.addAction(UIAction { action in
///   settings.wifiEnabled = (action.sender as! UISwitch).isOn
/// }, for: .valueChanged)
/// ```
@MainActor @preconcurrency
open class UISwitch: UIControl {
  /// The switch's size: it always draws `[ ON]` or `[OFF]`.
  private static let size = CGSize(width: 5, height: 1)

  /// Creates a switch at `frame`'s origin.
  ///
  /// As in UIKit, the size of `frame` is ignored: a switch has a fixed size.
  public override init(frame: CGRect) {
    super.init(frame: CGRect(origin: frame.origin, size: UISwitch.size))
  }

  public required init?(coder: NSCoder) {
    return nil
  }

  // MARK: - State

  /// Whether the switch is on. The default is `false`.
  ///
  /// Setting it sends no events; only the user's toggling does.
  open var isOn: Bool = false {
    didSet { if isOn != oldValue { setNeedsDisplay() } }
  }

  /// Turns the switch on or off. Graft does not animate, so `animated` has no effect.
  open func setOn(_ on: Bool, animated: Bool) {
    isOn = on
  }

  /// The colour of the "ON" text. The default, `nil`, draws it in `.systemGreen`.
  open var onTintColor: UIColor? {
    didSet { setNeedsDisplay() }
  }

  /// The colour of the brackets, which stand for the switch's thumb. The default, `nil`, draws
  /// them in the text colour.
  open var thumbTintColor: UIColor? {
    didSet { setNeedsDisplay() }
  }

  // MARK: - Interaction

  package override func didTapInside() {
    toggleByUser()
    // NB: Not `super`, which would send .primaryActionTriggered a second time.
    sendActions(for: .touchUpInside)
  }

  package override func didActivateFromKeyboard() {
    toggleByUser()
  }

  /// Flips the switch as the user does, sending the events UIKit sends for it.
  private func toggleByUser() {
    isOn.toggle()
    sendActions(for: .valueChanged)
    sendActions(for: .primaryActionTriggered)
  }

  // MARK: - Sizing and drawing

  /// Five cells by one.
  open override var intrinsicContentSize: CGSize { UISwitch.size }

  open override func sizeThatFits(_ size: CGSize) -> CGSize { UISwitch.size }

  open override func draw(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    let base = controlTextStyle
    var bracketStyle = base
    if let thumbTintColor {
      bracketStyle = bracketStyle.applying([.foregroundColor: thumbTintColor])
    }
    var textStyle = base
    if isOn {
      textStyle = textStyle.applying([.foregroundColor: onTintColor ?? .systemGreen])
    } else {
      textStyle.attributes.insert(.dim)
    }
    let (open, close) = isFocused ? (">", "<") : ("[", "]")
    let y = max(0, ((bounds.height - 1) / 2).rounded(.down))
    var x = context.write(open, at: CGPoint(x: 0, y: y), style: bracketStyle)
    x = context.write(isOn ? " ON" : "OFF", at: CGPoint(x: x, y: y), style: textStyle)
    context.write(close, at: CGPoint(x: x, y: y), style: bracketStyle)
  }

  package override var debugProperties: [(String, String)] {
    var properties = super.debugProperties
    properties.insert(("on", isOn ? "YES" : "NO"), at: 0)
    return properties
  }
}
