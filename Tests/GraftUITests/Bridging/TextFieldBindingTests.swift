import Foundation
import GraftUI
import Testing

/// The third article's representable, with both wirings that docs/Behaviour.md compares
/// ("Selection callbacks versus editing actions"), and with or without the comparison that
/// "Compare before assigning text" asks for.
private struct BoundField: UIViewRepresentable {
  @Binding var text: String
  let log: CallLog
  var compares = true
  var wiring = Wiring.editingChanged
  /// Another input, so the parent can cause an update without changing the text.
  var tick = false

  enum Wiring { case editingChanged, selection }

  func makeUIView(context: Context) -> UITextField {
    let field = UITextField(frame: .zero)
    field.delegate = context.coordinator
    if wiring == .editingChanged {
      let coordinator = context.coordinator
      field.addAction(UIAction { _ in coordinator.push(field.text ?? "") }, for: .editingChanged)
    }
    return field
  }

  func updateUIView(_ uiView: UITextField, context: Context) {
    log.calls.append("update \(text)")
    context.coordinator.parent = self
    if !compares || uiView.text != text { uiView.text = text }
  }

  func makeCoordinator() -> Coordinator { Coordinator(self) }

  final class Coordinator: NSObject, UITextFieldDelegate {
    var parent: BoundField
    init(_ parent: BoundField) { self.parent = parent }

    func push(_ text: String) { parent.text = text }

    func textFieldDidChangeSelection(_ textField: UITextField) {
      if parent.wiring == .selection { push(textField.text ?? "") }
    }
  }
}

private struct FieldHost: View {
  let log: CallLog
  var compares = true
  var wiring = BoundField.Wiring.editingChanged
  @State var text = ""
  @State var other = false

  var body: some View {
    VStack {
      Text("text: \(text)")
      BoundField(text: $text, log: log, compares: compares, wiring: wiring, tick: other).frame(width: 12, height: 1)
      Button("Reset") { text = "reset" }
      Button("Other") { other.toggle() }
    }
  }
}

@MainActor
private func field(in window: UIWindow) -> UITextField {
  window.views(of: UITextField.self).first!
}

@Suite @MainActor struct TextFieldBindingTests {
  /// docs/Behaviour.md, "Typing into a bound text field".
  @Test func eachKeystrokeUpdatesOnceWithNoIssuesAndTheCaretStays() {
    let log = CallLog()
    let (issues, window): ([RuntimeIssue], UIWindow) = {
      let ((window, _), issues) = RuntimeIssues.collecting { host(FieldHost(log: log), width: 20, height: 4) }
      return (issues, window)
    }()
    #expect(issues.isEmpty)
    let textField = field(in: window)
    window.tap(textField)
    log.reset()
    let (_, typingIssues) = RuntimeIssues.collecting {
      for character in "abc" {
        window.sendText(String(character))
        window.layoutIfNeeded()
      }
    }
    #expect(typingIssues.isEmpty)
    #expect(log.calls == ["update a", "update ab", "update abc"])
    #expect(window.screen().contains("text: abc"))
    #expect(textField.offset(from: textField.beginningOfDocument, to: textField.selectedTextRange!.start) == 3)
  }

  /// docs/Behaviour.md, "Compare before assigning text".
  @Test func anUnconditionalAssignmentMovesTheCaretAndAComparingOneDoesNot() {
    for compares in [false, true] {
      let log = CallLog()
      let (window, _) = host(FieldHost(log: log, compares: compares), width: 20, height: 4)
      let textField = field(in: window)
      window.tap(textField)
      window.sendText("ac")
      window.layoutIfNeeded()
      window.sendKey(UIKey(keyCode: .keyboardLeftArrow))
      window.tap(window.button("Other")!)
      let caret = textField.offset(from: textField.beginningOfDocument, to: textField.selectedTextRange!.start)
      #expect(caret == (compares ? 1 : 2), "compares: \(compares)")
    }
  }

  /// docs/Behaviour.md, "Selection callbacks versus editing actions".
  @Test func theSelectionWiringWritesDuringTheUpdateAndTheActionWiringDoesNot() {
    for wiring in [BoundField.Wiring.selection, .editingChanged] {
      let log = CallLog()
      let (window, _) = host(FieldHost(log: log, compares: false, wiring: wiring), width: 20, height: 4)
      window.tap(field(in: window))
      window.sendText("x")
      let (_, issues) = RuntimeIssues.collecting {
        window.layoutIfNeeded()
        window.tap(window.button("Reset")!)
      }
      let warned = issues.contains { $0.message == "Modifying state during view update, this will cause undefined behavior." }
      #expect(warned == (wiring == .selection), "\(wiring)")
      #expect(window.screen().contains("text: reset"), "the deferred write keeps the value")
    }
  }

  /// docs/Behaviour.md, "A stale update can overwrite typed text".
  @Test func aTypedCharacterSurvivesAnotherStateChangeInTheSameEvent() {
    let log = CallLog()
    let (window, _) = host(FieldHost(log: log), width: 20, height: 4)
    let textField = field(in: window)
    window.tap(textField)
    window.sendText("q")
    window.tap(window.button("Other")!)
    #expect(textField.text == "q")
    #expect(window.screen().contains("text: q"))
  }
}
