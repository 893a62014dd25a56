import Foundation
import GraftUI
import Testing

private struct SignIn: View {
  @State var password = ""
  var submits: Counter

  var body: some View {
    VStack {
      SecureField("Password", text: $password)
      Text("\(password.count) characters")
    }
    .onSubmit { submits.hit("submit") }
  }
}

@Suite @MainActor struct SecureFieldTests {
  @Test func typingShowsBulletsAndWritesTheBinding() {
    let submits = Counter()
    let (window, _) = host(SignIn(submits: submits), width: 16, height: 2)
    #expect(
      window.screen() == """
        Password
          0 characters
        """)
    let field = window.views(of: UITextField.self).first!
    #expect(field.isSecureTextEntry)
    window.tap(field)
    window.sendText("hunter2")
    #expect(
      window.screen() == """
        •••••••
          7 characters
        """)
    window.sendKey(UIKey(keyCode: .keyboardReturnOrEnter))
    #expect(submits["submit"] == 1)
  }
}
