import SwiftUI

/// The third article's study: a SwiftUI `TextField` and a bridged `UITextField` bound to the
/// same text, with fields one line tall rather than the article's 56 points.
struct TextFieldStudyScreen: View {
  @State private var text: String = ""

  var body: some View {
    VStack(alignment: .leading, spacing: 1) {
      Text("Text: \(text)")
      TextField("SwiftUI Type here..", text: $text)
        .background(Color.gray)
      BridgedTextField(text: $text)
        .frame(height: 1)
        .background(Color.gray)
    }
    .padding(.horizontal, 2)
  }
}

/// The article's `UITextFieldViewRepresentable`, comparing before it assigns so the caret stays
/// where the user put it (docs/Behaviour.md, "Compare before assigning text").
struct BridgedTextField: UIViewRepresentable {
  @Binding var text: String

  func makeUIView(context: Context) -> UITextField {
    let textField = UITextField(frame: .zero)
    textField.attributedPlaceholder = NSAttributedString(
      string: "UIKit Type here...", attributes: [.foregroundColor: UIColor.white])
    textField.delegate = context.coordinator
    return textField
  }

  func updateUIView(_ uiView: UITextField, context: Context) {
    if uiView.text != text { uiView.text = text }
  }

  func makeCoordinator() -> Coordinator {
    Coordinator(text: $text)
  }

  final class Coordinator: NSObject, UITextFieldDelegate {
    @Binding var text: String

    init(text: Binding<String>) {
      self._text = text
    }

    func textFieldDidChangeSelection(_ textField: UITextField) {
      if text != textField.text ?? "" { text = textField.text ?? "" }
    }
  }
}
