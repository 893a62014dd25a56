import Foundation
import GraftUI
import Testing

@Suite @MainActor struct TextInputTraitsTests {
  private struct SignIn: View {
    @State var email = ""
    @State var password = ""
    @State var code = ""
    var body: some View {
      VStack {
        TextField("Email", text: $email)
          .keyboardType(.emailAddress)
          .textInputAutocapitalization(.never)
          .autocorrectionDisabled()
          .textContentType(.emailAddress)
          .submitLabel(.next)
        SecureField("Password", text: $password)
          .textContentType(.password)
          .submitLabel(.go)
        TextField("Code", text: $code)
          .keyboardType(.numberPad)
          .textContentType(.oneTimeCode)
      }
    }
  }

  @Test func traitsLandOnTheBackingTextFields() {
    let (window, _) = host(SignIn(), width: 20, height: 3)
    let fields = window.views(of: UITextField.self)
    #expect(fields.map(\.keyboardType) == [.emailAddress, .default, .numberPad])
    #expect(fields.map(\.autocapitalizationType) == [.none, .sentences, .sentences])
    #expect(fields.map(\.autocorrectionType) == [.no, .default, .default])
    #expect(fields.map(\.textContentType) == [.emailAddress, .password, .oneTimeCode])
    #expect(fields.map(\.returnKeyType) == [.next, .go, .default])
    #expect(fields.map(\.isSecureTextEntry) == [false, true, false])
  }

  @Test func aNumberPadFieldStillTakesWhatTheTerminalTypes() {
    let (window, _) = host(SignIn(), width: 20, height: 3)
    let code = window.views(of: UITextField.self)[2]
    window.tap(code)
    window.sendText("12ab")
    #expect(code.text == "12ab")
  }

  @Test func anOuterModifierReachesEveryFieldAndTheDeprecatedFormsStillWork() {
    struct Form: View {
      @State var a = ""
      @State var b = ""
      var body: some View {
        VStack {
          TextField("A", text: $a)
          TextField("B", text: $b).autocapitalization(.allCharacters).disableAutocorrection(false)
        }
        .textInputAutocapitalization(.words)
        .submitLabel(.done)
      }
    }
    let (window, _) = host(Form(), width: 10, height: 2)
    let fields = window.views(of: UITextField.self)
    #expect(fields.map(\.autocapitalizationType) == [.words, .allCharacters])
    #expect(fields.map(\.autocorrectionType) == [.default, .yes])
    #expect(fields.map(\.returnKeyType) == [.done, .done])
  }

  @Test func theEnvironmentReadsAutocorrectionDisabled() {
    struct Reader: View {
      @Environment(\.autocorrectionDisabled) var disabled
      var body: some View { Text(disabled ? "off" : "on") }
    }
    let (window, _) = host(VStack { Reader(); Reader().autocorrectionDisabled() }, width: 5, height: 2)
    #expect(window.screen() == " on\n off")
  }

  @Test func changingATraitPushesItIntoTheField() {
    struct Switching: View {
      @State var numeric = false
      @State var text = ""
      var body: some View {
        VStack {
          TextField("Value", text: $text).keyboardType(numeric ? .decimalPad : .default)
          Button("Numeric") { numeric = true }
        }
      }
    }
    let (window, _) = host(Switching(), width: 14, height: 2)
    let field = window.views(of: UITextField.self)[0]
    #expect(field.keyboardType == .default)
    window.tap(window.button("Numeric")!)
    #expect(field.keyboardType == .decimalPad)
  }
}
