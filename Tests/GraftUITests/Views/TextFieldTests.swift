import Foundation
import GraftUI
import Testing

private struct Greeter: View {
  @State var name = ""
  var trace: Counter

  var body: some View {
    VStack {
      TextField("Name", text: Binding(get: { name }, set: { trace.hit("write"); name = $0 }))
      Text("Hello, \(name)!")
      Button("Fill") { name = "Zed" }
    }
    .onSubmit { trace.hit("submit") }
  }
}

@Suite @MainActor struct TextFieldTests {
  @Test func anEmptyFieldShowsItsTitleAsPlaceholderAcrossTheWidth() {
    let (window, _) = host(Greeter(trace: Counter()), width: 20, height: 3)
    #expect(
      window.screen() == """
        Name
              Hello, !
              [ Fill ]
        """)
    let field = window.views(of: UITextField.self).first!
    #expect(field.frame.width == 20)
    #expect(field.placeholder == "Name")
    #expect(field.accessibilityLabel == "Name")
    #expect(field.borderStyle == .none)
  }

  @Test func typingWritesTheBindingAndUpdatesTheScreen() {
    let trace = Counter()
    let (window, _) = host(Greeter(trace: trace), width: 20, height: 3)
    window.tap(window.views(of: UITextField.self).first!)
    window.sendText("Zoe")
    #expect(trace["write"] == 1)
    #expect(
      window.screen() == """
        Zoe
            Hello, Zoe!
              [ Fill ]
        """)
  }

  @Test func typingMidStringKeepsTheCaretWhereItWas() {
    let (window, _) = host(Greeter(trace: Counter()), width: 20, height: 3)
    let field = window.views(of: UITextField.self).first!
    window.tap(field)
    window.sendText("ac")
    #expect(window.screen().contains("Hello, ac!"))
    window.sendKey(UIKey(keyCode: .keyboardLeftArrow))
    window.sendText("b")
    #expect(window.screen().contains("Hello, abc!"))
    #expect(field.text == "abc")
    #expect(field.offset(from: field.beginningOfDocument, to: field.selectedTextRange!.start) == 2)
    window.sendText("!")
    #expect(window.screen().contains("Hello, ab!c!"))
  }

  @Test func aStateChangeIsPushedIntoTheFieldWithoutWritingTheBinding() {
    let trace = Counter()
    let (window, _) = host(Greeter(trace: trace), width: 20, height: 3)
    let field = window.views(of: UITextField.self).first!
    var events = 0
    field.addAction(UIAction { _ in events += 1 }, for: .allEditingEvents)
    window.tap(window.button("Fill")!)
    #expect(field.text == "Zed")
    #expect(events == 0)
    #expect(trace["write"] == 0)
    #expect(
      window.screen() == """
        Zed
            Hello, Zed!
              [ Fill ]
        """)
  }

  @Test func returnRunsTheSubmitActionAndEndsEditing() {
    let trace = Counter()
    let (window, _) = host(Greeter(trace: trace), width: 20, height: 3)
    let field = window.views(of: UITextField.self).first!
    window.tap(field)
    window.sendText("Ann")
    #expect(trace["submit"] == 0)
    window.sendKey(UIKey(keyCode: .keyboardReturnOrEnter))
    #expect(trace["submit"] == 1)
    #expect(!field.isEditing)
    #expect(window.screen().contains("Hello, Ann!"))
  }

  @Test func nestedSubmitActionsRunInnermostFirstAndAScopeBlocksOuterOnes() {
    final class Log { var entries: [String] = [] }
    struct Nested: View {
      @State var first = ""
      @State var second = ""
      let log: Log
      var body: some View {
        VStack {
          TextField("First", text: $first)
            .onSubmit { log.entries.append("inner") }
          TextField("Second", text: $second)
            .submitScope()
        }
        .onSubmit { log.entries.append("outer") }
      }
    }
    let log = Log()
    let (window, _) = host(Nested(log: log), width: 10, height: 2)
    let fields = window.views(of: UITextField.self)
    window.tap(fields[0])
    window.sendKey(UIKey(keyCode: .keyboardReturnOrEnter))
    window.tap(fields[1])
    window.sendKey(UIKey(keyCode: .keyboardReturnOrEnter))
    #expect(log.entries == ["inner", "outer"])
  }

  @Test func aPromptIsThePlaceholderAndTheTitleTheAccessibilityLabel() {
    struct Prompted: View {
      @State var email = ""
      var body: some View {
        TextField("Email", text: $email, prompt: Text("you@example.com"))
      }
    }
    let (window, _) = host(Prompted(), width: 18, height: 1)
    #expect(window.screen() == "you@example.com")
    #expect(window.views(of: UITextField.self).first?.accessibilityLabel == "Email")
  }

  @Test func theRoundedBorderStyleDrawsBracketsAndPlainDrawsNone() {
    struct Styled: View {
      @State var a = ""
      @State var b = ""
      var body: some View {
        VStack {
          TextField("Rounded", text: $a).textFieldStyle(.roundedBorder)
          TextField("Plain", text: $b).textFieldStyle(.plain)
        }
      }
    }
    let (window, _) = host(Styled(), width: 12, height: 2)
    #expect(
      window.screen() == """
        [Rounded   ]
        Plain
        """)
    #expect(window.views(of: UITextField.self).map(\.borderStyle) == [.roundedRect, .none])
  }

  @Test func aFieldDisabledByTheEnvironmentTakesNoTyping() {
    let trace = Counter()
    let (window, _) = host(
      Greeter(trace: trace).environment(\.isEnabled, false), width: 20, height: 3)
    let field = window.views(of: UITextField.self).first!
    #expect(!field.isEnabled)
    window.tap(field)
    window.sendText("x")
    #expect(!field.isEditing)
    #expect(trace["write"] == 0)
    #expect(window.screen().contains("Hello, !"))
  }
}
