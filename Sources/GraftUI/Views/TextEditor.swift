import Foundation

/// A view that can display and edit long-form text, backed by a `UITextView`.
///
/// ```swift
/// @State private var notes = ""
///
/// var body: some View {
///   TextEditor(text: $notes)
///     .frame(height: 6)
/// }
/// ```
///
/// As SwiftUI's does, the editor takes all the space it is offered. Typing writes the binding as
/// each edit happens, and Return inserts a newline; a change to the bound value is pushed into
/// the text view only when it differs from what the view holds, so the caret never jumps while
/// the user types. The environment's font, foreground colour, multiline alignment, keyboard
/// traits and `isEnabled` (which makes the view read-only) apply.
public struct TextEditor: View {
  package let text: Binding<String>

  /// Creates a plain text editor.
  public init(text: Binding<String>) {
    self.text = text
  }
}

extension TextEditor: PrimitiveView {
  package func update(_ node: ViewNode) {
    let state = node.primitiveState as? TextEditorState ?? {
      let state = TextEditorState()
      node.primitiveState = state
      node.layout = LeafLayout(state.textView) { textView, proposal in
        // NB: Greedy in both directions, as SwiftUI's; asked for its ideal size, it is as big
        // as its text.
        let natural = textView.sizeThatFits(CGSize(width: proposal.width ?? .infinity, height: .infinity))
        return CGSize(width: proposal.width ?? natural.width, height: proposal.height ?? max(1, natural.height))
      }
      return state
    }()
    state.text = text
    state.textView.apply(node.environment)
    let value = text.currentValue(for: node)
    if state.textView.text != value { state.textView.text = value }
    node.trimChildren(to: 0)
  }
}

extension UITextView {
  /// Takes the font, colour, alignment, traits and enabled state the environment sets.
  package func apply(_ environment: EnvironmentValues) {
    applyTextInputTraits(from: environment)
    // NB: Compared first: each assignment redraws the view.
    let font = (environment.font ?? .body).uiFont
    if self.font != font { self.font = font }
    let color = environment.isEnabled ? environment.foregroundColor?.uiColor ?? .label : .secondaryLabel
    if textColor != color { textColor = color }
    if isEditable != environment.isEnabled { isEditable = environment.isEnabled }
    let alignment: NSTextAlignment =
      switch environment.multilineTextAlignment {
      case .leading: .natural
      case .center: .center
      case .trailing: .right
      }
    if textAlignment != alignment { textAlignment = alignment }
  }
}

/// What a text editor node keeps: its `UITextView`, and the latest binding, which the view's
/// edits write.
@MainActor
private final class TextEditorState: UITextViewDelegate {
  let textView = UITextView()
  var text: Binding<String>?

  init() {
    textView.delegate = self
  }

  func textViewDidChange(_ textView: UITextView) {
    guard let text else { return }
    let value = textView.text ?? ""
    Update.outside { text.wrappedValue = value }
  }
}
