import Foundation
import GraftUI
import Testing

private enum Field: Hashable { case name, email }

private struct Form: View {
  @State var name = ""
  @State var email = ""
  @FocusState var focus: Field?

  var body: some View {
    VStack {
      TextField("Name", text: $name).focused($focus, equals: .name)
      TextField("Email", text: $email).focused($focus, equals: .email)
      Text(label)
      Button("Next") { focus = .email }
      Button("Done") { focus = nil }
    }
  }

  private var label: String {
    switch focus {
    case .name?: "focus: name"
    case .email?: "focus: email"
    case nil: "focus: none"
    }
  }
}

@Suite @MainActor struct FocusStateTests {
  @Test func settingTheStateMakesTheBoundFieldFirstResponder() {
    let (window, _) = host(Form(), width: 16, height: 5)
    let fields = window.views(of: UITextField.self)
    #expect(window.screen().contains("focus: none"))
    #expect(!fields[0].isFirstResponder && !fields[1].isFirstResponder)
    window.tap(window.button("Next")!)
    #expect(fields[1].isFirstResponder)
    #expect(window.screen().contains("focus: email"))
    window.sendText("a@b.c")
    #expect(fields[1].text == "a@b.c")
  }

  @Test func tabAndClicksMoveTheState() {
    let (window, _) = host(Form(), width: 16, height: 5)
    let fields = window.views(of: UITextField.self)
    window.sendKey(UIKey(keyCode: .keyboardTab))
    #expect(fields[0].isFirstResponder)
    #expect(window.screen().contains("focus: name"))
    window.sendKey(UIKey(keyCode: .keyboardTab))
    #expect(fields[1].isFirstResponder)
    #expect(window.screen().contains("focus: email"))
    window.tap(fields[0])
    #expect(window.screen().contains("focus: name"))
    // NB: Tab onto a button leaves the fields: nothing bound to the state has focus.
    window.sendKey(UIKey(keyCode: .keyboardTab))
    window.sendKey(UIKey(keyCode: .keyboardTab))
    #expect(window.screen().contains("focus: none"))
  }

  @Test func settingNilResignsAndReturnGivesFocusUp() {
    let (window, _) = host(Form(), width: 16, height: 5)
    let fields = window.views(of: UITextField.self)
    window.tap(fields[0])
    #expect(window.screen().contains("focus: name"))
    window.sendKey(UIKey(keyCode: .keyboardReturnOrEnter))
    #expect(!fields[0].isFirstResponder)
    #expect(window.screen().contains("focus: none"))
    window.tap(window.button("Next")!)
    #expect(fields[1].isFirstResponder)
    window.tap(window.button("Done")!)
    #expect(!fields[1].isFirstResponder)
    #expect(window.screen().contains("focus: none"))
  }

  @Test func aBooleanStateAndDefaultFocus() {
    struct Search: View {
      @State var query = ""
      @FocusState var isSearching: Bool
      var body: some View {
        VStack {
          TextField("Search", text: $query).focused($isSearching)
          Text(isSearching ? "searching" : "idle")
          Button("Stop") { isSearching = false }
        }
        .defaultFocus($isSearching, true)
      }
    }
    let (window, _) = host(Search(), width: 12, height: 3)
    let field = window.views(of: UITextField.self)[0]
    #expect(field.isFirstResponder)
    #expect(window.screen().contains("searching"))
    window.tap(window.button("Stop")!)
    #expect(!field.isFirstResponder)
    #expect(window.screen().contains("idle"))
  }

  @Test func aFocusableViewIsATabStopAndItsContentReadsIsFocused() {
    struct Cell: View {
      @Environment(\.isFocused) var isFocused
      let title: String
      var body: some View { Text(isFocused ? "> \(title)" : "  \(title)") }
    }
    let (window, _) = host(
      VStack {
        Cell(title: "One").focusable()
        Cell(title: "Two").focusable()
      }, width: 7, height: 2)
    #expect(window.screen() == "   One\n   Two")
    window.sendKey(UIKey(keyCode: .keyboardTab))
    #expect(window.screen() == " > One\n   Two")
    window.sendKey(UIKey(keyCode: .keyboardTab))
    #expect(window.screen() == "   One\n > Two")
  }

  @Test func aRepresentablesViewFollowsItsFocusState() {
    struct Wrapped: UIViewRepresentable {
      func makeUIView(context: Context) -> UITextField { UITextField() }
      func updateUIView(_ uiView: UITextField, context: Context) {}
    }
    struct Screen: View {
      @FocusState var isFocused: Bool
      var body: some View {
        VStack {
          Wrapped().focused($isFocused)
          Button("Focus") { isFocused = true }
          Text(isFocused ? "yes" : "no")
        }
      }
    }
    let (window, _) = host(Screen(), width: 12, height: 3)
    let field = window.views(of: UITextField.self)[0]
    window.tap(window.button("Focus")!)
    #expect(field.isFirstResponder)
    #expect(window.screen().contains("yes"))
    window.sendKey(UIKey(keyCode: .keyboardTab))
    #expect(!field.isFirstResponder)
    #expect(window.screen().contains("no"))
  }
}
