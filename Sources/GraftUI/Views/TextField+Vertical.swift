import Foundation

extension ViewNode {
  /// Updates a node showing a `TextField` whose axis is vertical: a text view that grows with
  /// its lines, with the placeholder drawn over it while it is empty.
  package func updateVerticalTextField(text: Binding<String>, placeholder: String?) {
    let state = primitiveState as? VerticalTextFieldState ?? {
      let state = VerticalTextFieldState()
      state.container.frame = CGRect(x: 0, y: 0, width: 1, height: 1)
      state.textView.frame = state.container.bounds
      state.placeholder.frame = CGRect(x: 0, y: 0, width: 1, height: 1)
      primitiveState = state
      layout = LeafLayout(state.container) { [unowned state] _, proposal in state.size(for: proposal) }
      return state
    }()
    let environment = self.environment
    state.text = text
    state.textView.apply(environment)
    state.textView.accessibilityLabel = placeholder
    state.placeholder.text = placeholder
    state.placeholder.font = state.textView.font
    state.lines = (minimum: max(1, environment.reservedLines), maximum: environment.lineLimit)
    let value = text.currentValue(for: self)
    if state.textView.text != value { state.textView.text = value }
    state.placeholder.isHidden = !value.isEmpty
    trimChildren(to: 0)
  }
}

/// What a vertical text field node keeps: the text view, the placeholder label over it, the
/// line range it grows within, and the latest binding.
@MainActor
private final class VerticalTextFieldState: UITextViewDelegate {
  let container = UIView()
  let textView = UITextView()
  let placeholder = UILabel()
  var text: Binding<String>?
  var lines: (minimum: Int, maximum: Int?) = (1, nil)

  init() {
    placeholder.textColor = .placeholderText
    placeholder.isUserInteractionEnabled = false
    textView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    // NB: iOS shows a field's indicator only while it scrolls; a lasting one would read as text.
    textView.showsVerticalScrollIndicator = false
    placeholder.autoresizingMask = [.flexibleWidth]
    container.addSubview(textView)
    container.addSubview(placeholder)
    textView.delegate = self
  }

  /// The field's size: the offered width, and as many lines as the text needs within the range.
  func size(for proposal: ProposedViewSize) -> CGSize {
    let width = proposal.width ?? max(textView.intrinsicContentSize.width, placeholder.intrinsicContentSize.width)
    let needed = textView.sizeThatFits(CGSize(width: width, height: .infinity)).height
    var height = max(CGFloat(lines.minimum), needed)
    if let maximum = lines.maximum { height = min(height, CGFloat(max(1, maximum))) }
    return CGSize(width: width, height: height)
  }

  func textViewDidChange(_ textView: UITextView) {
    let value = textView.text ?? ""
    placeholder.isHidden = !value.isEmpty
    guard let text else { return }
    Update.outside { text.wrappedValue = value }
  }
}
