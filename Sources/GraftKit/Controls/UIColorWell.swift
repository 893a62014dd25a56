public import Foundation
import GraftGraphics

/// A control that displays a color picker.
///
/// A well draws three cells wide, `[■]` in its selected colour (`[ ]` with none), with arrows
/// while focused, `>■<`. A tap, or Space or Return while it has focus, opens a menu of the
/// system colours, the selected one marked; choosing one sets ``selectedColor`` and sends
/// ``UIControl/Event/valueChanged``. Setting ``selectedColor`` in code sends nothing.
///
/// ```swift
/// let well = UIColorWell()
/// well.title = "Highlight"
/// well.selectedColor = .systemYellow
/// well.addAction(UIAction { _ in note.color = well.selectedColor }, for: .valueChanged)
/// ```
@MainActor @preconcurrency
open class UIColorWell: UIControl {
  private static let size = CGSize(width: 3, height: 1)

  /// The colours the well offers, by name: the system colours, then black and white.
  package static let palette: [(name: String, color: UIColor)] = [
    ("Red", .systemRed), ("Orange", .systemOrange), ("Yellow", .systemYellow), ("Green", .systemGreen),
    ("Mint", .systemMint), ("Teal", .systemTeal), ("Cyan", .systemCyan), ("Blue", .systemBlue),
    ("Indigo", .systemIndigo), ("Purple", .systemPurple), ("Pink", .systemPink), ("Brown", .systemBrown),
    ("Gray", .systemGray), ("Black", .black), ("White", .white),
  ]

  /// Creates a colour well at `frame`'s origin; its size is always three cells by one.
  public override init(frame: CGRect) {
    super.init(frame: CGRect(origin: frame.origin, size: UIColorWell.size))
  }

  public required init?(coder: NSCoder) {
    return nil
  }

  /// The title of the colour picker the well opens.
  open var title: String?

  /// Whether the picker offers a choice of opacity; kept, since every colour it offers is opaque.
  open var supportsAlpha = true

  /// The colour the well shows, `nil` for none. Setting it sends no events.
  open var selectedColor: UIColor? {
    didSet { setNeedsDisplay() }
  }

  // MARK: - Interaction

  package override func didTapInside() {
    sendActions(for: .touchUpInside)
    presentMenu(paletteMenu)
  }

  package override func didActivateFromKeyboard() {
    presentMenu(paletteMenu)
  }

  /// The system colours as a single-selection menu, the selected colour on.
  private var paletteMenu: UIMenu {
    let selected = selectedColor.flatMap(UIColorWell.components)
    let choices = UIColorWell.palette.map { entry in
      UIAction(title: entry.name, state: UIColorWell.components(of: entry.color) == selected ? .on : .off) {
        [weak self] _ in
        guard let self else { return }
        selectedColor = entry.color
        sendActions(for: .valueChanged)
      }
    }
    return UIMenu(title: title ?? "", options: .singleSelection, children: choices)
  }

  /// A colour's red, green, blue and alpha, for comparing colours made different ways.
  private static func components(of color: UIColor) -> [CGFloat]? {
    var (red, green, blue, alpha): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
    guard color.getRed(&red, green: &green, blue: &blue, alpha: &alpha) else { return nil }
    return [red, green, blue, alpha].map { ($0 * 255).rounded() }
  }

  // MARK: - Sizing and drawing

  open override var intrinsicContentSize: CGSize { UIColorWell.size }

  open override func sizeThatFits(_ size: CGSize) -> CGSize { UIColorWell.size }

  open override func draw(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    let base = controlTextStyle
    let (open, close) = isFocused ? (">", "<") : ("[", "]")
    let y = max(0, ((bounds.height - 1) / 2).rounded(.down))
    var x = context.write(open, at: CGPoint(x: 0, y: y), style: base)
    let swatch = selectedColor.map { base.applying([.foregroundColor: $0]) } ?? base
    x = context.write(selectedColor == nil ? " " : "■", at: CGPoint(x: x, y: y), style: swatch)
    context.write(close, at: CGPoint(x: x, y: y), style: base)
  }
}
