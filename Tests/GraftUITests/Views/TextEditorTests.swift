import Foundation
import GraftUI
import Testing

private struct Notes: View {
  @State var notes = "Milk"
  var body: some View {
    VStack(spacing: 0) {
      TextEditor(text: $notes).frame(height: 3)
      Text("\(notes.count) characters")
      Button("Clear") { notes = "" }
    }
  }
}

@Suite @MainActor struct TextEditorTests {
  @Test func typingWritesTheBindingAndReturnInsertsANewline() throws {
    let (window, _) = host(Notes(), width: 14, height: 5)
    #expect(window.screen() == "Milk\n\n\n 4 characters\n  [ Clear ]")
    let editor = try #require(window.views(of: UITextView.self).first)
    window.tap(editor)
    #expect(editor.isFirstResponder)
    window.sendKey(UIKey(keyCode: .keyboardReturnOrEnter))
    window.sendText("Eggs")
    #expect(window.screen() == "Milk\nEggs\n\n 9 characters\n  [ Clear ]")
    #expect(editor.text == "Milk\nEggs")
  }

  @Test func aChangeToTheBindingReplacesTheText() throws {
    let (window, _) = host(Notes(), width: 14, height: 5)
    window.tap(try #require(window.button("Clear")))
    #expect(window.views(of: UITextView.self).first?.text == "")
    #expect(window.screen() == "\n\n\n 0 characters\n  [ Clear ]")
  }

  @Test func theEditorTakesTheEnvironmentsFontTraitsAndEnabledState() throws {
    let (window, _) = host(
      TextEditor(text: .constant("Read only"))
        .keyboardType(.emailAddress)
        .disabled(true), width: 12, height: 2)
    let editor = try #require(window.views(of: UITextView.self).first)
    #expect(editor.keyboardType == .emailAddress)
    #expect(!editor.isEditable)
    #expect(editor.frame.size == CGSize(width: 12, height: 2))
  }
}

private struct Message: View {
  @State var message = ""
  @FocusState var focused: Bool
  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      TextField("Message", text: $message, axis: .vertical)
        .lineLimit(1...3)
        .focused($focused)
      Text("--")
    }
    .frame(maxHeight: .infinity, alignment: .top)
  }
}

@Suite @MainActor struct VerticalTextFieldTests {
  @Test func aVerticalFieldShowsItsPlaceholderThenGrowsWithItsLinesUpToTheLimit() throws {
    let (window, _) = host(Message(), width: 10, height: 5)
    #expect(window.screen() == "Message\n--\n\n\n")
    #expect(window.views(of: UITextView.self).first?.frame.height == 1)
    let field = try #require(window.views(of: UITextView.self).first)
    window.tap(field)
    window.sendText("one")
    #expect(window.screen() == "one\n--\n\n\n")
    window.sendKey(UIKey(keyCode: .keyboardReturnOrEnter))
    window.sendText("two")
    window.sendKey(UIKey(keyCode: .keyboardReturnOrEnter))
    window.sendText("three")
    #expect(window.screen() == "one\ntwo\nthree\n--\n")
    window.sendKey(UIKey(keyCode: .keyboardReturnOrEnter))
    window.sendText("four")
    // Past the limit the field keeps three lines and scrolls to the caret.
    #expect(window.screen() == "two\nthree\nfour\n--\n")
  }

  @Test func focusStateReachesTheTextView() throws {
    struct Focusing: View {
      @State var message = ""
      @FocusState var focused: Bool
      var body: some View {
        VStack {
          TextField("Message", text: $message, axis: .vertical).focused($focused)
          Text(focused ? "editing" : "idle")
          Button("Write") { focused = true }
        }
      }
    }
    let (window, _) = host(Focusing(), width: 10, height: 3)
    let field = try #require(window.views(of: UITextView.self).first)
    window.tap(try #require(window.button("Write")))
    #expect(field.isFirstResponder)
    #expect(window.screen().contains("editing"))
  }

  @Test func aLineLimitThatReservesSpaceKeepsTheLinesForShortText() {
    let (window, _) = host(
      VStack(alignment: .leading, spacing: 0) {
        Text("Hi").lineLimit(3, reservesSpace: true)
        Text("--")
        Text("a b c d e f").lineLimit(2...)
        Text("--")
      }, width: 4, height: 8)
    #expect(window.screen() == "Hi\n\n\n--\na b\nc d\ne f\n--")
  }
}
