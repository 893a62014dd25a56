import Foundation

/// A control for navigating to a URL.
///
/// ```swift
/// Link("View Our Terms of Service", destination: URL(string: "https://www.example.com/TOS.html")!)
/// ```
///
/// A text link draws as underlined text in the tint colour (bold while focused), and opens its
/// destination through the environment's `openURL` action on a tap, or on Space or Return while
/// focused. A link with a custom label draws as a button around it.
public struct Link<Label: View>: View {
  package let destination: URL
  package let label: Label
  @Environment(\.openURL) private var openURL

  /// Creates a control, consisting of a URL and a label, used to navigate to the given URL.
  ///
  /// - Parameters:
  ///   - destination: The URL for the link.
  ///   - label: A view that describes the destination of URL.
  public init(destination: URL, @ViewBuilder label: () -> Label) {
    self.destination = destination
    self.label = label()
  }

  /// The content and behavior of the view.
  public var body: some View {
    if let text = label as? Text {
      LinkText(title: text, destination: destination)
    } else {
      Button(action: { openURL(destination) }) { label }
        .accessibilityAddTraits(.isLink)
        .accessibilityRemoveTraits(.isButton)
    }
  }
}

extension Link where Label == Text {
  /// Creates a control, consisting of a URL and a title key, used to navigate to a URL.
  public init(_ titleKey: LocalizedStringKey, destination: URL) {
    self.init(destination: destination) { Text(titleKey) }
  }

  /// Creates a control, consisting of a URL and a title string, used to navigate to a URL.
  public init<S: StringProtocol>(_ title: S, destination: URL) {
    self.init(destination: destination) { Text(title) }
  }
}

/// A text link: a `UIButton` that draws its title as underlined text.
private struct LinkText: View {
  typealias Body = Never
  let title: Text
  let destination: URL
}

extension LinkText: PrimitiveView {
  func update(_ node: ViewNode) {
    let state = node.primitiveState as? LinkState ?? {
      let state = LinkState()
      node.primitiveState = state
      node.layout = LeafLayout(state.button) { button, proposal in
        let natural = button.intrinsicContentSize
        return CGSize(width: proposal.width.map { max(0, min($0, natural.width)) } ?? natural.width, height: 1)
      }
      return state
    }()
    let environment = node.environment
    state.open = { [openURL = environment.openURL, destination] in openURL(destination) }
    let button = state.button
    button.isEnabled = environment.isEnabled
    button.setTitleColor((environment.tint ?? environment.foregroundColor)?.uiColor ?? .link, for: .normal)
    let string = title.string
    if button.currentTitle != string { button.setTitle(string, for: .normal) }
    node.trimChildren(to: 0)
  }
}

/// What a text link's node keeps: its button and what opening does now.
@MainActor
private final class LinkState {
  let button = LinkButton(frame: .zero)
  var open: () -> Void = {}

  init() {
    button.accessibilityTraits = .link
    button.addAction(
      UIAction { [weak self] _ in
        guard let self else { return }
        Update.outside { self.open() }
      }, for: [.touchUpInside, .primaryActionTriggered])
  }
}

/// A button drawn as a link: its title underlined, without brackets, bold while focused.
@MainActor
private final class LinkButton: UIButton {
  override var intrinsicContentSize: CGSize {
    CGSize(width: (currentTitle ?? "").size(withAttributes: nil).width, height: 1)
  }

  override func sizeThatFits(_ size: CGSize) -> CGSize {
    intrinsicContentSize
  }

  override func draw(_ rect: CGRect) {
    guard let title = currentTitle else { return }
    var font = UIFont.systemFont(ofSize: 17)
    if isFocused { font = UIFont.boldSystemFont(ofSize: 17) }
    let attributes: [NSAttributedString.Key: Any] = [
      .foregroundColor: isEnabled ? currentTitleColor : UIColor.secondaryLabel,
      .underlineStyle: NSUnderlineStyle.single.rawValue,
      .font: font,
    ]
    title.draw(at: .zero, withAttributes: attributes)
  }
}
