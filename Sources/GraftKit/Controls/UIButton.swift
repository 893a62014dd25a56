public import Foundation
import GraftGraphics

/// A control that runs code when the user taps it or activates it from the keyboard.
///
/// A button draws as its title in brackets, `[ Perform Action ]`. Focus marks it with arrows,
/// `[>Perform Action<]`; a press draws it inverted; a disabled button draws dim.
///
/// ```swift
/// let button = UIButton(type: .system)
/// button.setTitle("Perform Action", for: .normal)
/// button.addAction(UIAction { _ in proxy.changeInternalValue() }, for: .touchUpInside)
/// ```
@MainActor @preconcurrency
open class UIButton: UIControl {
  /// The kinds of button.
  public enum ButtonType: Int, Sendable {
    case custom = 0
    case system = 1
    case detailDisclosure = 2
    case infoLight = 3
    case infoDark = 4
    case contactAdd = 5
    case close = 7
  }

  /// The button's kind.
  public private(set) var buttonType: ButtonType = .custom

  private var titles: [UInt: String] = [:]
  private var titleColors: [UInt: UIColor] = [:]
  private var images: [UInt: UIImage] = [:]

  /// How the button frames its title: what SwiftUI's button styles choose.
  package enum Bezel: Sendable {
    /// `[ Title ]`, `[>Title<]` when focused: the default, and `.bordered`.
    case brackets
    /// `[ Title ]` on the tint colour, the title in white: `.borderedProminent`.
    case filled
    /// ` Title `, `>Title<` when focused: `.borderless` and `.plain`.
    case bare
    /// Nothing at all: the button's subviews draw it, as a custom `ButtonStyle` does.
    case none
  }

  /// How the button frames its title.
  package var bezel = Bezel.brackets {
    didSet { if bezel != oldValue { contentDidChange() } }
  }

  /// The cells the frame takes on each side of the title.
  package var bezelInset: CGFloat {
    switch bezel {
    case .brackets, .filled: 2
    case .bare: 1
    case .none: 0
    }
  }

  /// The label whose font the title draws with.
  public let titleLabel: UILabel? = UILabel()

