import SwiftUI
import UIKit

/// A UIKit text field in SwiftUI, bound to a string: the articles' pattern.
public struct SearchField: UIViewRepresentable {
  @Binding public var text: String
  public var placeholder: String

  public init(text: Binding<String>, placeholder: String) {
    self._text = text
    self.placeholder = placeholder
  }

  public func makeUIView(context: Context) -> UITextField {
    let field = UITextField()
    field.placeholder = placeholder
    field.borderStyle = .roundedRect
    field.autocorrectionType = .no
    field.delegate = context.coordinator
    field.addAction(
      UIAction { [coordinator = context.coordinator] action in
        guard let field = action.sender as? UITextField else { return }
        coordinator.textChanged(field)
      }, for: .editingChanged)
    return field
  }

  public func updateUIView(_ uiView: UITextField, context: Context) {
    context.coordinator.text = $text
    if uiView.text != text { uiView.text = text }
  }

  public func makeCoordinator() -> Coordinator {
    Coordinator(text: $text)
  }

  public final class Coordinator: NSObject, UITextFieldDelegate {
    var text: Binding<String>

    init(text: Binding<String>) {
      self.text = text
    }

    func textChanged(_ field: UITextField) {
      text.wrappedValue = field.text ?? ""
    }

    public func textFieldShouldReturn(_ textField: UITextField) -> Bool {
      textField.resignFirstResponder()
      return true
    }
  }
}
