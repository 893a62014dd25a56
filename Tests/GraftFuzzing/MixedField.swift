import Foundation
import GraftKit
import GraftUI

/// A bridged `UITextField` bound to text, written as the articles write it: the coordinator
/// writes the binding back when the selection changes.
package struct MixedField: UIViewRepresentable {
  /// The identity's key in the ledger.
  package let key: String
  @Binding package var text: String
  /// Where app code counts what it does.
  package let ledger: MixedLedger

  package func makeCoordinator() -> Coordinator {
    ledger.made[key, default: 0] += 1
    return Coordinator(text: $text, tracker: MixedTracker(key: key, ledger: ledger))
  }

  package func makeUIView(context: Context) -> UITextField {
    let field = UITextField(frame: .zero)
    field.placeholder = "type here"
    field.delegate = context.coordinator
    return field
  }

  package func updateUIView(_ uiView: UITextField, context: Context) {
    if uiView.text != text { uiView.text = text }
  }

  package static func dismantleUIView(_ uiView: UITextField, coordinator: Coordinator) {
    coordinator.tracker.dismantled()
  }

  /// The field's delegate.
  package final class Coordinator: NSObject, UITextFieldDelegate {
    @Binding var text: String
    let tracker: MixedTracker

    init(text: Binding<String>, tracker: MixedTracker) {
      _text = text
      self.tracker = tracker
    }

    package func textFieldDidChangeSelection(_ textField: UITextField) {
      if text != textField.text ?? "" { text = textField.text ?? "" }
    }
  }
}