  /// Creates a custom button.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  public required init?(coder: NSCoder) {
    return nil
  }

  /// Creates a button of the given kind.
  public convenience init(type buttonType: ButtonType) {
    self.init(frame: .zero)
    self.buttonType = buttonType
    switch buttonType {
    case .contactAdd: images[UIControl.State.normal.rawValue] = UIImage(systemName: "plus.circle")
    case .detailDisclosure, .infoLight, .infoDark:
      images[UIControl.State.normal.rawValue] = UIImage(systemName: "info.circle")
    case .close: images[UIControl.State.normal.rawValue] = UIImage(systemName: "xmark")
    case .custom, .system: break
    }
  }

  /// Creates a button of the given kind whose primary action runs when it is tapped.
  public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
    self.init(type: buttonType)
    if let primaryAction {
      addAction(primaryAction, for: .primaryActionTriggered)
      setTitle(primaryAction.title, for: .normal)
      setImage(primaryAction.image, for: .normal)
    }
  }

  // MARK: - Title and image

  /// Sets the title shown in `state`.
  open func setTitle(_ title: String?, for state: UIControl.State) {
    titles[state.rawValue] = title
    contentDidChange()
  }

  /// The title for `state`, falling back to the title for `.normal`.
  open func title(for state: UIControl.State) -> String? {
    titles[state.rawValue] ?? titles[UIControl.State.normal.rawValue]
  }

  /// The title for the button's current state.
  open var currentTitle: String? { title(for: state) ?? title(for: drawingState) }

  /// Sets the title colour used in `state`.
  open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
    titleColors[state.rawValue] = color
    setNeedsDisplay()
  }

  /// The title colour for `state`, falling back to the colour for `.normal`.
  open func titleColor(for state: UIControl.State) -> UIColor? {
    titleColors[state.rawValue] ?? titleColors[UIControl.State.normal.rawValue]
  }

  /// The title colour for the current state: the tint colour for a system button by default.
  open var currentTitleColor: UIColor {
    titleColor(for: drawingState) ?? (buttonType == .custom ? .label : tintColor)
  }

  /// Sets the image shown before the title in `state`.
  open func setImage(_ image: UIImage?, for state: UIControl.State) {
    images[state.rawValue] = image
    contentDidChange()
  }

  /// The image for `state`, falling back to the image for `.normal`.
  open func image(for state: UIControl.State) -> UIImage? {
    images[state.rawValue] ?? images[UIControl.State.normal.rawValue]
  }

  /// The image for the current state.
  open var currentImage: UIImage? { image(for: drawingState) }

  /// The state to draw, without focus, which the button marks with arrows instead.
  private var drawingState: UIControl.State {
    state.subtracting(.focused)
  }

  private func contentDidChange() {
    invalidateIntrinsicContentSize()
    setNeedsDisplay()
  }

  /// A symbol drawn after the title, as a pop-up button's configuration draws its
  /// `chevron.up.chevron.down` indicator: `Vanilla ⇕`.
  package var indicator: UIImage? {
    didSet { if indicator != oldValue { contentDidChange() } }
  }

  /// The title and image as one line of text, with the indicator after them.
  private var content: String {
    let title = title(for: drawingState) ?? ""
    var text = title
    if let image = currentImage { text = title.isEmpty ? image.glyph : image.glyph + " " + title }
    guard let indicator else { return text }
    return text.isEmpty ? indicator.glyph : text + " " + indicator.glyph
  }

  // MARK: - Menu

  /// The menu the button presents: as its primary action when ``showsMenuAsPrimaryAction`` is
  /// `true`. Setting it while the menu is not open changes what opens next.
  open var menu: UIMenu? {
    didSet { showSelectedMenuItem() }
  }

  /// Whether the button's title and image follow the chosen item of its single-selection menu,
  /// as a pop-up button's do; the first item that is on (or the first item) is chosen at once.
  open var changesSelectionAsPrimaryAction = false {
    didSet { if changesSelectionAsPrimaryAction { showSelectedMenuItem() } }
  }

  /// Titles the button with its menu's chosen item, for a pop-up button.
  private func showSelectedMenuItem() {
    guard changesSelectionAsPrimaryAction, let menu else { return }
    let actions = menu.children.compactMap { $0 as? UIAction }
    guard let chosen = actions.first(where: { $0.state == .on }) ?? actions.first else { return }
    for action in actions { action.state = action === chosen ? .on : .off }
    setTitle(chosen.title, for: .normal)
  }

  /// A tap on a button sends `.touchUpInside` and then `.primaryActionTriggered`; a button whose
  /// menu is its primary action opens the menu instead, and sends `.menuActionTriggered`.
  package override func didTapInside() {
    guard showsMenuAsPrimaryAction, let menu else {
      return sendActions(for: [.touchUpInside, .primaryActionTriggered])
    }
    sendActions(for: .menuActionTriggered)
    presentMenu(changesSelectionAsPrimaryAction ? popUpMenu(menu) : menu)
  }

  /// `menu` as a pop-up button shows it: a single selection whose choice retitles the button.
  private func popUpMenu(_ menu: UIMenu) -> UIMenu {
    let choices = menu.children.map { element -> UIMenuElement in
      guard let action = element as? UIAction else { return element }
      return UIAction(
        title: action.title, subtitle: action.subtitle, image: action.image, attributes: action.attributes,
        state: action.state
      ) { [weak self, weak action] _ in
        guard let self, let action else { return }
        for case let sibling as UIAction in menu.children { sibling.state = sibling === action ? .on : .off }
        setTitle(action.title, for: .normal)
        action.perform(sender: self)
      }
    }
    return UIMenu(title: menu.title, options: menu.options.union(.singleSelection), children: choices)
  }

  // MARK: - Accessibility

  /// The button's accessibility label: its title unless set otherwise.
  open override var accessibilityLabel: String? {
    get { super.accessibilityLabel ?? currentTitle }
    set { super.accessibilityLabel = newValue }
  }

  // MARK: - Sizing and drawing

  /// The bracketed title's size: two cells of bracket and padding each side, one line high.
  open override var intrinsicContentSize: CGSize {
    CGSize(width: CGFloat(content.terminalWidth) + 2 * bezelInset, height: bezel == .none ? 0 : 1)
  }

  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    intrinsicContentSize
  }

  open override func draw(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    var style = controlTextStyle
    var attributes: [NSAttributedString.Key: Any] = [.foregroundColor: currentTitleColor]
    if let font = titleLabel?.font { attributes[.font] = font }
    style = style.applying(attributes)
    let (open, close): (String, String) =
      switch bezel {
      case .brackets, .filled: isFocused ? ("[>", "<]") : ("[ ", " ]")
      case .bare: isFocused ? (">", "<") : (" ", " ")
      case .none: ("", "")
      }
    if bezel == .filled, let tint = currentTitleColor.terminalColor {
      // NB: Prominent: the title in the system background's colour on the tint.
      context.restyle(bounds) { $0.background = tint }
      style.foreground = .rgb(255, 255, 255)
    }
    guard bezel != .none else { return }
    guard !content.isEmpty else {
      // NB: A button without a title frames whatever its subviews draw, edge to edge.
      context.write(open, at: .zero, style: controlTextStyle)
      context.write(close, at: CGPoint(x: bounds.width - bezelInset, y: 0), style: controlTextStyle)
      return
    }
    let text = TextLayout.truncate(content, width: max(0, Int(bounds.width - 2 * bezelInset)))
    let line = open + text + close
    let x = max(0, ((bounds.width - CGFloat(line.terminalWidth)) / 2).rounded(.down))
    let y = max(0, ((bounds.height - 1) / 2).rounded(.down))
    var bracketStyle = controlTextStyle
    bracketStyle.foreground = style.foreground
    var end = context.write(open, at: CGPoint(x: x, y: y), style: bracketStyle)
    end = context.write(text, at: CGPoint(x: end, y: y), style: style)
    context.write(close, at: CGPoint(x: end, y: y), style: bracketStyle)
  }

  package override var debugProperties: [(String, String)] {
    var properties = super.debugProperties
    properties.insert(("title", "'\(currentTitle ?? "")'"), at: 0)
    return properties
  }
}
